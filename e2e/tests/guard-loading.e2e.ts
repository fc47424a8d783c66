// While the session is still being checked, guarded pages say so (docs/spec.md §4): a stored session
// whose access token has expired must be refreshed first, and we hold that refresh back.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createAdmin, createConfirmedUser, newPage, signInViaDialog, gotoApp, useE2E, type TestUser } from "../support/index.js";

const e2e = useE2E();

/**
 * Signs in, then marks the stored session expired so the next load must refresh it. The app is
 * unloaded first (about:blank): a still-running client may write its session back after sign-in,
 * which overwrote an edit made in place about one run in three. The expired copy is put in place by
 * an init script, before any of the app's code runs on the next load.
 */
async function expiredSession(page: Page, user: TestUser): Promise<void> {
  await gotoApp(page, "/");
  await signInViaDialog(page, user);
  const [key, value] = await page.evaluate(() => {
    const k = Object.keys(localStorage).find((name) => /^sb-.*-auth-token$/.test(name))!;
    return [k, localStorage.getItem(k)!] as const;
  });
  await page.goto("about:blank");
  const session = JSON.parse(value) as { expires_at: number };
  session.expires_at = Math.floor(Date.now() / 1000) - 60;
  await page.addInitScript(
    ({ k, v }) => {
      if (location.protocol.startsWith("http") && !sessionStorage.getItem("e2e-expired-once")) {
        sessionStorage.setItem("e2e-expired-once", "1");
        localStorage.setItem(k, v);
      }
    },
    { k: key, v: JSON.stringify(session) },
  );
}

async function holdRefresh(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route("**/auth/v1/token?grant_type=refresh_token", async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

describe("guards while the session loads", () => {
  it("shows Checking authentication... on a user page, then the page", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL);
    await expiredSession(page, await createConfirmedUser(e2e.server, "loading"));
    const release = await holdRefresh(page);
    await page.goto("/dashboard");
    await page.getByText("Checking authentication...").waitFor();
    release();
    await page.waitForFunction(() => document.title === "Dashboard");
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    await page.context().close();
  });

  it("shows Verifying admin permissions... on an admin page, then the page", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL);
    await expiredSession(page, await createAdmin(e2e.server));
    const release = await holdRefresh(page);
    await page.goto("/admin");
    await page.getByText("Verifying admin permissions...").waitFor();
    release();
    await page.waitForFunction(() => document.title === "Admin");
    expect(new URL(page.url()).pathname).toBe("/admin");
    await page.context().close();
  });
});
