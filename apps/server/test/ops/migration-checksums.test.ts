// Migration checksums: old installs get theirs filled in, an edited applied file stops the
// server (exit 1, naming the file), and the admin list shows every migration's state.
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { listMigrations, migrate, MigrationError, platformDir } from "../../src/db/migrate.js";
import { openPglite } from "../../src/db/pglite.js";
import { useTestServer } from "../support/databases.js";
import { signedInUser } from "../support/users.js";

const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));

describe("migration checksums", () => {
  it("fills missing checksums on start, lists pending and applied, and refuses an edited file by name", async () => {
    const app = mkdtempSync(join(tmpdir(), "wl-sum-"));
    writeFileSync(join(app, "20260101000000_first.sql"), "create table public.t1 (id int primary key);");
    const db = await openPglite(undefined);
    try {
      await migrate(db, { platform: platformDir, app });
      // An install from before checksums: the column is empty.
      await db.query(`update supabase_migrations.schema_migrations set checksum = null`);
      writeFileSync(join(app, "20260102000000_second.sql"), "create table public.t2 (id int primary key);");
      let list = (await listMigrations(db, { platform: platformDir, app })).filter((m) => m.kind === "app");
      expect(list.map((m) => [m.version, m.status])).toEqual([
        ["20260101000000", "applied"],
        ["20260102000000", "pending"],
      ]);
      expect(list[0]!.appliedChecksum).toBeNull();
      expect(list[0]!.appliedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

      await migrate(db, { platform: platformDir, app });
      list = (await listMigrations(db, { platform: platformDir, app })).filter((m) => m.kind === "app");
      expect(list.every((m) => m.status === "applied" && m.appliedChecksum === m.checksum && /^[0-9a-f]{64}$/.test(m.checksum!))).toBe(true);

      writeFileSync(join(app, "20260101000000_first.sql"), "create table public.t1 (id int primary key, x int);");
      expect((await listMigrations(db, { platform: platformDir, app })).find((m) => m.version === "20260101000000")!.status).toBe("changed");
      const err = await migrate(db, { platform: platformDir, app }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(MigrationError);
      expect((err as Error).message).toMatch(/^App migration 20260101000000_first\.sql was changed after it was applied/);
    } finally {
      await db.close();
    }
  });

  it("npm start exits 1 and names the file when an applied migration changed", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "wl-sum-start-"));
    const db = await openPglite(join(dataDir, "pgdata"));
    try {
      await migrate(db);
      await db.query(`update supabase_migrations.schema_migrations set checksum = repeat('0', 64) where version = '20261122000300'`);
    } finally {
      await db.close();
    }
    const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: "0",
        HOST: "127.0.0.1",
        WEB_DIST: "",
        LOG_LEVEL: "silent",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/App migration 20261122000300_content_items\.sql was changed after it was applied/);
  }, 120_000);
});

describe("GET /ops/v1/migrations", () => {
  const server = useTestServer("pglite");
  it("lists every applied migration with its checksum for an admin", async () => {
    const s = server();
    const [client, id] = await signedInUser(s, "ops-admin@example.com");
    await s.ctx.db.query(`update public.profiles set is_admin = true where id = $1`, [id]);
    const token = (await client.auth.getSession()).data.session!.access_token;
    const res = await fetch(`${s.url}/ops/v1/migrations`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      migrations: {
        kind: string;
        version: string;
        name: string;
        checksum: string;
        status: string;
      }[];
    };
    const app = body.migrations.filter((m) => m.kind === "app");
    expect(app.find((m) => m.version === "20261122000300")).toMatchObject({
      name: "content_items",
      status: "applied",
    });
    expect(app.every((m) => m.status === "applied" && /^[0-9a-f]{64}$/.test(m.checksum))).toBe(true);
    expect(
      (
        await fetch(`${s.url}/ops/v1/migrations`, {
          headers: { Authorization: `Bearer ${s.serviceKey}` },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await fetch(`${s.url}/ops/v1/migrations`, {
          headers: { Authorization: `Bearer ${s.anonKey}` },
        })
      ).status,
    ).toBe(403);
  });
});
