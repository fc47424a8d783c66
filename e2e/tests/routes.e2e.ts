// Every route of docs/spec.md §2: its title for those allowed in, and where the guards send the others.
import { describe, expect, it } from "vitest";
import { createAdmin, createConfirmedUser, gotoApp, newPage, signInViaDialog, useE2E } from "../support/index.js";
import { ROUTES } from "./route-list.js";

const e2e = useE2E();

describe("routes: titles and access", () => {
  it("an anonymous visitor sees every public page with its title", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL);
    for (const r of ROUTES.filter((r) => r.access === "none")) {
      await gotoApp(page, r.path);
      await expect.poll(() => page.title(), { message: r.path }).toBe(r.title);
      expect(new URL(page.url()).pathname, r.path).toBe(r.path);
    }
    expect(page.errors).toEqual([]);
    await page.context().close();
    // Some 60 pages, each loaded cold and (for the prerendered ones) drawn over by the app: about a
    // second each on a loaded two-core machine, so more than the default 60 s.
  }, 150_000);

  it("an anonymous visitor on a user page is sent to / with the sign-in dialog open", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL);
    for (const r of ROUTES.filter((r) => r.access === "user")) {
      await page.goto(r.path);
      await page.waitForURL((u) => u.pathname === "/", { timeout: 10_000 });
      await expect.poll(() => page.getByRole("dialog").getByRole("heading", { name: "Welcome back" }).isVisible(), { message: r.path }).toBe(true);
    }
    await page.context().close();
  });

  it("a signed-in user sees every user page with its title, and is turned away from admin pages", async () => {
    const user = await createConfirmedUser(e2e.server);
    const page = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(page, "/");
    await signInViaDialog(page, user);
    for (const r of ROUTES.filter((r) => r.access === "user")) {
      await gotoApp(page, r.path);
      await expect.poll(() => page.title(), { message: r.path }).toBe(r.title);
      expect(new URL(page.url()).pathname, r.path).toBe(r.path);
    }
    for (const r of ROUTES.filter((r) => r.access === "admin")) {
      await page.goto(r.path);
      await page.waitForURL((u) => u.pathname === "/dashboard");
      await expect.poll(() => page.getByText("Access Denied").first().isVisible(), { message: r.path }).toBe(true);
    }
    await page.context().close();
  });

  it("an admin sees the admin pages with their titles", async () => {
    const admin = await createAdmin(e2e.server);
    const page = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(page, "/");
    await signInViaDialog(page, admin);
    for (const r of ROUTES.filter((r) => r.access === "admin")) {
      await gotoApp(page, r.path);
      await page.getByRole("heading", { level: 1, name: r.title }).waitFor();
      expect(await page.title()).toBe(r.title);
    }
    await page.context().close();
  });

  it("an unknown path shows the not-found page with a way home", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(page, "/no/such/place");
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    expect(await page.title()).toBe("Page Not Found");
    await page.getByRole("link", { name: "Go home" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    await page.context().close();
  });
});
