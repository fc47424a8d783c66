// The REST fast path (apps/server/src/http/fast-path.ts) against Fastify's route, in ONE server
// process on PostgreSQL, alternating every WINDOW_MS: the machine's load drifts the same way for
// both, so the difference in CPU per request is the fast path's, even on a shared box where two
// runs minutes apart differ by more than that (docs/decisions/0005-rest-speed.md, round 6).
// CPU is this process's (client + server together): the client's share is the same both ways.
// Run: cd bench && npx tsx rest-fast-ab.ts  (AB_WINDOWS, AB_WINDOW_MS, AB_WARM_MS)
import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { Pool } from "undici";
import { startServer } from "../apps/server/src/server.js";
import { reloadSchemaCache } from "../apps/server/src/rest/plugin.js";
import { fastPathStats } from "../apps/server/src/http/fast-path.js";
import { createDatabase, startThrowawayPostgres } from "../apps/server/test/support/postgres.js";
import { BENCH_SECRET, ROWS, benchConfig, setupSql } from "./rest-shared.js";

const WINDOWS = Number(process.env.AB_WINDOWS ?? 20);
const WINDOW_MS = Number(process.env.AB_WINDOW_MS ?? 500);
const WARM_MS = Number(process.env.AB_WARM_MS ?? 6000);
const CONCURRENCY = 8;
const pg = await startThrowawayPostgres();
if (!pg) throw new Error("PostgreSQL binaries not found");
const owner = randomUUID();
const server = await startServer(benchConfig(await createDatabase(pg.url, "wl_ab")), { logger: false });
try {
  await server.ctx.db.exec(setupSql(owner));
  await reloadSchemaCache(server.ctx);
  const now = Math.floor(Date.now() / 1000);
  const jwt = await new SignJWT({ sub: owner, role: "authenticated", aud: "authenticated" })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode(BENCH_SECRET));
  const headers = { apikey: server.ctx.keys.anon, authorization: `Bearer ${jwt}`, "content-type": "application/json" };
  const client = new Pool(server.url, { connections: CONCURRENCY, pipelining: 1 });
  const base = "/rest/v1/bench_items";
  const send = async (path: string, method: "GET" | "POST" | "PATCH" = "GET", body?: string) => {
    const r = await client.request({ path, method, headers, ...(body ? { body } : {}) });
    await r.body.arrayBuffer();
    if (r.statusCode >= 300) throw new Error(`${path} → ${r.statusCode}`);
  };
  const cases: [string, (i: number) => Promise<void>][] = [
    ["GET by primary key", (i) => send(`${base}?select=*&id=eq.${(i % ROWS) + 1}`)],
    ["filtered list of 20", (i) => send(`${base}?select=id,label&n=eq.${i % 100}&order=id&limit=20`)],
    ["insert", (i) => send(base, "POST", JSON.stringify({ owner, n: i % 100, label: "new" }))],
  ];
  const run = async (op: (i: number) => Promise<void>, ms: number, start: number) => {
    let i = start;
    let n = 0;
    const end = performance.now() + ms;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < end) {
          await op(i++);
          n++;
        }
      }),
    );
    return n;
  };
  for (const [name, op] of cases) {
    fastPathStats.on = true;
    await run(op, WARM_MS / 2, 0);
    fastPathStats.on = false;
    await run(op, WARM_MS / 2, 0);
    const total = { on: { cpu: 0, n: 0 }, off: { cpu: 0, n: 0 } };
    for (let w = 0; w < WINDOWS * 2; w++) {
      const on = w % 2 === 0;
      fastPathStats.on = on;
      const c0 = process.cpuUsage();
      const n = await run(op, WINDOW_MS, w * 1000);
      const c = process.cpuUsage(c0);
      const t = on ? total.on : total.off;
      t.cpu += c.user + c.system;
      t.n += n;
    }
    fastPathStats.on = true;
    const on = total.on.cpu / total.on.n;
    const off = total.off.cpu / total.off.n;
    console.log(
      `${name.padEnd(20)} fast path ${on.toFixed(0).padStart(4)} µs/request (${total.on.n} requests), Fastify ${off.toFixed(0).padStart(4)} µs/request (${total.off.n}): ${(off - on).toFixed(0)} µs less`,
    );
  }
  await client.close();
} finally {
  await server.close();
  await pg.stop();
}
