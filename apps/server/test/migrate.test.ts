import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "../src/db/db.js";
import { migrate, platformDir } from "../src/db/migrate.js";
import { openPglite } from "../src/db/pglite.js";

describe("migration runner", () => {
  let db: Db | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it("applies platform then app migrations once, and refuses an edited applied one", async () => {
    const appDir = mkdtempSync(join(tmpdir(), "wl-mig-"));
    writeFileSync(join(appDir, "20260101000000_first.sql"), "create table public.t1 (id int primary key);");
    db = await openPglite(undefined);
    const first = await migrate(db, { platform: platformDir, app: appDir });
    expect(first).toContain("20260101000000_first");
    expect(first.some((n) => n.startsWith("0001_"))).toBe(true);

    writeFileSync(join(appDir, "20260102000000_second.sql"), "create table public.t2 (id int primary key);");
    const second = await migrate(db, { platform: platformDir, app: appDir });
    expect(second).toEqual(["20260102000000_second"]);

    const recorded = await db.query<{ version: string }>("select version from supabase_migrations.schema_migrations order by version");
    expect(recorded.rows.map((r) => r.version)).toEqual(["20260101000000", "20260102000000"]);

    writeFileSync(join(appDir, "20260101000000_first.sql"), "create table public.t1 (id int primary key, x int);");
    await expect(migrate(db, { platform: platformDir, app: appDir })).rejects.toThrow(/was changed after it was applied/);
  });

  it("rolls back a failing migration and records nothing for it", async () => {
    const appDir = mkdtempSync(join(tmpdir(), "wl-mig-"));
    writeFileSync(join(appDir, "20260101000000_bad.sql"), "create table public.ok (id int); select * from nowhere;");
    db = await openPglite(undefined);
    await expect(migrate(db, { platform: platformDir, app: appDir })).rejects.toThrow(/20260101000000_bad.sql failed/);
    const t = await db.query("select to_regclass('public.ok') as t");
    expect(t.rows[0]).toEqual({ t: null });
  });

  it("provides the Supabase roles and auth helpers", async () => {
    db = await openPglite(undefined);
    await migrate(db, { platform: platformDir, app: mkdtempSync(join(tmpdir(), "wl-mig-")) });
    const uid = await db.transaction(async (tx) => {
      await tx.query("select set_config('request.jwt.claims', $1, true)", [
        JSON.stringify({ sub: "6f1c1d7e-2a7b-4a53-9b8e-0d3c8e8d1a11", role: "authenticated" }),
      ]);
      await tx.query("set local role authenticated");
      return (await tx.query<{ uid: string; role: string }>("select auth.uid() as uid, auth.role() as role")).rows[0];
    });
    expect(uid).toEqual({ uid: "6f1c1d7e-2a7b-4a53-9b8e-0d3c8e8d1a11", role: "authenticated" });
  });
});
