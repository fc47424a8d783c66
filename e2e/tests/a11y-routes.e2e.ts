// axe on every route of docs/spec.md §2 at 375 px and 1280 px, each as the visitor allowed in (anonymous,
// a user, an admin), and on the widgets' open states: the focus timer, the task card and sheet,
// and the set-password dialog. Problems are gathered per batch so one run lists them all.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  axeProblems,
  createAdmin,
  createConfirmedUser,
  DESKTOP,
  gotoApp,
  MOBILE,
  newPage,
  signInViaDialog,
  useE2E,
  waitForMailLink,
} from "../support/index.js";
import { ROUTES, type Access } from "./route-list.js";
import { toPageEnd } from "./widget-overlap.js";

const e2e = useE2E();
const WIDTHS = [
  ["375", MOBILE],
  ["1280", DESKTOP],
] as const;
const BATCH = 20;

/** A client-side navigation (the router hears popstate): no reload per route keeps the walk short. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState(null, "", p);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await page.waitForFunction(
    (p) => window.location.pathname === p && !document.querySelector("main#main [role=status]")?.textContent?.includes("Loading..."),
    path,
    { timeout: 10_000 },
  );
  await page.locator("main#main h1").first().waitFor({ timeout: 10_000 });
}

async function problemsOn(page: Page, paths: string[], label: string): Promise<string[]> {
  const found: string[] = [];
  await gotoApp(page, paths[0]!);
  for (const path of paths) {
    await navigate(page, path);
    for (const p of await axeProblems(page)) found.push(`${path} at ${label} px: ${p}`);
  }
  return found;
}

async function pageFor(access: Access, size: { width: number; height: number }): Promise<Page> {
  const page = await newPage(e2e.browser, e2e.baseURL, size);
  if (access === "none") return page;
  const who = access === "admin" ? await createAdmin(e2e.server) : await createConfirmedUser(e2e.server, "axe");
  await gotoApp(page, "/");
  await signInViaDialog(page, who);
  return page;
}

describe("axe on every route", () => {
  for (const [label, size] of WIDTHS) {
    for (const access of ["none", "user", "admin"] as const) {
      const paths = ROUTES.filter((r) => r.access === access).map((r) => r.path);
      for (let i = 0; i < paths.length; i += BATCH) {
        const batch = paths.slice(i, i + BATCH);
        it(`${access === "none" ? "public" : access} routes ${batch[0]} … ${batch.at(-1)} at ${label} px`, async () => {
          const page = await pageFor(access, size);
          expect(await problemsOn(page, batch, label)).toEqual([]);
          await page.context().close();
        });
      }
    }
  }
});

describe("axe on the widgets' open states", () => {
  for (const [label, size] of WIDTHS) {
    it(`open timer and open tasks at ${label} px`, async () => {
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/home");
      await page.evaluate(() =>
        localStorage.setItem(
          "todos",
          JSON.stringify([
            { id: "a", text: "Name the river gods", completed: true },
            { id: "b", text: "Map the pass", completed: false },
          ]),
        ),
      );
      await page.reload();
      await page.locator("main#main").waitFor();
      // On a phone the widgets step aside while /home runs under them; at its end they are back.
      await toPageEnd(page);
      const found: string[] = [];
      await page.getByRole("button", { name: "Open focus timer" }).click();
      await page.getByRole("region", { name: "Focus timer" }).getByRole("button", { name: "Start" }).click();
      for (const p of await axeProblems(page)) found.push(`running timer: ${p}`);
      await page.getByRole("button", { name: /Open tasks/ }).click();
      if (label === "375") await page.getByRole("dialog").getByRole("heading", { name: "Tasks", exact: true }).waitFor();
      else await page.getByRole("region", { name: "Tasks" }).waitFor();
      await page.getByRole("button", { name: "Edit “Map the pass”" }).click();
      for (const p of await axeProblems(page)) found.push(`${label === "375" ? "task sheet" : "task card"} while editing: ${p}`);
      expect(found).toEqual([]);
      await page.context().close();
    });
  }

  it("the set-password dialog after a recovery link", async () => {
    const user = await createConfirmedUser(e2e.server, "axe-recover");
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(page, "/");
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("open-auth-modal", { detail: { mode: "forgot" } })));
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByRole("button", { name: "Send Reset Link" }).click();
    await dialog.getByRole("heading", { name: "Welcome back" }).waitFor();
    await page.keyboard.press("Escape");
    await page.goto(await waitForMailLink(e2e.baseURL, user.email, /Reset your Worldloom password/));
    await page
      .getByRole("dialog")
      .getByLabel(/new password/i)
      .first()
      .waitFor();
    expect(await axeProblems(page)).toEqual([]);
    await page.context().close();
  });
});
