// Posts like the one being written (rpc feedback_similar), so people vote instead of repeating.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { feedbackKeys } from "./keys";
import { fail, type PostNarrowing, type Similar } from "./types";

export async function getSimilar(q: string): Promise<Similar[]> {
  const { data, error } = await supabase().rpc("feedback_similar", { q, lim: 5 }).overrideTypes<PostNarrowing[]>();
  fail(error);
  return data ?? [];
}

export function useSimilar(q: string) {
  return useQuery({ queryKey: feedbackKeys.similar(q), enabled: q.trim().length >= 4, placeholderData: keepPreviousData, queryFn: () => getSimilar(q) });
}
