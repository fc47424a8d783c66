// The board (open posts, filtered, sorted and paged, from the feedback_board view) and the
// Done list.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { feedbackKeys } from "./keys";
import { fail, POST_COLUMNS, POSTS_PER_PAGE, type BoardFilter, type FeedbackPost, type PostNarrowing } from "./types";

export async function getBoard(f: BoardFilter): Promise<{ rows: FeedbackPost[]; total: number }> {
  let q = supabase().from("feedback_board").select(POST_COLUMNS, { count: "exact" }).is("merged_into", null);
  if (f.type) q = q.eq("type", f.type);
  if (f.status) q = q.eq("status", f.status);
  if (f.q.trim()) q = q.textSearch("search", f.q.trim(), { type: "websearch", config: "english" });
  if (f.sort === "trending") q = q.order("recent_votes", { ascending: false }).order("vote_count", { ascending: false });
  else if (f.sort === "top") q = q.order("vote_count", { ascending: false });
  // A view's columns are all nullable to the generator; the board's rows are posts.
  const { data, error, count } = await q
    .order("created_at", { ascending: false })
    .order("id")
    .range(f.page * POSTS_PER_PAGE, f.page * POSTS_PER_PAGE + POSTS_PER_PAGE - 1)
    .overrideTypes<FeedbackPost[], { merge: false }>();
  fail(error);
  return { rows: data ?? [], total: count ?? 0 };
}

export function useBoard(f: BoardFilter) {
  return useQuery({ queryKey: feedbackKeys.board(f), placeholderData: keepPreviousData, queryFn: () => getBoard(f) });
}

export async function getDone(): Promise<FeedbackPost[]> {
  const { data, error } = await supabase()
    .from("feedback_posts")
    .select(POST_COLUMNS)
    .eq("status", "done")
    .is("merged_into", null)
    .order("done_at", { ascending: false })
    .limit(200)
    .overrideTypes<PostNarrowing[]>();
  fail(error);
  return data ?? [];
}

export function useDone() {
  return useQuery({ queryKey: feedbackKeys.done(), queryFn: getDone });
}
