// Backup → fresh install → restore: every table's rows and every storage file come back, on
// PGlite and PostgreSQL. The download is admin-only; restore refuses a used database and bad files.
import { mkdirSync, mkdtempSync, rmSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import type { Db } from "../../src/db/db.js";
import { migrate } from "../../src/db/migrate.js";
import { openDb } from "../../src/db/open.js";
import { backupTables, quoteTable } from "../../src/ops/backup.js";
import { runBackup, runRestore } from "../../src/ops/cli.js";
import { createDatabase, startThrowawayPostgres, type ThrowawayPostgres } from "../support/postgres.js";
import { databases, useTestServer } from "../support/databases.js";
import { signedInUser } from "../support/users.js";

async function counts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of await backupTables(db)) out[t] = (await db.query<{ n: number }>(`select count(*)::int as n from ${quoteTable(t)}`)).rows[0]!.n;
  return out;
}

function filesUnder(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  try {
    for (const e of readdirSync(root, {
      withFileTypes: true,
      recursive: true,
    })) {
      if (e.isFile()) out[relative(root, join(e.parentPath, e.name))] = readFileSync(join(e.parentPath, e.name)).toString("base64");
    }
  } catch {
    // no directory: no files
  }
  return out;
}

const quiet = () => {
  const lines: string[] = [];
  return {
    lines,
    out: {
      log: (l: string) => lines.push(l),
      error: (l: string) => lines.push(l),
    },
  };
};

