// What a moderator did to the user's content and why (moderation_notices: written by the admin's
// moderate action, readable only by the user it is about). Shown in the notifications menu.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";

export interface ModerationNotice {
  id: number;
  target_type: "forum_post" | "item" | "story_document";
  target_id: string;
  action: "hide" | "unpublish";
  reason: string;
  created_at: string;
  read_at: string | null;
}

const key = (userId: string | undefined) => ["moderation_notices", userId ?? ""] as const;

export function useModerationNotices(userId: string | undefined) {
  return useQuery({
    queryKey: key(userId),
    enabled: !!userId,
    queryFn: async () => {
      const { data, error } = await supabase()
        .from("moderation_notices")
        .select("id, target_type, target_id, action, reason, created_at, read_at")
        .order("created_at", { ascending: false })
        .limit(20);
      if (error) throw new Error(error.message);
      return (data ?? []) as ModerationNotice[];
    },
  });
}

export function useMarkNoticesRead(userId: string | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      if (!ids.length) return;
      const { error } = await supabase().from("moderation_notices").update({ read_at: new Date().toISOString() }).in("id", ids);
      if (error) throw new Error(error.message);
    },
    onSettled: () => void qc.invalidateQueries({ queryKey: key(userId) }),
  });
}

const WHAT: Record<ModerationNotice["target_type"], string> = {
  forum_post: "your forum post",
  item: "your library item",
  story_document: "your story document",
};

/** "A moderator unpublished your library item" */
export const noticeText = (n: ModerationNotice) => `A moderator ${n.action === "hide" ? "hid" : "unpublished"} ${WHAT[n.target_type] ?? "your content"}`;

/** Where the user can see the thing: their own copy (an unpublished item or document stays theirs). */
export function noticeHref(n: ModerationNotice): string | null {
  if (n.target_type === "item") return `/my-content/${n.target_id}`;
  if (n.target_type === "story_document") return "/story-elements";
  return null;
}
