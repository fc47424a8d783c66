// The admins' forum actions: pin, lock, move or rename a thread, hide and unhide a post, ban a
// member, resolve a report, delete a thread. RLS and the security-definer functions check
// public.is_admin(); run them through useForumMutation.
import { supabase } from "@/lib/supabase";
import { fail, type Thread } from "./types";

export async function moderateThread(v: { id: string; patch: Partial<Pick<Thread, "pinned" | "locked" | "category_id" | "title">> }): Promise<void> {
  fail((await supabase().from("forum_threads").update(v.patch).eq("id", v.id)).error);
}

export async function hidePost(v: { id: string; reason: string }): Promise<void> {
  fail((await supabase().rpc("forum_hide_post", { post: v.id, reason: v.reason })).error);
}

export async function unhidePost(id: string): Promise<void> {
  fail((await supabase().rpc("forum_unhide_post", { post: id })).error);
}

export async function banUser(v: { userId: string; days: number; reason: string }): Promise<void> {
  const until = new Date(Date.now() + v.days * 86_400_000).toISOString();
  fail((await supabase().from("forum_bans").upsert({ user_id: v.userId, until, reason: v.reason })).error);
}

export async function resolveReport(v: { id: string; status: "resolved" | "dismissed" }): Promise<void> {
  fail((await supabase().from("forum_reports").update({ status: v.status }).eq("id", v.id)).error);
}

export async function deleteThread(id: string): Promise<void> {
  fail((await supabase().rpc("forum_delete_thread", { thread: id })).error);
}
