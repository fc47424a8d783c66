// What the PostgreSQL and PGlite pipelines share (docs/decisions/0005-rest-speed.md): which
// parameters travel as plain wire values, and the names of the statements prepared on one
// connection.

export interface PipelineStep {
  sql: string;
  params: readonly unknown[];
}

/** At most this many named statements per connection; beyond it statements go unnamed (parsed every time). */
export const MAX_PREPARED = 300;

/** A value as the text (or, for bytea, binary) the extended protocol carries; undefined when it has no plain form here. */
export function wireValue(v: unknown): string | Buffer | null | undefined {
  if (v === null || v === undefined) return null;
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "bigint" || typeof v === "boolean") return String(v);
  if (Buffer.isBuffer(v)) return v;
  return undefined;
}

/** True when every parameter has a wire form here (otherwise the caller takes another path). */
export function pipelineable(steps: readonly PipelineStep[]): boolean {
  return steps.every((s) => s.params.every((v) => wireValue(v) !== undefined));
}

/**
 * Statement text → the name it is prepared under on one connection. A name is recorded only
 * once its pipeline succeeded; a Parse lost to an error is never reused, because every Parse
 * gets a fresh name. Names ever handed out are bounded (MAX_PREPARED), lost ones included.
 */
export class PreparedNames {
  private readonly names = new Map<string, string>();
  private next = 0;

  get(sql: string): string | undefined {
    return this.names.get(sql);
  }

  /** A new name, or "" (the unnamed statement) once MAX_PREPARED names were handed out. */
  fresh(): string {
    return this.next < MAX_PREPARED ? `wl_${this.next++}` : "";
  }

  set(sql: string, name: string): void {
    this.names.set(sql, name);
  }

  /**
   * After a failed pipeline: "cached plan must not change result type" (a schema change under a
   * prepared statement, SQLSTATE 0A000) forgets every statement of the pipeline, so they are
   * prepared again under new names.
   */
  failed(steps: readonly PipelineStep[], err: unknown): void {
    if ((err as { code?: string }).code === "0A000") for (const s of steps) this.names.delete(s.sql);
  }
}
