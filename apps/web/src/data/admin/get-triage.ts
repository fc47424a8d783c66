// Feedback triage: the newest 100 posts not merged into another, of one status or all.
import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { adminKeys } from "./keys";
import { fail, TRIAGE_COLUMNS, type TriagePost } from "./types";

export async function getTriage(status: string): Promise<TriagePost[]> {
  let q = supabase().from("feedback_posts").select(TRIAGE_COLUMNS).is("merged_into", null);
  if (status !== "all") q = q.eq("status", status);
  const { data, error } = await q.order("created_at", { ascending: false }).limit(100).overrideTypes<{ type: TriagePost["type"] }[]>();
  fail(error);
  return data ?? [];
}

export const useTriage = (status: string) => useQuery({ queryKey: adminKeys.feedback(status), queryFn: () => getTriage(status) });
