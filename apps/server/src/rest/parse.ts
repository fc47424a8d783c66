// parse: method, path, query string, headers and body → a typed ApiRequest, or a PGRST1xx
// RestError. Pure; nothing here knows which tables exist (that is plan's job).
import { LIMITS, checkQueryDepth, tooMany } from "./bounds.js";
import { parseError, RestError } from "./errors.js";
import { splitTop, unquote } from "./lex.js";
import { parseFilter, parseLogic, parseOrder } from "./parse-filter.js";
import { parseSelect } from "./parse-select.js";
import type { Action, ApiRequest, ExplainRequest, Filter, LogicTree, MediaType, NodeModifiers, Preferences, SelectItem } from "./types.js";

export interface RawRequest {
  method: string;
  /** Path below /rest/v1, e.g. "/todos" or "/rpc/fn". */
  path: string;
  /** The raw query string (after "?"), form-urlencoded. */
  query: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

const header = (h: RawRequest["headers"], name: string): string | undefined => {
  const v = h[name];
  return Array.isArray(v) ? v.join(", ") : v;
};

export function parsePrefer(raw: string | undefined): Preferences {
  const prefs: Preferences = { applied: [], unknown: [] };
  if (!raw) return prefs;
  for (const item of raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [k, v] = item.split("=").map((s) => s.trim());
    if (k === "return" && (v === "minimal" || v === "representation" || v === "headers-only")) prefs.return = v;
    else if (k === "count" && (v === "exact" || v === "planned" || v === "estimated")) prefs.count = v;
    else if (k === "resolution" && (v === "merge-duplicates" || v === "ignore-duplicates")) prefs.resolution = v;
    else if (k === "missing" && (v === "default" || v === "null")) prefs.missing = v;
    else if (k === "tx" && (v === "commit" || v === "rollback")) prefs.tx = v;
    else if (k === "handling" && (v === "strict" || v === "lenient")) prefs.handling = v;
    else if (k === "max-affected" && v !== undefined && /^\d{1,15}$/.test(v)) prefs.maxAffected = Number(v);
    else if (k === "timezone" || k === "params") continue;
    else prefs.unknown.push(item);
  }
  return prefs;
}

export function parseMedia(accept: string | undefined): MediaType {
  if (!accept) return "json";
  let best: MediaType | undefined;
  for (const part of accept.split(",")) {
    const type = part.split(";")[0]!.trim().toLowerCase();
    if (type === "application/vnd.pgrst.object+json" || type === "application/vnd.pgrst.object") best ??= "object";
    else if (type === "text/csv") best ??= "csv";
    else if (["*/*", "application/json", "application/*", "application/vnd.pgrst.array+json"].includes(type)) best ??= "json";
    if (best) return best;
  }
  throw new RestError(406, "PGRST107", `None of these media types are available: ${accept}`);
}

const PLAN_OPTIONS = ["analyze", "verbose", "settings", "buffers", "wal"] as const;

/** `application/vnd.pgrst.plan[+text|+json]; for="…"; options=a|b` in Accept, or undefined. */
export function parsePlanMedia(accept: string | undefined): ExplainRequest | undefined {
  if (!accept) return undefined;
  const m = /application\/vnd\.pgrst\.plan(\+(?:text|json))?\s*((?:;\s*[a-z]+=(?:"[^"]*"|[^;,]*))*)/i.exec(accept);
  if (!m) return undefined;
  const params = new Map<string, string>();
  for (const p of (m[2] ?? "").split(";")) {
    const eq = p.indexOf("=");
    if (eq > 0)
      params.set(
        p.slice(0, eq).trim().toLowerCase(),
        p
          .slice(eq + 1)
          .trim()
          .replace(/^"(.*)"$/, "$1"),
      );
  }
  const options: ExplainRequest["options"] = [];
  for (const o of (params.get("options") ?? "")
    .split("|")
    .map((x) => x.trim().toLowerCase())
    .filter(Boolean)) {
    const known = PLAN_OPTIONS.find((k) => k === o);
    if (!known) throw new RestError(406, "PGRST107", `None of these media types are available: ${accept}`);
    options.push(known);
  }
  return { format: m[1]?.toLowerCase() === "+json" ? "json" : "text", forType: params.get("for") || "application/json", options };
}

/** PostgREST's `nulls=stripped` media parameter, on its array or object JSON types only. */
export function wantsStrippedNulls(accept: string | undefined): boolean {
  if (!accept) return false;
  for (const part of accept.split(",")) {
    const [type, ...params] = part.split(";").map((x) => x.trim().toLowerCase());
    if (type === "application/vnd.pgrst.array+json" || type === "application/vnd.pgrst.object+json") return params.includes("nulls=stripped");
    if (type && ["*/*", "application/json", "application/*", "text/csv", "application/vnd.pgrst.object"].includes(type)) return false;
  }
  return false;
}

function parseRange(raw: string | undefined): { offset: number; limit?: number } | undefined {
  if (!raw) return undefined;
  const m = /^(?:items=)?\s*(\d+)-(\d*)$/.exec(raw.trim());
  if (!m) return undefined;
  const from = Number(m[1]);
  if (m[2] === "") return { offset: from };
  const to = Number(m[2]);
  if (to < from)
    throw new RestError(
      416,
      "PGRST103",
      "Requested range not satisfiable",
      `The lower boundary must be lower than or equal to the upper boundary in the Range header.`,
    );
  return { offset: from, limit: to - from + 1 };
}

function nonNegative(name: string, v: string): number {
  if (!/^\d{1,15}$/.test(v)) throw parseError(`"failed to parse ${name} parameter (${v})"`, "expected a non-negative integer");
  return Number(v);
}

function schemaFor(method: string, headers: RawRequest["headers"], exposed: string[]): string {
  const name = method === "GET" || method === "HEAD" ? "accept-profile" : "content-profile";
  const v = header(headers, name);
  if (v === undefined || v === "") return exposed[0]!;
  if (!exposed.includes(v)) {
    throw new RestError(406, "PGRST106", `The schema must be one of the following: ${exposed.join(", ")}`);
  }
  return v;
}

const FN_METHODS = new Set(["GET", "HEAD", "POST"]);

export function parseRequest(raw: RawRequest, exposedSchemas: string[], opts: { planEnabled?: boolean } = {}): ApiRequest {
  const method = raw.method.toUpperCase();
  const segments = raw.path
    .split("/")
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        throw new RestError(404, "PGRST125", `Invalid path specified in request URL`);
      }
    });
  const isRpc = segments.length === 2 && segments[0] === "rpc";
  if (!(segments.length === 1 || isRpc)) throw new RestError(404, "PGRST125", "Invalid path specified in request URL");
  const target = isRpc ? segments[1]! : segments[0]!;
  const schema = schemaFor(method, raw.headers, exposedSchemas);
  const prefs = parsePrefer(header(raw.headers, "prefer"));
  // EXPLAIN only when DB_PLAN_ENABLED; otherwise a plan media type is 406 like any unknown one.
  const explain = opts.planEnabled ? parsePlanMedia(header(raw.headers, "accept")) : undefined;
  const media = parseMedia(explain ? explain.forType : header(raw.headers, "accept"));
  const stripNulls = !explain && wantsStrippedNulls(header(raw.headers, "accept"));
  if (prefs.handling === "strict" && prefs.unknown.length > 0) {
    throw new RestError(400, "PGRST122", "Invalid preferences given with handling=strict", `Invalid preferences: ${prefs.unknown.join(", ")}`);
  }

