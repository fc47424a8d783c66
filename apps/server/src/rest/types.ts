// The typed request that parse produces: PostgREST's grammar as data, before any name is
// checked against the schema cache.

export interface JsonStep {
  arrow: "->" | "->>";
  key: string;
}

/** A column reference with an optional JSON path: `data->a->>b`. */
export interface FieldRef {
  name: string;
  path: JsonStep[];
}

/** PostgREST's aggregate functions; `count()` without a column is a field named "*". */
export type AggregateFn = "count" | "sum" | "avg" | "min" | "max";

export type SelectItem =
  | { kind: "star" }
  | { kind: "field"; field: FieldRef; alias?: string; cast?: string; agg?: AggregateFn; aggCast?: string }
  | { kind: "embed"; name: string; alias?: string; hint?: string; join: "left" | "inner"; spread: boolean; select: SelectItem[] };

export type Quantifier = "any" | "all";

export type Operation =
  | { op: "eq" | "neq" | "gt" | "gte" | "lt" | "lte" | "like" | "ilike" | "match" | "imatch"; quant?: Quantifier; value: string }
  | { op: "isdistinct" | "cs" | "cd" | "ov" | "sl" | "sr" | "nxl" | "nxr" | "adj"; value: string }
  | { op: "is"; value: "null" | "not_null" | "true" | "false" | "unknown" }
  | { op: "in"; values: string[] }
  | { op: "fts" | "plfts" | "phfts" | "wfts"; config?: string; value: string };

export interface Filter {
  kind: "filter";
  field: FieldRef;
  negate: boolean;
  operation: Operation;
}

export interface LogicTree {
  kind: "logic";
  op: "and" | "or";
  negate: boolean;
  children: (Filter | LogicTree)[];
}

export interface OrderTerm {
  /** Set when ordering by a column of a to-one embed: `order=author(name).desc`. */
  relation?: string;
  field: FieldRef;
  direction?: "asc" | "desc";
  nulls?: "first" | "last";
}

/** Filters, order and paging that apply to one node of the embed tree (the root has path []). */
export interface NodeModifiers {
  path: string[];
  filters: (Filter | LogicTree)[];
  order?: OrderTerm[];
  limit?: number;
  offset?: number;
}

export type CountPref = "exact" | "planned" | "estimated";
export type ReturnPref = "minimal" | "representation" | "headers-only";

export interface Preferences {
  return?: ReturnPref;
  count?: CountPref;
  resolution?: "merge-duplicates" | "ignore-duplicates";
  missing?: "default" | "null";
  tx?: "commit" | "rollback";
  handling?: "strict" | "lenient";
  maxAffected?: number;
  /** Preferences we did not recognise (an error only with handling=strict). */
  unknown: string[];
  /** The preferences we honour, echoed in Preference-Applied. */
  applied: string[];
}

export type MediaType = "json" | "object" | "csv";

/** Accept: application/vnd.pgrst.plan+text|json; for="…"; options=analyze|verbose|… (when DB_PLAN_ENABLED). */
export interface ExplainRequest {
  format: "text" | "json";
  /** The media type the plan is for, as its Content-Type echoes it. */
  forType: string;
  options: ("analyze" | "verbose" | "settings" | "buffers" | "wal")[];
}

export type Action =
  | { kind: "read"; head: boolean }
  | { kind: "insert"; columns?: string[]; onConflict?: string[]; upsert: boolean }
  | { kind: "update" }
  | { kind: "delete" }
  | { kind: "call"; method: "GET" | "HEAD" | "POST" };

export interface ApiRequest {
  action: Action;
  schema: string;
  /** Table, view or function name. */
  target: string;
  select: SelectItem[];
  /** Modifiers keyed by embed path joined with "." ("" for the root). */
  nodes: NodeModifiers[];
  prefs: Preferences;
  media: MediaType;
  /** Set when the client asked for the query plan instead of the rows. */
  explain?: ExplainRequest;
  /** Accept: application/vnd.pgrst.{array,object}+json;nulls=stripped — leave null fields out. */
  stripNulls?: boolean;
  /** RPC arguments from the query string (GET/HEAD calls). */
  queryArgs: Record<string, string>;
  /** The request's Content-Type without parameters, lower-cased (chooses a single unnamed parameter's type). */
  contentType?: string;
  /** Parsed JSON body, undefined when none. */
  body: unknown;
  /** From the Range header, when no limit/offset given. */
  range?: { offset: number; limit?: number };
}
