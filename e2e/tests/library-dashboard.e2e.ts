// The dashboard in Chromium: counts by kind (own items only), five recent saves, quick links and
// the task summary read from localStorage, at 375 and 1280 px.
import { describe, expect, it } from "vitest";
import {
  axeProblems,
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
import { seedItem } from "./library-seed.js";

const e2e = useE2E();

describe("Dashboard", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`counts the user's items by kind, lists five recent ones and the task summary (${label} px)`, async () => {
      const user = await createConfirmedUser(e2e.server, "dash");
      const other = await createConfirmedUser(e2e.server, "other");
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, user);
      await gotoApp(page, "/dashboard");
      await page.getByText("Nothing saved yet.", { exact: false }).waitFor();
      await page.getByText("No tasks yet.").waitFor();
      await expectAccessible(page);

      for (let i = 0; i < 3; i++) await seedItem(e2e.server, user.id, { kind: "character", name: `Hero ${i}`, ageDays: 10 + i });
      await seedItem(e2e.server, user.id, { kind: "location", name: "Old Keep", ageDays: 3 });
      await seedItem(e2e.server, user.id, { kind: "location", name: "New Keep", ageDays: 2 });
      await seedItem(e2e.server, user.id, { kind: "religion", name: "Ash Faith", ageDays: 1, visibility: "public" });
      await seedItem(e2e.server, other.id, { kind: "religion", name: "Not Mine", visibility: "public" });
      await page.evaluate(() =>
        localStorage.setItem(
          "todos",
          JSON.stringify([
            { id: "a", text: "Name the moons", completed: false },
            { id: "b", text: "Map the coast", completed: true },
            { id: "c", text: "Write the prologue", completed: false },
          ]),
        ),
      );
      await page.reload();
      const counts = page.getByRole("list", { name: "Saved items by kind" });
      await expect.poll(() => counts.locator("li").allInnerTexts()).toEqual(["Character\n3", "Location\n2", "Religion\n1"]);
      expect(await page.getByText("6", { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole("list", { name: "Recent saves" }).getByRole("link").allInnerTexts()).toEqual([
        "Ash Faith",
        "New Keep",
        "Old Keep",
        "Hero 0",
        "Hero 1",
      ]);
      expect(await page.getByTestId("task-summary").innerText()).toBe("1 of 3 done");
      expect(await page.getByRole("list", { name: "Open tasks" }).locator("li").allInnerTexts()).toEqual(["Name the moons", "Write the prologue"]);
      expect(await page.getByRole("link", { name: "Character", exact: true }).last().getAttribute("href")).toBe("/generators/character");
      await screenshot(page, `library-dashboard-${label}`);
      // With tasks present the launcher shows a count; its name says it too, so axe passes in full.
      expect(await axeProblems(page)).toEqual([]);

      await page.getByRole("list", { name: "Recent saves" }).getByRole("link", { name: "New Keep" }).click();
      await page.getByRole("heading", { name: "New Keep", level: 2 }).waitFor();
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }
});
