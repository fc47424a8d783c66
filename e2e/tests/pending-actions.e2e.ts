// Work is never lost at sign-in: a visitor's Save, Like and Copy to my library wait while they sign
// in (or sign up and confirm) and finish afterwards, with a toast that opens the saved item; the
// unsaved result on a generator page survives a reload and the sign-in round trip through /create.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  createConfirmedUser,
  DESKTOP,
  expectAccessible,
  gotoApp,
  MOBILE,
  newPage,
  screenshot,
  uniqueEmail,
  useE2E,
  waitForMailLink,
  type TestUser,
} from "../support/index.js";
import { seedItem } from "./library-seed.js";

const e2e = useE2E();
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
const resultName = (page: Page) => page.locator("#result-name").innerText();

async function savedNames(ownerId: string): Promise<string[]> {
  const r = await e2e.server.ctx.db.query<{ name: string }>(`select name from public.content_items where owner_id = $1 order by created_at`, [ownerId]);
  return r.rows.map((x) => x.name);
}
async function userIdOf(email: string): Promise<string | undefined> {
  const r = await e2e.server.ctx.db.query<{ id: string }>(`select id from auth.users where email = $1`, [email]);
  return r.rows[0]?.id;
}
const pendingCount = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem("worldloom-pending-actions") ?? "[]") as unknown[]).length);

/** Signs in through the dialog that is already open. */
async function signInOpenDialog(page: Page, user: { email: string; password: string }) {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("heading", { name: "Welcome back" }).waitFor();
  await dialog.getByLabel("Email").fill(user.email);
  await dialog.getByLabel("Password", { exact: true }).fill(user.password);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
}

