// What a new user meets first, at 375 px and 1280 px: the app arrives compressed with the right
// cache headers, a first load has no failed request (icons and manifest included), the auth
// dialog offers only what the server supports, an OAuth error comes back as the Error toast,
// a stale Error toast goes once sign-in succeeds, and sign-up says where the mail went.
import type { Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  createConfirmedUser,
  DESKTOP,
  expectAccessible,
  gotoApp,
  MOBILE,
  newPage,
  readOutbox,
  screenshot,
  uniqueEmail,
  useE2E,
  waitForMailLink,
} from "../support/index.js";

const e2e = useE2E();
type P = Awaited<ReturnType<typeof newPage>>;

const errorToast = (page: P) => page.locator('[data-radix-toast][data-variant="destructive"]');
const sonner = (page: P, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
const openDialog = async (page: P) => {
  await page.evaluate(() => window.dispatchEvent(new CustomEvent("open-auth-modal")));
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("heading", { name: "Welcome back" }).waitFor();
  return dialog;
};

describe.each([
  ["375", MOBILE],
  ["1280", DESKTOP],
] as const)("first run at %s px", (w, viewport) => {
  it("loads the app compressed, hashed assets immutable and the page revalidated, with no failed request", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, viewport);
    const responses: Response[] = [];
    const failures: string[] = [];
    page.on("response", (r) => {
      responses.push(r);
      if (r.status() >= 400) failures.push(`${r.status()} ${r.url()}`);
    });
    page.on("requestfailed", (r) => failures.push(`failed ${r.url()}`));
    page.on("console", (m) => {
      if (m.type() === "error") failures.push(`console: ${m.text()}`);
    });
    await gotoApp(page, "/");

    const doc = responses.find((r) => r.request().resourceType() === "document")!;
    const docHeaders = await doc.allHeaders();
    expect(docHeaders["cache-control"]).toBe("no-cache");
    expect(docHeaders["content-encoding"]).toMatch(/^(br|gzip)$/);
    expect(docHeaders.vary).toMatch(/accept-encoding/i);

    const isAsset = (r: Response) => /\/assets\/[^/]+\.(js|css)$/.test(new URL(r.url()).pathname);
    // The prerendered page inlines the app's stylesheet; the web fonts' stylesheet is asked for
    // after the app has taken over (docs/decisions/0006-web-budgets.md), so wait for it.
    await expect.poll(() => responses.some((r) => isAsset(r) && r.url().endsWith(".css")), { timeout: 30_000 }).toBe(true);
    const assets = responses.filter(isAsset);
    expect(assets.some((r) => r.url().endsWith(".js"))).toBe(true);
    for (const r of assets) {
      const h = await r.allHeaders();
      // Files under 1 KB are sent as they are (apps/web/build/precompress.ts).
      if ((await r.body()).length >= 1024) expect(h["content-encoding"], r.url()).toMatch(/^(br|gzip)$/);
      expect(h["cache-control"], r.url()).toBe("public, max-age=31536000, immutable");
      expect(h.vary, r.url()).toMatch(/accept-encoding/i);
    }
    // Compressed on the wire: the main script is a fraction of its size.
    const main = assets.find((r) => /index-[^/]+\.js$/.test(r.url()))!;
    const wire = Number((await main.allHeaders())["content-length"]);
    expect(wire).toBeGreaterThan(0);
    expect(wire).toBeLessThan((await main.body()).length / 2);

    // The icons and the manifest index.html links to all load, and so does what the manifest names.
    const links = await page
      .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
      .evaluateAll((els) => els.map((e) => (e as HTMLLinkElement).href));
    // The prerendered page has the SVG favicon inline (a data: URL, no request before the first
    // paint) and gets the manifest link from its boot script after the paint.
    expect(links.length).toBe(4);
    const svg = await (await page.request.get("/favicon.svg")).text();
    for (const href of links) {
      if (href.startsWith("data:image/svg+xml,")) {
        const inline = decodeURIComponent(href.slice("data:image/svg+xml,".length));
        expect(inline.replace(/'/g, '"'), "the inline favicon is /favicon.svg").toBe(svg.trim().replace(/>\s+</g, "><").replace(/\s+/g, " "));
      } else expect((await page.request.get(href)).status(), href).toBe(200);
    }
    const manifest = (await (await page.request.get("/manifest.webmanifest")).json()) as {
      name: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest.name).toBe("Worldloom");
    for (const icon of manifest.icons) {
      const res = await page.request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()["content-type"], icon.src).toContain(icon.type);
    }
    expect((await page.request.get("/favicon.ico")).status()).toBe(200);
    expect(failures).toEqual([]);
    await page.context().close();
  });

  it("offers no Google button when the server has Google off, and a direct visit to Google sign-in comes back as the Error toast", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, viewport);
    await gotoApp(page, "/forum");
    const dialog = await openDialog(page);
    await dialog.getByRole("button", { name: "Sign In", exact: true }).waitFor();
    expect(await dialog.getByRole("button", { name: "Continue with Google" }).count()).toBe(0);
    await page.keyboard.press("Escape");

    // What signInWithOAuth would do on this install: the browser goes to /authorize.
    await page.goto(`/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(`${e2e.baseURL}/create`)}`);
    await page.locator("main#main").waitFor();
    expect(new URL(page.url()).pathname).toBe("/create");
    const toast = errorToast(page);
    await toast.waitFor();
    expect(await toast.innerText()).toMatch(/^Error\n+Unsupported provider: provider is not enabled/);
    // Gone from the address bar, so a reload does not show it again.
    expect(new URL(page.url()).hash).toBe("");
    expect(await page.locator("body").innerText()).not.toContain('"error_code"');
    await expectAccessible(page, `${w}: Error toast after a failed Google sign-in`);
    await screenshot(page, `${w}-oauth-error-toast`);
    await page.context().close();
  });

  it("turns an OAuth callback error (an expired state) into the Error toast", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, viewport);
    await page.goto("/auth/v1/callback?state=00000000-0000-0000-0000-000000000000&code=x");
    await page.locator("main#main").waitFor();
    await errorToast(page).filter({ hasText: "OAuth state is invalid or has expired" }).waitFor();
    expect(new URL(page.url()).search).toBe("");
    await page.context().close();
  });

  it("turns a used or expired e-mail link into the Error toast as well", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, viewport);
    await page.goto(`/auth/v1/verify?token=not-a-real-token&type=signup&redirect_to=${encodeURIComponent(`${e2e.baseURL}/`)}`);
    await page.locator("main#main").waitFor();
    const toast = errorToast(page);
    await toast.waitFor();
    expect(await toast.innerText()).toMatch(/^Error\n+\S/);
    expect(new URL(page.url()).hash).toBe("");
    await page.context().close();
  });

  it("dismisses the stale Error toast when the next sign-in succeeds", async () => {
    const user = await createConfirmedUser(e2e.server);
    const page = await newPage(e2e.browser, e2e.baseURL, viewport);
    await gotoApp(page, "/forum");
    const dialog = await openDialog(page);
    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByLabel("Password", { exact: true }).fill("not-the-password");
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await errorToast(page).filter({ hasText: "Invalid login credentials" }).waitFor();
    // A second failure replaces the first rather than stacking.
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await dialog.getByRole("button", { name: "Sign In", exact: true }).waitFor();
    expect(await errorToast(page).count()).toBe(1);

    await dialog.getByLabel("Password", { exact: true }).fill(user.password);
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await sonner(page, "Welcome back!").waitFor();
    await page.waitForURL((u) => u.pathname === "/create");
    await errorToast(page).first().waitFor({ state: "hidden" });
    await screenshot(page, `${w}-welcome-back-alone`);
    await page.context().close();
  });

  it("after sign-up says where the mail went, resends it after the cooldown, and links to the outbox", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, viewport);
    // A controlled clock, so the 60 s cooldown passes without waiting for it.
    await page.clock.install();
    await gotoApp(page, "/");
    const email = uniqueEmail("firstrun");
    const dialog = await openDialog(page);
    await dialog.getByRole("button", { name: "Sign up", exact: true }).click();
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill("a-good-password-1");
    await dialog.getByRole("button", { name: "Sign Up", exact: true }).click();
    await sonner(page, "Welcome! Please check your email to confirm your account.").waitFor();

    const sent = page.getByRole("dialog", { name: "Confirm your email" });
    await sent.waitFor();
    expect(await sent.innerText()).toContain(`We sent a confirmation link to ${email}.`);
    const resend = sent.getByRole("button", { name: /^Resend/ });
    expect(await resend.innerText()).toMatch(/^Resend in \d+ s$/);
    expect(await resend.isDisabled()).toBe(true);
    const outbox = sent.getByRole("link", { name: /Open the outbox/ });
    expect(await outbox.getAttribute("href")).toBe(`${e2e.baseURL}/outbox`);
    expect(await outbox.getAttribute("target")).toBe("_blank");
    expect((await page.request.get(`${e2e.baseURL}/outbox`)).status()).toBe(200);
    const box = (await sent.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await expectAccessible(page, `${w}: confirm-your-email dialog`);
    await screenshot(page, `${w}-confirm-your-email`);
    await waitForMailLink(e2e.baseURL, email, /Confirm your Worldloom account/);
    expect((await readOutbox(e2e.baseURL, email)).length).toBe(1);

    await page.clock.fastForward(61_000);
    await sent.getByRole("button", { name: "Resend email" }).click();
    await sonner(page, "Confirmation email sent again").waitFor();
    await expect.poll(async () => (await readOutbox(e2e.baseURL, email)).length).toBe(2);
    // And the cooldown starts again.
    expect(await sent.getByRole("button", { name: /^Resend in \d+ s$/ }).isDisabled()).toBe(true);

    await sent.getByRole("button", { name: "Done" }).click();
    await sent.waitFor({ state: "hidden" });
    await page.context().close();
  });
});
