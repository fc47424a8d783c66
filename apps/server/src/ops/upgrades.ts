// Content upgrades on the database: which saved items are on older generator versions, a dry run
// (plans only, writes nothing), Upgrade all (one transaction, all or nothing, recorded for Undo)
// and Undo. Callers have checked that the requester is an admin.
import type { Db, Queryable } from "../db/db.js";
import { OpsError } from "./errors.js";
import { currentVersion, planUpgrade, type UpgradePlan, type UpgradeSource } from "./upgrade-item.js";

export interface OutdatedKind {
  kind: string;
  current: number;
  total: number;
  versions: { version: number; count: number }[];
}

export interface UpgradeRun {
  id: string;
  kind: string;
  toVersion: number;
  itemCount: number;
  createdAt: string;
  undoneAt: string | null;
}

const iso = (v: string | Date | null): string | null => (v == null ? null : new Date(v).toISOString());

/** Kinds with saved items on a generator version older than the current one, with counts per version. */
export async function outdatedKinds(db: Queryable): Promise<OutdatedKind[]> {
  const rows = await db.query<{ kind: string; version: number; n: number }>(
    `select kind, generator_version as version, count(*)::int as n from public.content_items
      where generator_version is not null group by kind, generator_version order by kind, generator_version`,
  );
  const out = new Map<string, OutdatedKind>();
  for (const r of rows.rows) {
    const current = currentVersion(r.kind);
    if (current === undefined || r.version >= current) continue;
    const k = out.get(r.kind) ?? {
      kind: r.kind,
      current,
      total: 0,
      versions: [],
    };
    k.versions.push({ version: r.version, count: r.n });
    k.total += r.n;
    out.set(r.kind, k);
  }
  return [...out.values()];
}

export async function recentRuns(db: Queryable): Promise<UpgradeRun[]> {
  const rows = await db.query<{
    id: string;
    kind: string;
    to_version: number;
    item_count: number;
    created_at: string | Date;
    undone_at: string | Date | null;
  }>(`select id, kind, to_version, item_count, created_at, undone_at from public.content_upgrade_runs order by created_at desc limit 10`);
  return rows.rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    toVersion: r.to_version,
    itemCount: r.item_count,
    createdAt: iso(r.created_at)!,
    undoneAt: iso(r.undone_at),
  }));
}

async function sources(db: Queryable, kind: string, lock: boolean): Promise<UpgradeSource[]> {
  const current = currentVersion(kind);
  if (current === undefined) throw new OpsError(404, "unknown_kind", `There is no generator for "${kind}".`);
  const rows = await db.query<Omit<UpgradeSource, "data"> & { data: Record<string, unknown> | string }>(
    `select i.id, i.kind, i.name, i.summary, i.data, i.seed, i.generator_version,
            exists (select 1 from public.content_item_versions v where v.item_id = i.id and 'data' = any (v.changed)) as "dataEdited"
       from public.content_items i
      where i.kind = $1 and i.generator_version < $2
      order by i.created_at, i.id ${lock ? "for update of i" : ""}`,
    [kind, current],
  );
  return rows.rows.map((r) => ({
    ...r,
    data: typeof r.data === "string" ? (JSON.parse(r.data) as Record<string, unknown>) : r.data,
  }));
}

/** The dry run: what Upgrade all would do to each item of the kind. Writes nothing. */
export async function planKind(db: Queryable, kind: string): Promise<UpgradePlan[]> {
  return (await sources(db, kind, false)).map(planUpgrade);
}

/** Upgrades every outdated item of the kind in one transaction; returns the run. */
export async function upgradeKind(db: Db, kind: string, adminId: string | null): Promise<UpgradeRun> {
  return db.transaction(async (tx) => {
    const plans = (await sources(tx, kind, true)).map(planUpgrade);
    if (plans.length === 0) throw new OpsError(409, "nothing_to_upgrade", `No ${kind} items are on an older generator version.`);
    const bad = plans.find((p) => p.error);
    if (bad) throw new OpsError(409, "cannot_upgrade", `Nothing was upgraded: "${bad.name}" cannot be upgraded. ${bad.error}`);
    const run = await tx.query<{ id: string; created_at: string | Date }>(
      `insert into public.content_upgrade_runs (kind, to_version, item_count, created_by) values ($1, $2, $3, $4) returning id, created_at`,
      [kind, plans[0]!.toVersion, plans.length, adminId],
    );
    const runId = run.rows[0]!.id;
    for (const p of plans) {
      const prev = await tx.query<{ previous: unknown }>(
        `select jsonb_build_object('summary', summary, 'data', data, 'generator_version', generator_version) as previous
           from public.content_items where id = $1`,
        [p.id],
      );
      const updated = await tx.query<{ updated_at: string }>(
        `update public.content_items set summary = $2, data = $3::jsonb, generator_version = $4 where id = $1 returning updated_at::text`,
        [p.id, p.next!.summary, JSON.stringify(p.next!.data), p.next!.generator_version],
      );
      await tx.query(`insert into public.content_upgrade_items (run_id, item_id, previous, upgraded_at) values ($1, $2, $3::jsonb, $4::timestamptz)`, [
        runId,
        p.id,
        JSON.stringify(prev.rows[0]!.previous),
        updated.rows[0]!.updated_at,
      ]);
    }
    return {
      id: runId,
      kind,
      toVersion: plans[0]!.toVersion,
      itemCount: plans.length,
      createdAt: iso(run.rows[0]!.created_at)!,
      undoneAt: null,
    };
  });
}

/** Puts back every item of a run that nobody edited since; returns how many came back and how many were left. */
export async function undoRun(db: Db, runId: string, adminId: string | null): Promise<{ restored: number; skipped: number }> {
  if (!/^[0-9a-f-]{36}$/i.test(runId)) throw new OpsError(404, "unknown_upgrade", "No such upgrade.");
  return db.transaction(async (tx) => {
    const run = await tx.query<{ undone_at: string | null }>(`select undone_at from public.content_upgrade_runs where id = $1 for update`, [runId]);
    if (run.rows.length === 0) throw new OpsError(404, "unknown_upgrade", "No such upgrade.");
    if (run.rows[0]!.undone_at) throw new OpsError(409, "already_undone", "This upgrade was already undone.");
    const restored = await tx.query(
      `update public.content_items i
          set summary = u.previous ->> 'summary', data = u.previous -> 'data',
              generator_version = (u.previous ->> 'generator_version')::int
         from public.content_upgrade_items u
        where u.run_id = $1 and u.item_id = i.id and i.updated_at = u.upgraded_at`,
      [runId],
    );
    const total = await tx.query<{ n: number }>(`select count(*)::int as n from public.content_upgrade_items where run_id = $1`, [runId]);
    await tx.query(`update public.content_upgrade_runs set undone_at = now(), undone_by = $2 where id = $1`, [runId, adminId]);
    return {
      restored: restored.affectedRows,
      skipped: total.rows[0]!.n - restored.affectedRows,
    };
  });
}
