// Marks the user's moderation notices read.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { moderationNoticeKeys } from "./keys";

export async function markNoticesRead(ids: number[]): Promise<void> {
  if (!ids.length) return;
  const { error } = await supabase().from("moderation_notices").update({ read_at: new Date().toISOString() }).in("id", ids);
  if (error) throw new Error(error.message);
}

export function useMarkNoticesRead(userId: string | undefined) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: markNoticesRead, onSettled: () => void qc.invalidateQueries({ queryKey: moderationNoticeKeys.mine(userId) }) });
}
