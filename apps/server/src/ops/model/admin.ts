// The admin side of the operator endpoints: who is an admin, and the audit log rows they leave.
import type { Queryable } from "../../db/db.js";

/** Whether the user's profile is an admin's. */
export async function isAdmin(q: Queryable, userId: string): Promise<boolean> {
  const res = await q.query<{ is_admin: boolean }>(`select is_admin from public.profiles where id = $1`, [userId]);
  return res.rows[0]?.is_admin === true;
}

/**
 * A row in the admin audit log (public.admin_audit, append-only) for an operation done here. The
 * server writes it as the database owner; the actor is the admin (null: the service-role key).
 */
export async function recordAudit(
  q: Queryable,
  row: { actorId: string | null; action: string; targetType: string; targetId: string | null; after: Record<string, unknown> },
): Promise<void> {
  await q.query(
    `insert into public.admin_audit (actor_id, actor_email, action, target_type, target_id, after)
     values ($1, (select email from auth.users where id = $1), $2, $3, $4, $5::jsonb)`,
    [row.actorId, row.action, row.targetType, row.targetId, JSON.stringify(row.after)],
  );
}
