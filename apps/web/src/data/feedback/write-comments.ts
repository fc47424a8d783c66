// A comment's writes: add, edit and delete (author only: RLS). Delete's undo adds it again.
import { supabase } from "@/lib/supabase";
import { fail } from "./types";

export async function addComment(v: { postId: string; body: string }): Promise<void> {
  fail((await supabase().from("feedback_comments").insert({ post_id: v.postId, body: v.body })).error);
}

export async function editComment(v: { id: string; body: string }): Promise<void> {
  const { data, error } = await supabase().from("feedback_comments").update({ body: v.body }).eq("id", v.id).select("id");
  fail(error);
  if (!data?.length) throw new Error("You can edit only your own comments.");
}

export async function deleteComment(id: string): Promise<void> {
  fail((await supabase().from("feedback_comments").delete().eq("id", id)).error);
}
