// The auth dialog of docs/spec.md §2: modes, titles, fields, submit labels, links, validation, Loading...
import { describe, expect, it } from "vitest";
import { expectAccessible, gotoApp, newPage, useE2E } from "../support/index.js";

const e2e = useE2E();

const errorToast = (page: Awaited<ReturnType<typeof newPage>>) => page.locator('[data-radix-toast][data-variant="destructive"]');
const openDialog = (page: Awaited<ReturnType<typeof newPage>>) => page.evaluate(() => window.dispatchEvent(new CustomEvent("open-auth-modal")));

describe("auth dialog", () => {
  it("opens from anywhere on the global open-auth-modal event, in sign-in mode", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(page, "/forum");
    await openDialog(page);
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Welcome back" }).waitFor();
    expect(await dialog.getByLabel("Email").getAttribute("type")).toBe("email");
    expect(await dialog.getByLabel("Email").getAttribute("required")).not.toBeNull();
    expect(await dialog.getByLabel("Password", { exact: true }).getAttribute("type")).toBe("password");
    expect(await dialog.getByLabel("Password", { exact: true }).getAttribute("required")).not.toBeNull();
    await dialog.getByRole("button", { name: "Sign In", exact: true }).waitFor();
    // This server has no Google configured (its /auth/v1/settings say so): no button that would fail.
    expect(await dialog.getByRole("button", { name: "Continue with Google" }).count()).toBe(0);
    await expectAccessible(page, "auth dialog (sign in)");
    await page.context().close();
  });

  it("moves between the three modes with the four links", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(page, "/");
    await openDialog(page);
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Forgot password?" }).click();
    await dialog.getByRole("heading", { name: "Reset your password" }).waitFor();
    expect(await dialog.getByLabel("Password", { exact: true }).count()).toBe(0);
    await dialog.getByRole("button", { name: "Send Reset Link" }).waitFor();
    await expectAccessible(page, "auth dialog (forgot)");
    await dialog.getByRole("button", { name: "Back to sign in" }).click();
    await dialog.getByRole("heading", { name: "Welcome back" }).waitFor();
    await dialog.getByRole("button", { name: "Sign up", exact: true }).click();
    await dialog.getByRole("heading", { name: "Create your account" }).waitFor();
    await dialog.getByRole("button", { name: "Sign Up", exact: true }).waitFor();
    await dialog.getByLabel("Password", { exact: true }).waitFor();
    await expectAccessible(page, "auth dialog (sign up)");
    await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
    await dialog.getByRole("heading", { name: "Welcome back" }).waitFor();
    await page.context().close();
  });

  it("lets the browser refuse an empty or malformed email", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(page, "/");
    await openDialog(page);
    const dialog = page.getByRole("dialog");
    const email = dialog.getByLabel("Email");
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await email.fill("not-an-email");
    await dialog.getByLabel("Password", { exact: true }).fill("whatever");
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    await dialog.getByRole("heading", { name: "Welcome back" }).waitFor();
    await page.context().close();
  });

  it("shows Loading... on the submit button while the request is in flight", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(page, "/");
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/auth/v1/token**", async (route) => {
      await held;
      await route.continue();
    });
    await openDialog(page);
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill("nobody@example.com");
    await dialog.getByLabel("Password", { exact: true }).fill("wrong-password");
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await dialog.getByRole("button", { name: "Loading..." }).waitFor();
    expect(await dialog.getByRole("button", { name: "Loading..." }).isDisabled()).toBe(true);
    release();
    await dialog.getByRole("button", { name: "Sign In", exact: true }).waitFor();
    await page.context().close();
  });

  // auth-js reports every 5xx and network failure with the message "{}": the page says what happened instead.
  it("says plainly when the server cannot sign in now, or cannot be reached, and keeps the dialog", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(page, "/");
    let mode: "503" | "offline" = "503";
    await page.route("**/auth/v1/token**", (route) =>
      mode === "503"
        ? route.fulfill({
            status: 503,
            headers: { "content-type": "application/json", "retry-after": "1" },
            body: JSON.stringify({
              code: "unexpected_failure",
              message: "The database cannot be reached right now; nothing was changed. Try again in a moment.",
            }),
          })
        : route.abort("internetdisconnected"),
    );
    await openDialog(page);
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill("someone@example.com");
    await dialog.getByLabel("Password", { exact: true }).fill("a password");
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    const unavailable = errorToast(page).filter({ hasText: "can't do that right now" });
    await unavailable.waitFor();
    expect(await unavailable.textContent()).not.toContain("{}");
    await dialog.getByRole("heading", { name: "Welcome back" }).waitFor();

    mode = "offline";
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await errorToast(page).filter({ hasText: "can't be reached" }).waitFor();
    await dialog.getByRole("heading", { name: "Welcome back" }).waitFor();
    await page.context().close();
  });
});
