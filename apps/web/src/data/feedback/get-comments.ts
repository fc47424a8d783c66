// A post's comments, oldest first.
import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { feedbackKeys } from "./keys";
import { fail, type FeedbackComment } from "./types";

export async function getComments(postId: string): Promise<FeedbackComment[]> {
  const { data, error } = await supabase()
    .from("feedback_comments")
    .select("id, post_id, author_id, body, created_at, edited_at")
    .eq("post_id", postId)
    .order("created_at");
  fail(error);
  return data ?? [];
}

export function useComments(postId: string) {
  return useQuery({ queryKey: feedbackKeys.comments(postId), queryFn: () => getComments(postId) });
}
