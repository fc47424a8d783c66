// Full-text search over posts (rpc forum_search: the best 50, with a snippet).
import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { forumKeys } from "./keys";
import { fail, type SearchHit } from "./types";

export async function searchPosts(q: string): Promise<SearchHit[]> {
  const { data, error } = await supabase().rpc("forum_search", { q, lim: 50 });
  fail(error);
  return data ?? [];
}

export function useSearch(q: string) {
  return useQuery({ queryKey: forumKeys.search(q), enabled: q.trim().length > 0, queryFn: () => searchPosts(q) });
}
