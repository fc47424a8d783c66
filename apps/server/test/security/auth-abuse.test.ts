// Attacks on the auth service that once worked (docs/security.md): telling known addresses from
// unknown ones by answer or timing, 500s on ordinary sign-up input, metadata that grows the token
// until every request is a 431, and refresh grants without a rate limit.
import { vi } from "vitest";

// Real password hashing here: the timing of a bcrypt comparison is what the enumeration tests measure.
vi.hoisted(() => {
  process.env.WL_TEST_BCRYPT_COST = "10";
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.js";
import { outbox } from "../auth/helpers.js";

const LIMITS = { RATE_LIMIT_AUTH_PER_IP: "100000", RATE_LIMIT_AUTH_PER_EMAIL: "100000", RATE_LIMIT_TOKEN_REFRESH_PER_IP: "5" };

async function post(server: TestServer, path: string, body: unknown): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${server.url}/auth/v1${path}`, {
    method: "POST",
    headers: { apikey: server.anonKey, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text, ms: performance.now() - started };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe("auth under attack", () => {
  let server: TestServer;
  const known = "known-enum@example.com";
  beforeAll(async () => {
    server = await startTestServer({ env: LIMITS });
    const made = await server.admin().auth.admin.createUser({ email: known, password: "known-pass-1", email_confirm: true });
    expect(made.error).toBeNull();
  });
  afterAll(() => server?.close());

  describe("enumeration", () => {
    it("answers a sign-in link without sign-up the same for a known and an unknown address", async () => {
      const a = await post(server, "/otp", { email: known, create_user: false });
      const b = await post(server, "/otp", { email: "nobody-otp@example.com", create_user: false });
      expect([a.status, a.body]).toEqual([200, "{}"]);
      expect([b.status, b.body]).toEqual([a.status, a.body]);
      expect((await outbox(server, "nobody-otp@example.com")).map((m) => m.subject)).toEqual(["No Worldloom account uses this address"]);
    });

    it("answers recovery and sign-up the same, and tells only the mailbox's owner", async () => {
      const a = await post(server, "/recover", { email: known });
      const b = await post(server, "/recover", { email: "nobody-recover@example.com" });
      expect([b.status, b.body]).toEqual([a.status, a.body]);
      expect((await outbox(server, "nobody-recover@example.com")).map((m) => m.subject)).toEqual(["No Worldloom account uses this address"]);

      const taken = await server.client().auth.signUp({ email: known, password: "other-pass-1" });
      const fresh = await server.client().auth.signUp({ email: "fresh-signup-enum@example.com", password: "other-pass-1" });
      expect(taken.error).toBeNull();
      expect(fresh.error).toBeNull();
      expect(Object.keys(taken.data.user!).sort()).toEqual(Object.keys(fresh.data.user!).sort());
      expect((await outbox(server, known)).map((m) => m.subject)).toContain("You already have a Worldloom account");
      // The taken address's password is unchanged.
      expect((await server.client().auth.signInWithPassword({ email: known, password: "known-pass-1" })).error).toBeNull();
    });

    // Interleaved so that a busy machine slows both sides alike; the medians of each side are compared.
    async function timings(knownCall: () => Promise<{ ms: number }>, unknownCall: () => Promise<{ ms: number }>, rounds = 12) {
      const k: number[] = [];
      const u: number[] = [];
      await knownCall();
      await unknownCall();
      for (let i = 0; i < rounds; i++) {
        k.push((await knownCall()).ms);
        u.push((await unknownCall()).ms);
      }
      return { known: median(k), unknown: median(u) };
    }

    it("takes as long to refuse a wrong password for an unknown address as for a known one", async () => {
      let n = 0;
      const t = await timings(
        () => post(server, "/token?grant_type=password", { email: known, password: "wrong-pass-1" }),
        () => post(server, "/token?grant_type=password", { email: `nobody-pw-${n++}@example.com`, password: "wrong-pass-1" }),
      );
      expect(t.unknown / t.known, JSON.stringify(t)).toBeGreaterThan(0.6);
      expect(t.unknown / t.known, JSON.stringify(t)).toBeLessThan(1.6);
    });

    it("takes as long to answer recovery for an unknown address as for a known one", async () => {
      let n = 0;
      const t = await timings(
        () => post(server, "/recover", { email: known }),
        () => post(server, "/recover", { email: `nobody-rec-${n++}@example.com` }),
      );
      expect(t.unknown / t.known, JSON.stringify(t)).toBeGreaterThan(0.6);
      expect(t.unknown / t.known, JSON.stringify(t)).toBeLessThan(1.6);
    });
  });

  describe("sign-up input is a 4xx, never a 500", () => {
    it("refuses a taken username, a malformed one and an 81-character name, and makes no account", async () => {
      const first = await server.client().auth.signUp({ email: "first-user@example.com", password: "first-pass-1", options: { data: { username: "Ysolde" } } });
      expect(first.error).toBeNull();
      await server.ctx.db.query(`update public.profiles set username = 'Ysolde' where id = $1`, [first.data.user!.id]);
      const cases: [Record<string, unknown>, number, string][] = [
        [{ username: "ysolde" }, 422, "username_taken"],
        [{ username: "no spaces allowed" }, 400, "validation_failed"],
        [{ username: 42 }, 400, "validation_failed"],
        [{ display_name: "x".repeat(81) }, 400, "validation_failed"],
        [{ full_name: "y".repeat(200) }, 400, "validation_failed"],
      ];
      for (const [i, [data, status, code]] of cases.entries()) {
        const email = `bad-data-${i}@example.com`;
        const res = await post(server, "/signup", { email, password: "some-pass-1", data });
        expect([res.status, (JSON.parse(res.body) as { code: string }).code], JSON.stringify(data)).toEqual([status, code]);
        expect((await server.ctx.db.query(`select 1 from auth.users where email = $1`, [email])).rows).toEqual([]);
      }
      // The admin API and e-mail sign-in check the same.
      const admin = await server.admin().auth.admin.createUser({ email: "admin-made@example.com", user_metadata: { username: "YSOLDE" } });
      expect(admin.error?.status).toBe(422);
      const otp = await post(server, "/otp", { email: "otp-made@example.com", data: { display_name: "z".repeat(90) } });
      expect(otp.status).toBe(400);
    });

    it("still makes the account when the profile cannot take a field (the trigger keeps what is valid)", async () => {
      // Straight into auth.users, past the service's checks: the trigger must not abort the insert.
      await server.ctx.db.query(
        `insert into auth.users (id, aud, role, email, raw_user_meta_data)
         values (gen_random_uuid(), 'authenticated', 'authenticated', 'raw-insert@example.com', $1::jsonb)`,
        [JSON.stringify({ username: "Ysolde", display_name: "w".repeat(120) })],
      );
      const p = await server.ctx.db.query<{ username: string | null; display_name: string }>(
        `select p.username, p.display_name from public.profiles p join auth.users u on u.id = p.id where u.email = 'raw-insert@example.com'`,
      );
      expect(p.rows).toEqual([{ username: null, display_name: "w".repeat(80) }]);
    });
  });

  describe("metadata stays small enough for a token", () => {
    it("refuses 900 KiB of metadata at sign-up and in updates, and a merge that grows past the bound", async () => {
      const big = { blob: "x".repeat(900 * 1024) };
      const up = await post(server, "/signup", { email: "big-meta@example.com", password: "big-pass-1", data: big });
      expect(up.status).toBe(400);
      expect((await server.ctx.db.query(`select 1 from auth.users where email = 'big-meta@example.com'`)).rows).toEqual([]);

      const sb = server.client();
      expect((await sb.auth.signInWithPassword({ email: known, password: "known-pass-1" })).error).toBeNull();
      expect((await sb.auth.updateUser({ data: { a: "x".repeat(3000) } })).error).toBeNull();
      const grow = await sb.auth.updateUser({ data: { b: "y".repeat(3000) } });
      expect(grow.error?.status).toBe(400);
      const deep: Record<string, unknown> = {};
      let at = deep;
      for (let i = 0; i < 50; i++) at = (at.n = {}) as Record<string, unknown>;
      expect((await sb.auth.updateUser({ data: { deep } })).error?.status).toBe(400);
      // Replacing a key within the bound still works.
      expect((await sb.auth.updateUser({ data: { a: "short" } })).error).toBeNull();
      const admin = await server.admin().auth.admin.updateUserById((await sb.auth.getUser()).data.user!.id, { user_metadata: big });
      expect(admin.error?.status).toBe(400);
    });

    it("keeps an account whose stored metadata is over the bound usable: the token leaves it out", async () => {
      const email = "legacy-meta@example.com";
      const made = await server.admin().auth.admin.createUser({ email, password: "legacy-pass-1", email_confirm: true });
      await server.ctx.db.query(`update auth.users set raw_user_meta_data = $2::jsonb where id = $1`, [
        made.data.user!.id,
        JSON.stringify({ blob: "x".repeat(900 * 1024) }),
      ]);
      const sb = server.client();
      const { data, error } = await sb.auth.signInWithPassword({ email, password: "legacy-pass-1" });
      expect(error).toBeNull();
      expect(data.session!.access_token.length).toBeLessThan(8192);
      expect((await sb.from("profiles").select("id").eq("id", made.data.user!.id)).error).toBeNull();
      // And the owner can shrink it again.
      expect((await sb.auth.updateUser({ data: { blob: null } })).error).toBeNull();
    });
  });

  it("limits refresh grants per address", async () => {
    const sb = server.client();
    const { data } = await sb.auth.signInWithPassword({ email: known, password: "known-pass-1" });
    let token = data.session!.refresh_token;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await post(server, "/token?grant_type=refresh_token", { refresh_token: token });
      statuses.push(res.status);
      if (res.status === 200) token = (JSON.parse(res.body) as { refresh_token: string }).refresh_token;
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});
