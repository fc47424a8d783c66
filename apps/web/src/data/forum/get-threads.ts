// A page of threads (one category or all; pinned first, then by the chosen order) and one thread.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { forumKeys } from "./keys";
import { fail, THREADS_PER_PAGE, type Thread, type ThreadSort } from "./types";

const SORT_COLUMN: Record<ThreadSort, string[]> = {
  latest: ["last_post_at"],
  newest: ["created_at"],
  top: ["like_count", "last_post_at"],
};

export async function getThreads(category: string | null, sort: ThreadSort, page: number): Promise<{ rows: Thread[]; total: number }> {
  let q = supabase().from("forum_threads").select("*", { count: "exact" });
  if (category) q = q.eq("category_id", category);
  q = q.order("pinned", { ascending: false });
  for (const col of SORT_COLUMN[sort]) q = q.order(col, { ascending: false });
  q = q.order("id", { ascending: false }).range(page * THREADS_PER_PAGE, page * THREADS_PER_PAGE + THREADS_PER_PAGE - 1);
  const { data, error, count } = await q;
  fail(error);
  return { rows: data ?? [], total: count ?? 0 };
}

export function useThreads(category: string | null, sort: ThreadSort, page: number) {
  return useQuery({ queryKey: forumKeys.threads(category, sort, page), placeholderData: keepPreviousData, queryFn: () => getThreads(category, sort, page) });
}

export async function getThread(id: string): Promise<Thread | null> {
  const { data, error } = await supabase().from("forum_threads").select("*").eq("id", id).maybeSingle();
  fail(error);
  return data;
}

export function useThread(id: string, opts: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: forumKeys.thread(id),
    queryFn: () => getThread(id),
    // While the page is open, new replies show up ("N new replies"): a cheap poll of the thread row.
    refetchInterval: opts.poll ? 15_000 : false,
  });
}
