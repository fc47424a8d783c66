// The generator index and a generator page in Chromium: generate, lock, reroll, batch, share
// link round trip, and Save to My Content as a user and as a visitor who signs in.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createConfirmedUser, expectAccessible, gotoApp, newPage, MOBILE, useE2E } from "../support/index.js";

const e2e = useE2E();

const resultName = (page: Page) => page.locator("#result-name").innerText();
const fieldValue = (page: Page, label: string) =>
  page
    .locator("article dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd > div")
    .first()
    .innerText();

async function savedNames(userId: string): Promise<string[]> {
  const r = await e2e.server.ctx.db.query<{ name: string }>(`select name from public.content_items where owner_id = $1 order by created_at`, [userId]);
  return r.rows.map((x) => x.name);
}

describe("generators", () => {
  it("lists all 32 kinds in five groups, with search that '/' focuses", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(page, "/create");
    expect(await page.title()).toBe("Content Generators");
    expect(await page.locator("main ul li a[href^='/generators/']").count()).toBe(32);
    for (const g of ["People", "Places", "Things", "Systems", "Story"])
      expect(await page.getByRole("heading", { name: g, exact: true }).isVisible()).toBe(true);
    await page.keyboard.press("/");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Search generators");
    await page.keyboard.type("calendar");
    expect(await page.locator("main ul li a[href^='/generators/']").count()).toBe(1);
    await expectAccessible(page);
    await page.context().close();
  });

  it("generates with the button and with g, keeps locked fields and rerolls one field alone", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(page, "/generators/character");
    expect(await page.title()).toBe("Character Generator");
    const first = await resultName(page);
    await page.getByRole("button", { name: /^Generate/ }).click();
    await expect.poll(() => resultName(page)).not.toBe(first);

    // Lock the name; new results keep it while the rest changes.
    const locked = await resultName(page);
    const occupation = await fieldValue(page, "Occupation");
    await page.getByRole("button", { name: "Lock Name" }).click();
    const seeds = new Set<string>();
    for (let i = 0; i < 4; i++) {
      await page.locator("body").click({ position: { x: 5, y: 300 } });
      await page.keyboard.press("g");
      await expect.poll(() => page.getByLabel("Seed").inputValue()).not.toBe([...seeds].at(-1) ?? "");
      seeds.add(await page.getByLabel("Seed").inputValue());
      expect(await resultName(page)).toBe(locked);
    }
    expect(seeds.size).toBe(4);

    // Reroll one field: it changes (within a few tries) and the others stay.
    await page.getByRole("button", { name: "Unlock Name" }).click();
    const before = { name: await resultName(page), secret: await fieldValue(page, "Secret") };
    let changed = false;
    for (let i = 0; i < 5 && !changed; i++) {
      await page.getByRole("button", { name: "Reroll Occupation" }).click();
      changed = (await fieldValue(page, "Occupation")) !== occupation;
    }
    expect(changed).toBe(true);
    expect(await resultName(page)).toBe(before.name);
    expect(await fieldValue(page, "Secret")).toBe(before.secret);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it("makes a batch, and a share link reproduces the result exactly", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(page, "/generators/location");
    await page.getByLabel("How many").selectOption("5");
    await page.getByRole("button", { name: /^Generate/ }).click();
    await expect.poll(() => page.getByRole("list", { name: "Batch results" }).getByRole("button").count()).toBe(5);
    await page.locator("#opt-type").selectOption("ruin");
    await page.getByLabel("How many").selectOption("1");
    await page.getByRole("button", { name: /^Generate/ }).click();
    const name = await resultName(page);
    const landmarks = await fieldValue(page, "Landmarks");
    const link = page.url();
    expect(new URL(link).searchParams.get("seed")).toBeTruthy();

    const other = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(other, new URL(link).pathname + new URL(link).search);
    await expect.poll(() => resultName(other)).toBe(name);
    expect(await fieldValue(other, "Landmarks")).toBe(landmarks);
    expect(await other.locator("#opt-type").inputValue()).toBe("ruin");
    await other.context().close();
    await page.context().close();
  });

  it("saves to My Content when signed in", async () => {
    const user = await createConfirmedUser(e2e.server, "saver");
    const page = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(page, "/");
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("open-auth-modal")));
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByLabel("Password", { exact: true }).fill(user.password);
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL(/\/create$/);
    await gotoApp(page, "/generators/race");
    const name = await resultName(page);
    await page.getByRole("button", { name: "Save to My Content" }).click();
    await expect.poll(() => page.getByText("Saved to My Content").isVisible()).toBe(true);
    await expect.poll(() => savedNames(user.id)).toEqual([name]);
    await page.context().close();
  });

  it("keeps a visitor's result through sign-in and saves it afterwards", async () => {
    const user = await createConfirmedUser(e2e.server, "visitor");
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(page, "/generators/character");
    const name = await resultName(page);
    await page.getByRole("button", { name: "Save to My Content" }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.getByRole("heading", { name: "Welcome back" }).isVisible()).toBe(true);
    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByLabel("Password", { exact: true }).fill(user.password);
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL(/\/create$/);
    await expect.poll(() => savedNames(user.id), { timeout: 10_000 }).toEqual([name]);
    // Nothing of the page's own content sticks out at 375 px (the header is the shell's to check).
    await gotoApp(page, "/generators/character");
    await page.locator("#result-name").waitFor();
    expect(
      await page.evaluate(() => [...document.querySelectorAll("main#main *")].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1).length),
    ).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  });
});
