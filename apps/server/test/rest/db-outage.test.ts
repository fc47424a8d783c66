// The database goes away mid-service and comes back (docs/decisions/0009-faults.md): REST requests fail fast
// with PostgREST's 503 body, never hang, and the server recovers without a restart. The outage
// is a TCP proxy between the server and a throwaway PostgreSQL that drops every connection and
// refuses new ones, then listens again — as a stop and start looks from the server's side.
import { createServer, connect, type Server, type Socket } from "node:net";
import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reloadSchemaCache } from "../../src/rest/service.js";
import { toRestError } from "../../src/rest/errors.js";
import { createDatabase, postgresAvailable, startThrowawayPostgres, type ThrowawayPostgres } from "../support/postgres.js";
import { startTestServer, type TestServer } from "../support/server.js";

class Proxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  constructor(
    private readonly target: { host: string; port: number },
    readonly port = 0,
  ) {}

  async up(): Promise<number> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on("close", () => this.sockets.delete(s));
        s.on("error", () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
    const addr = this.server.address();
    (this as { port: number }).port = typeof addr === "object" && addr ? addr.port : 0;
    return this.port;
  }

  async down(): Promise<void> {
    const s = this.server;
    for (const sock of this.sockets) sock.destroy();
    await new Promise<void>((resolve) => (s ? s.close(() => resolve()) : resolve()));
  }
}

describe("a 503 for a lost database", () => {
  it("is what a connection failure maps to; anything else unknown stays a 500", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const e = toRestError(refused, true);
    expect(e.status).toBe(503);
    expect(e.body().code).toBe("PGRST000");
    expect(e.headers["Retry-After"]).toBe("1");
    expect(toRestError(new Error("Connection terminated unexpectedly"), false).status).toBe(503);
    expect(toRestError(new Error("something else"), false).status).toBe(500);
  });
});

describe.skipIf(!postgresAvailable())("PostgreSQL stopped and started mid-service", () => {
  let pg: ThrowawayPostgres | undefined;
  let proxy: Proxy;
  let server: TestServer;

  beforeAll(async () => {
    pg = await startThrowawayPostgres();
    const url = new URL(await createDatabase(pg!.url, "wl_outage"));
    proxy = new Proxy({ host: url.hostname, port: Number(url.port) });
    url.port = String(await proxy.up());
    server = await startTestServer({ databaseUrl: url.toString() });
    await server.ctx.db.exec(`create table public.outage_items (id int primary key, label text); grant select on public.outage_items to anon;
      insert into public.outage_items values (1, 'kept');`);
    await reloadSchemaCache(server.ctx);
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.down();
    await pg?.stop();
  });

  const get = async () => {
    const started = Date.now();
    const res = await fetch(`${server.url}/rest/v1/outage_items?select=*`, { headers: { apikey: server.anonKey } });
    return { status: res.status, body: (await res.json()) as unknown, ms: Date.now() - started };
  };

  it("answers 503 with PostgREST's body while it is away, and 200 again once it is back", async () => {
    expect((await get()).status).toBe(200);
    await proxy.down();
    for (let i = 0; i < 3; i++) {
      const r = await get();
      expect(r.status).toBe(503);
      expect(r.body).toMatchObject({ code: "PGRST000", message: expect.stringContaining("Could not connect with the database") });
      expect(r.ms).toBeLessThan(5000);
    }
    await proxy.up();
    await expect.poll(async () => (await get()).status, { timeout: 15_000, interval: 200 }).toBe(200);
    expect((await get()).body).toEqual([{ id: 1, label: "kept" }]);
  }, 60_000);

  it("auth and storage answer 503 too, and a token refresh begun during the outage keeps the session and succeeds once it is back", async () => {
    const email = "outage@example.com";
    const password = "correct horse battery";
    expect((await server.admin().auth.admin.createUser({ email, password, email_confirm: true })).error).toBeNull();
    // A supabase-js client whose fetch records each auth answer's status.
    const statuses: number[] = [];
    const store = new Map<string, string>();
    const user = createClient(server.url, server.anonKey, {
      auth: {
        autoRefreshToken: false,
        persistSession: true,
        detectSessionInUrl: false,
        storage: {
          getItem: (k: string) => store.get(k) ?? null,
          setItem: (k: string, v: string) => void store.set(k, v),
          removeItem: (k: string) => void store.delete(k),
        },
      },
      realtime: { transport: WebSocket as never },
      global: {
        fetch: async (input, init) => {
          const res = await fetch(input, init);
          if (String(input instanceof Request ? input.url : input).includes("/auth/v1/token")) statuses.push(res.status);
          return res;
        },
      },
    });
    expect((await user.auth.signInWithPassword({ email, password })).error).toBeNull();
    const before = (await user.auth.getSession()).data.session!;

    await proxy.down();
    const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: server.anonKey, "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(503);
    expect(signIn.headers.get("retry-after")).toBe("1");
    expect(await signIn.json()).toMatchObject({ code: "unexpected_failure", message: expect.stringContaining("database cannot be reached") });
    const buckets = await fetch(`${server.url}/storage/v1/bucket`, { headers: { apikey: server.serviceKey, authorization: `Bearer ${server.serviceKey}` } });
    expect(buckets.status).toBe(503);
    expect(await buckets.json()).toMatchObject({ statusCode: "503", error: "DatabaseUnavailable" });

    // supabase-js treats the 503 as retryable: it keeps the session and tries again, and the
    // refresh goes through once the database is back. (A 4xx here would have signed the user out.)
    const refreshing = user.auth.refreshSession();
    await expect.poll(() => statuses.filter((s) => s === 503).length, { timeout: 10_000, interval: 50 }).toBeGreaterThan(0);
    expect((await user.auth.getSession()).data.session?.refresh_token).toBe(before.refresh_token);
    await proxy.up();
    const refreshed = await refreshing;
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.user.email).toBe(email);
    expect(refreshed.data.session?.refresh_token).not.toBe(before.refresh_token);
  }, 60_000);

  it("listens for schema reloads again once the database is back", async () => {
    await proxy.down();
    await proxy.up();
    await expect.poll(async () => (await get()).status, { timeout: 15_000, interval: 200 }).toBe(200);
    // The listener reconnects in the background (0.25 s, doubling): a table created afterwards
    // and announced with NOTIFY pgrst is served without a restart.
    await expect
      .poll(
        async () => {
          await server.ctx.db.exec(`create table if not exists public.outage_later (id int primary key); grant select on public.outage_later to anon;
            notify pgrst, 'reload schema';`);
          return (await fetch(`${server.url}/rest/v1/outage_later?select=*`, { headers: { apikey: server.anonKey } })).status;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(200);
  }, 60_000);
});
