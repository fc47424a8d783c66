// The operator's commands on both databases: grant/revoke by e-mail (audit rows, the last admin
// kept, clear errors for unknown e-mails and missing arguments) and keys that the server accepts.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCommand, keysCommand } from "../../src/cli/operator.js";
import { loadConfig } from "../../src/config.js";
import { migrate } from "../../src/db/migrate.js";
import { openDb } from "../../src/db/open.js";
import { databases } from "../support/databases.js";
import { createDatabase, startThrowawayPostgres, type ThrowawayPostgres } from "../support/postgres.js";
import { startTestServer } from "../support/server.js";

const root = new URL("../../../../", import.meta.url).pathname;
const secret = "cli-test-secret-cli-test-secret-cli-test-secret";

describe.each(databases)("operator commands on %s", (kind) => {
  let env: NodeJS.ProcessEnv;
  let dir: string;
  let pg: ThrowawayPostgres | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "wl-cli-"));
    env = { DATA_DIR: dir, JWT_SECRET: secret, PORT: "0" };
    if (kind === "postgres") {
      pg = await startThrowawayPostgres();
      env.DATABASE_URL = await createDatabase(pg!.url, "wl_cli");
    }
    const db = await openDb(loadConfig(env));
    await migrate(db);
    await db.query(`insert into auth.users (email) values ('first@example.com'), ('second@example.com')`);
    await db.close();
  });
  afterAll(async () => {
    await pg?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const admins = async () => {
    const db = await openDb(loadConfig(env));
    try {
      const rows = (await db.query<{ email: string }>(`select u.email from public.profiles p join auth.users u on u.id = p.id where p.is_admin order by 1`))
        .rows;
      const audit = (await db.query<{ action: string; actor_email: string }>(`select action, actor_email from public.admin_audit order by id`)).rows;
      return { emails: rows.map((r) => r.email), audit };
    } finally {
      await db.close();
    }
  };

  it("grants and revokes by e-mail, keeps the last admin, and writes audit rows", async () => {
    expect(await adminCommand(["grant", "First@Example.com"], env)).toMatch(/is now an administrator/);
    expect(await adminCommand(["grant", "first@example.com"], env)).toMatch(/already/);
    await expect(adminCommand(["revoke", "first@example.com"], env)).rejects.toThrow(/last administrator/);
    expect(await adminCommand(["grant", "second@example.com"], env)).toMatch(/is now an administrator/);
    expect(await adminCommand(["revoke", "first@example.com"], env)).toMatch(/no longer/);
    const state = await admins();
    expect(state.emails).toEqual(["second@example.com"]);
    expect(state.audit).toEqual([
      { action: "grant_admin", actor_email: "operator (command line)" },
      { action: "grant_admin", actor_email: "operator (command line)" },
      { action: "revoke_admin", actor_email: "operator (command line)" },
    ]);
  });

  it("fails clearly on bad input", async () => {
    await expect(adminCommand([], env)).rejects.toThrow(/Usage/);
    await expect(adminCommand(["promote", "a@b.c"], env)).rejects.toThrow(/Unknown command "promote"/);
    await expect(adminCommand(["grant"], env)).rejects.toThrow(/exactly one e-mail/);
    await expect(adminCommand(["grant", "not-an-email"], env)).rejects.toThrow(/not an e-mail address/);
    await expect(adminCommand(["grant", "nobody@example.com"], env)).rejects.toThrow(/No account has the e-mail nobody@example.com/);
    await expect(adminCommand(["grant", "a@b.c"], { ...env, JWT_SECRET: "short" })).rejects.toThrow(/JWT_SECRET/);
  });

  // The embedded database allows one process; PostgreSQL takes the command while the server runs.
  it("with a server on the install's port: refuses on the embedded database, goes ahead on PostgreSQL", async () => {
    const server = await startTestServer();
    try {
      const port = new URL(server.url).port;
      const run = adminCommand(["grant", "second@example.com"], { ...env, PORT: port });
      if (kind === "pglite") await expect(run).rejects.toThrow(new RegExp(`server is running on port ${port}`));
      else await expect(run).resolves.toMatch(/already an administrator/);
    } finally {
      await server.close();
    }
  });

  it("prints keys signed with the install's secret", async () => {
    const out = await keysCommand(env);
    const anon = /anon key:\s+(\S+)/.exec(out)![1]!;
    const service = /service_role key:\s+(\S+)/.exec(out)![1]!;
    const key = new TextEncoder().encode(secret);
    expect((await jwtVerify(anon, key)).payload.role).toBe("anon");
    expect((await jwtVerify(service, key)).payload.role).toBe("service_role");
  });
});

describe("npm scripts", () => {
  it("npm run admin exits 1 with the usage on missing arguments; npm run keys prints keys", () => {
    const env = { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), "wl-cli-")), JWT_SECRET: secret, DATABASE_URL: "", PORT: "0" };
    const bad = spawnSync("npm", ["run", "-s", "admin", "--", "grant"], { cwd: root, env, encoding: "utf8" });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/Give exactly one e-mail address/);
    const keys = spawnSync("npm", ["run", "-s", "keys"], { cwd: root, env, encoding: "utf8" });
    expect(keys.status).toBe(0);
    expect(keys.stdout).toMatch(/anon key:\s+eyJ/);
    rmSync(env.DATA_DIR, { recursive: true, force: true });
  }, 60_000);
});
