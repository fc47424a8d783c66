// The GoTrue admin API answers the service role only, however its path is spelled: encoded
// letters, an encoded slash, doubled and trailing slashes, case and dot segments. An attacker's
// test once listed every user with the anon key through `/auth/v1/%61dmin/users` (the guard read
// the raw URL while the router decoded it); see docs/security.md, "The admin API".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../support/raw-get.js";
import { startTestServer, type TestServer } from "../support/server.js";

interface Answer {
  status: number;
  body: string;
}

const raw = async (base: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> => {
  const res = await rawRequest(base, method, path, headers, body);
  return { status: res.status, body: res.body.toString("utf8") };
};

/** Every way of spelling `/auth/v1/admin/<rest>` that a router or proxy might treat as it. */
function spellings(rest: string): string[] {
  const [first, ...more] = rest.split("/");
  const tail = more.length ? `/${more.join("/")}` : "";
  return [
    `/auth/v1/admin/${rest}`,
    `/auth/v1/%61dmin/${rest}`,
    `/auth/v1/%61%64%6d%69%6e/${rest}`,
    `/auth/v1/adm%69n/${rest}`,
    `/auth/v1/%2561dmin/${rest}`,
    `/auth/v1/admin%2F${rest}`,
    `/auth/v1/admin%2f${rest}`,
    `/auth/v1//admin/${rest}`,
    `/auth/v1/admin//${rest}`,
    `/auth//v1/admin/${rest}`,
    `/auth/v1/admin/${rest}/`,
    `/auth/v1/admin/${rest}//`,
    `/auth/v1/ADMIN/${rest}`,
    `/auth/v1/Admin/${rest}`,
    `/auth/v1/admin/${first!.toUpperCase()}${tail}`,
    `/auth/v1/./admin/${rest}`,
    `/auth/v1/admin/./${rest}`,
    `/auth/v1/x/../admin/${rest}`,
    `/auth/v1/%2e/admin/${rest}`,
    `/auth/v1/x/%2e%2e/admin/${rest}`,
    `/auth/v1/admin/${first}%2F${more.join("%2F")}`,
    `/auth/v1/admin/%${first!.charCodeAt(0).toString(16)}${first!.slice(1)}${tail}`,
    `/%61uth/v1/%61dmin/${rest}`,
    `/auth/v1/admin/${rest}?x=/admin/`,
    `/auth/v1/admin/${rest};`,
    `/auth/v1/admin/${rest}%00`,
    `/auth/v1/admin/${rest}%20`,
  ];
}

describe("the admin API under every spelling of its path", () => {
  let server: TestServer;
  let userId: string;
  const email = "victim-admin-paths@example.com";
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_AUTH_PER_IP: "100000", RATE_LIMIT_AUTH_PER_EMAIL: "100000" } });
    const made = await server.admin().auth.admin.createUser({ email, password: "victim-pass-1", email_confirm: true });
    expect(made.error).toBeNull();
    userId = made.data.user!.id;
  });
  afterAll(() => server?.close());

  // A path no API route matches falls through to the SPA, which this test server does not serve (503).
  const fails = (a: Answer) => leaks(a) || (a.status >= 500 && !a.body.includes("The web app has not been built"));
  const leaks = (a: Answer) => a.status < 300 || a.body.includes(email) || a.body.includes("action_link") || a.body.includes("hashed_token");

  it("the service role reaches it, so the probes below test the guard and not a typo", async () => {
    const headers = { apikey: server.serviceKey, authorization: `Bearer ${server.serviceKey}` };
    const list = await raw(server.url, "GET", "/auth/v1/admin/users", headers);
    expect(list.status).toBe(200);
    expect(list.body).toContain(email);
    // An encoded spelling the router decodes to the same route is still the same route.
    const encoded = await raw(server.url, "GET", "/auth/v1/%61dmin/users", headers);
    expect(encoded.status).toBe(200);
  });

  const callers = (s: TestServer): [string, Record<string, string>][] => [
    ["the anon key alone", { apikey: s.anonKey }],
    ["the anon key as the bearer", { apikey: s.anonKey, authorization: `Bearer ${s.anonKey}` }],
    ["no key at all", {}],
  ];

  it("lists, reads, creates, changes and deletes nothing without the service role", async () => {
    const probes: [string, string, string | undefined][] = [];
    for (const p of spellings("users")) probes.push(["GET", p, undefined]);
    for (const p of spellings("users"))
      probes.push(["POST", p, JSON.stringify({ email: "intruder@example.com", password: "intruder-1", email_confirm: true })]);
    for (const p of spellings(`users/${userId}`)) {
      probes.push(["GET", p, undefined]);
      probes.push(["PUT", p, JSON.stringify({ password: "taken-over-1" })]);
      probes.push(["DELETE", p, undefined]);
    }
    for (const p of spellings("generate_link")) probes.push(["POST", p, JSON.stringify({ type: "magiclink", email })]);
    const failures: string[] = [];
    for (const [who, headers] of callers(server)) {
      for (const [method, path, body] of probes) {
        const a = await raw(server.url, method, path, headers, body);
        if (fails(a)) failures.push(`${who}: ${method} ${path} → ${a.status} ${a.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    // And nothing changed: the user is there with the old password, no intruder was made.
    const still = await server.admin().auth.admin.getUserById(userId);
    expect(still.data.user?.email).toBe(email);
    const signIn = await server.client().auth.signInWithPassword({ email, password: "victim-pass-1" });
    expect(signIn.error).toBeNull();
    const list = await server.admin().auth.admin.listUsers();
    expect(list.data.users.map((u) => u.email)).not.toContain("intruder@example.com");
  });

  it("a signed-in user's own token opens none of it either", async () => {
    const sb = server.client();
    const { data } = await sb.auth.signInWithPassword({ email, password: "victim-pass-1" });
    const headers = { apikey: server.anonKey, authorization: `Bearer ${data.session!.access_token}` };
    const failures: string[] = [];
    for (const path of [...spellings("users"), ...spellings(`users/${userId}`)]) {
      const a = await raw(server.url, "GET", path, headers);
      if (fails(a)) failures.push(`GET ${path} → ${a.status}`);
    }
    expect(failures).toEqual([]);
  });
});
