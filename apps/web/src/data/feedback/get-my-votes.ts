// Which of the posts on screen the signed-in user has voted for.
import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { feedbackKeys } from "./keys";
import { fail } from "./types";

export async function getMyVotes(userId: string, ids: string[]): Promise<Set<string>> {
  const { data, error } = await supabase().from("feedback_votes").select("post_id").eq("user_id", userId).in("post_id", ids);
  fail(error);
  return new Set((data ?? []).map((r) => r.post_id));
}

export function useMyVotes(userId: string | undefined, ids: string[]) {
  return useQuery({
    queryKey: feedbackKeys.myVotes(userId, ids),
    enabled: !!userId && ids.length > 0,
    queryFn: () => getMyVotes(userId!, ids),
  });
}
