// One post and its status history (newest first).
import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { feedbackKeys } from "./keys";
import { fail, POST_COLUMNS, type FeedbackPost, type FeedbackStatus, type PostNarrowing, type StatusChange } from "./types";

export async function getPost(id: string): Promise<FeedbackPost | null> {
  const { data, error } = await supabase().from("feedback_posts").select(POST_COLUMNS).eq("id", id).maybeSingle().overrideTypes<PostNarrowing>();
  fail(error);
  return data;
}

/** One post; an empty id (no merge target yet) asks for nothing. */
export function usePost(id: string) {
  return useQuery({ queryKey: feedbackKeys.post(id), enabled: id !== "", queryFn: () => getPost(id) });
}

export async function getStatusHistory(postId: string): Promise<StatusChange[]> {
  const { data, error } = await supabase()
    .from("feedback_status_changes")
    .select("id, status, note, created_at")
    .eq("post_id", postId)
    .order("id", { ascending: false })
    .overrideTypes<{ status: FeedbackStatus }[]>();
  fail(error);
  return data ?? [];
}

export function useStatusHistory(postId: string) {
  return useQuery({ queryKey: feedbackKeys.history(postId), queryFn: () => getStatusHistory(postId) });
}
