// Auth flows end to end: sign-up toast and confirmation through the outbox link, sign-in toast and
// /create, error toast, reset toast and recovery through the outbox link, sign out.
import { describe, expect, it } from "vitest";
import { createConfirmedUser, gotoApp, newPage, uniqueEmail, useE2E, waitForMailLink } from "../support/index.js";

const e2e = useE2E();
type P = Awaited<ReturnType<typeof newPage>>;

async function openDialog(page: P) {
  await page.evaluate(() => window.dispatchEvent(new CustomEvent("open-auth-modal")));
  return page.getByRole("dialog");
}
const toast = (page: P, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
/** The spec's destructive "Error" toasts live on the Radix toaster. */
const errorToast = (page: P, text: string) => page.locator('[data-radix-toast][data-variant="destructive"]').filter({ hasText: text }).first();

describe("auth flows", () => {
  it("signs up with the spec's toast, then the confirmation link from the outbox lands signed in", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(page, "/");
    const email = uniqueEmail("signup");
    const dialog = await openDialog(page);
    await dialog.getByRole("button", { name: "Sign up", exact: true }).click();
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill("a-good-password-1");
    await dialog.getByRole("button", { name: "Sign Up", exact: true }).click();
    await toast(page, "Welcome! Please check your email to confirm your account.").waitFor();
    // The auth dialog closes (spec); a dialog saying where the mail went takes its place.
    await page.getByRole("heading", { name: "Create your account" }).waitFor({ state: "hidden" });
    await page.getByRole("dialog", { name: "Confirm your email" }).getByRole("button", { name: "Done" }).click();
    await dialog.waitFor({ state: "hidden" });

    const link = await waitForMailLink(e2e.baseURL, email, /Confirm your Worldloom account/);
    await page.goto(link);
    await toast(page, "Email confirmed").waitFor();
    await page.getByRole("button", { name: "Account menu" }).waitFor();
    await page.context().close();
  });

  it("signs in with Welcome back! and goes to /create; a wrong password shows Error and keeps the dialog", async () => {
    const user = await createConfirmedUser(e2e.server);
    const page = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(page, "/forum");
    const dialog = await openDialog(page);
    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByLabel("Password", { exact: true }).fill("not-the-password");
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    const err = errorToast(page, "Error");
    await err.waitFor();
    expect(await err.textContent()).toMatch(/Invalid login credentials/i);
    await dialog.getByRole("heading", { name: "Welcome back" }).waitFor();

    await dialog.getByLabel("Password", { exact: true }).fill(user.password);
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await toast(page, "Welcome back!").waitFor();
    await page.waitForURL((u) => u.pathname === "/create");
    await dialog.waitFor({ state: "hidden" });
    await page.context().close();
  });

  it("sends a reset link with the spec's toast, and the recovery link sets a new password", async () => {
    const user = await createConfirmedUser(e2e.server);
    const page = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(page, "/");
    const dialog = await openDialog(page);
    await dialog.getByRole("button", { name: "Forgot password?" }).click();
    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByRole("button", { name: "Send Reset Link" }).click();
    const t = toast(page, "Check your email");
    await t.waitFor();
    expect(await t.textContent()).toContain("We've sent you a password reset link.");
    await dialog.getByRole("heading", { name: "Welcome back" }).waitFor(); // back to sign in

    const link = await waitForMailLink(e2e.baseURL, user.email, /Reset your Worldloom password/);
    await page.goto(link);
    const form = page.getByRole("dialog").filter({ hasText: "Set a new password" });
    await form.waitFor();
    await form.getByLabel("New password").fill("a-brand-new-password-2");
    await form.getByRole("button", { name: "Save new password" }).click();
    await toast(page, "Password updated").waitFor();

    // The new password works from a fresh browser.
    const fresh = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(fresh, "/");
    const d2 = await openDialog(fresh);
    await d2.getByLabel("Email").fill(user.email);
    await d2.getByLabel("Password", { exact: true }).fill("a-brand-new-password-2");
    await d2.getByRole("button", { name: "Sign In", exact: true }).click();
    await fresh.waitForURL((u) => u.pathname === "/create");
    await fresh.context().close();
    await page.context().close();
  });

  it("signs out from the user menu", async () => {
    const user = await createConfirmedUser(e2e.server);
    const page = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(page, "/");
    const dialog = await openDialog(page);
    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByLabel("Password", { exact: true }).fill(user.password);
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/create");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.getByRole("button", { name: "Sign In", exact: true }).waitFor();
    await page.waitForURL((u) => u.pathname === "/");
    await page.context().close();
  });
});
