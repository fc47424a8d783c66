// Subscription with the Stripe provider, against a local stand-in of the Stripe API (Checkout
// and Portal sessions, and a stand-in "Checkout page" that returns to success_url). Webhooks
// are signed with the stripe package's test helper: a bad signature is refused (400), the
// success page waits on the server until the webhook lands, and a replayed event changes
// nothing. Chromium at 1280 px (the journey) and 375 px (the Pro page with Manage billing).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, describe, expect, it } from "vitest";
import { createConfirmedUser, DESKTOP, expectAccessible, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";

const SECRET = "whsec_e2e_standin";
const stripe = new Stripe("sk_test_e2e");
let standIn: Server | undefined;
let standInUrl = "";
let successUrl = "";

function startStandIn(): Promise<string> {
  standIn = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      const body = new URLSearchParams(raw);
      if (req.url === "/v1/checkout/sessions") {
        successUrl = (body.get("success_url") ?? "").replace("{CHECKOUT_SESSION_ID}", "cs_e2e");
        res.setHeader("Content-Type", "application/json");
        return res.end(JSON.stringify({ id: "cs_e2e", object: "checkout.session", url: `${standInUrl}/pay/cs_e2e` }));
      }
      if (req.url === "/v1/billing_portal/sessions") {
        res.setHeader("Content-Type", "application/json");
        return res.end(JSON.stringify({ id: "bps_e2e", object: "billing_portal.session", url: `${standInUrl}/portal` }));
      }
      if (req.url === "/pay/cs_e2e" || req.url === "/portal") {
        res.setHeader("Content-Type", "text/html");
        const back = req.url === "/portal" ? "" : `<a href="${successUrl}">Pay</a>`;
        return res.end(`<!doctype html><html lang="en"><title>Stand-in Stripe</title><main><h1>Stand-in Stripe</h1>${back}</main></html>`);
      }
      res.statusCode = 404;
      res.end("{}");
    });
  });
  return new Promise((resolve) => standIn!.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(standIn!.address() as AddressInfo).port}`)));
}

const e2e = useE2E(async () => {
  standInUrl = await startStandIn();
  return { STRIPE_SECRET_KEY: "sk_test_e2e", STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_PRICE_ID: "price_pro", STRIPE_API_URL: standInUrl };
});
afterAll(() => new Promise<void>((r) => (standIn ? standIn.close(() => r()) : r())));

const sql = async <T extends Record<string, unknown>>(q: string, params: unknown[] = []) => (await e2e.server.ctx.db.query<T>(q, params)).rows;
const webhook = (payload: string, secret = SECRET) =>
  fetch(`${e2e.baseURL}/functions/v1/billing/webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": stripe.webhooks.generateTestHeaderString({ payload, secret }) },
    body: payload,
  });
const subscription = (userId: string, status: string) => ({
  id: `sub_${userId.slice(0, 8)}`,
  object: "subscription",
  customer: `cus_${userId.slice(0, 8)}`,
  status,
  cancel_at_period_end: false,
  metadata: { user_id: userId },
  items: { object: "list", data: [{ id: "si_1", current_period_end: Math.floor(Date.now() / 1000) + 30 * 86400 }] },
});
const event = (id: string, type: string, object: unknown, created = Math.floor(Date.now() / 1000)) =>
  JSON.stringify({ id, object: "event", type, created, data: { object } });

describe("Subscription with Stripe (stand-in)", () => {
  it("upgrades through Checkout; the success page waits for the webhook; bad and replayed webhooks change nothing (1280 px)", async () => {
    const user = await createConfirmedUser(e2e.server, "stripe");
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/");
    await signInViaDialog(page, user);
    await gotoApp(page, "/subscription");
    await page.getByRole("button", { name: "Upgrade to Pro" }).waitFor();
    expect(await page.getByText("Payments are not set up on this install").count()).toBe(0);

    await page.getByRole("button", { name: "Upgrade to Pro" }).click();
    await page.waitForURL(`${standInUrl}/pay/cs_e2e`);
    await page.getByRole("link", { name: "Pay" }).click();
    await page.waitForURL(/\/subscription\/success\?session_id=cs_e2e$/);
    // The URL says success, but the server has not heard from Stripe: the page says it is checking.
    await page.getByText("Checking your subscription…").waitFor();
    await screenshot(page, "subscription-stripe-waiting-1280");

    // A forged webhook is refused and changes nothing.
    const created = event(`evt_created_${user.id}`, "customer.subscription.created", subscription(user.id, "active"));
    expect((await webhook(created, "whsec_forged")).status).toBe(400);
    expect(await sql(`select plan from public.subscriptions where user_id = $1`, [user.id])).toEqual([]);

    // The real one lands; the page, polling the server, shows Pro.
    expect(await (await webhook(created)).json()).toEqual({ received: true, outcome: "applied" });
    await page.getByText("You are on Pro.").waitFor();
    await page.getByRole("button", { name: "Manage billing" }).waitFor();
    await expectAccessible(page);
    await screenshot(page, "subscription-stripe-success-1280");

    // Stripe ends the subscription; a replay of the old "created" event changes nothing.
    const deleted = event(`evt_deleted_${user.id}`, "customer.subscription.deleted", subscription(user.id, "canceled"), Math.floor(Date.now() / 1000) + 1);
    expect((await webhook(deleted)).status).toBe(200);
    const replay = await webhook(created);
    expect(await replay.json()).toEqual({ received: true, outcome: "duplicate" });
    expect(await sql(`select plan, status from public.subscriptions where user_id = $1`, [user.id])).toEqual([{ plan: "pro", status: "canceled" }]);
    expect(await sql(`select public.plan_of($1) as plan`, [user.id])).toEqual([{ plan: "free" }]);
    await gotoApp(page, "/subscription");
    await page.getByRole("region", { name: "Free", exact: true }).getByText("Your plan").waitFor();
    await page.close();
  });

  it("shows Pro with Manage billing, which opens the Customer Portal (375 px)", async () => {
    const user = await createConfirmedUser(e2e.server, "stripe375");
    expect((await webhook(event(`evt_m_${user.id}`, "customer.subscription.created", subscription(user.id, "active")))).status).toBe(200);
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(page, "/");
    await signInViaDialog(page, user);
    await gotoApp(page, "/subscription");
    await page.getByRole("region", { name: "Pro", exact: true }).getByText("Your plan").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, "subscription-stripe-pro-375");
    await page.getByRole("button", { name: "Manage billing" }).click();
    await page.waitForURL(`${standInUrl}/portal`);
    await page.close();
  });
});
