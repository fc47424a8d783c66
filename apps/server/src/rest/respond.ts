// respond: status codes, Content-Range, Preference-Applied, Location and the body in the
// requested media type (docs/wire-protocol.md §3.11).
import { RestError } from "./errors.js";
import type { ExecResult } from "./execute.js";
import type { ApiRequest } from "./types.js";
import type { Plan } from "./plan.js";

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string | undefined;
}

export function contentRange(offset: number, pageTotal: number, total: number | null): string {
  const range = pageTotal === 0 ? "*" : `${offset}-${offset + pageTotal - 1}`;
  return `${range}/${total === null ? "*" : total}`;
}

function csv(body: string): string {
  const rows = JSON.parse(body) as Record<string, unknown>[];
  if (rows.length === 0) return "";
  const keys = Object.keys(rows[0]!);
  const cell = (v: unknown) => {
    if (v === null || v === undefined) return "";
    const s = typeof v === "string" ? v : JSON.stringify(v);
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [keys.join(","), ...rows.map((r) => keys.map((k) => cell(r[k])).join(","))].join("\n");
}

/** Object fields whose value is null are left out, at every depth (Postgres's json_strip_nulls). */
export function stripNulls(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(stripNulls);
  if (v && typeof v === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) if (x !== null) out[k] = stripNulls(x);
    return out;
  }
  return v;
}

/** Whether checkSingular can throw for this request (otherwise execute may skip it). */
export function needsSingularCheck(req: ApiRequest): boolean {
  return req.media === "object" || (req.prefs.maxAffected !== undefined && req.prefs.handling === "strict");
}

/** Throws PGRST116 when .single() did not get exactly one row (called inside the transaction). */
export function checkSingular(req: ApiRequest, r: ExecResult): void {
  const max = req.prefs.maxAffected;
  const writes = req.action.kind === "update" || req.action.kind === "delete" || (req.action.kind === "call" && req.action.method === "POST");
  if (max !== undefined && req.prefs.handling === "strict" && writes && r.pageTotal > max) {
    throw new RestError(400, "PGRST124", "Query result exceeds max-affected preference constraint", `The query affects ${r.pageTotal} rows`);
  }
  if (req.media === "object" && r.pageTotal !== 1 && r.body !== null) {
    throw new RestError(406, "PGRST116", "Cannot coerce the result to a single JSON object", `The result contains ${r.pageTotal} rows`);
  }
}

/** The body in the requested media type (a plain JSON array passes through as it came). */
function shaped(req: ApiRequest, body: string | null): string | undefined {
  if (body === null) return undefined;
  if (req.media === "csv") return csv(body);
  if (req.media === "object") {
    const arr = JSON.parse(body) as unknown[];
    return JSON.stringify(req.stripNulls ? stripNulls(arr[0] ?? null) : (arr[0] ?? null));
  }
  return req.stripNulls ? JSON.stringify(stripNulls(JSON.parse(body))) : body;
}

export function respond(req: ApiRequest, plan: Plan, r: ExecResult, basePath: string): Reply {
  const headers: Record<string, string> = {};
  const applied = [...req.prefs.applied];
  const offset = plan.node.offset ?? 0;
  const action = req.action;
  const contentType =
    req.media === "csv"
      ? "text/csv; charset=utf-8"
      : req.stripNulls
        ? `application/vnd.pgrst.${req.media === "object" ? "object" : "array"}+json;nulls=stripped; charset=utf-8`
        : req.media === "object"
          ? "application/vnd.pgrst.object+json; charset=utf-8"
          : "application/json; charset=utf-8";
  if (req.prefs.count) applied.push(`count=${req.prefs.count}`);
  if (action.kind === "read" || (action.kind === "call" && plan.kind === "call")) {
    const total = r.total;
    let status = 200;
    if (total !== null) {
      if (offset > total)
        throw new RestError(416, "PGRST103", "Requested range not satisfiable", `An offset of ${offset} was requested, but there are only ${total} rows.`);
      if (r.pageTotal < total) status = 206;
    }
    headers["Content-Range"] = contentRange(offset, r.pageTotal, total);
    if (plan.kind === "call" && plan.call.shape === "void") return { status: 204, headers, body: undefined };
    if (plan.kind === "call" && plan.call.shape === "scalar") {
      headers["Content-Type"] = "application/json; charset=utf-8";
      return {
        status: 200,
        headers: { ...headers, ...(applied.length ? { "Preference-Applied": applied.join(", ") } : {}) },
        body: action.kind === "call" && action.method === "HEAD" ? undefined : (r.body ?? "null"),
      };
    }
    headers["Content-Type"] = contentType;
    if (applied.length) headers["Preference-Applied"] = applied.join(", ");
    if (plan.kind === "call" && plan.call.shape === "row" && req.media === "json" && r.body !== null) {
      // A function returning one composite answers an object (null when filtered out), as PostgREST's asJsonSingle.
      const first = (JSON.parse(r.body) as unknown[])[0] ?? null;
      r = { ...r, body: JSON.stringify(first) };
      if (req.stripNulls) r.body = JSON.stringify(stripNulls(first));
      return { status, headers, body: action.kind === "call" && action.method === "HEAD" ? undefined : (r.body ?? "null") };
    }
    const head = (action.kind === "read" && action.head) || (action.kind === "call" && action.method === "HEAD");
    return { status, headers, body: head ? undefined : shaped(req, r.body) };
  }
  const ret = req.prefs.return ?? "minimal";
  if (req.prefs.return) applied.push(`return=${ret}`);
  if (req.prefs.resolution && action.kind === "insert") applied.push(`resolution=${req.prefs.resolution}`);
  if (req.prefs.missing && action.kind === "insert") applied.push(`missing=${req.prefs.missing}`);
  if (applied.length) headers["Preference-Applied"] = applied.join(", ");
  const count = req.prefs.count ? r.pageTotal : null;
  headers["Content-Range"] = action.kind === "insert" ? `*/${count ?? "*"}` : contentRange(0, r.pageTotal, count);
  if (action.kind === "insert" && ret === "headers-only" && plan.kind === "insert" && r.body) {
    const rows = JSON.parse(r.body) as Record<string, unknown>[];
    const pk = plan.table.primaryKey;
    if (rows[0] && pk.length > 0) {
      headers.Location = `${basePath}?${pk.map((c) => `${encodeURIComponent(c)}=eq.${encodeURIComponent(String(rows[0]![c]))}`).join("&")}`;
    }
  }
  // An upsert that only updated existing rows answers 200, as PostgREST's isInsertIfGTZero.
  const onlyUpdated = plan.kind === "insert" && plan.onConflict !== undefined && r.total === 0;
  const created = action.kind === "insert" && !onlyUpdated ? 201 : 200;
  if (ret === "representation") {
    headers["Content-Type"] = contentType;
    return { status: created, headers, body: shaped(req, r.body) };
  }
  return { status: action.kind === "insert" ? created : 204, headers, body: undefined };
}
