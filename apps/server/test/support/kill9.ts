// kill -9 during a burst of acknowledged writes (docs/decisions/0009-faults.md), shared by
// test/rest/kill9.test.ts (1 loop in npm test) and bench/faults.bench.ts (20 loops). The server runs
// as a child process; REST inserts go in 8 at a time; the server is SIGKILLed once a round has 20
// acknowledged writes with more in flight, and started again on the same data. At the end the
// server starts once more (the data directory must open cleanly) and every id is read back.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openPglite } from "../../src/db/pglite.js";
import { openPostgres } from "../../src/db/pg.js";
import { createDatabase, startThrowawayPostgres, type ThrowawayPostgres } from "./postgres.js";
import type { DbKind } from "./databases.js";

const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));
const TABLE_SQL = `create table if not exists public.kill_items (id bigint primary key, label text not null);
  grant select, insert on public.kill_items to anon;`;

export interface Kill9Result {
  loops: number;
  /** Writes that got their 201 before the kill. */
  acknowledged: number;
  /** Of those, how many were read back after the last restart. */
  found: number;
  /** Acknowledged ids that were not there (must be none). */
  missing: number[];
  seconds: number;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const a = s.address();
      s.close(() => resolve(typeof a === "object" && a ? a.port : 0));
    });
  });

interface Running {
  proc: ChildProcess;
  url: string;
  anon: string;
}

async function start(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const proc = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", WEB_DIST: "", LOG_LEVEL: "warn", DB_MAX_ROWS: "1000000" },
  });
  let out = "";
  proc.stdout!.on("data", (c: Buffer) => (out += c.toString()));
  proc.stderr!.on("data", (c: Buffer) => (out += c.toString()));
  for (let i = 0; i < 1800; i++) {
    if (proc.exitCode !== null) throw new Error(`the server exited (${proc.exitCode}):\n${out}`);
    const anon = /Anon key:\s+(\S+)/.exec(out)?.[1];
    const ok =
      anon &&
      (await fetch(`http://127.0.0.1:${port}/auth/v1/health`).then(
        (r) => r.ok,
        () => false,
      ));
    if (ok) return { proc, url: `http://127.0.0.1:${port}`, anon };
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill("SIGKILL");
  throw new Error(`the server never answered:\n${out}`);
}

const exited = (p: ChildProcess) =>
  new Promise<void>((resolve) => (p.exitCode !== null || p.signalCode !== null ? resolve() : p.once("exit", () => resolve())));

/** Runs `loops` kill rounds on a fresh data directory (PGlite) or throwaway cluster (PostgreSQL). */
export async function runKill9(kind: DbKind, loops: number, onLoop?: (loop: number, acknowledged: number) => void): Promise<Kill9Result> {
  const t0 = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), "wl-kill9-"));
  let pg: ThrowawayPostgres | undefined;
  let running: Running | undefined;
  try {
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (kind === "postgres") {
      pg = await startThrowawayPostgres();
      if (!pg) throw new Error("PostgreSQL's binaries are not on this machine");
      env.DATABASE_URL = await createDatabase(pg.url, "wl_kill9");
    }
    // First start migrates; then the test table is added while the server is down.
    running = await start(env);
    running.proc.kill("SIGTERM");
    await exited(running.proc);
    const db = kind === "postgres" ? await openPostgres(env.DATABASE_URL!) : await openPglite(join(dataDir, "pgdata"));
    await db.exec(TABLE_SQL);
    await db.close();

    const acked = new Set<number>();
    let next = 1;
    for (let loop = 0; loop < loops; loop++) {
      running = await start(env);
      const { url, anon } = running;
      const headers = { apikey: anon, "content-type": "application/json", prefer: "return=minimal" };
      let killed = false;
      const writer = async () => {
        while (!killed) {
          const id = next++;
          const res = await fetch(`${url}/rest/v1/kill_items`, { method: "POST", headers, body: JSON.stringify({ id, label: `loop ${loop}` }) }).catch(
            () => undefined,
          );
          if (res?.status === 201) acked.add(id);
          else if (res && !killed) throw new Error(`write ${id}: ${res.status} ${await res.text()}`);
        }
      };
      let failure: unknown;
      const writers = Promise.all(Array.from({ length: 8 }, writer));
      writers.catch((e: unknown) => (failure = e));
      // Kill once this round has some acknowledged writes, with more in flight.
      const before = acked.size;
      const deadline = Date.now() + 60_000;
      while (acked.size - before < 20) {
        if (failure) break;
        if (Date.now() > deadline) throw new Error(`round ${loop}: only ${acked.size - before} acknowledged writes in 60 s`);
        await new Promise((r) => setTimeout(r, 5));
      }
      killed = true;
      running.proc.kill("SIGKILL");
      await writers;
      await exited(running.proc);
      onLoop?.(loop, acked.size);
    }

    // The data directory opens cleanly, and every acknowledged id is there.
    running = await start(env);
    const res = await fetch(`${running.url}/rest/v1/kill_items?select=id&order=id`, { headers: { apikey: running.anon } });
    if (res.status !== 200) throw new Error(`reading back after the last restart: ${res.status} ${await res.text()}`);
    const ids = new Set(((await res.json()) as { id: number }[]).map((r) => Number(r.id)));
    const missing = [...acked].filter((id) => !ids.has(id));
    return { loops, acknowledged: acked.size, found: acked.size - missing.length, missing, seconds: (Date.now() - t0) / 1000 };
  } finally {
    running?.proc.kill("SIGKILL");
    if (running) await exited(running.proc);
    await pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
