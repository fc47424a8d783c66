// A post's writes: create, edit (author only: RLS), vote; and the admins' status and merge
// (security-definer functions that check public.is_admin()). Run them through useFeedbackMutation.
import { supabase } from "@/lib/supabase";
import { fail, type FeedbackStatus, type FeedbackType } from "./types";

export async function createPost(v: { type: FeedbackType; title: string; body: string }): Promise<string> {
  const { data, error } = await supabase().from("feedback_posts").insert(v).select("id").single();
  fail(error);
  return data!.id;
}

export async function editPost(v: { id: string; title: string; body: string }): Promise<void> {
  const { data, error } = await supabase().from("feedback_posts").update({ title: v.title, body: v.body }).eq("id", v.id).select("id");
  fail(error);
  if (!data?.length) throw new Error("You can edit only your own posts.");
}

export async function setVote(v: { postId: string; vote: boolean }): Promise<void> {
  const votes = supabase().from("feedback_votes");
  const { error } = v.vote ? await votes.insert({ post_id: v.postId }) : await votes.delete().eq("post_id", v.postId);
  // A second vote (another tab, a double click) is refused by the primary key: the vote stands, once.
  if (error && !(v.vote && error.code === "23505")) throw new Error(error.message);
}

export async function setStatus(v: { postId: string; status: FeedbackStatus; note: string }): Promise<void> {
  fail((await supabase().rpc("feedback_set_status", { post: v.postId, status: v.status, note: v.note })).error);
}

export async function mergePost(v: { duplicate: string; target: string }): Promise<void> {
  fail((await supabase().rpc("feedback_merge", v)).error);
}
