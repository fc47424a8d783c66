// One page of the audit log, newest first, with the total (admins read admin_audit).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { adminKeys } from "./keys";
import { AUDIT_COLUMNS, AUDIT_PER_PAGE, fail, type AuditEntry } from "./types";

export async function getAudit(page: number): Promise<{ rows: AuditEntry[]; total: number }> {
  const { data, error, count } = await supabase()
    .from("admin_audit")
    .select(AUDIT_COLUMNS, { count: "exact" })
    .order("id", { ascending: false })
    .range(page * AUDIT_PER_PAGE, page * AUDIT_PER_PAGE + AUDIT_PER_PAGE - 1);
  fail(error);
  return { rows: data ?? [], total: count ?? 0 };
}

export const useAudit = (page: number) => useQuery({ queryKey: adminKeys.audit(page), placeholderData: keepPreviousData, queryFn: () => getAudit(page) });
