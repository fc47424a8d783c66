// REST bench: GET by primary key, a filtered list of 20, and an insert — each through /rest/v1
// with a user JWT and RLS, side by side with the same SQL straight through the driver — on
// PGlite and (when its binaries exist) PostgreSQL. Prints req/s, p50/p99, CPU per operation and
// the ratio, in two modes, and both modes' ratios side by side at the end:
// - "one process": the server runs in this process, beside the HTTP client (undici's request()
//   on a keep-alive pool) and the driver line; client and server share one process's CPU.
// - "separate processes": the server runs in a process of its own (bench/rest-server.ts, the same
//   startServer as `npm start`), as in a deployment whose clients are elsewhere; the driver line
//   opens its own connection from this process (PostgreSQL), or its own PGlite here, where an
//   embedded database always lives in its caller's process. Which mode is the fair comparison:
//   docs/decisions/0005-rest-speed.md, round 4. BENCH_MS lengthens each line (3 s by default, after a 1.5 s warm-up, BENCH_WARM_MS);
//   BENCH_MODE=one|separate runs one mode only, BENCH_DB=pglite|postgres one database, BENCH_CASES=0,1,2 some cases.
import { fork, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { Pool } from "undici";
import { startServer } from "../apps/server/src/server.js";
import { reloadSchemaCache } from "../apps/server/src/rest/service.js";
import { migrate } from "../apps/server/src/db/migrate.js";
import { openDb } from "../apps/server/src/db/open.js";
import type { Db } from "../apps/server/src/db/db.js";
import { createDatabase, startThrowawayPostgres } from "../apps/server/test/support/postgres.js";
import { BENCH_SECRET, ROWS, benchConfig, setupSql } from "./rest-shared.js";

const OWNER = randomUUID();
const CONCURRENCY = 8;
const DURATION_MS = Number(process.env.BENCH_MS ?? 3000);
const WARM_MS = Number(process.env.BENCH_WARM_MS ?? 1500);
const MODES = (process.env.BENCH_MODE ? [process.env.BENCH_MODE] : ["one", "separate"]) as Mode[];
const CASES = ["GET by primary key", "filtered list of 20", "insert"] as const;
/** BENCH_CASES=0,2: only these cases (0 GET by id, 1 list of 20, 2 insert), e.g. to profile one. */
const ONLY_CASES = process.env.BENCH_CASES?.split(",").map(Number);
const TARGETS = [50, 40, 30];

type Mode = "one" | "separate";

interface Stats {
  rps: number;
  p50: number;
  p99: number;
  /** This process's CPU time per operation (client, and in one process the server and, on PGlite, the database). */
  cpuUs: number;
  /** The server process's CPU time per operation, when it runs apart, and the part of it in the kernel (system calls: sockets). */
  serverCpuUs?: number;
  serverSysUs?: number;
}

/** A server to bench: its URL and anon key, the driver line's database, and the server process's CPU so far (µs) when apart. */
interface Target {
  url: string;
  anon: string;
  db: Db;
  serverCpu?: () => Promise<NodeJS.CpuUsage>;
  close(): Promise<void>;
}

async function measure(op: (i: number) => Promise<void>, serverCpu?: () => Promise<NodeJS.CpuUsage>): Promise<Stats> {
  // Warm-up at full concurrency, so the measured part runs optimised code: on a loaded box a
  // few hundred requests are not enough for V8 to compile the request path, and the compiler's
  // CPU would be charged to the first case measured.
  let i = 0;
  const warm = performance.now() + WARM_MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < warm) await op(i++);
    }),
  );
  const lat: number[] = [];
  const s0 = await serverCpu?.();
  const end = performance.now() + DURATION_MS;
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        await op(i++);
        lat.push(performance.now() - t);
      }
    }),
  );
  const secs = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const s1 = await serverCpu?.();
  lat.sort((a, b) => a - b);
  return {
    rps: lat.length / secs,
    p50: lat[Math.floor(lat.length * 0.5)]!,
    p99: lat[Math.floor(lat.length * 0.99)]!,
    cpuUs: (cpu.user + cpu.system) / lat.length,
    ...(s0 !== undefined && s1 !== undefined
      ? { serverCpuUs: (s1.user + s1.system - s0.user - s0.system) / lat.length, serverSysUs: (s1.system - s0.system) / lat.length }
      : {}),
  };
}

