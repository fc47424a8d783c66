// The database behind a small interface, with two adapters (PGlite embedded, pg pool).
// Everything above this layer speaks only Db and Tx.

export interface QueryResult<R> {
  rows: R[];
  /** Rows affected by INSERT/UPDATE/DELETE, when the driver reports it. */
  affectedRows: number;
}

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
  /** Runs several statements separated by semicolons, with no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** One result per statement of a multi-statement query. */
export type ScriptResult = QueryResult<Record<string, unknown>>[];

export type Tx = Queryable;

export interface Db extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** Runs fn inside BEGIN … COMMIT; any throw rolls back and rethrows. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Several statements, no parameters, in ONE round trip (the simple query protocol), run as
   * one implicit transaction: all commit, or the first error rolls back all and rejects.
   * On PGlite it runs between, never inside, other callers' transactions.
   */
  script(sql: string): Promise<ScriptResult>;
  /**
   * Parameterised statements in ONE round trip and one implicit transaction (the extended
   * protocol with a single Sync), each kept as a prepared statement per connection; one result
   * per statement. On PGlite it runs between, never inside, other callers' transactions.
   * Undefined answer: a parameter has no plain wire form here, so the caller takes another path.
   */
  pipeline(steps: readonly { sql: string; params: readonly unknown[] }[]): Promise<ScriptResult | undefined>;
  /** Calls onNotify for every NOTIFY on channel; returns an unsubscribe function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A Postgres error as both drivers raise it: the SQLSTATE and the server's fields. */
export interface PgErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgError(e: unknown): e is PgErrorLike {
  return typeof e === "object" && e !== null && typeof (e as { code?: unknown }).code === "string" && /^[0-9A-Z]{5}$/.test((e as { code: string }).code);
}
