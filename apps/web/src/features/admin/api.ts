// The admin page's reads and writes: the security-definer functions of
// supabase/migrations/20261126050000_admin.sql and 20261126050100_admin_moderation.sql (each checks
// public.is_admin() and writes an audit row) and the admin_audit table (admins read it).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";

export const USERS_PER_PAGE = 25;
export const AUDIT_PER_PAGE = 50;

export const adminKeys = {
  all: ["admin"] as const,
  users: (search: string, page: number) => ["admin", "users", search, page] as const,
  queue: () => ["admin", "queue"] as const,
  feedback: (status: string) => ["admin", "feedback", status] as const,
  figures: (days: number) => ["admin", "figures", days] as const,
  audit: (page: number) => ["admin", "audit", page] as const,
};

function fail(error: { message: string } | null): void {
  if (error) throw new Error(error.message);
}

export interface AdminUser {
  id: string;
  email: string;
  display_name: string | null;
  created_at: string;
  last_sign_in_at: string | null;
  confirmed_at: string | null;
  banned_until: string | null;
  is_admin: boolean;
  item_count: number;
  document_count: number;
  total: number;
}

export const isBanned = (u: Pick<AdminUser, "banned_until">, now = Date.now()) => u.banned_until !== null && new Date(u.banned_until).getTime() > now;

export function useUsers(search: string, page: number) {
  return useQuery({
    queryKey: adminKeys.users(search, page),
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const { data, error } = await supabase().rpc("admin_list_users", { search, page: page + 1, per_page: USERS_PER_PAGE });
      fail(error);
      const rows = (data ?? []) as unknown as AdminUser[];
      return { rows, total: rows[0]?.total ?? 0 };
    },
  });
}

export interface QueueEntry {
  target_type: "forum_post" | "item" | "story_document";
  target_id: string;
  title: string;
  excerpt: string;
  author_id: string | null;
  author_email: string | null;
  report_count: number;
  reasons: string[];
  first_reported_at: string;
  link: string;
}

export function useQueue() {
  return useQuery({
    queryKey: adminKeys.queue(),
    queryFn: async () => {
      const { data, error } = await supabase().rpc("admin_report_queue");
      fail(error);
      return (data ?? []) as unknown as QueueEntry[];
    },
  });
}

export interface TriagePost {
  id: string;
  type: "idea" | "bug";
  title: string;
  status: string;
  vote_count: number;
  comment_count: number;
  created_at: string;
}

export function useTriage(status: string) {
  return useQuery({
    queryKey: adminKeys.feedback(status),
    queryFn: async () => {
      let q = supabase().from("feedback_posts").select("id, type, title, status, vote_count, comment_count, created_at").is("merged_into", null);
      if (status !== "all") q = q.eq("status", status);
      const { data, error } = await q.order("created_at", { ascending: false }).limit(100);
      fail(error);
      return (data ?? []) as TriagePost[];
    },
  });
}

export interface DayCount {
  day: string;
  count: number;
}

export interface Figures {
  days: number;
  users: number;
  active_7d: number;
  active_30d: number;
  items: number;
  public_items: number;
  open_reports: number;
  signups: DayCount[];
  posts: DayCount[];
  items_by_kind: { kind: string; count: number; public: number }[];
}

export function useFigures(days: number) {
  return useQuery({
    queryKey: adminKeys.figures(days),
    queryFn: async () => {
      const { data, error } = await supabase().rpc("admin_figures", { days });
      fail(error);
      return data as unknown as Figures;
    },
  });
}

export interface AuditEntry {
  id: number;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  before: unknown;
  after: unknown;
  reason: string;
  at: string;
}

export function useAudit(page: number) {
  return useQuery({
    queryKey: adminKeys.audit(page),
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const { data, error, count } = await supabase()
        .from("admin_audit")
        .select("id, actor_email, action, target_type, target_id, before, after, reason, at", { count: "exact" })
        .order("id", { ascending: false })
        .range(page * AUDIT_PER_PAGE, page * AUDIT_PER_PAGE + AUDIT_PER_PAGE - 1);
      fail(error);
      return { rows: (data ?? []) as AuditEntry[], total: count ?? 0 };
    },
  });
}

/** A mutation that refreshes everything admin afterwards (lists, queue, figures, audit). */
export function useAdminMutation<V, R = void>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: adminKeys.all }) });
}

export async function setAdmin(v: { target: string; make: boolean }): Promise<void> {
  fail((await supabase().rpc("admin_set_admin", { target: v.target, make: v.make, reason: "" })).error);
}

export async function banUser(v: { target: string; until: string; reason: string }): Promise<void> {
  fail((await supabase().rpc("admin_ban", v)).error);
}

export async function unbanUser(target: string): Promise<void> {
  fail((await supabase().rpc("admin_unban", { target, reason: "" })).error);
}

export async function deleteUser(v: { target: string; reason: string }): Promise<void> {
  fail((await supabase().rpc("admin_delete_user", v)).error);
}

/** Records the resend in the audit log, then sends the sign-up confirmation again (/auth/v1/resend). */
export async function resendConfirmation(target: string): Promise<void> {
  const { data, error } = await supabase().rpc("admin_note_resend", { target });
  fail(error);
  const sent = await supabase().auth.resend({ type: "signup", email: data as string, options: { emailRedirectTo: `${window.location.origin}/dashboard` } });
  fail(sent.error);
}

export async function moderate(v: { target_type: string; target_id: string; action: "dismiss" | "hide" | "unpublish"; reason: string }): Promise<void> {
  fail((await supabase().rpc("admin_moderate", v)).error);
}

export async function setFeedbackStatus(v: { post: string; status: string; note: string }): Promise<void> {
  fail((await supabase().rpc("admin_feedback_status", v)).error);
}

export async function mergeFeedback(v: { duplicate: string; target: string }): Promise<void> {
  fail((await supabase().rpc("admin_feedback_merge", v)).error);
}