async function inProcess(databaseUrl: string | undefined): Promise<Target> {
  const server = await startServer(benchConfig(databaseUrl), { logger: false });
  await server.ctx.db.exec(setupSql(OWNER));
  await reloadSchemaCache(server.ctx);
  return { url: server.url, anon: server.ctx.keys.anon, db: server.ctx.db, close: () => server.close() };
}

async function separate(databaseUrl: string | undefined): Promise<Target> {
  const child: ChildProcess = fork(new URL("./rest-server.ts", import.meta.url).pathname, {
    // BENCH_SERVER_PROF=<dir>: a CPU profile of the server process (node --cpu-prof), written when it stops.
    execArgv: ["--import", "tsx", ...(process.env.BENCH_SERVER_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_SERVER_PROF}`] : [])],
    env: { ...process.env, BENCH_OWNER: OWNER, BENCH_DATABASE_URL: databaseUrl ?? "" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = <T>(pick: (m: Record<string, unknown>) => T | undefined) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (m: unknown) => {
        const v = pick(m as Record<string, unknown>);
        if (v !== undefined) {
          child.off("message", onMessage);
          child.off("exit", onExit);
          resolve(v);
        }
      };
      const onExit = (code: number | null) => reject(new Error(`the bench server exited (${code})`));
      child.on("message", onMessage);
      child.once("exit", onExit);
    });
  const ready = await next((m) => (typeof m.url === "string" ? (m as { url: string; anon: string }) : undefined));
  // The driver line's own database: a connection from this process, or (PGlite) its own copy here.
  const db = await openDb(benchConfig(databaseUrl));
  if (!databaseUrl) {
    await migrate(db);
    await db.exec(setupSql(OWNER));
  }
  const serverCpu = async () => {
    const got = next((m) => m.cpu as NodeJS.CpuUsage | undefined);
    child.send("cpu");
    return await got;
  };
  return {
    url: ready.url,
    anon: ready.anon,
    db,
    serverCpu,
    async close() {
      await db.close();
      const exited = new Promise((r) => child.once("exit", r));
      child.send("stop");
      await exited;
    },
  };
}

const fmt = (s: Stats) =>
  `${s.rps.toFixed(0).padStart(6)} req/s  p50 ${s.p50.toFixed(2).padStart(6)} ms  p99 ${s.p99.toFixed(2).padStart(6)} ms  cpu ${s.cpuUs.toFixed(0).padStart(5)} µs/op` +
  (s.serverCpuUs !== undefined
    ? ` (client) + ${s.serverCpuUs.toFixed(0).padStart(4)} µs/op (server process, ${(s.serverSysUs ?? 0).toFixed(0)} of them in the kernel)`
    : "");

interface Row {
  rest: Stats;
  driver: Stats;
}

async function runMode(mode: Mode, databaseUrl: string | undefined): Promise<Row[]> {
  const t = mode === "one" ? await inProcess(databaseUrl) : await separate(databaseUrl);
  const db = t.db;
  const now = Math.floor(Date.now() / 1000);
  const jwt = await new SignJWT({ sub: OWNER, role: "authenticated", aud: "authenticated" })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode(BENCH_SECRET));
  const headers = { apikey: t.anon, authorization: `Bearer ${jwt}`, "content-type": "application/json" };
  const base = `/rest/v1/bench_items`;
  const client = new Pool(t.url, { connections: CONCURRENCY, pipelining: 1 });
  const get = async (path: string, init?: { method: "POST"; body: string }) => {
    const r = await client.request({ path, method: "GET", headers, ...init });
    await r.body.arrayBuffer();
    if (r.statusCode >= 300) throw new Error(`${path} → ${r.statusCode}`);
  };
  const ops: [(i: number) => Promise<void>, (i: number) => Promise<void>][] = [
    [
      (i) => get(`${base}?select=*&id=eq.${(i % ROWS) + 1}`),
      async (i) => void (await db.query(`select coalesce(json_agg(t), '[]')::text from (select * from public.bench_items where id = $1) t`, [(i % ROWS) + 1])),
    ],
    [
      (i) => get(`${base}?select=id,label&n=eq.${i % 100}&order=id&limit=20`),
      async (i) =>
        void (await db.query(`select coalesce(json_agg(t), '[]')::text from (select id, label from public.bench_items where n = $1 order by id limit 20) t`, [
          i % 100,
        ])),
    ],
    [
      (i) => get(base, { method: "POST", body: JSON.stringify({ owner: OWNER, n: i % 100, label: "new" }) }),
      async (i) => void (await db.query(`insert into public.bench_items (owner, n, label) values ($1, $2, $3)`, [OWNER, i % 100, "new"])),
    ],
  ];
  console.log(`  ${mode === "one" ? "one process (client, server and driver line together)" : "separate processes (the server in its own process)"}`);
  const rows: Row[] = [];
  try {
    for (const [k, [rest, driver]] of ops.entries()) {
      if (ONLY_CASES && !ONLY_CASES.includes(k)) continue;
      const r = await measure(rest, t.serverCpu);
      const d = await measure(driver);
      rows[k] = { rest: r, driver: d };
      console.log(`    ${CASES[k]!.padEnd(20)} rest   ${fmt(r)}`);
      console.log(`    ${"".padEnd(20)} driver ${fmt(d)}`);
      console.log(`    ${"".padEnd(20)} ratio  ${((r.rps / d.rps) * 100).toFixed(0)}% of the driver's throughput`);
    }
  } finally {
    await client.close();
    await t.close();
  }
  return rows;
}

async function run(label: string, urls: Partial<Record<Mode, string>> | undefined): Promise<void> {
  console.log(`\n${label}`);
  const results = new Map<Mode, Row[]>();
  for (const mode of MODES) results.set(mode, await runMode(mode, urls?.[mode]));
  const cell = (mode: Mode, k: number) => {
    const row = results.get(mode)?.[k];
    if (!row) return "—".padEnd(34);
    const rest = row.rest.cpuUs + (row.rest.serverCpuUs ?? 0);
    return `${((row.rest.rps / row.driver.rps) * 100).toFixed(0).padStart(3)}%  cpu ${rest.toFixed(0).padStart(4)} / ${row.driver.cpuUs.toFixed(0).padStart(3)} µs`.padEnd(
      34,
    );
  };
  console.log(`  ratio of REST to the driver (REST's CPU per request, client + server, / the driver line's)`);
  console.log(`    ${"case".padEnd(20)} ${"one process".padEnd(34)} ${"separate processes".padEnd(34)} target`);
  CASES.forEach((c, k) => console.log(`    ${c.padEnd(20)} ${cell("one", k)} ${cell("separate", k)} ${TARGETS[k]}%`));
}

const only = process.env.BENCH_DB; // pglite | postgres: one database only
if (only !== "postgres") await run("PGlite (in memory)", undefined);
const pg = only === "pglite" ? undefined : await startThrowawayPostgres();
if (pg) {
  try {
    await run("PostgreSQL (throwaway cluster)", {
      one: await createDatabase(pg.url, "wl_bench"),
      separate: await createDatabase(pg.url, "wl_bench_apart"),
    });
  } finally {
    await pg.stop();
  }
} else console.log("\nPostgreSQL: skipped (no initdb/postgres binaries on this machine)");