describe("pending actions at sign-in", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`saves a visitor's result after sign-in, goes to /create and offers to open it (${label} px)`, async () => {
      const user = await createConfirmedUser(e2e.server, "keeper");
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/generators/character");
      const name = await resultName(page);
      await page.getByRole("button", { name: "Save to My Content" }).click();
      await signInOpenDialog(page, user);
      await page.waitForURL((u) => u.pathname === "/create");
      const saved = toast(page, "Saved to My Content");
      await saved.waitFor();
      expect(await saved.innerText()).toContain(`${name} is in your library.`);
      await expect.poll(() => savedNames(user.id)).toEqual([name]);
      expect(await pendingCount(page)).toBe(0);
      await screenshot(page, `pending-save-toast-${label}`);
      await expectAccessible(page);
      await saved.getByRole("button", { name: "Open" }).click();
      await page.waitForURL((u) => /^\/my-content\/[0-9a-f-]{36}$/.test(u.pathname));
      await page.getByRole("heading", { name, level: 2 }).waitFor();
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }

  it("keeps the save through a sign-up: confirmed elsewhere, it is saved at the first sign-in here (1280 px)", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/generators/race");
    const name = await resultName(page);
    await page.getByRole("button", { name: "Save to My Content" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Sign up", exact: true }).click();
    const email = uniqueEmail("newcomer");
    const password = "a-good-password-1";
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill(password);
    await dialog.getByRole("button", { name: "Sign Up", exact: true }).click();
    await toast(page, "Welcome! Please check your email to confirm your account.").waitFor();
    // The save waits in this browser; the account is not confirmed, so nothing is saved yet.
    expect(await pendingCount(page)).toBe(1);
    const link = await waitForMailLink(e2e.baseURL, email, /Confirm your Worldloom account/);
    const id = await userIdOf(email);
    expect(id).toBeDefined();

    // Confirmed on another device (a fresh browser context): that browser has nothing pending.
    const phone = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await phone.goto(link);
    await phone.getByRole("button", { name: "Account menu" }).waitFor();
    await phone.context().close();
    expect(await savedNames(id!)).toEqual([]);

    // Back here (a later visit), the first sign-in saves it.
    await gotoApp(page, "/forum");
    expect(await pendingCount(page)).toBe(1);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("open-auth-modal")));
    await signInOpenDialog(page, { email, password });
    await page.waitForURL((u) => u.pathname === "/create");
    await toast(page, "Saved to My Content").waitFor();
    await expect.poll(() => savedNames(id!)).toEqual([name]);
    expect(await pendingCount(page)).toBe(0);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it("keeps the save through a sign-up whose confirmation link opens in this browser (375 px)", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(page, "/generators/monster");
    const name = await resultName(page);
    await page.getByRole("button", { name: "Save to My Content" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Sign up", exact: true }).click();
    const email = uniqueEmail("linker");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill("a-good-password-2");
    await dialog.getByRole("button", { name: "Sign Up", exact: true }).click();
    await toast(page, "Welcome! Please check your email to confirm your account.").waitFor();
    const link = await waitForMailLink(e2e.baseURL, email, /Confirm your Worldloom account/);
    // The mail app opens the link in a new tab of the same browser.
    const tab = await newPage(e2e.browser, e2e.baseURL, { ...MOBILE, context: page.context() });
    await tab.goto(link);
    await tab.getByRole("button", { name: "Account menu" }).waitFor();
    const id = await userIdOf(email);
    await expect.poll(() => savedNames(id!)).toEqual([name]);
    // The sign-in reaches both tabs; one of them (never both) saves and shows the toast.
    const shown = async () => (await toast(page, "Saved to My Content").count()) + (await toast(tab, "Saved to My Content").count());
    await expect.poll(shown).toBe(1);
    const where = (await toast(tab, "Saved to My Content").count()) === 1 ? tab : page;
    await toast(where, "Saved to My Content").getByRole("button", { name: "Open" }).click();
    await where.getByRole("heading", { name, level: 2 }).waitFor();
    expect(await savedNames(id!)).toEqual([name]);
    expect(tab.errors).toEqual([]);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it("likes and copies a shared item for a visitor who signs in, each with its toast (375 px)", async () => {
    const author = await createConfirmedUser(e2e.server, "author");
    const itemId = await seedItem(e2e.server, author.id, { kind: "character", name: "Wenna Coldbrook", visibility: "public" });
    const user: TestUser = await createConfirmedUser(e2e.server, "fan");
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(page, `/browse/item/${itemId}`);
    await page.getByRole("button", { name: /^Like/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Welcome back" }).waitFor();
    // Closing the dialog keeps the like waiting; the copy joins it.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Sign in to copy" }).click();
    await signInOpenDialog(page, user);
    await page.waitForURL((u) => u.pathname === "/create");
    await toast(page, "Liked").waitFor();
    const copied = toast(page, "Copied to your library");
    await copied.waitFor();
    const likes = await e2e.server.ctx.db.query<{ user_id: string }>(`select user_id from public.content_likes where item_id = $1`, [itemId]);
    expect(likes.rows.map((r) => r.user_id)).toEqual([user.id]);
    expect(await savedNames(user.id)).toEqual(["Wenna Coldbrook"]);
    await copied.getByRole("button", { name: "Open" }).click();
    await page.waitForURL((u) => u.pathname.startsWith("/my-content/") && !u.pathname.endsWith(itemId));
    await page.getByRole("heading", { name: "Wenna Coldbrook", level: 2 }).waitFor();
    await page.context().close();
  });
});

describe("a pending action that fails", () => {
  it("says what did not finish and why, and Try again finishes it (375 px)", async () => {
    const user = await createConfirmedUser(e2e.server, "retry");
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(page, "/generators/character");
    const name = await resultName(page);
    await page.getByRole("button", { name: "Save to My Content" }).click();
    // The first save after sign-in is lost on the network; the retry goes through.
    let refused = 0;
    await page.route("**/rest/v1/content_items*", async (route) => {
      if (route.request().method() === "POST" && refused === 0) {
        refused++;
        await route.abort("internetdisconnected");
      } else await route.continue();
    });
    await signInOpenDialog(page, user);
    const failed = toast(page, `Saving ${name} did not finish`);
    await failed.waitFor();
    expect(refused).toBe(1);
    expect(await savedNames(user.id)).toEqual([]);
    expect(await pendingCount(page)).toBe(0);
    await expectAccessible(page);
    await failed.getByRole("button", { name: "Try again" }).click();
    await toast(page, "Saved to My Content").waitFor();
    await expect.poll(() => savedNames(user.id)).toEqual([name]);
    await page.context().close();
  });
});

describe("the unsaved result on a generator page", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`survives a reload and the sign-in round trip through /create (${label} px)`, async () => {
      const user = await createConfirmedUser(e2e.server, "roundtrip");
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/generators/character");
      // Make it this visitor's own: a new result, then one field locked.
      await page.getByRole("button", { name: /^Generate/ }).click();
      await page
        .getByRole("button", { name: /^Lock / })
        .first()
        .click();
      const name = await resultName(page);
      const text = await page.locator("main#main article").first().innerText();
      await page.reload();
      await page.locator("#result-name").waitFor();
      expect(await resultName(page)).toBe(name);
      expect(await page.locator("main#main article").first().innerText()).toBe(text);
      expect(await page.getByRole("button", { name: /^Unlock / }).count()).toBe(1);

      // Signing in from the nav (not from Save) goes to /create; the card brings the result back.
      await page.getByRole("banner").getByRole("button", { name: "Sign In", exact: true }).click();
      await signInOpenDialog(page, user);
      await page.waitForURL((u) => u.pathname === "/create");
      await page
        .getByRole("link", { name: /^Character/ })
        .first()
        .click();
      await page.locator("#result-name").waitFor();
      expect(await resultName(page)).toBe(name);
      expect(await page.locator("main#main article").first().innerText()).toBe(text);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }
});
