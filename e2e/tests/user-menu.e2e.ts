// The signed-in user's menu: Dashboard, My Content, Tasks, Universe Roadmap,
// Subscription, Profile, Admin only for admins, Sign out — at 1280 px (account dropdown) and at
// 375 px (the same dropdown and the mobile menu sheet); each item goes where it says.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  createAdmin,
  createConfirmedUser,
  DESKTOP,
  expectAccessible,
  gotoApp,
  MOBILE,
  newPage,
  screenshot,
  signInViaDialog,
  useE2E,
} from "../support/index.js";

const e2e = useE2E();

const ITEMS: [string, string][] = [
  ["Dashboard", "/dashboard"],
  ["My Content", "/my-content"],
  ["Tasks", "/tasks"],
  ["Universe Roadmap", "/universe-roadmap"],
  ["Subscription", "/subscription"],
  ["Profile", "/profile"],
];

async function menuItems(page: Page): Promise<string[]> {
  await page.getByRole("button", { name: "Account menu" }).click();
  const menu = page.getByRole("menu");
  await menu.waitFor();
  return (await menu.getByRole("menuitem").allInnerTexts()).map((t) => t.trim());
}

async function mobileSheetLinks(page: Page): Promise<string[]> {
  await page.getByRole("button", { name: "Open menu" }).click();
  const nav = page.getByRole("dialog", { name: "Menu" }).getByRole("navigation", { name: "Mobile" });
  await nav.waitFor();
  return (await nav.locator("a, button").allInnerTexts()).map((t) => t.trim());
}

describe("user menu", () => {
  for (const [label, size] of [
    ["1280", DESKTOP],
    ["375", MOBILE],
  ] as const) {
    it(`lists a plain user's pages and Sign out at ${label} px, without Admin, and each item goes to its page`, async () => {
      const user = await createConfirmedUser(e2e.server, `menu${label}`);
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, user);
      expect(await menuItems(page)).toEqual([...ITEMS.map(([l]) => l), "Sign out"]);
      await expectAccessible(page, `account menu at ${label} px`);
      await screenshot(page, `${label}-account-menu`);
      await page.keyboard.press("Escape");
      for (const [item, path] of ITEMS) {
        await page.getByRole("button", { name: "Account menu" }).click();
        await page.getByRole("menuitem", { name: item, exact: true }).click();
        await page.waitForURL((u) => u.pathname === path);
        await expect.poll(() => page.title(), { message: item }).toBe(item);
      }
      if (label === "375") {
        const links = await mobileSheetLinks(page);
        for (const [item] of ITEMS) expect(links).toContain(item);
        expect(links).toContain("Sign out");
        expect(links).not.toContain("Admin");
        await expectAccessible(page, "mobile menu, signed in");
        await screenshot(page, "375-mobile-menu-signed-in");
        await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "My Content" }).click();
        await page.waitForURL((u) => u.pathname === "/my-content");
        await page.getByRole("dialog", { name: "Menu" }).waitFor({ state: "hidden" });
      }
      // Sign out from the menu: back to / and signed out.
      await page.getByRole("button", { name: "Account menu" }).click();
      await page.getByRole("menuitem", { name: "Sign out" }).click();
      await page.waitForURL((u) => u.pathname === "/");
      await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign In", exact: true }).waitFor();
      expect(page.errors).toEqual([]);
      await page.context().close();
    });

    it(`adds Admin for an admin at ${label} px, and it opens the admin page`, async () => {
      const admin = await createAdmin(e2e.server);
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, admin);
      await expect.poll(() => menuItems(page).finally(() => page.keyboard.press("Escape"))).toEqual([...ITEMS.map(([l]) => l), "Admin", "Sign out"]);
      if (label === "375") {
        expect(await mobileSheetLinks(page)).toContain("Admin");
        await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Admin" }).click();
      } else {
        await page.getByRole("button", { name: "Account menu" }).click();
        await page.getByRole("menuitem", { name: "Admin" }).click();
      }
      await page.waitForURL((u) => u.pathname === "/admin");
      await page.getByRole("heading", { level: 1, name: "Admin" }).waitFor();
      await page.context().close();
    });
  }
});
