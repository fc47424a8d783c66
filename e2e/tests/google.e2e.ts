// Continue with Google, against a real local OIDC provider (oidc-provider) standing in for Google: the user comes
// back to origin + /create, signed in.
import { afterAll, describe, expect, it } from "vitest";
import { expectAccessible, gotoApp, MOBILE, newPage, useE2E } from "../support/index.js";
import { startOidcProvider } from "../support/oidc.js";

let oidc: Awaited<ReturnType<typeof startOidcProvider>>;
const e2e = useE2E(async () => {
  oidc = await startOidcProvider({ sub: "google-e2e-1", email: "iris.google@example.com", name: "Iris Google" });
  return oidc.env;
});
afterAll(async () => oidc?.close());

describe("Google sign-in", () => {
  it("offers Continue with Google when the server has it enabled, at 375 px too", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(page, "/");
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("open-auth-modal")));
    const button = page.getByRole("dialog").getByRole("button", { name: "Continue with Google" });
    await button.waitFor();
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
    await expectAccessible(page, "auth dialog with Google");
    await page.context().close();
  });

  it("returns to /create signed in", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(page, "/forum");
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("open-auth-modal")));
    await page.getByRole("dialog").getByRole("button", { name: "Continue with Google" }).click();
    await page.waitForURL((u) => u.origin === e2e.baseURL && u.pathname === "/create");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menu").getByText("iris.google@example.com").waitFor();
    await page.context().close();
  });
});
