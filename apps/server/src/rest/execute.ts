// execute: runs one statement in one transaction with the role, claims and request settings
// set transaction-locally, as PostgREST does (docs/wire-protocol.md §3.13). The only stage that touches the database.
import type { Db } from "../db/db.js";
import type { Statement } from "./sql.js";
import type { Auth } from "./jwt.js";
import type { ExplainRequest } from "./types.js";

export interface ExecInput {
  auth: Auth;
  readOnly: boolean;
  schema: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  statement: Statement;
  /** Runs inside the transaction after the statement; a throw rolls everything back. */
  check?: (result: ExecResult) => void;
  rollback?: boolean;
  /** Answer the statement's EXPLAIN instead of running it for its rows (DB_PLAN_ENABLED); always rolled back. */
  explain?: ExplainRequest;
  /** An EXPLAIN whose row estimate replaces the total: always, or only above a threshold. */
  planned?: { statement: Statement; onlyAbove?: number };
}

export interface ExecResult {
  body: string | null;
  pageTotal: number;
  total: number | null;
  affected: number;
}

class Rollback extends Error {
  constructor(readonly result: ExecResult) {
    super("rollback");
  }
}

export async function execute(db: Db, input: ExecInput): Promise<ExecResult> {
  try {
    return await db.transaction(async (tx) => {
      // transaction_read_only may be switched on by set_config before the first snapshot matters,
      // so READ ONLY costs no extra round trip.
      await tx.query(
        `select set_config('transaction_read_only', $7, true), set_config('search_path', $1, true), set_config('role', $2, true), set_config('request.jwt.claims', $3, true),
                set_config('request.method', $4, true), set_config('request.path', $5, true), set_config('request.headers', $6, true)`,
        [`"${input.schema}", "extensions"`, input.auth.role, JSON.stringify(input.auth.claims), input.method, input.path, JSON.stringify(input.headers), input.readOnly ? "on" : "off"],
      );
      if (input.explain) {
        const e = input.explain;
        const plan = await tx.query<{ "QUERY PLAN": unknown }>(`explain (${[`format ${e.format}`, ...e.options].join(", ")}) ${input.statement.sql}`, input.statement.params);
        const raw = plan.rows.map((r) => r["QUERY PLAN"]);
        const body = e.format === "json" ? (typeof raw[0] === "string" ? raw[0] : JSON.stringify(raw[0])) : raw.map(String).join("\n");
        // EXPLAIN ANALYZE runs the statement: never keep what it wrote.
        throw new Rollback({ body, pageTotal: 0, total: null, affected: 0 });
      }
      const res = await tx.query<{ body?: string | null; page_total?: string | number; total?: string | number | null }>(input.statement.sql, input.statement.params);
      const row = res.rows[0];
      const result: ExecResult = {
        body: row?.body ?? null,
        pageTotal: row?.page_total !== undefined ? Number(row.page_total) : res.affectedRows,
        total: row?.total !== undefined && row.total !== null ? Number(row.total) : null,
        affected: res.affectedRows,
      };
      const pl = input.planned;
      if (pl && (pl.onlyAbove === undefined || (result.total ?? 0) > pl.onlyAbove)) {
        const ex = await tx.query<{ "QUERY PLAN": unknown }>(pl.statement.sql, pl.statement.params);
        const raw = ex.rows[0]?.["QUERY PLAN"];
        const doc = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan?: { "Plan Rows"?: number } }[];
        result.total = Math.round(doc[0]?.Plan?.["Plan Rows"] ?? 0);
      }
      input.check?.(result);
      if (input.rollback) throw new Rollback(result);
      return result;
    });
  } catch (e) {
    if (e instanceof Rollback) return e.result;
    throw e;
  }
}
