// The open reports on posts, oldest first, with the post and its thread (admins only: RLS).
import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { forumKeys } from "./keys";
import { fail, type Report, type ReportStatus } from "./types";

const REPORT_COLUMNS =
  "id, post_id, reporter_id, reason, created_at, status, post:forum_posts(id, thread_id, number, author_id, body, hidden_at, deleted_at, thread:forum_threads(id, title))" as const;

export async function getReports(): Promise<Report[]> {
  const { data, error } = await supabase()
    .from("forum_reports")
    .select(REPORT_COLUMNS)
    .eq("status", "open")
    .order("created_at")
    .overrideTypes<{ status: ReportStatus }[]>();
  fail(error);
  return data ?? [];
}

export function useReports(enabled: boolean) {
  return useQuery({ queryKey: forumKeys.reports(), enabled, queryFn: getReports });
}
