// Tasks and the focus timer in Chromium at 375 px and 1280 px: the launcher's two forms, the
// panel's operations, persistence, garbage in storage, two tabs, and the timer to its alarm.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, MOBILE, createConfirmedUser, expectAccessible, gotoApp, newPage, signInViaDialog, useE2E } from "../support/index.js";

const e2e = useE2E();

const rows = (page: Page) => page.getByRole("list", { name: "Tasks" }).getByRole("checkbox");

async function openDesktopCard(page: Page) {
  await page.getByRole("button", { name: "Open tasks" }).click();
  await page.getByRole("region", { name: "Tasks" }).waitFor();
}

describe("tasks", () => {
  it("on a wide screen the launcher becomes a 320 px card that collapses and closes", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/home");
    await openDesktopCard(page);
    const card = page.getByRole("region", { name: "Tasks" });
    expect((await card.boundingBox())!.width).toBe(320);
    expect(await card.getByText("No tasks yet. Add one above!").isVisible()).toBe(true);
    const input = card.getByPlaceholder("Add a new task...");
    await input.fill("   ");
    await input.press("Enter");
    expect(await rows(page).count()).toBe(0);
    for (const t of ["Name the river gods", "Map the northern pass", "Draft the prophecy"]) {
      await input.fill(t);
      await input.press("Enter");
    }
    expect(await input.inputValue()).toBe("");
    expect(await rows(page).count()).toBe(3);
    // Toggle by clicking the row, both ways.
    await page.getByText("Map the northern pass").click();
    expect(await rows(page).nth(1).getAttribute("aria-checked")).toBe("true");
    await page.getByText("Map the northern pass").click();
    expect(await rows(page).nth(1).getAttribute("aria-checked")).toBe("false");
    // Edit with the pencil; blur saves; blank just leaves edit mode.
    await page.getByRole("button", { name: "Edit “Draft the prophecy”" }).click();
    await page.getByRole("textbox", { name: "Edit task" }).fill("Draft the second prophecy");
    await card.getByRole("heading", { name: "Tasks" }).click();
    expect(await page.getByText("Draft the second prophecy").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Edit “Draft the second prophecy”" }).click();
    await page.getByRole("textbox", { name: "Edit task" }).fill("   ");
    await page.getByRole("textbox", { name: "Edit task" }).press("Enter");
    expect(await page.getByText("Draft the second prophecy").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Delete “Name the river gods”" }).click();
    expect(await rows(page).count()).toBe(2);
    // Collapse hides the body; expand shows it; close goes back to the round button.
    await card.getByRole("button", { name: "Collapse tasks" }).click();
    expect(await card.getByPlaceholder("Add a new task...").count()).toBe(0);
    await card.getByRole("button", { name: "Expand tasks" }).click();
    expect(await card.getByPlaceholder("Add a new task...").isVisible()).toBe(true);
    await expectAccessible(page);
    await card.getByRole("button", { name: "Close tasks" }).click();
    expect(await page.getByRole("button", { name: "Open tasks" }).isVisible()).toBe(true);
    // The list survives a reload.
    await page.reload();
    await openDesktopCard(page);
    expect(await rows(page).count()).toBe(2);
    await page.context().close();
  });

  it("on a phone the launcher opens a right-side sheet with the spec's title and description", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(page, "/home");
    await page.getByRole("button", { name: "Open tasks" }).click();
    const sheet = page.getByRole("dialog");
    expect(await sheet.getByRole("heading", { name: "Tasks" }).isVisible()).toBe(true);
    expect(await sheet.getByText("Manage your tasks from anywhere in the app.").isVisible()).toBe(true);
    const box = (await sheet.boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(MOBILE.width);
    await sheet.getByPlaceholder("Add a new task...").fill("From my phone");
    await sheet.getByPlaceholder("Add a new task...").press("Enter");
    expect(await sheet.getByText("From my phone").isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.context().close();
  });

  it("survives garbage in storage, shows five with View all, and keeps two tabs in step", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/home");
    await page.evaluate(() => localStorage.setItem("todos", "{{not json"));
    await page.reload();
    await openDesktopCard(page);
    expect(await page.getByText("No tasks yet. Add one above!").isVisible()).toBe(true);
    const tasks = Array.from({ length: 7 }, (_, i) => ({ id: `t${i}`, text: `Task number ${i + 1}`, completed: false }));
    await page.evaluate((t) => localStorage.setItem("todos", JSON.stringify(t)), tasks);
    await page.reload();
    await openDesktopCard(page);
    expect(await rows(page).count()).toBe(5);
    const list = page.getByRole("list", { name: "Tasks" });
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("300px");

    const other = await page.context().newPage();
    await other.setViewportSize(DESKTOP);
    await gotoApp(other, "/home");
    await openDesktopCard(other);
    await other.getByPlaceholder("Add a new task...").fill("Added in the second tab");
    await other.getByPlaceholder("Add a new task...").press("Enter");
    await expect.poll(() => page.getByRole("button", { name: "View all 8 tasks" }).isVisible()).toBe(true);

    // View all leads to /tasks, which asks a visitor to sign in.
    await page.getByRole("button", { name: "View all 8 tasks" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    expect(await page.getByRole("dialog").getByRole("heading", { name: "Welcome back" }).isVisible()).toBe(true);
    await page.context().close();
  });

  it("/tasks lists everything, filters, and clears completed with undo", async () => {
    const user = await createConfirmedUser(e2e.server, "tasks");
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/");
    await page.evaluate(() =>
      localStorage.setItem("todos", JSON.stringify(Array.from({ length: 7 }, (_, i) => ({ id: `p${i}`, text: `Page task ${i + 1}`, completed: i < 2 })))),
    );
    await signInViaDialog(page, user);
    await gotoApp(page, "/tasks");
    expect(await page.title()).toBe("Tasks");
    const all = page.getByRole("list", { name: "All tasks" }).getByRole("checkbox");
    expect(await all.count()).toBe(7);
    await page.getByRole("button", { name: "completed", exact: true }).click();
    expect(await all.count()).toBe(2);
    await page.getByRole("button", { name: "active", exact: true }).click();
    expect(await all.count()).toBe(5);
    await page.getByRole("button", { name: "all", exact: true }).click();
    await page.getByRole("button", { name: "Clear completed (2)" }).click();
    expect(await all.count()).toBe(5);
    await page.getByRole("button", { name: "Undo" }).click();
    expect(await all.count()).toBe(7);
    await page.context().close();
  });
});

describe("focus timer", () => {
  it("starts, pauses, resets, and keeps its keyboard-driven duration", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/home");
    await page.getByRole("button", { name: "Open focus timer" }).click();
    const timer = page.getByRole("region", { name: "Focus timer" });
    const clock = timer.getByRole("timer");
    expect(await clock.innerText()).toBe("25:00");
    const slider = timer.getByRole("slider", { name: "Timer duration in minutes" });
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    expect(await slider.getAttribute("aria-valuenow")).toBe("30");
    await page.keyboard.press("PageDown");
    expect(await slider.getAttribute("aria-valuenow")).toBe("5");
    await page.keyboard.press("End");
    expect(await slider.getAttribute("aria-valuenow")).toBe("60");
    await page.keyboard.press("Shift+ArrowLeft");
    expect(await slider.getAttribute("aria-valuenow")).toBe("10");
    await page.keyboard.press("Home");
    expect(await slider.getAttribute("aria-valuenow")).toBe("5");
    expect(await clock.innerText()).toBe("05:00");

    await timer.getByRole("button", { name: "Start" }).click();
    await expect.poll(() => clock.innerText(), { timeout: 5000 }).toBe("04:58");
    await timer.getByRole("button", { name: "Pause" }).click();
    const paused = await clock.innerText();
    await page.waitForTimeout(1500);
    expect(await clock.innerText()).toBe(paused);
    await timer.getByRole("button", { name: "Reset" }).click();
    expect(await clock.innerText()).toBe("05:00");
    // Collapse keeps the time in the header; close shows the round button.
    await timer.getByRole("button", { name: "Collapse timer" }).click();
    expect(await timer.getByRole("button", { name: "Start" }).count()).toBe(0);
    await timer.getByRole("button", { name: "Close timer" }).click();
    expect(await page.getByRole("button", { name: "Open focus timer" }).isVisible()).toBe(true);
    await page.context().close();
  });

  it("survives a reload while running, and at zero stops, plays the alarm and says so; Reset rewinds it", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await page.clock.install();
    await gotoApp(page, "/home");
    await page.getByRole("button", { name: "Open focus timer" }).click();
    const timer = page.getByRole("region", { name: "Focus timer" });
    await timer.getByRole("slider").focus();
    await page.keyboard.press("Home");
    await timer.getByRole("button", { name: "Start" }).click();
    await page.clock.runFor(60_000);
    await expect.poll(() => timer.getByRole("timer").innerText()).toBe("04:00");

    await page.reload();
    await page.locator("main#main").waitFor();
    expect(await page.getByRole("button", { name: /Open focus timer, 04:0\d left/ }).isVisible()).toBe(true);
    await page.getByRole("button", { name: /Open focus timer/ }).click();
    await page.clock.runFor(4 * 60_000 + 2_000);
    await expect.poll(() => page.getByRole("region", { name: "Focus timer" }).getByRole("timer").innerText()).toBe("00:00");
    expect(await page.getByText("Timer Finished!").isVisible()).toBe(true);
    expect(await page.getByText("Your timer has ended. Time for a break!").isVisible()).toBe(true);
    const alarm = page.getByTestId("timer-alarm");
    await expect.poll(() => alarm.evaluate((a: HTMLAudioElement) => !a.paused || a.currentTime > 0)).toBe(true);
    await page.getByRole("button", { name: "Reset" }).click();
    expect(await alarm.evaluate((a: HTMLAudioElement) => ({ paused: a.paused, t: a.currentTime }))).toEqual({ paused: true, t: 0 });
    expect(await page.getByRole("region", { name: "Focus timer" }).getByRole("timer").innerText()).toBe("05:00");
    await page.context().close();
  });
});
