// Holds the current SchemaCache and reloads it on NOTIFY pgrst ('reload schema' or empty
// payload), as PostgREST does. Reloads are serialised; readers always see a whole cache.
import type { Db } from "../db/db.js";
import { introspect } from "./introspect.js";
import type { SchemaCache } from "./types.js";

export class SchemaCacheHolder {
  private current: SchemaCache | undefined;
  private loading: Promise<SchemaCache> | undefined;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: Db,
    private readonly schemas: string[],
  ) {}

  async start(): Promise<void> {
    await this.reload();
    this.unlisten = await this.db.listen("pgrst", (payload) => {
      if (payload === "" || payload === "reload schema") void this.reload().catch(() => undefined);
    });
  }

  async get(): Promise<SchemaCache> {
    return this.current ?? (await this.reload());
  }

  /** Re-reads the catalog; concurrent callers share one load that starts after this call. */
  reload(): Promise<SchemaCache> {
    const run = async (): Promise<SchemaCache> => {
      const c = await introspect(this.db, this.schemas);
      this.current = c;
      return c;
    };
    const prev = this.loading ?? Promise.resolve(undefined);
    const next = prev.catch(() => undefined).then(run);
    this.loading = next;
    void next
      .finally(() => {
        if (this.loading === next) this.loading = undefined;
      })
      .catch(() => undefined);
    return next;
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
  }
}
