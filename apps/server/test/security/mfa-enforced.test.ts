// Two-step verification enforced by the server (docs/mfa.md, docs/security.md) on both databases:
// a password-only (aal1) session of a user with a verified TOTP factor reads and writes none of
// their rows (library, stories, notes, files), calls no function, exports nothing and changes
// neither password nor e-mail; the same user at aal2 can, and a user without a factor at aal1 is
// untouched. Every table with RLS carries the mfa_required policy. Guessing codes is bounded: a
// challenge is spent after 5 wrong codes, a factor answers 429 after 10, and enrolments and
// challenges are budgeted per user.
import type { SupabaseClient } from "@supabase/supabase-js";
import * as OTPAuth from "otpauth";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_CHALLENGES_PER_WINDOW, MAX_ENROLLS_PER_WINDOW } from "../../src/auth/routes-mfa.js";
import { databases, useTestServer } from "../support/databases.js";
import type { TestServer } from "../support/server.js";

const PASSWORD = "mfa-enforced-1";
const totp = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
const codeAt = (secret: string, offsetSeconds = 0) => totp(secret).generate({ timestamp: Date.now() + offsetSeconds * 1000 });
/** A code valid in no window the server accepts now (±1 step, and the next minute for good measure). */
function wrongCode(secret: string): string {
  const valid = new Set([-60, -30, 0, 30, 60].map((o) => codeAt(secret, o)));
  for (let n = 0; ; n++) {
    const c = String(n * 7919)
      .padStart(6, "0")
      .slice(-6);
    if (!valid.has(c)) return c;
  }
}

async function signIn(server: TestServer, email: string): Promise<SupabaseClient> {
  const sb = server.client();
  const { error } = await sb.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return sb;
}

/** A user with a verified TOTP factor: their aal2 client, id, secret and factor id. */
async function enrolledUser(server: TestServer, email: string) {
  expect((await server.admin().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })).error).toBeNull();
  const sb = await signIn(server, email);
  const { data, error } = await sb.auth.mfa.enroll({ factorType: "totp" });
  expect(error).toBeNull();
  const factor = data as { id: string; totp: { secret: string } };
  expect((await sb.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeAt(factor.totp.secret) })).error).toBeNull();
  const id = (await sb.auth.getUser()).data.user!.id;
  return { sb, id, secret: factor.totp.secret, factorId: factor.id };
}

const tokenOf = async (sb: SupabaseClient) => (await sb.auth.getSession()).data.session!.access_token;
async function authFetch(server: TestServer, sb: SupabaseClient, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    ...init,
    headers: { apikey: server.anonKey, authorization: `Bearer ${await tokenOf(sb)}`, "content-type": "application/json", ...(init.headers ?? {}) },
  });
}
const errorOf = async (res: Response) => ({ status: res.status, ...((await res.json()) as { code?: string; error_code?: string }) });

