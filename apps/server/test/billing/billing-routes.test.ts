// The billing service under /functions/v1/billing, through supabase-js as the app calls it.
// Local provider (no STRIPE_* set): upgrade at once, cancel keeps Pro to the period end, resume.
// Stripe provider against a local stand-in of the Stripe API: Checkout and Portal sessions, a
// webhook with a bad signature refused (400), events applied once, a replay and an older event
// changing nothing.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.js";
import { signedInUser } from "../support/users.js";

const WEBHOOK_SECRET = "whsec_test_secret";

async function invoke(sb: ReturnType<TestServer["client"]>, path: string, method: "GET" | "POST" = "POST") {
  const { data, error } = await sb.functions.invoke(`billing${path}`, { method });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const res = (error as { context?: Response }).context;
  return { status: res?.status ?? 0, body: res ? ((await res.json()) as Record<string, unknown>) : {} };
}

describe("local provider", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("upgrades at once, cancels at the period end, resumes; the user cannot skip the server", async () => {
    const [sb, id] = await signedInUser(server, "local@example.com");
    const before = await invoke(sb, "", "GET");
    expect(before.body).toMatchObject({ provider: "local", plan: "free", subscription: null });
    const up = await invoke(sb, "/checkout");
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ plan: "pro", subscription: { plan: "pro", status: "active", provider: "local", cancel_at_period_end: false } });
    expect((await sb.rpc("my_plan")).data).toBe("pro");
    expect((await invoke(sb, "/checkout")).status).toBe(409);
    const cancel = await invoke(sb, "/cancel");
    expect(cancel.body).toMatchObject({ plan: "pro", subscription: { cancel_at_period_end: true } });
    const resume = await invoke(sb, "/resume");
    expect(resume.body).toMatchObject({ plan: "pro", subscription: { cancel_at_period_end: false } });
    expect((await invoke(sb, "/portal")).status).toBe(400);
    expect((await invoke(sb, "/webhook")).status).toBe(404);
    const row = await server.ctx.db.query(`select plan from public.subscriptions where user_id = $1`, [id]);
    expect(row.rows).toEqual([{ plan: "pro" }]);
  });

  it("refuses callers without a session", async () => {
    const anon = server.client();
    expect((await invoke(anon, "/checkout")).status).toBeGreaterThanOrEqual(401);
    expect((await server.ctx.db.query(`select count(*)::int as n from public.subscriptions where provider = 'local' and plan = 'pro'`)).rows).toEqual([
      { n: 1 },
    ]);
  });
});

