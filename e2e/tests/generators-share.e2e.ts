// Share links and the session on a generator page: a batch result with a lock reopens exactly
// (own seed, lock and all), a reroll redraws the fields that depend on it and says which, history
// restores a result with its locks and its link, the seed box stops at 64 characters, and a
// damaged link says what is wrong.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { generatorFor } from "@worldloom/generators";
import { DESKTOP, MOBILE, expectAccessible, gotoApp, newPage, screenshot, useE2E } from "../support/index.js";

const e2e = useE2E();

const resultName = (page: Page) => page.locator("#result-name").innerText();
const row = (page: Page, label: string) => page.locator("article dl > div").filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) });
const fieldValue = (page: Page, label: string) => row(page, label).locator("dd > div").first().innerText();
const allFields = (page: Page) => page.locator("article dl > div > dd > div:first-child").allInnerTexts();
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

async function opensTheSame(url: string, name: string, fields: string[]) {
  const other = await newPage(e2e.browser, e2e.baseURL);
  await gotoApp(other, pathOf(url));
  await expect.poll(() => resultName(other)).toBe(name);
  expect(await allFields(other)).toEqual(fields);
  return other;
}

describe("share links and history", () => {
  it("reopens a batch result with its lock, a rerolled result, and a result stepped back to", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/generators/character?seed=share-start");
    await expect.poll(() => page.getByLabel("Seed").inputValue()).toBe("share-start");
    const start = await resultName(page);

    // Lock the name, make a batch of 5 and pick the fourth: the link carries that result's own seed.
    await page.getByRole("button", { name: "Lock Name" }).click();
    await page.getByLabel("How many").selectOption("5");
    await page.getByRole("button", { name: /^Generate/ }).click();
    const batch = page.getByRole("list", { name: "Batch results" }).getByRole("button");
    await expect.poll(() => batch.count()).toBe(5);
    await batch.nth(3).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("seed") ?? "").toMatch(/~3$/);
    expect(new URL(page.url()).searchParams.get("locked")).toBe("name");
    expect(await resultName(page)).toBe(start);
    const picked = { url: page.url(), name: await resultName(page), fields: await allFields(page) };
    const other = await opensTheSame(picked.url, picked.name, picked.fields);
    expect(await other.getByRole("button", { name: "Unlock Name" }).getAttribute("aria-pressed")).toBe("true");
    await other.context().close();

    // Reroll the race: its dependants are redrawn (the locked name stays) and the page says so.
    const nameBefore = await fieldValue(page, "Name");
    const raceBefore = await fieldValue(page, "Race");
    for (let i = 0; i < 8 && (await fieldValue(page, "Race")) === raceBefore; i++) await page.getByRole("button", { name: "Reroll Race" }).click();
    expect(await fieldValue(page, "Race")).not.toBe(raceBefore);
    const status = page.getByRole("status").filter({ hasText: /^Rerolled Race/ });
    await expect.poll(() => status.innerText()).toMatch(/Name stayed locked, though it draws on Race\./);
    const gen = generatorFor("character");
    // Race and everything that reads it, directly or through another field.
    const reads = new Set(["race"]);
    for (let grew = true; grew;) {
      grew = false;
      for (const f of gen.fields) if (!reads.has(f.key) && f.dependsOn.some((d) => reads.has(d))) grew = Boolean(reads.add(f.key));
    }
    const mayChange = new Set(gen.fields.filter((f) => reads.has(f.key) && f.key !== "name").map((f) => f.label));
    const highlighted = await page.locator("article dl > div[data-changed] > dt").allInnerTexts();
    expect(highlighted).toContain("Race");
    for (const h of highlighted) expect(mayChange).toContain(h);
    expect(await fieldValue(page, "Name")).toBe(nameBefore);
    expect(await fieldValue(page, "Traits")).toBe(picked.fields[gen.fields.findIndex((f) => f.key === "traits")]);
    const rerolled = { url: page.url(), name: await resultName(page), fields: await allFields(page) };
    expect(rerolled.url.length).toBeLessThan(500);
    (await opensTheSame(rerolled.url, rerolled.name, rerolled.fields)).context().close();

    // Unlock, make a fresh one, then step back to the batch: its locks, pick and link come back.
    await page.getByRole("button", { name: "Unlock Name" }).click();
    await page.getByLabel("How many").selectOption("1");
    await page.keyboard.press("Escape");
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("g");
    await expect.poll(() => page.url()).not.toBe(rerolled.url);
    expect(new URL(page.url()).searchParams.get("locked")).toBeNull();
    const history = page.getByRole("region", { name: "This session" });
    // Newest first: the rerolls of that batch result share its name, the batch itself is the oldest.
    await history
      .getByRole("button", { name: `${picked.name} (batch of 5)` })
      .last()
      .click();
    await expect.poll(() => page.url()).toBe(picked.url);
    expect(await page.getByRole("button", { name: "Unlock Name" }).getAttribute("aria-pressed")).toBe("true");
    expect(await batch.nth(3).getAttribute("aria-pressed")).toBe("true");
    expect(await allFields(page)).toEqual(picked.fields);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "generators-share-1280");
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it("caps the seed at 64 characters and explains a damaged link at 375 px", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(page, `/generators/character?seed=${"x".repeat(65)}`);
    await expect.poll(() => page.getByRole("alert").innerText()).toMatch(/seed is 65 characters long; a seed is at most 64\. A new result was made instead\./);
    await page.locator("#result-name").waitFor();
    expect(new URL(page.url()).searchParams.get("seed")).not.toBe("x".repeat(65));
    await expectAccessible(page);

    await page.getByLabel("Seed").fill("s".repeat(70));
    expect((await page.getByLabel("Seed").inputValue()).length).toBe(64);
    await expect.poll(() => page.getByText("A seed is at most 64 characters, so the rest was cut off.").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Use", exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("seed")).toBe("s".repeat(64));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, "generators-bad-link-375");
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
