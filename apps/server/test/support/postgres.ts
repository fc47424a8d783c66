// A throwaway PostgreSQL cluster for tests, when the machine has PostgreSQL's binaries
// (initdb, postgres). Tests that want PostgreSQL call startThrowawayPostgres() and skip that
// database only when it returns undefined (no binaries), saying why.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface ThrowawayPostgres {
  url: string;
  stop(): Promise<void>;
}

/** Debian's postgresql package puts the server binaries in /usr/lib/postgresql/<major>/bin. */
function debianBinDirs(): string[] {
  try {
    return readdirSync("/usr/lib/postgresql")
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a))
      .map((v) => `/usr/lib/postgresql/${v}/bin`);
  } catch {
    return [];
  }
}

function findBinary(name: string): string | undefined {
  const dirs = [process.env.PG_BIN ?? "", "/usr/local/bin", "/usr/lib/postgresql/bin", ...debianBinDirs()].filter(Boolean);
  return dirs.map((d) => join(d, name)).find((c) => existsSync(c));
}

let warned = false;

/**
 * True when initdb and postgres are here; otherwise says once why the PostgreSQL suites skip. With
 * REQUIRE_POSTGRES=1 (`.ci/run` sets it) a missing binary is an error instead: in CI the PostgreSQL
 * suites run or the run fails, never skip without a word.
 */
export function postgresAvailable(find: (name: string) => string | undefined = findBinary, env: NodeJS.ProcessEnv = process.env): boolean {
  const ok = find("initdb") !== undefined && find("postgres") !== undefined;
  if (ok) return true;
  const where = "initdb/postgres not found in PG_BIN, /usr/local/bin or /usr/lib/postgresql/<version>/bin";
  if (env.REQUIRE_POSTGRES === "1") throw new Error(`REQUIRE_POSTGRES=1 but ${where}: the PostgreSQL suites cannot run`);
  if (!warned) {
    warned = true;
    console.warn(
      `PostgreSQL suites SKIPPED: ${where}. ` +
        "Install PostgreSQL's server binaries (Debian: apt-get install postgresql) or set PG_BIN; `.ci/run` installs them.",
    );
  }
  return false;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

/** initdb + postgres on a random loopback port, trust auth; as user postgres when run as root. `parent`: where the cluster directory goes (default the temp directory). */
export async function startThrowawayPostgres(opts: { parent?: string } = {}): Promise<ThrowawayPostgres | undefined> {
  const initdb = findBinary("initdb");
  const postgres = findBinary("postgres");
  if (!initdb || !postgres) return undefined;
  const dir = mkdtempSync(join(opts.parent ?? tmpdir(), "wl-pg-"));
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => (asRoot ? (["runuser", ["-u", "postgres", "--", cmd, ...args]] as const) : ([cmd, args] as const));
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = join(dir, "data");
  const [c1, a1] = run(initdb, ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  execFileSync(c1, [...a1], { stdio: "ignore" });
  const port = await freePort();
  const [c2, a2] = run(postgres, [
    "-D",
    dataDir,
    "-p",
    String(port),
    "-k",
    dir,
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    "fsync=off",
    "-c",
    "synchronous_commit=off",
    "-c",
    "full_page_writes=off",
    "-c",
    "max_connections=200",
  ]);
  const child: ChildProcess = spawn(c2, [...a2], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (d: Buffer) => (stderr += d.toString()));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const pg = await import("pg");
  const deadline = Date.now() + 20_000;
  for (;;) {
    const client = new pg.default.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      break;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline || child.exitCode !== null) {
        child.kill("SIGKILL");
        throw new Error(`throwaway PostgreSQL did not start: ${stderr}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    async stop() {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        // runuser does not pass signals on, so ask pg_ctl to stop the postmaster itself.
        const pgCtl = findBinary("pg_ctl");
        if (pgCtl) {
          const [c, a] = run(pgCtl, ["stop", "-D", dataDir, "-m", "immediate", "-s"]);
          try {
            execFileSync(c, [...a], { stdio: "ignore" });
          } catch {
            child.kill("SIGKILL");
          }
        } else child.kill("SIGKILL");
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh database in a running cluster, so each test file gets a clean schema. */
export async function createDatabase(clusterUrl: string, name: string): Promise<string> {
  const pg = await import("pg");
  const client = new pg.default.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(`create database "${name.replace(/"/g, "")}"`);
  } finally {
    await client.end();
  }
  const u = new URL(clusterUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's shared cluster and its migrated template database (support/global-setup.ts); absent without PostgreSQL. */
    wlPostgres?: { clusterUrl: string; template: string };
  }
}

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

let made = 0;

/**
 * A new database copied from the run's migrated template (CREATE DATABASE … TEMPLATE) in the
 * cluster support/global-setup.ts started: no initdb, no postgres start and no migrations per
 * suite. Undefined when the run has no shared cluster (then start a throwaway one). Suites that
 * stop, kill or proxy their database keep a cluster of their own.
 */
export async function freshMigratedDatabase(prefix: string): Promise<FreshDatabase | undefined> {
  const shared = (await import("vitest")).inject("wlPostgres");
  if (!shared) return undefined;
  const name = `${prefix}_${process.pid}_${++made}_${Math.random().toString(36).slice(2, 8)}`.replace(/[^a-z0-9_]/g, "_");
  const pg = await import("pg");
  const admin = async (sql: string) => {
    const client = new pg.default.Client({ connectionString: shared.clusterUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}" template "${shared.template}"`);
  const u = new URL(shared.clusterUrl);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}
