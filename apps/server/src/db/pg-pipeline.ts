// Several parameterised statements in ONE round trip on one pg connection, as PostgREST does
// (docs/decisions/0005-rest-speed.md): Parse (first time only) / Bind / Describe / Execute for
// each statement, then a single Sync, written at once. Until the Sync, Postgres runs them as one
// implicit transaction: all commit, or the first error skips the rest and rolls all back. Each
// statement is bound and planned after the one before it ran, so a role set by the first is in
// force for the next. A statement's text is prepared once per connection under a name of its own
// and then only bound again: no parse, and the plan cache re-plans when the role, search_path or a
// table it reads changes (the plan cache's own checks).
import type pg from "pg";
import type { QueryResult, ScriptResult } from "./db.js";
import { PreparedNames, wireValue, type PipelineStep } from "./pipeline-shared.js";

/** The parts of pg's Connection this module writes to (pg's own Query writes the same messages). */
interface Connection {
  stream: { cork?: () => void; uncork?: () => void };
  parse(m: { text: string; name: string; types: number[] }): void;
  bind(m: { portal: string; statement: string; values: (string | Buffer | null)[]; binary: boolean }): void;
  describe(m: { type: "P"; name: string }): void;
  execute(m: { portal: string; rows: number }): void;
  sync(): void;
}

interface PgMessage {
  fields?: unknown[];
  text?: string;
}

/** Named statements per connection (a reconnect is a new Connection, with none). */
const prepared = new WeakMap<object, PreparedNames>();

/** pg's "submittable" protocol: the client calls submit, then hands it every message until ReadyForQuery. */
class Pipeline {
  readonly results: QueryResult<Record<string, unknown>>[] = [];
  private fields: string[] = [];
  private rows: Record<string, unknown>[] = [];
  private failed: unknown;
  private newNames: string[] = [];
  readonly done: Promise<ScriptResult>;
  private resolve!: (r: ScriptResult) => void;
  private reject!: (e: unknown) => void;

  constructor(private readonly steps: readonly PipelineStep[]) {
    this.done = new Promise<ScriptResult>((res, rej) => {
      this.resolve = res;
      this.reject = rej;
    });
  }

  submit(connection: Connection): Error | null {
    let cache = prepared.get(connection);
    if (!cache) prepared.set(connection, (cache = new PreparedNames()));
    connection.stream.cork?.();
    try {
      for (const step of this.steps) {
        let name = cache.get(step.sql);
        if (name === undefined) {
          name = cache.fresh();
          connection.parse({ text: step.sql, name, types: [] });
          if (name) this.newNames.push(step.sql, name);
        }
        connection.bind({ portal: "", statement: name, values: step.params.map((v) => wireValue(v) ?? null), binary: false });
        connection.describe({ type: "P", name: "" });
        connection.execute({ portal: "", rows: 0 });
      }
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(msg: { fields: { name: string }[] }): void {
    this.fields = msg.fields.map((f) => f.name);
  }

  handleDataRow(msg: PgMessage): void {
    const row: Record<string, unknown> = {};
    const values = msg.fields ?? [];
    for (let i = 0; i < this.fields.length; i++) row[this.fields[i]!] = values[i] ?? null;
    this.rows.push(row);
  }

  handleCommandComplete(msg: PgMessage): void {
    // "INSERT 0 3", "UPDATE 2", "SELECT 1": the last number is the row count.
    const m = /(\d+)$/.exec(msg.text ?? "");
    this.results.push({ rows: this.rows, affectedRows: m ? Number(m[1]) : 0 });
    this.rows = [];
    this.fields = [];
  }

  handleEmptyQuery(): void {
    this.results.push({ rows: [], affectedRows: 0 });
  }

  handleReadyForQuery(connection: Connection): void {
    if (this.failed !== undefined) return;
    const cache = prepared.get(connection);
    for (let i = 0; i < this.newNames.length; i += 2) cache?.set(this.newNames[i]!, this.newNames[i + 1]!);
    this.resolve(this.results);
  }

  handleError(err: unknown, connection?: Connection): void {
    if (this.failed !== undefined) return;
    this.failed = err;
    // Statements before the failing one ran, so their Parse took: keep those names.
    const cache = connection ? prepared.get(connection) : undefined;
    for (let i = 0; i < this.newNames.length; i += 2) {
      const sql = this.newNames[i]!;
      if (this.steps.findIndex((s) => s.sql === sql) < this.results.length) cache?.set(sql, this.newNames[i + 1]!);
    }
    cache?.failed(this.steps, err);
    this.reject(err);
  }

  handlePortalSuspended(): void {}
  handleCopyInResponse(): void {}
  handleCopyData(): void {}
}

/** Runs steps as one pipeline on client; one result per step. */
export async function runPipeline(client: pg.PoolClient, steps: readonly PipelineStep[]): Promise<ScriptResult> {
  const p = new Pipeline(steps);
  void client.query(p as unknown as pg.QueryConfig);
  return p.done;
}
