// kill -9 during a burst of acknowledged writes (issue 21, Faults): the server runs as a child
// process; REST inserts go in 8 at a time; the server is SIGKILLed mid-burst and started again on
// the same data. Every write that got its 201 must be there, and the data directory must open
// cleanly (the server starts and answers). KILL_LOOPS rounds per database (1 in npm test, to keep CI short; 20 by hand).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "../../src/db/pglite.js";
import { openPostgres } from "../../src/db/pg.js";
import { createDatabase, startThrowawayPostgres, type ThrowawayPostgres } from "../support/postgres.js";
import { databases } from "../support/databases.js";

const LOOPS = Number(process.env.KILL_LOOPS ?? 1);
const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));
const TABLE_SQL = `create table if not exists public.kill_items (id bigint primary key, label text not null);
  grant select, insert on public.kill_items to anon;`;

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
    const ok = anon && (await fetch(`http://127.0.0.1:${port}/auth/v1/health`).then((r) => r.ok, () => false));
    if (ok) return { proc, url: `http://127.0.0.1:${port}`, anon };
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill("SIGKILL");
  throw new Error(`the server never answered:\n${out}`);
}

const exited = (p: ChildProcess) => new Promise<void>((resolve) => (p.exitCode !== null || p.signalCode !== null ? resolve() : p.once("exit", () => resolve())));

describe.each(databases)("kill -9 during acknowledged writes on %s", (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), "wl-kill9-"));
  let pg: ThrowawayPostgres | undefined;
  let running: Running | undefined;
  afterAll(async () => {
    running?.proc.kill("SIGKILL");
    await pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps every acknowledged write over ${LOOPS} kills`, async () => {
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (kind === "postgres") {
      pg = await startThrowawayPostgres();
      env.DATABASE_URL = await createDatabase(pg!.url, "wl_kill9");
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
    for (let loop = 0; loop < LOOPS; loop++) {
      running = await start(env);
      const { url, anon } = running;
      const headers = { apikey: anon, "content-type": "application/json", prefer: "return=minimal" };
      let killed = false;
      const writer = async () => {
        while (!killed) {
          const id = next++;
          const res = await fetch(`${url}/rest/v1/kill_items`, { method: "POST", headers, body: JSON.stringify({ id, label: `loop ${loop}` }) }).catch(() => undefined);
          if (res?.status === 201) acked.add(id);
          else if (res && !killed) throw new Error(`write ${id}: ${res.status} ${await res.text()}`);
        }
      };
      const writers = Array.from({ length: 8 }, writer);
      // Kill once this round has some acknowledged writes, with more in flight.
      const before = acked.size;
      await expect.poll(() => acked.size - before, { timeout: 60_000, interval: 5 }).toBeGreaterThanOrEqual(20);
      killed = true;
      running.proc.kill("SIGKILL");
      await Promise.all(writers);
      await exited(running.proc);
    }

    // The data directory opens cleanly, and every acknowledged id is there.
    running = await start(env);
    const res = await fetch(`${running.url}/rest/v1/kill_items?select=id&order=id`, { headers: { apikey: running.anon } });
    expect(res.status).toBe(200);
    const ids = new Set(((await res.json()) as { id: number }[]).map((r) => Number(r.id)));
    const missing = [...acked].filter((id) => !ids.has(id));
    expect(missing).toEqual([]);
    expect(acked.size).toBeGreaterThanOrEqual(20 * LOOPS);
  }, 600_000);
});