describe("Stripe provider (against a local stand-in of the Stripe API)", () => {
  let server: TestServer;
  let standIn: Server;
  const requests: { path: string; body: URLSearchParams }[] = [];
  const stripe = new Stripe("sk_test_standin");

  beforeAll(async () => {
    standIn = createServer((req, res) => {
      let raw = "";
      req.on("data", (c: Buffer) => (raw += c.toString()));
      req.on("end", () => {
        const body = new URLSearchParams(raw);
        requests.push({ path: req.url ?? "", body });
        res.setHeader("Content-Type", "application/json");
        if (req.url === "/v1/checkout/sessions")
          return res.end(JSON.stringify({ id: "cs_test_1", object: "checkout.session", url: "https://checkout.stripe.test/c/cs_test_1" }));
        if (req.url === "/v1/billing_portal/sessions")
          return res.end(JSON.stringify({ id: "bps_1", object: "billing_portal.session", url: "https://billing.stripe.test/p/bps_1" }));
        const sub = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(req.url ?? "");
        if (sub && req.method === "DELETE" && sub[1] === "sub_down") {
          res.statusCode = 500;
          return res.end(JSON.stringify({ error: { type: "api_error", message: "Stripe is down" } }));
        }
        if (sub)
          return res.end(JSON.stringify(subscription(sub[1]!, req.method === "DELETE" ? "canceled" : "active", body.get("cancel_at_period_end") === "true")));
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "Unknown path" } }));
      });
    });
    await new Promise<void>((r) => standIn.listen(0, "127.0.0.1", r));
    server = await startTestServer({
      env: {
        STRIPE_SECRET_KEY: "sk_test_standin",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_ID: "price_pro_monthly",
        STRIPE_API_URL: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`,
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise((r) => standIn.close(r));
  });

  let userId = "";
  const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86400;
  function subscription(id: string, status: string, cancel = false) {
    return {
      id,
      object: "subscription",
      customer: "cus_1",
      status,
      cancel_at_period_end: cancel,
      metadata: { user_id: userId },
      items: { object: "list", data: [{ id: "si_1", current_period_end: periodEnd }] },
    };
  }
  const event = (id: string, type: string, object: unknown, created: number) => ({ id, object: "event", type, created, data: { object } });
  const post = (payload: string, signature: string) =>
    fetch(`${server.url}/functions/v1/billing/webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
      body: payload,
    });
  const signed = (payload: string) => post(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
  const row = async () =>
    (await server.ctx.db.query(`select plan, status, cancel_at_period_end, provider_customer_id from public.subscriptions where user_id = $1`, [userId]))
      .rows[0];

  it("creates a Checkout session for the Pro price, tied to the user", async () => {
    const [sb, id] = await signedInUser(server, "stripe@example.com");
    userId = id;
    const res = await invoke(sb, "/checkout");
    expect(res.body).toMatchObject({ provider: "stripe", plan: "free", url: "https://checkout.stripe.test/c/cs_test_1" });
    const sent = requests.find((r) => r.path === "/v1/checkout/sessions")!.body;
    expect(sent.get("line_items[0][price]")).toBe("price_pro_monthly");
    expect(sent.get("client_reference_id")).toBe(id);
    expect(sent.get("success_url")).toBe(`${server.url}/subscription/success?session_id={CHECKOUT_SESSION_ID}`);
    expect(sent.get("cancel_url")).toBe(`${server.url}/subscription/cancel`);
    expect(sent.get("subscription_data[metadata][user_id]")).toBe(id);
    expect(await row()).toBeUndefined();
  });

  it("refuses a webhook with a bad or missing signature and changes nothing", async () => {
    const payload = JSON.stringify(event("evt_forged", "customer.subscription.created", subscription("sub_1", "active"), Math.floor(Date.now() / 1000)));
    const forged = await post(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_wrong" }));
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { error: string }).error).toMatch(/signature/i);
    expect((await post(payload, "")).status).toBe(400);
    expect(await row()).toBeUndefined();
    expect((await server.ctx.db.query(`select count(*)::int as n from public.billing_events`)).rows).toEqual([{ n: 0 }]);
  });

  it("applies events once: a replay and an older event change nothing", async () => {
    const t = Math.floor(Date.now() / 1000) - 600;
    const created = JSON.stringify(event("evt_created", "customer.subscription.created", subscription("sub_1", "active"), t));
    const first = await signed(created);
    expect(await first.json()).toEqual({ received: true, outcome: "applied" });
    expect(await row()).toEqual({ plan: "pro", status: "active", cancel_at_period_end: false, provider_customer_id: "cus_1" });
    const deleted = JSON.stringify(event("evt_deleted", "customer.subscription.deleted", subscription("sub_1", "canceled"), t + 60));
    expect(await (await signed(deleted)).json()).toEqual({ received: true, outcome: "applied" });
    expect(await row()).toMatchObject({ status: "canceled" });
    // The same event again (Stripe retries) is recognised by its id.
    const replay = await signed(created);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, outcome: "duplicate" });
    // A different event that is older than the state stored is recorded but does not win.
    const stale = JSON.stringify(event("evt_stale", "customer.subscription.updated", subscription("sub_1", "active"), t + 30));
    expect((await signed(stale)).status).toBe(200);
    expect(await row()).toMatchObject({ status: "canceled" });
    expect((await server.ctx.db.query(`select public.plan_of($1) as plan`, [userId])).rows).toEqual([{ plan: "free" }]);
  });

  it("cancels at the period end through the API and opens the Customer Portal", async () => {
    const t = Math.floor(Date.now() / 1000) - 60;
    await signed(JSON.stringify(event("evt_again", "customer.subscription.created", subscription("sub_2", "active"), t)));
    const sb = server.client();
    await sb.auth.signInWithPassword({ email: "stripe@example.com", password: "contract-pass" });
    const cancel = await invoke(sb, "/cancel");
    expect(cancel.body).toMatchObject({ plan: "pro", subscription: { provider: "stripe", cancel_at_period_end: true } });
    expect(requests.some((r) => r.path === "/v1/subscriptions/sub_2" && r.body.get("cancel_at_period_end") === "true")).toBe(true);
    const portal = await invoke(sb, "/portal");
    expect(portal.body).toEqual({ url: "https://billing.stripe.test/p/bps_1" });
    expect(requests.find((r) => r.path === "/v1/billing_portal/sessions")!.body.get("customer")).toBe("cus_1");
  });

  it("deleting the account cancels its Stripe subscription first; when Stripe fails, nothing is deleted", async () => {
    const make = async (email: string, subId: string) => {
      const created = await server.admin().auth.admin.createUser({ email, password: "contract-pass", email_confirm: true });
      const id = created.data.user!.id;
      await server.ctx.db.query(
        `insert into public.subscriptions (user_id, plan, status, provider, provider_customer_id, provider_subscription_id) values ($1, 'pro', 'active', 'stripe', 'cus_del', $2)`,
        [id, subId],
      );
      const sb = server.client();
      await sb.auth.signInWithPassword({ email, password: "contract-pass" });
      const token = (await sb.auth.getSession()).data.session!.access_token;
      const del = () =>
        fetch(`${server.url}/auth/v1/user`, {
          method: "DELETE",
          headers: { Authorization: `Bearer ${token}`, apikey: server.anonKey, "Content-Type": "application/json" },
          body: JSON.stringify({ email }),
        });
      return { id, del };
    };
    const exists = async (id: string) => (await server.ctx.db.query(`select 1 from auth.users where id = $1`, [id])).rows.length === 1;

    const down = await make("stripe-down@example.com", "sub_down");
    const refused = await down.del();
    expect(refused.status).toBe(502);
    expect(((await refused.json()) as { msg: string }).msg).toMatch(/could not be cancelled with Stripe, so nothing was deleted/);
    expect(await exists(down.id)).toBe(true);

    const paying = await make("stripe-leaving@example.com", "sub_leaving");
    expect((await paying.del()).status).toBe(204);
    expect(requests.some((r) => r.path === "/v1/subscriptions/sub_leaving")).toBe(true);
    expect(await exists(paying.id)).toBe(false);
  });
});
