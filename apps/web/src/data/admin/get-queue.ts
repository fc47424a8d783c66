// The moderation queue: every reported target still open, with its reasons (admin_report_queue).
import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { adminKeys } from "./keys";
import { fail, type QueueEntry, type QueueNarrowing } from "./types";

export async function getQueue(): Promise<QueueEntry[]> {
  const { data, error } = await supabase().rpc("admin_report_queue").overrideTypes<QueueNarrowing[]>();
  fail(error);
  return data ?? [];
}

export const useQueue = () => useQuery({ queryKey: adminKeys.queue(), queryFn: getQueue });
