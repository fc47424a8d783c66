// What members write: threads, replies, edits (author only: RLS), deletes, likes and reports. Run
// them through useForumMutation.
import type { TablesInsert } from "@/lib/database.types";
import { supabase } from "@/lib/supabase";
import { fail } from "./types";

export async function createThread(v: { category: string; title: string; body: string }): Promise<string> {
  const { data, error } = await supabase().rpc("forum_create_thread", v);
  fail(error);
  return data!;
}

export async function reply(v: { threadId: string; body: string }): Promise<number> {
  const { data, error } = await supabase()
    .from("forum_posts")
    .insert({ thread_id: v.threadId, body: v.body } as TablesInsert<"forum_posts">) // number: set by a trigger
    .select("number")
    .single();
  fail(error);
  return data!.number;
}

export async function editPost(v: { id: string; body: string }): Promise<void> {
  const { data, error } = await supabase().from("forum_posts").update({ body: v.body }).eq("id", v.id).select("id");
  fail(error);
  if (!data?.length) throw new Error("You can edit only your own posts.");
}

export async function deletePost(id: string): Promise<void> {
  fail((await supabase().rpc("forum_delete_post", { post: id })).error);
}

export async function toggleLike(v: { postId: string; like: boolean }): Promise<void> {
  const likes = supabase().from("forum_post_likes");
  const { error } = v.like ? await likes.insert({ post_id: v.postId }) : await likes.delete().eq("post_id", v.postId);
  if (error && !(v.like && error.code === "23505")) throw new Error(error.message);
}

export async function reportPost(v: { postId: string; reason: string }): Promise<void> {
  const { error } = await supabase().from("forum_reports").insert({ post_id: v.postId, reason: v.reason });
  if (error?.code === "23505") throw new Error("You have already reported this post.");
  fail(error);
}
