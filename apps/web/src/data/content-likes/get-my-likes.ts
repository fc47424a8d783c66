// Which of a page's items the signed-in user has liked: one request per list page.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { contentLikeKeys } from "./keys";

export async function getMyLikes(userId: string, ids: readonly string[]): Promise<string[]> {
  if (!userId || ids.length === 0) return [];
  const { data, error } = await supabase().from("content_likes").select("item_id").eq("user_id", userId).in("item_id", ids);
  if (error) throw new Error(error.message);
  return data.map((r) => r.item_id);
}

export const myLikesOptions = (userId: string, ids: readonly string[]) =>
  queryOptions({ queryKey: contentLikeKeys.mine(userId, ids), queryFn: () => getMyLikes(userId, ids), enabled: !!userId && ids.length > 0 });

/** The set of liked ids among `ids` (empty for visitors and while loading). */
export function useMyLikes(userId: string | undefined, ids: readonly string[]): ReadonlySet<string> {
  const q = useQuery(myLikesOptions(userId ?? "", ids));
  return new Set(q.data ?? []);
}
