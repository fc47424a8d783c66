// Disk full on DATA_DIR (docs/decisions/0009-faults.md). DATA_DIR (PGlite's
// files, uploads) and, for PostgreSQL, the cluster directory live on a small tmpfs. Phase 1: the
// free space drops below DISK_RESERVE_MB, and inserts, updates and uploads are refused with 507
// while reads go on. Phase 2 (guard off): the disk really fills, and the database's own failure
// (ENOSPC / 53100) gets the same answer. After each, space is freed and writes work again without
// a restart; at the end the server restarts on the same data: every row and file saved before is
// intact and new writes work. Where mounting is refused (not root), the free space is injected
// instead and only phase 1 runs — still asserting, never skipped.
import { execFileSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, statfsSync, writeSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { DISK_FULL_MESSAGE, DiskGuard } from "../../src/disk.js";
import { reloadSchemaCache } from "../../src/rest/service.js";
import { startServer, type RunningServer } from "../../src/server.js";
import { databases } from "../support/databases.js";
import { createDatabase, startThrowawayPostgres, type ThrowawayPostgres } from "../support/postgres.js";

const MB = 1024 * 1024;
const RESERVE_MB = 16;

/** Mounts a tmpfs of `mb` MiB on `dir`; false when this machine refuses (not root, no mount). */
function mountTmpfs(dir: string, mb: number): boolean {
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${mb}m,mode=1777`, "tmpfs", dir], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

const freeOn = (dir: string) => {
  const s = statfsSync(dir);
  return Number(s.bavail) * Number(s.bsize);
};

/** Writes a filler file until `leave` bytes (0: nothing at all) are free on dir's disk. */
function fill(dir: string, leave: number): void {
  const fd = openSync(join(dir, "filler"), "a");
  try {
    for (const size of [MB, 64 * 1024, 4096, 512]) {
      const chunk = Buffer.alloc(size, 7);
      while (freeOn(dir) - size >= leave) writeSync(fd, chunk);
    }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOSPC") throw e;
  } finally {
    closeSync(fd);
  }
}

const unfill = (dir: string) => rmSync(join(dir, "filler"), { force: true });

describe.each(databases)("disk full on DATA_DIR with %s", (kind) => {
  const mnt = mkdtempSync(join(tmpdir(), "wl-diskfull-"));
  let mounted = false;
  const dataDir = join(mnt, "data");
  let injectedFree = Infinity;
  let pg: ThrowawayPostgres | undefined;
  let server: RunningServer | undefined;
  afterAll(async () => {
    unfill(mnt);
    await server?.close().catch(() => undefined);
    await pg?.stop();
    if (mounted) execFileSync("umount", ["-l", mnt]);
    rmSync(mnt, { recursive: true, force: true });
    for (const f of logs) rmSync(f, { force: true });
  });

  let databaseUrl: string | undefined;
  let logNo = 0;
  const logs: string[] = [];
  async function start(reserveMb: number): Promise<RunningServer> {
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
      WEB_DIST: "",
      LOG_LEVEL: "info",
      DISK_RESERVE_MB: String(reserveMb),
    };
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    const config = loadConfig(env);
    const logFile = join(tmpdir(), `wl-diskfull-${process.pid}-${kind}-${logNo++}.log`);
    logs.push(logFile);
    // Without a mount, the guard reads the injected free space instead of statfs.
    const disk = mounted ? undefined : new DiskGuard({ dirs: [dataDir], reserveBytes: reserveMb * MB, cacheMs: 0, freeBytes: async () => injectedFree });
    return startServer(config, { logFile, ...(disk ? { disk } : {}) });
  }
  const diskFullLines = (file: string) =>
    readFileSync(file, "utf8")
      .split("\n")
      .filter((l) => l.includes('"diskFull":true'))
      .map((l) => JSON.parse(l) as { level: number; msg: string });

  const call = async (path: string, init: RequestInit & { key?: "anon" | "service" } = {}) => {
    const s = server!;
    const key = init.key === "service" ? s.ctx.keys.serviceRole : s.ctx.keys.anon;
    const headers = {
      apikey: key,
      authorization: `Bearer ${key}`,
      "content-type": "application/json",
      ...(init.headers as Record<string, string> | undefined),
    };
    // No hang: every answer within 20 s.
    const res = await fetch(`${s.url}${path}`, { ...init, headers, signal: AbortSignal.timeout(20_000) });
    return { status: res.status, type: res.headers.get("content-type") ?? "", bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const insert = (from: number, n: number, size = 64) =>
    call("/rest/v1/disk_items", {
      method: "POST",
      headers: { prefer: "return=minimal" },
      body: JSON.stringify(Array.from({ length: n }, (_, i) => ({ id: from + i, label: randomBytes(size / 2).toString("hex") }))),
    });
  const update = () =>
    call("/rest/v1/disk_items?id=lte.10", {
      method: "PATCH",
      headers: { prefer: "return=minimal" },
      body: JSON.stringify({ label: randomBytes(1500).toString("hex") }),
    });
  const upload = (name: string, bytes: Buffer) =>
    call(`/storage/v1/object/diskfiles/${name}`, { method: "POST", key: "service", headers: { "content-type": "application/octet-stream" }, body: bytes });
  const signUp = (email: string) =>
    call("/auth/v1/signup", { method: "POST", headers: { authorization: "" }, body: JSON.stringify({ email, password: "a long enough password" }) });
  // Auth answers 503 (not 507): supabase-js retries a 5xx and keeps the session, where a 507 would sign the user out.
  const expectAuthRefused = (r: { status: number; type: string; bytes: Buffer }) => {
    expect(r.status).toBe(503);
    expect(JSON.parse(r.bytes.toString())).toMatchObject({ code: "unexpected_failure", message: DISK_FULL_MESSAGE });
  };
  const userCount = async () => Number((await server!.ctx.db.query<{ n: string }>("select count(*)::text as n from auth.users")).rows[0]!.n);
  const rows = async () => JSON.parse((await call("/rest/v1/disk_items?select=id,label&order=id")).bytes.toString()) as { id: number; label: string }[];

  const expectRestRefused = (r: { status: number; type: string; bytes: Buffer }) => {
    expect(r.status).toBe(507);
    expect(r.type).toContain("application/json");
    expect(JSON.parse(r.bytes.toString())).toMatchObject({ code: "53100", message: DISK_FULL_MESSAGE, hint: null });
  };
  const expectUploadRefused = (r: { status: number; type: string; bytes: Buffer }) => {
    expect(r.status).toBe(507);
    expect(JSON.parse(r.bytes.toString())).toEqual({ statusCode: "507", error: "InsufficientStorage", message: DISK_FULL_MESSAGE });
  };

  it("refuses writes clearly, keeps what was saved, and recovers once space is freed", async () => {
    // Mounted here, not when the suite is collected: a filtered-out suite runs no afterAll to unmount.
    // DISK_FULL_INJECT=1 runs the fallback (injected free space) even where mounting works.
    mounted = process.env.DISK_FULL_INJECT !== "1" && mountTmpfs(mnt, kind === "postgres" ? 160 : 128);
    if (!mounted) console.warn(`disk-full (${kind}): could not mount a tmpfs; injecting the free space instead (phase 2 needs a real small disk)`);
    mkdirSync(dataDir, { recursive: true });
    if (kind === "postgres") {
      pg = await startThrowawayPostgres(mounted ? { parent: mnt } : {});
      databaseUrl = await createDatabase(pg!.url, "wl_diskfull");
    }
    server = await start(RESERVE_MB);
    await server.ctx.db.exec(`create table public.disk_items (id bigint primary key, label text not null);
      grant select, insert, update on public.disk_items to anon;`);
    await reloadSchemaCache(server.ctx);
    expect((await call("/storage/v1/bucket", { method: "POST", key: "service", body: JSON.stringify({ id: "diskfiles", public: false }) })).status).toBe(200);
    expect((await insert(1, 50)).status).toBe(201);
    const files = new Map([["before.bin", randomBytes(300 * 1024)]]);
    expect((await upload("before.bin", files.get("before.bin")!)).status).toBe(200);
    const saved = await rows();

    // Phase 1: below the reserve, before the disk is full.
    if (mounted) fill(mnt, (RESERVE_MB / 2) * MB);
    else injectedFree = (RESERVE_MB / 2) * MB;
    // The guard reuses a reading for 500 ms; a real disk takes that long to notice, the test need not.
    server.ctx.disk.forget();
    expectRestRefused(await insert(100, 1));
    expectRestRefused(await update());
    expectUploadRefused(await upload("refused.bin", randomBytes(1024)));
    const users = await userCount();
    expectAuthRefused(await signUp("phase1@example.com"));
    expect(await userCount()).toBe(users);
    expect(await rows()).toEqual(saved);
    unfill(mnt);
    injectedFree = Infinity;
    await expect.poll(async () => (await insert(100, 1)).status, { timeout: 10_000 }).toBe(201);
    expect((await update()).status).toBe(204);
    expect((await signUp("phase1@example.com")).status).toBe(200);
    files.set("after1.bin", randomBytes(100 * 1024));
    expect((await upload("after1.bin", files.get("after1.bin")!)).status).toBe(200);
    await server.close();
    server = undefined;
    const phase1 = diskFullLines(logs.at(-1)!);
    expect(phase1.map((l) => l.level)).toEqual([50]); // logged once, at error level

    if (mounted) {
      // Phase 2: the guard off, the disk really full; the database's and the file system's own errors.
      server = await start(0);
      // Start phase 2 with a checkpoint done and (PostgreSQL) a fresh WAL file, so only table and file writes need space.
      if (kind === "postgres") await server.ctx.db.query("select pg_switch_wal()");
      await server.ctx.db.exec("checkpoint");
      const before = await rows();
      fill(mnt, 0);
      expect(freeOn(mnt)).toBeLessThan(4096 * 2);
      expectRestRefused(await insert(1000, 200, 2000));
      expectRestRefused(await update());
      expectUploadRefused(await upload("refused.bin", randomBytes(256 * 1024)));
      expect(await rows()).toEqual(before);
      unfill(mnt);
      expect((await insert(1000, 200, 2000)).status).toBe(201);
      files.set("after2.bin", randomBytes(100 * 1024));
      expect((await upload("after2.bin", files.get("after2.bin")!)).status).toBe(200);
      await server.close();
      server = undefined;
      expect(diskFullLines(logs.at(-1)!).map((l) => l.level)).toEqual([50]);
    }

    // The data directory reopens cleanly; everything saved is intact; new writes work.
    server = await start(RESERVE_MB);
    const after = await rows();
    expect(after.slice(0, saved.length).filter((r) => r.id > 10)).toEqual(saved.filter((r) => r.id > 10));
    expect(after.map((r) => r.id)).toEqual([...saved.map((r) => r.id), 100, ...(mounted ? Array.from({ length: 200 }, (_, i) => 1000 + i) : [])]);
    for (const [name, bytes] of files) {
      const got = await call(`/storage/v1/object/diskfiles/${name}`, { key: "service" });
      expect(got.status, name).toBe(200);
      expect(got.bytes.equals(bytes), name).toBe(true);
    }
    expect((await call("/storage/v1/object/diskfiles/refused.bin", { key: "service" })).status).toBe(404);
    expect((await insert(5000, 1)).status).toBe(201);
    expect((await upload("last.bin", randomBytes(1024))).status).toBe(200);
  }, 120_000);
});
