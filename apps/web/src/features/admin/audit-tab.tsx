// The audit log: every admin action, newest first, with what changed. Read-only by design.
import { ScrollText } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useAudit } from "@/data/admin/get-audit";
import { AUDIT_PER_PAGE } from "@/data/admin/types";
import { dateTime, ErrorNote, Pager } from "./parts";

const ACTIONS: Record<string, string> = {
  grant_admin: "Made admin",
  revoke_admin: "Removed admin",
  ban: "Banned",
  unban: "Unbanned",
  delete_user: "Deleted user",
  resend_confirmation: "Resent confirmation",
  dismiss: "Dismissed reports",
  hide: "Hid post",
  unpublish: "Unpublished",
  feedback_status: "Feedback status",
  feedback_merge: "Merged feedback",
};

const show = (v: unknown) => (v === null || v === undefined ? "—" : typeof v === "string" ? v : JSON.stringify(v));
const asRecord = (v: unknown): Record<string, unknown> => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** What changed, one "key: before → after" per changed field (or the whole value when not an object). */
export function changes(before: unknown, after: unknown): string[] {
  if (before === null && after === null) return [];
  const b = asRecord(before);
  const a = asRecord(after);
  if (after === null) return Object.entries(b).map(([k, v]) => `${k}: ${show(v)}`);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k])).map((k) => `${k}: ${show(b[k])} → ${show(a[k])}`);
}

export function AuditTab() {
  const [page, setPage] = useState(0);
  const audit = useAudit(page);
  if (audit.isPending) return <Skeleton className="h-48" />;
  if (audit.isError) return <ErrorNote title="The audit log could not be loaded." error={audit.error} onRetry={() => void audit.refetch()} />;
  if (audit.data.rows.length === 0)
    return (
      <EmptyState icon={ScrollText} title="No admin actions yet">
        Every change made here, and every grant from the command line, is recorded in this log. Entries cannot be edited or deleted.
      </EmptyState>
    );
  return (
    <section aria-label="Audit log">
      <ol className="divide-y divide-border rounded-lg border border-border">
        {audit.data.rows.map((e) => (
          <li key={e.id} className="p-3 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <p className="font-medium">
                {ACTIONS[e.action] ?? e.action} <span className="font-normal text-muted-foreground">{e.target_type}</span>
              </p>
              <time dateTime={e.at} className="text-xs text-muted-foreground">
                {dateTime(e.at)}
              </time>
            </div>
            <p className="text-xs text-muted-foreground">
              by {e.actor_email ?? "a deleted account"} · target <span className="break-all">{e.target_id ?? "—"}</span>
            </p>
            {e.reason && <p className="mt-1 break-words">“{e.reason}”</p>}
            {changes(e.before, e.after).map((c) => (
              <p key={c} className="mt-1 font-mono text-xs break-all text-muted-foreground">
                {c}
              </p>
            ))}
          </li>
        ))}
      </ol>
      <Pager page={page} pages={Math.max(1, Math.ceil(audit.data.total / AUDIT_PER_PAGE))} onPage={setPage} label="Audit log pages" />
    </section>
  );
}