describe.each(databases)("two-step verification enforced on %s", (kind) => {
  const server = useTestServer(kind, { env: { RATE_LIMIT_AUTH_PER_IP: "1000", RATE_LIMIT_AUTH_PER_EMAIL: "1000" } });

  it("puts the restrictive mfa_required policy on every table of public with RLS and on storage.objects", async () => {
    const { rows } = await server().ctx.db.query<{ t: string }>(
      `select n.nspname || '.' || c.relname as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and c.relrowsecurity
         and (n.nspname = 'public' or (n.nspname = 'storage' and c.relname = 'objects'))
         and not exists (
           select 1 from pg_policies p
           where p.schemaname = n.nspname and p.tablename = c.relname and p.policyname = 'mfa_required'
             and p.permissive = 'RESTRICTIVE' and p.cmd = 'ALL' and p.roles = '{authenticated}'
             and p.qual like '%aal_ok()%' and p.with_check like '%aal_ok()%')
       order by 1`,
    );
    expect(rows.map((r) => r.t)).toEqual([]);
    // And the check itself is there (the list above is not empty because nothing has RLS).
    const some = await server().ctx.db.query(`select 1 from pg_policies where policyname = 'mfa_required' and tablename = 'content_items'`);
    expect(some.rows).toHaveLength(1);
  });

  it("checks the second factor once per statement (an InitPlan), never per row", async () => {
    const plan = await server().ctx.db.transaction(async (tx) => {
      const claims = JSON.stringify({ sub: "00000000-0000-4000-8000-000000000001", role: "authenticated", aal: "aal1" });
      await tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [claims]);
      const res = await tx.query<{ "QUERY PLAN": string }>(`explain (verbose) select id from public.content_items where owner_id = auth.uid()`);
      return res.rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
    expect(plan).toMatch(/InitPlan/);
    expect(plan.match(/aal_ok\(\)/g)).toHaveLength(1);
  });

  describe("an enrolled user's aal1 session", () => {
    const email = `enrolled-${kind}@example.com`;
    let strong: SupabaseClient; // aal2
    let weak: SupabaseClient; // aal1, same user
    let uid = "";
    let itemId = "";
    let storyId = "";
    let png: Buffer;

    beforeAll(async () => {
      const u = await enrolledUser(server(), email);
      strong = u.sb;
      uid = u.id;
      png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#224466" } })
        .png()
        .toBuffer();
      // At aal2 the user writes their rows: an item, its notes, a story, a file.
      const item = await strong.from("content_items").insert({ kind: "character", name: "Mara Quell", visibility: "private" }).select("id").single();
      expect(item.error).toBeNull();
      itemId = item.data!.id as string;
      expect((await strong.from("content_item_notes").insert({ item_id: itemId, owner_id: uid, notes: "the secret" })).error).toBeNull();
      const story = await strong.from("story_documents").insert({ tool: "story", title: "The Drowned Bell" }).select("id").single();
      expect(story.error).toBeNull();
      storyId = story.data!.id as string;
      expect((await strong.storage.from("covers").upload(`${uid}/cover.webp`, png, { contentType: "image/png" })).error).toBeNull();
      weak = await signIn(server(), email);
    });

    it("has the token the session has: aal1 beside aal2", async () => {
      const l = await weak.auth.mfa.getAuthenticatorAssuranceLevel();
      expect([l.data?.currentLevel, l.data?.nextLevel]).toEqual(["aal1", "aal2"]);
      expect((await strong.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe("aal2");
    });

    it("reads none of the user's rows, and writes none", async () => {
      for (const table of ["content_items", "content_item_notes", "story_documents", "profiles"] as const) {
        const own = await weak
          .from(table)
          .select("*")
          .eq(table === "profiles" ? "id" : "owner_id", uid);
        expect([table, own.error, own.data]).toEqual([table, null, []]);
      }
      const ins = await weak.from("content_items").insert({ kind: "place", name: "Planted" });
      expect([ins.status, ins.error?.code]).toEqual([403, "42501"]);
      const upd = await weak.from("content_items").update({ name: "Renamed" }).eq("id", itemId).select("id");
      expect(upd.data).toEqual([]);
      const updStory = await weak.from("story_documents").update({ title: "Renamed" }).eq("id", storyId).select("id");
      expect(updStory.data).toEqual([]);
      const del = await weak.from("content_items").delete().eq("id", itemId).select("id");
      expect(del.data).toEqual([]);
      const row = await server().ctx.db.query<{ name: string }>(`select name from public.content_items where id = $1`, [itemId]);
      expect(row.rows).toEqual([{ name: "Mara Quell" }]);
      const title = await server().ctx.db.query<{ title: string }>(`select title from public.story_documents where id = $1`, [storyId]);
      expect(title.rows).toEqual([{ title: "The Drowned Bell" }]);
    });

    it("cannot list, fetch through the API, upload or remove the user's files", async () => {
      const list = await weak.storage.from("covers").list(uid);
      expect(list.data ?? []).toEqual([]);
      const dl = await weak.storage.from("covers").download(`${uid}/cover.webp`);
      expect(dl.error).not.toBeNull();
      const up = await weak.storage.from("covers").upload(`${uid}/planted.webp`, png, { contentType: "image/png" });
      expect(up.error).not.toBeNull();
      await weak.storage.from("covers").remove([`${uid}/cover.webp`]);
      const files = await server().ctx.db.query<{ name: string }>(`select name from storage.objects where owner = $1 order by name`, [uid]);
      expect(files.rows).toEqual([{ name: `${uid}/cover.webp` }]);
    });

    it("calls no function, security definer ones included", async () => {
      const usage = await weak.rpc("plan_usage");
      expect([usage.status, usage.error?.code, usage.error?.details]).toEqual([403, "42501", "insufficient_aal"]);
      const thread = await weak.rpc("forum_create_thread", { category: "worldbuilding", title: "Planted thread", body: "Not by the owner" });
      expect([thread.status, thread.error?.code]).toEqual([403, "42501"]);
      const threads = await server().ctx.db.query(`select 1 from public.forum_threads where author_id = $1`, [uid]);
      expect(threads.rows).toEqual([]);
    });

    it("cannot export, delete the account, change the password or e-mail, nor touch sessions, identities or billing", async () => {
      expect(await errorOf(await authFetch(server(), weak, "/auth/v1/user/export"))).toMatchObject({ status: 401, code: "insufficient_aal" });
      const del = await authFetch(server(), weak, "/auth/v1/user", { method: "DELETE", body: JSON.stringify({ email }) });
      expect(await errorOf(del)).toMatchObject({ status: 401, code: "insufficient_aal" });
      const pw = await weak.auth.updateUser({ password: "taken-over-9", current_password: PASSWORD });
      expect([pw.error?.status, pw.error?.code, pw.error?.message]).toEqual([
        401,
        "insufficient_aal",
        "AAL2 session is required to update email or password when MFA is enabled.",
      ]);
      const mail = await weak.auth.updateUser({ email: `thief-${kind}@example.com` });
      expect([mail.error?.status, mail.error?.code]).toEqual([401, "insufficient_aal"]);
      expect(await errorOf(await authFetch(server(), weak, "/auth/v1/user/sessions"))).toMatchObject({ status: 401, code: "insufficient_aal" });
      const unlink = await authFetch(server(), weak, `/auth/v1/user/identities/${uid}`, { method: "DELETE" });
      expect(await errorOf(unlink)).toMatchObject({ status: 401, code: "insufficient_aal" });
      const link = await authFetch(server(), weak, "/auth/v1/user/identities/authorize?provider=google&skip_http_redirect=true");
      expect(await errorOf(link)).toMatchObject({ status: 401, code: "insufficient_aal" });
      const billing = await authFetch(server(), weak, "/functions/v1/billing/checkout", { method: "POST" });
      expect(billing.status).toBe(401);
      // Nothing changed: the password still signs in, the e-mail is the same, no Pro plan.
      const u = await server().ctx.db.query<{ email: string; email_change: string | null }>(`select email, email_change from auth.users where id = $1`, [uid]);
      expect(u.rows[0]).toEqual({ email, email_change: null });
      const subs = await server().ctx.db.query(`select 1 from public.subscriptions where user_id = $1`, [uid]);
      expect(subs.rows).toEqual([]);
      await signIn(server(), email);
      // Metadata alone is no secret: the Profile page may still save it (GoTrue's rule too).
      expect((await weak.auth.updateUser({ data: { theme: "dark" } })).error).toBeNull();
    });

    it("at aal2 the same user reads, writes, calls, exports and changes the password", async () => {
      const own = await strong.from("content_items").select("name").eq("id", itemId);
      expect(own.data).toEqual([{ name: "Mara Quell" }]);
      expect((await strong.from("content_item_notes").select("notes").eq("item_id", itemId)).data).toEqual([{ notes: "the secret" }]);
      const upd = await strong.from("story_documents").update({ title: "The Bell Rings" }).eq("id", storyId).select("title");
      expect(upd.data).toEqual([{ title: "The Bell Rings" }]);
      expect((await strong.storage.from("covers").list(uid)).data?.map((f) => f.name)).toEqual(["cover.webp"]);
      const usage = await strong.rpc("plan_usage");
      expect(usage.error).toBeNull();
      expect(Array.isArray(usage.data)).toBe(true);
      const exp = await authFetch(server(), strong, "/auth/v1/user/export");
      expect(exp.status).toBe(200);
      expect(((await exp.json()) as { tables: Record<string, { name?: string }[]> }).tables.content_items?.map((r) => r.name)).toEqual(["Mara Quell"]);
      expect((await authFetch(server(), strong, "/auth/v1/user/sessions")).status).toBe(200);
      // Last: a new password signs out the other (aal1) session.
      const pw = await strong.auth.updateUser({ password: "a-new-pass-7", current_password: PASSWORD });
      expect(pw.error).toBeNull();
    });
  });

  it("a user without a factor is unaffected at aal1", async () => {
    const email = `plain-${kind}@example.com`;
    expect((await server().admin().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })).error).toBeNull();
    const sb = await signIn(server(), email);
    const ins = await sb.from("content_items").insert({ kind: "place", name: "Tower" }).select("name").single();
    expect(ins.data).toEqual({ name: "Tower" });
    expect((await sb.from("content_items").select("name")).data).toEqual([{ name: "Tower" }]);
    expect((await sb.rpc("plan_usage")).error).toBeNull();
    expect((await authFetch(server(), sb, "/auth/v1/user/export")).status).toBe(200);
    expect((await sb.auth.updateUser({ password: "plain-new-pass-2", current_password: PASSWORD })).error).toBeNull();
  });

  it("spends a challenge after 5 wrong codes and answers 429 after 10 on the factor, even for the right code", async () => {
    const u = await enrolledUser(server(), `guess-${kind}@example.com`);
    const sb = await signIn(server(), `guess-${kind}@example.com`);
    const wrong = wrongCode(u.secret);
    const ch = await sb.auth.mfa.challenge({ factorId: u.factorId });
    expect(ch.error).toBeNull();
    for (let i = 0; i < 5; i++) {
      const v = await sb.auth.mfa.verify({ factorId: u.factorId, challengeId: ch.data!.id, code: wrong });
      expect([i, v.error?.status, v.error?.code]).toEqual([i, 422, "mfa_verification_failed"]);
    }
    // The sixth try on that challenge, with the right code: the challenge is gone.
    const late = await sb.auth.mfa.verify({ factorId: u.factorId, challengeId: ch.data!.id, code: codeAt(u.secret, 30) });
    expect([late.error?.status, late.error?.code]).toEqual([422, "mfa_factor_not_found"]);
    expect((await sb.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe("aal1");

    // Five more on a second challenge, then the factor refuses even the right code for an hour.
    const ch2 = await sb.auth.mfa.challenge({ factorId: u.factorId });
    for (let i = 0; i < 5; i++) {
      const v = await sb.auth.mfa.verify({ factorId: u.factorId, challengeId: ch2.data!.id, code: wrong });
      expect(v.error?.code).toBe("mfa_verification_failed");
    }
    const ch3 = await sb.auth.mfa.challenge({ factorId: u.factorId });
    const blocked = await sb.auth.mfa.verify({ factorId: u.factorId, challengeId: ch3.data!.id, code: codeAt(u.secret, 30) });
    expect([blocked.error?.status, blocked.error?.code]).toEqual([429, "over_request_rate_limit"]);
    expect((await sb.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe("aal1");
    // Many guesses at once draw from the same budget (the factor row is locked while each is checked).
    const burst = await Promise.all(
      Array.from({ length: 8 }, async () => (await sb.auth.mfa.challengeAndVerify({ factorId: u.factorId, code: wrong })).error?.status),
    );
    expect(burst.every((s) => s === 429)).toBe(true);
  });

  it("budgets enrolments and challenges per user", async () => {
    const email = `budget-${kind}@example.com`;
    expect((await server().admin().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })).error).toBeNull();
    const sb = await signIn(server(), email);
    let factorId = "";
    for (let i = 0; i < MAX_ENROLLS_PER_WINDOW; i++) {
      const e = await sb.auth.mfa.enroll({ factorType: "totp", friendlyName: `app ${i}` });
      expect(e.error).toBeNull();
      factorId = e.data!.id;
      if (i < MAX_ENROLLS_PER_WINDOW - 1) expect((await sb.auth.mfa.unenroll({ factorId })).error).toBeNull();
    }
    const over = await sb.auth.mfa.enroll({ factorType: "totp", friendlyName: "one too many" });
    expect([over.error?.status, over.error?.code]).toEqual([429, "over_request_rate_limit"]);
    for (let i = 0; i < MAX_CHALLENGES_PER_WINDOW; i++) expect((await sb.auth.mfa.challenge({ factorId })).error).toBeNull();
    const tooMany = await sb.auth.mfa.challenge({ factorId });
    expect([tooMany.error?.status, tooMany.error?.code]).toEqual([429, "over_request_rate_limit"]);
  });
});
