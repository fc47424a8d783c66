// Every way a restore is refused carries a code from RESTORE_ERRORS (ops/errors.ts), and leaves
// the install as it was: checked on a fresh server's own database, with --force where the check
// for accounts would come first.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESTORE_ERRORS, type RestoreErrorCode } from "../../src/ops/errors.js";
import { restoreBackup } from "../../src/ops/restore.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { signedInUser } from "../support/users.js";

const header = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    type: "header",
    format: "worldloom-backup",
    version: 1,
    createdAt: "",
    database: "pglite",
    migrations: {},
    tables: ["public.forum_categories"],
    ...extra,
  });
const file = (...lines: string[]) => Readable.from([gzipSync(lines.map((l) => `${l}\n`).join(""))]);

describe("a refused restore", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  const refused = async (input: Readable, code: RestoreErrorCode, force = true) => {
    const storage = join(mkdtempSync(join(tmpdir(), "wl-restore-")), "storage");
    await expect(restoreBackup(server.ctx.db, storage, input, { force })).rejects.toMatchObject({ name: "RestoreError", code });
  };

  it("names why, by a code of RESTORE_ERRORS, for each way a file can be wrong", async () => {
    const before = await server.ctx.db.query<{ n: number }>("select count(*)::int as n from public.forum_categories");
    await refused(Readable.from([Buffer.from("hello")]), "not_a_backup");
    await refused(file('{"type":"rows"}'), "not_a_backup");
    await refused(file(header({ tables: undefined })), "not_a_backup");
    await refused(file(header(), "{not json"), "damaged");
    await refused(file(header(), "[1,2]"), "damaged");
    await refused(
      file(header(), JSON.stringify({ type: "end", tables: {}, files: 0 }), JSON.stringify({ type: "rows", table: "public.forum_categories", rows: [] })),
      "damaged",
    );
    await refused(file(header(), JSON.stringify({ type: "end", tables: { "public.forum_categories": 3 }, files: 0 })), "damaged");
    await refused(file(header()), "incomplete");
    await refused(file(header({ version: 99 })), "newer_format");
    await refused(file(header({ migrations: { "29991231000000": "x" } })), "newer_install");
    await refused(
      file(header({ tables: ["public.no_such_table"] }), JSON.stringify({ type: "rows", table: "public.no_such_table", rows: [] })),
      "unknown_table",
    );
    await refused(file(header(), JSON.stringify({ type: "file", path: "../../etc/passwd", data: "" })), "unsafe_path");
    const after = await server.ctx.db.query<{ n: number }>("select count(*)::int as n from public.forum_categories");
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it("refuses a database with accounts unless forced", async () => {
    await signedInUser(server, "restore-owner@example.com");
    await refused(file(header()), "not_fresh_install", false);
  });

  it("has a meaning for every code", () => {
    for (const [code, meaning] of Object.entries(RESTORE_ERRORS)) expect(meaning.length, code).toBeGreaterThan(20);
  });
});