describe.each(databases)("backup and restore on %s", (kind) => {
  const server = useTestServer(kind);
  let pg: ThrowawayPostgres | undefined;
  beforeAll(async () => {
    if (kind === "postgres") pg = await startThrowawayPostgres();
  });
  afterAll(async () => {
    await pg?.stop();
  });

  it("refuses anonymous and non-admin callers, and gives an admin a full backup that restores identically", async () => {
    const s = server();
    const [alice, aliceId] = await signedInUser(s, `alice-${kind}@example.com`);
    const [, adminId] = await signedInUser(s, `admin-${kind}@example.com`);
    const db = s.ctx.db;
    await db.query(`update public.profiles set is_admin = true where id = $1`, [adminId]);

    // Seed: items, a story document, a forum thread with a post, a storage file.
    const items = await alice.from("content_items").insert([
      {
        kind: "character",
        name: "Mira",
        summary: "A cartographer.",
        data: { fields: [] },
        tags: ["a"],
        seed: "s1",
        generator_version: 1,
      },
      {
        kind: "town",
        name: "Low Fen",
        summary: "",
        data: {},
        tags: [],
        seed: null,
        generator_version: null,
      },
    ]);
    expect(items.error).toBeNull();
    const doc = await alice.from("story_documents").insert({ tool: "story", title: "The Long Road" });
    expect(doc.error).toBeNull();
    const cat = await db.query<{ id: string }>(`select id from public.forum_categories limit 1`);
    const thread = await db.query<{ id: string }>(
      `insert into public.forum_threads (category_id, author_id, title) values ($1, $2, 'Hello there') returning id`,
      [cat.rows[0]!.id, aliceId],
    );
    await db.query(`insert into public.forum_posts (thread_id, number, author_id, body) values ($1, 1, $2, 'First post')`, [thread.rows[0]!.id, aliceId]);
    const admin = s.admin();
    expect((await admin.storage.createBucket("notes", { public: false })).error).toBeNull();
    expect((await admin.storage.from("notes").upload("a/hello.txt", new Blob(["hello backup"], { type: "text/plain" }))).error).toBeNull();

    // Access: nobody but an admin gets a backup or the migration list.
    expect((await fetch(`${s.url}/ops/v1/backup`)).status).toBe(401);
    const aliceToken = (await alice.auth.getSession()).data.session!.access_token;
    expect(
      (
        await fetch(`${s.url}/ops/v1/backup`, {
          headers: { Authorization: `Bearer ${aliceToken}` },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await fetch(`${s.url}/ops/v1/migrations`, {
          headers: { Authorization: `Bearer ${aliceToken}` },
        })
      ).status,
    ).toBe(403);
    const adminClient = s.client();
    await adminClient.auth.signInWithPassword({
      email: `admin-${kind}@example.com`,
      password: "contract-pass",
    });
    const adminToken = (await adminClient.auth.getSession()).data.session!.access_token;
    const res = await fetch(`${s.url}/ops/v1/backup`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="worldloom-backup-.*\.jsonl\.gz"/);
    const dir = mkdtempSync(join(tmpdir(), "wl-backup-"));
    const file = join(dir, "download.jsonl.gz");
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));

    const before = await counts(db);
    expect(before["public.content_items"]).toBe(2);
    expect(before["public.story_documents"]).toBe(1);
    expect(before["public.forum_posts"]).toBe(1);
    expect(before["auth.users"]).toBe(2);
    expect(before["storage.objects"]).toBe(1);
    const filesBefore = filesUnder(s.ctx.config.storageDir);
    expect(Object.keys(filesBefore)).toEqual([join("notes", "a", "hello.txt")]);

    // A fresh install: an empty data dir (PGlite) or a new database (PostgreSQL).
    const dataDir = mkdtempSync(join(tmpdir(), "wl-restore-"));
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      ...(pg ? { DATABASE_URL: await createDatabase(pg.url, "wl_restore") } : {}),
    };
    const r = quiet();
    expect(await runRestore([file], env, r.out), r.lines.join("\n")).toBe(0);
    expect(r.lines[0]).toMatch(/^Restored \d+ rows in \d+ tables and 1 storage files/);

    const config = loadConfig(env);
    const restored = await openDb(config);
    try {
      expect(await counts(restored)).toEqual(before);
      const names = await restored.query<{ name: string }>(`select name from public.content_items order by name`);
      expect(names.rows.map((x) => x.name)).toEqual(["Low Fen", "Mira"]);
      expect(filesUnder(config.storageDir)).toEqual(filesBefore);
    } finally {
      await restored.close();
    }

    // A second restore onto the now-used install is refused without --force, accepted with it.
    const again = quiet();
    expect(await runRestore([file], env, again.out)).toBe(1);
    expect(again.lines[0]).toMatch(/already has accounts.*--force/);
    const forced = quiet();
    expect(await runRestore([file, "--force"], env, forced.out), forced.lines.join("\n")).toBe(0);

    // npm run backup on the restored install writes a file that restores to the same counts.
    const b = quiet();
    expect(await runBackup(["--out", join(dir, "cli.jsonl.gz")], env, b.out), b.lines.join("\n")).toBe(0);
    expect(b.lines[1]).toBe(join(dir, "cli.jsonl.gz"));
  }, 180_000);

  it("explains a missing, foreign or truncated file and changes nothing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "wl-bad-"));
    const env = {
      DATA_DIR: join(dir, "data"),
      ...(pg ? { DATABASE_URL: await createDatabase(pg.url, "wl_bad") } : {}),
    };
    const missing = quiet();
    expect(await runRestore([join(dir, "nope.jsonl.gz")], env, missing.out)).toBe(1);
    expect(missing.lines[0]).toMatch(/^No such file: /);
    const usage = quiet();
    expect(await runRestore([], env, usage.out)).toBe(2);
    expect(usage.lines[0]).toMatch(/Usage: npm run restore -- <backup file>/);

    if (!pg) {
      // PGlite open in another process (its pgdata holds postmaster.pid): both commands say so.
      mkdirSync(join(dir, "data", "pgdata"), { recursive: true });
      writeFileSync(join(dir, "data", "pgdata", "postmaster.pid"), "1");
      writeFileSync(join(dir, "plain.txt"), "hello");
      const busy = quiet();
      expect(await runBackup([], env, busy.out)).toBe(1);
      expect(await runRestore([join(dir, "plain.txt")], { ...env }, busy.out)).toBe(1);
      expect(busy.lines).toEqual([expect.stringMatching(/is open in another process/), expect.stringMatching(/is open in another process/)]);
      rmSync(join(dir, "data", "pgdata", "postmaster.pid"));
    }
    writeFileSync(join(dir, "plain.txt"), "hello");
    const plain = quiet();
    expect(await runRestore([join(dir, "plain.txt")], env, plain.out)).toBe(1);
    expect(plain.lines[0]).toMatch(/not a Worldloom backup/);

    const header = {
      type: "header",
      format: "worldloom-backup",
      version: 1,
      createdAt: "",
      database: "pglite",
      migrations: {},
      tables: ["public.forum_categories"],
    };
    writeFileSync(
      join(dir, "cut.jsonl.gz"),
      gzipSync(
        JSON.stringify(header) +
          "\n" +
          JSON.stringify({
            type: "rows",
            table: "public.forum_categories",
            rows: [],
          }) +
          "\n",
      ),
    );
    const cut = quiet();
    expect(await runRestore([join(dir, "cut.jsonl.gz")], env, cut.out)).toBe(1);
    expect(cut.lines[0]).toMatch(/ends early/);

    // A backup without a table (e.g. one a newer migration added and seeded) leaves that table alone.
    writeFileSync(
      join(dir, "older.jsonl.gz"),
      gzipSync(
        [
          { ...header, tables: [] },
          { type: "end", tables: {}, files: 0 },
        ]
          .map((l) => JSON.stringify(l))
          .join("\n") + "\n",
      ),
    );
    const older = quiet();
    expect(await runRestore([join(dir, "older.jsonl.gz")], env, older.out), older.lines.join("\n")).toBe(0);

    // The failed restore rolled back: the install's own seed rows are still there.
    const db = await openDb(loadConfig(env));
    try {
      await migrate(db);
      const n = await db.query<{ n: number }>(`select count(*)::int as n from public.forum_categories`);
      expect(n.rows[0]!.n).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  }, 120_000);
});
