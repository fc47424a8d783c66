// The signed-in user's latest forum notifications (polled while a forum page is open).
import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { forumKeys } from "./keys";
import { fail, type ForumNotification } from "./types";

const NOTIFICATION_COLUMNS = "id, kind, created_at, read_at, actor_id, post:forum_posts(number, thread_id, thread:forum_threads(title))" as const;

export async function getNotifications(): Promise<ForumNotification[]> {
  const { data, error } = await supabase()
    .from("forum_notifications")
    .select(NOTIFICATION_COLUMNS)
    .order("created_at", { ascending: false })
    .limit(20)
    .overrideTypes<{ kind: ForumNotification["kind"] }[]>();
  fail(error);
  return data ?? [];
}

export function useNotifications(userId: string | undefined) {
  return useQuery({ queryKey: forumKeys.notifications(userId ?? ""), enabled: !!userId, refetchInterval: 30_000, queryFn: getNotifications });
}
