import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, postgresAvailable, startThrowawayPostgres, type ThrowawayPostgres } from "../support/postgres.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { fragmentParams, lastLink, openLink, uniqueEmail } from "./helpers.js";

// The core account flow again, on a real PostgreSQL cluster.
describe.runIf(postgresAvailable())("auth on PostgreSQL", () => {
  let pg: ThrowawayPostgres | undefined;
  let server: TestServer;
  beforeAll(async () => {
    pg = await startThrowawayPostgres();
    server = await startTestServer({ databaseUrl: await createDatabase(pg!.url, "wl_auth") });
  });
  afterAll(async () => {
    await server?.close();
    await pg?.stop();
  });

  it("signs up, confirms, signs in, refreshes, changes the password and signs out", async () => {
    const email = uniqueEmail("pg");
    const sb = server.client();
    expect((await sb.auth.signUp({ email, password: "pg-password" })).error).toBeNull();
    const { location } = await openLink(await lastLink(server, email));
    expect(fragmentParams(location).get("type")).toBe("signup");
    const signed = await sb.auth.signInWithPassword({ email, password: "pg-password" });
    expect(signed.error).toBeNull();
    const refreshed = await sb.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(signed.data.session?.refresh_token);
    expect((await sb.auth.updateUser({ password: "pg-password-2", current_password: "pg-password" })).error).toBeNull();
    expect((await sb.auth.signOut()).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: "pg-password-2" })).error).toBeNull();
    const [a, b] = await Promise.all([sb.auth.getSession(), server.client().auth.getSession()]);
    expect(a.data.session).toBeNull();
    expect(b.data.session).toBeNull();
  });
});
