// execute: runs one statement in one transaction with the role, claims and request settings
// set transaction-locally, as PostgREST does (docs/wire-protocol.md §3.13). The only stage that touches the database.
// The usual request is ONE round trip: the settings and the statement as a pipeline of two
// prepared statements with parameters and one Sync, which Postgres runs as one implicit
// transaction (Db.pipeline; docs/decisions/0005-rest-speed.md).
import type { Db, QueryResult } from "../db/db.js";
import type { Statement } from "./sql.js";
import type { Auth } from "../caller.js";
import type { ExplainRequest } from "./types.js";

export interface ExecInput {
  auth: Auth;
  readOnly: boolean;
  schema: string;
  method: string;
  path: string;
  /** request.headers: the headers as a JSON object's text. */
  headersJson: string;
  statement: Statement;
  /** Runs after the statement, inside the transaction for writes; a throw rolls a write back. Leave it out when it cannot throw. */
  check?: (result: ExecResult) => void;
  rollback?: boolean;
  /** Answer the statement's EXPLAIN instead of running it for its rows (DB_PLAN_ENABLED); always rolled back. */
  explain?: ExplainRequest;
  /** An EXPLAIN whose row estimate replaces the total: always, or only above a threshold. */
  planned?: { statement: Statement; onlyAbove?: number };
  /**
   * Runs public.require_aal() after the settings, before the statement: an RPC by a user token that
   * is not aal2 is refused when the user has a verified factor (security definer functions do not
   * meet the mfa_required policies; docs/mfa.md).
   */
  requireAal?: boolean;
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

const SETTINGS = ["transaction_read_only", "search_path", "role", "request.jwt.claims", "request.method", "request.path", "request.headers"];

/**
 * Each API role's statement_timeout, as hosted Supabase sets them (anon 3 s, authenticated 8 s);
 * other roles keep the server's own. It holds on PostgreSQL; PGlite runs the statement in this
 * thread and never fires it, so there the bounds of rest/bounds.ts keep the worst case cheap.
 */
export const STATEMENT_TIMEOUTS: Readonly<Record<string, string>> = { anon: "3s", authenticated: "8s" };

/**
 * The settings as one parameterised statement (the same text every request, so prepared once).
 * It answers one `1`, not the seven values back (about 600 bytes a request that nobody reads):
 * the calls sit in a subquery, which Postgres never pulls up or trims while its output list
 * has volatile functions (set_config is volatile), so each call still runs, in order, once.
 */
const SETTING_CALLS = `${SETTINGS.map((k, i) => `set_config('${k}', $${i + 1}, true)`).join(", ")}, set_config('statement_timeout', coalesce($${SETTINGS.length + 1}, current_setting('statement_timeout')), true)`;
const SETTINGS_SQL = `select 1 from (select ${SETTING_CALLS}) settings`;
/** The same, then the second-factor check on the settings just made (the subquery runs first). */
const SETTINGS_AAL_SQL = `select public.require_aal() from (select ${SETTING_CALLS}) settings`;

function settingValues(input: ExecInput): (string | null)[] {
  return [
    input.readOnly ? "on" : "off",
    `"${input.schema}", "extensions"`,
    input.auth.role,
    input.auth.claimsJson ?? JSON.stringify(input.auth.claims),
    input.method,
    input.path,
    input.headersJson,
    STATEMENT_TIMEOUTS[input.auth.role] ?? null,
  ];
}

function toResult(res: QueryResult<Record<string, unknown>>): ExecResult {
  const row = res.rows[0] as { body?: string | null; page_total?: string | number | bigint; total?: string | number | bigint | null } | undefined;
  return {
    body: row?.body ?? null,
    pageTotal: row?.page_total !== undefined ? Number(row.page_total) : res.affectedRows,
    total: row?.total !== undefined && row.total !== null ? Number(row.total) : null,
    affected: res.affectedRows,
  };
}

export async function execute(db: Db, input: ExecInput): Promise<ExecResult> {
  // One round trip unless the request needs steps inside the transaction: EXPLAIN, a planned
  // count, tx=rollback, or a check that may roll a write back (a read's check can run after).
  if (!input.explain && !input.planned && !input.rollback && (input.readOnly || !input.check)) {
    const res = await db.pipeline([{ sql: input.requireAal ? SETTINGS_AAL_SQL : SETTINGS_SQL, params: settingValues(input) }, input.statement]);
    if (res !== undefined) {
      const result = toResult(res[res.length - 1]!);
      input.check?.(result);
      return result;
    }
  }
  try {
    return await db.transaction(async (tx) => {
      // transaction_read_only may be switched on by set_config before the first snapshot matters,
      // so READ ONLY costs no extra round trip.
      await tx.query(input.requireAal ? SETTINGS_AAL_SQL : SETTINGS_SQL, settingValues(input));
      if (input.explain) {
        const e = input.explain;
        const plan = await tx.query<{ "QUERY PLAN": unknown }>(
          `explain (${[`format ${e.format}`, ...e.options].join(", ")}) ${input.statement.sql}`,
          input.statement.params,
        );
        const raw = plan.rows.map((r) => r["QUERY PLAN"]);
        const body = e.format === "json" ? (typeof raw[0] === "string" ? raw[0] : JSON.stringify(raw[0])) : raw.map(String).join("\n");
        // EXPLAIN ANALYZE runs the statement: never keep what it wrote.
        throw new Rollback({ body, pageTotal: 0, total: null, affected: 0 });
      }
      const result = toResult(await tx.query(input.statement.sql, input.statement.params));
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
