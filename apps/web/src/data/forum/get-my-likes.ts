// Which of the posts on screen the signed-in user has liked.
import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { forumKeys } from "./keys";
import { fail } from "./types";

export async function getMyLikes(userId: string, postIds: string[]): Promise<Set<string>> {
  const { data, error } = await supabase().from("forum_post_likes").select("post_id").eq("user_id", userId).in("post_id", postIds);
  fail(error);
  return new Set((data ?? []).map((r) => r.post_id));
}

export function useMyLikes(userId: string | undefined, postIds: string[]) {
  return useQuery({
    queryKey: forumKeys.myLikes(postIds),
    enabled: !!userId && postIds.length > 0,
    queryFn: () => getMyLikes(userId!, postIds),
  });
}