  let action: Action;
  if (isRpc) {
    if (!FN_METHODS.has(method)) throw new RestError(405, "PGRST101", "Only GET, HEAD and POST are allowed for functions");
    action = { kind: "call", method: method as "GET" | "HEAD" | "POST" };
  } else if (method === "GET" || method === "HEAD") action = { kind: "read", head: method === "HEAD" };
  else if (method === "POST") action = { kind: "insert", upsert: prefs.resolution !== undefined };
  else if (method === "PATCH") action = { kind: "update" };
  else if (method === "DELETE") action = { kind: "delete" };
  else throw new RestError(405, "PGRST117", `Unsupported HTTP method: ${method}`);

  const nodes = new Map<string, NodeModifiers>();
  const node = (path: string[]): NodeModifiers => {
    const key = path.join(".");
    let n = nodes.get(key);
    if (!n) nodes.set(key, (n = { path, filters: [] }));
    return n;
  };
  node([]);
  let selectRaw: string | undefined;
  const queryArgs: Record<string, string> = {};
  const params = new URLSearchParams(raw.query);
  for (const [key, value] of params) {
    checkQueryDepth(key, value);
    if (key === "select") {
      selectRaw = value;
      continue;
    }
    if (key === "apikey") continue;
    if (key === "columns") {
      if (action.kind !== "insert") continue;
      action.columns = splitTop(value, ",", "columns").map((c) => unquote(c.trim()));
      if (action.columns.some((c) => c === "")) throw parseError(`"failed to parse columns parameter (${value})"`, "empty column name");
      continue;
    }
    if (key === "on_conflict") {
      if (action.kind !== "insert") continue;
      action.onConflict = splitTop(value, ",", "on_conflict").map((c) => unquote(c.trim()));
      continue;
    }
    const parts = key.split(".");
    const last = parts[parts.length - 1]!;
    if ((last === "or" || last === "and") && parts.length >= 1) {
      const negate = parts[parts.length - 2] === "not";
      const path = parts.slice(0, negate ? -2 : -1);
      node(path).filters.push(parseLogic(last, negate, value));
    } else if (last === "order") node(parts.slice(0, -1)).order = parseOrder(value);
    else if (last === "limit") node(parts.slice(0, -1)).limit = nonNegative("limit", value);
    else if (last === "offset") node(parts.slice(0, -1)).offset = nonNegative("offset", value);
    else if (action.kind === "call" && action.method !== "POST" && parts.length === 1) {
      // GET /rpc/fn: a name that matches a parameter is an argument (plan decides, it knows the
      // function); anything else must be a filter on the result.
      queryArgs[key] = value;
      if (OPS.test(value)) {
        try {
          node([]).filters.push(parseFilter(key, value));
        } catch {
          // Not a valid filter: it can still be an argument; plan rejects it otherwise.
        }
      }
    } else {
      // The column is the last dotted part (a JSON path may follow it); the rest is an embed path.
      const arrowAt = key.indexOf("->");
      const colStart = key.lastIndexOf(".", arrowAt === -1 ? key.length : arrowAt);
      const path = colStart === -1 ? [] : key.slice(0, colStart).split(".");
      const column = key.slice(colStart + 1);
      if (column === "") throw parseError(`"failed to parse filter (${key})"`, "empty column name");
      node(path).filters.push(parseFilter(column, value));
    }
  }
  let terms = 0;
  for (const n of nodes.values()) terms += countTerms(n.filters);
  if (terms > LIMITS.filterTerms) throw tooMany("filters", LIMITS.filterTerms);
  if (isRpc && Object.keys(queryArgs).length + (method === "POST" ? bodyKeys(raw.body) : 0) > LIMITS.rpcArgs)
    throw tooMany("function arguments", LIMITS.rpcArgs);
  const select = parseSelect(selectRaw ?? "*");
  if (countItems(select) > LIMITS.selectItems) throw tooMany("select items", LIMITS.selectItems);
  const contentType = header(raw.headers, "content-type")?.split(";")[0]!.trim().toLowerCase();
  const rootOrLimit = nodes.get("")!;
  const range = rootOrLimit.limit === undefined && rootOrLimit.offset === undefined ? parseRange(header(raw.headers, "range")) : undefined;
  return {
    action,
    schema,
    target,
    select,
    nodes: [...nodes.values()],
    prefs,
    media,
    stripNulls,
    ...(explain ? { explain } : {}),
    queryArgs,
    body: raw.body,
    ...(contentType ? { contentType } : {}),
    ...(range ? { range } : {}),
  };
}

/** Filters in a list of filters and logic trees, every term of a tree counted. */
function countTerms(filters: readonly (Filter | LogicTree)[]): number {
  let n = 0;
  for (const f of filters) n += f.kind === "logic" ? countTerms(f.children) : 1;
  return n;
}

/** Items of a select tree, embeds and what they select counted. */
function countItems(items: readonly SelectItem[]): number {
  let n = 0;
  for (const it of items) n += 1 + (it.kind === "embed" ? countItems(it.select) : 0);
  return n;
}

const bodyKeys = (body: unknown): number => (typeof body === "object" && body !== null && !Array.isArray(body) ? Object.keys(body).length : 0);

const OPS = /^(not\.)?(eq|neq|gt|gte|lt|lte|like|ilike|match|imatch|is|isdistinct|in|cs|cd|ov|sl|sr|nxl|nxr|adj|fts|plfts|phfts|wfts)(\([^()]*\))?\./;
