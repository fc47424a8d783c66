// Guards of docs/spec.md §4 with a plain user and an admin: the toasts with their exact words and redirects.
import { describe, expect, it } from "vitest";
import { createAdmin, createConfirmedUser, gotoApp, newPage, signInViaDialog, useE2E } from "../support/index.js";

const e2e = useE2E();
type P = Awaited<ReturnType<typeof newPage>>;
// The guard's toasts are destructive ones, on the Radix toaster (docs/decisions/0002-two-toasters.md).
const toast = (page: P, text: string) => page.locator('[data-radix-toast][data-variant="destructive"]').filter({ hasText: text }).first();

describe("guards", () => {
  it("admin route without a user: / and Authentication Required", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL);
    await page.goto("/admin");
    await page.waitForURL((u) => u.pathname === "/");
    const t = toast(page, "Authentication Required");
    await t.waitFor();
    expect(await t.textContent()).toContain("Please sign in to access the admin panel");
    await page.context().close();
  });

  it("admin route with a plain user: /dashboard and Access Denied", async () => {
    const user = await createConfirmedUser(e2e.server);
    const page = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(page, "/");
    await signInViaDialog(page, user);
    await page.getByRole("button", { name: "Account menu" }).click();
    expect(await page.getByRole("menuitem", { name: "Admin" }).count()).toBe(0);
    await page.keyboard.press("Escape");
    await page.goto("/migration");
    await page.waitForURL((u) => u.pathname === "/dashboard");
    const t = toast(page, "Access Denied");
    await t.waitFor();
    expect(await t.textContent()).toContain("You don't have permission to access the admin panel.");
    await page.context().close();
  });

  it("admin route when the check fails: /dashboard and Error, Failed to verify admin permissions", async () => {
    const admin = await createAdmin(e2e.server);
    const page = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(page, "/");
    await signInViaDialog(page, admin);
    await page.route("**/rest/v1/profiles**", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' }));
    await page.goto("/admin");
    await page.waitForURL((u) => u.pathname === "/dashboard");
    const t = toast(page, "Failed to verify admin permissions");
    await t.waitFor();
    expect(await t.textContent()).toContain("Error");
    await page.context().close();
  });

  it("shows Verifying admin permissions... while the check runs, then the page for an admin", async () => {
    const admin = await createAdmin(e2e.server);
    const page = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(page, "/");
    await signInViaDialog(page, admin);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/rest/v1/profiles**", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/admin");
    await page.getByText("Verifying admin permissions...").waitFor();
    release();
    await page.getByRole("heading", { level: 1, name: "Admin" }).waitFor();
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Admin" }).waitFor();
    await page.context().close();
  });
});
