// The user's latest moderation notices, newest first (shown in the notifications menu).
import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { moderationNoticeKeys } from "./keys";
import type { ModerationNotice, ModerationNoticeNarrowing } from "./types";

export async function getModerationNotices(): Promise<ModerationNotice[]> {
  const { data, error } = await supabase()
    .from("moderation_notices")
    .select("id, target_type, target_id, action, reason, created_at, read_at")
    .order("created_at", { ascending: false })
    .limit(20)
    .overrideTypes<ModerationNoticeNarrowing[]>();
  if (error) throw new Error(error.message);
  return data ?? [];
}

export function useModerationNotices(userId: string | undefined) {
  return useQuery({ queryKey: moderationNoticeKeys.mine(userId), enabled: !!userId, queryFn: getModerationNotices });
}
