// Row types of the admin page: the security-definer functions of
// supabase/migrations/20261126050000_admin.sql and 20261126050100_admin_moderation.sql (each checks
// public.is_admin() and writes an audit row) and the admin_audit table (admins read it).
import type { Database } from "@/lib/database.types";
import type { Narrow, Tables } from "@/lib/row-types";

type Returns<F extends keyof Database["public"]["Functions"]> = Database["public"]["Functions"][F]["Returns"];

export const USERS_PER_PAGE = 25;
export const AUDIT_PER_PAGE = 50;

/**
 * One row of admin_list_users. The generator cannot see which of a function's columns may be null:
 * the SQL returns null for a display name never set, a user never signed in, unconfirmed or unbanned.
 */
export type AdminUserNulls = { display_name: string | null; last_sign_in_at: string | null; confirmed_at: string | null; banned_until: string | null };
export type AdminUser = Narrow<Returns<"admin_list_users">[number], AdminUserNulls>;

export const isBanned = (u: Pick<AdminUser, "banned_until">, now = Date.now()) => u.banned_until !== null && new Date(u.banned_until).getTime() > now;

/** One reported target in admin_report_queue: the kind is one of three, the author may be gone. */
export type QueueNarrowing = { target_type: "forum_post" | "item" | "story_document"; author_id: string | null; author_email: string | null };
export type QueueEntry = Narrow<Returns<"admin_report_queue">[number], QueueNarrowing>;

/** A feedback post as triage lists it (feedback_posts.type's check allows these two). */
export type TriagePost = Narrow<
  Pick<Tables<"feedback_posts">, "id" | "type" | "title" | "status" | "vote_count" | "comment_count" | "created_at">,
  { type: "idea" | "bug" }
>;
export const TRIAGE_COLUMNS = "id,type,title,status,vote_count,comment_count,created_at" as const;

export interface DayCount {
  day: string;
  count: number;
}

/** What admin_figures answers (one jsonb object built in SQL). */
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

export type AuditEntry = Pick<Tables<"admin_audit">, "id" | "actor_email" | "action" | "target_type" | "target_id" | "before" | "after" | "reason" | "at">;
export const AUDIT_COLUMNS = "id,actor_email,action,target_type,target_id,before,after,reason,at" as const;

export function fail(error: { message: string } | null): void {
  if (error) throw new Error(error.message);
}
