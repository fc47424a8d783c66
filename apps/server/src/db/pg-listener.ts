// PostgreSQL LISTEN on one dedicated connection that comes back after an outage. When the
// connection ends (the database stopped, restarted or the network dropped it), it reconnects
// with a growing delay (0.25 s doubling to 5 s), LISTENs on every channel again, and hands each
// subscriber one empty payload: notifications sent while it was away are lost, and an empty
// `pgrst` payload means "reload the schema", as PostgREST does after it reconnects.
import pg from "pg";

type Handler = (payload: string) => void;

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;

export class PgListener {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly channels = new Map<string, Set<Handler>>();
  private retryTimer: NodeJS.Timeout | undefined;
  private delayMs = 250;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly maxDelayMs = 5_000,
  ) {}

  async listen(channel: string, onNotify: Handler): Promise<() => Promise<void>> {
    let set = this.channels.get(channel);
    const isNew = !set;
    if (!set) this.channels.set(channel, (set = new Set()));
    set.add(onNotify);
    const client = this.client ?? (await this.connect());
    if (isNew && client === this.client) await client.query(`listen ${quoteIdent(channel)}`);
    return async () => {
      set.delete(onNotify);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const c = this.client;
    this.client = undefined;
    await c?.end().catch(() => undefined);
  }

  /** Opens the connection and LISTENs on every channel; one attempt at a time. */
  private connect(): Promise<pg.Client> {
    this.connecting ??= (async () => {
      const c = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 10_000 });
      // A lost connection must not end the process: "end" below schedules the reconnect.
      c.on("error", () => undefined);
      c.on("notification", (msg) => {
        for (const h of this.channels.get(msg.channel) ?? []) h(msg.payload ?? "");
      });
      try {
        await c.connect();
        for (const ch of this.channels.keys()) await c.query(`listen ${quoteIdent(ch)}`);
      } catch (e) {
        await c.end().catch(() => undefined);
        throw e;
      }
      c.on("end", () => {
        if (this.client !== c) return;
        this.client = undefined;
        this.scheduleReconnect();
      });
      if (this.closed) {
        await c.end().catch(() => undefined);
        throw new Error("the listener is closed");
      }
      this.client = c;
      this.delayMs = 250;
      return c;
    })().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    const delay = this.delayMs;
    this.delayMs = Math.min(this.delayMs * 2, this.maxDelayMs);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect().then(
        () => {
          // Whatever was sent while we were away is lost: every subscriber hears an empty payload once.
          for (const set of this.channels.values()) for (const h of set) h("");
        },
        () => this.scheduleReconnect(),
      );
    }, delay);
    this.retryTimer.unref();
  }
}
