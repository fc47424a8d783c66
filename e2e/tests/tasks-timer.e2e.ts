// Tasks and the focus timer in Chromium at 375 px and 1280 px: the launcher's two forms, the
// panel's operations (with no network call), undo, persistence, garbage in storage, two tabs, and
// the timer: every slider key, the page clock instead of sleeps, an expired timer, the alarm.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, MOBILE, createConfirmedUser, expectAccessible, gotoApp, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";
import { toPageEnd } from "./widget-overlap.js";

const e2e = useE2E();

const rows = (page: Page) => page.getByRole("list", { name: "Tasks" }).getByRole("checkbox");

async function openDesktopCard(page: Page) {
  await page.getByRole("button", { name: "Open tasks" }).click();
  await page.getByRole("region", { name: "Tasks" }).getByRole("button", { name: "My Tasks" }).waitFor();
}

type Size = { width: number; height: number };

/** Opens the task panel: the 320 px card from 640 px, the right-side sheet below. */
async function openPanel(page: Page, size: Size) {
  await page.getByRole("button", { name: /Open tasks/ }).click();
  const panel = size.width >= 640 ? page.getByRole("region", { name: "Tasks" }) : page.getByRole("dialog");
  await panel.getByRole("heading", { name: "Tasks", exact: true }).waitFor();
  // The panel's code loads after the first render (docs/decisions/0006-web-budgets.md).
  await panel.getByRole("button", { name: "My Tasks" }).waitFor();
  return panel;
}

describe("tasks", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`adds, toggles, edits one at a time and deletes with undo at ${label} px, with no network call`, async () => {
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/home");
      await toPageEnd(page);
      const panel = await openPanel(page, size);
      const requests: string[] = [];
      page.on("request", (r) => requests.push(`${r.method()} ${r.url()}`));

      expect(await panel.getByText("No tasks yet. Add one above!").isVisible()).toBe(true);
      const input = panel.getByPlaceholder("Add a new task...");
      await input.fill("   ");
      await input.press("Enter");
      expect(await rows(page).count()).toBe(0);
      for (const t of ["Name the river gods", "Map the northern pass", "Draft the prophecy"]) {
        await input.fill(`  ${t} `);
        await input.press("Enter");
      }
      expect(await input.inputValue()).toBe("");
      expect(await rows(page).allInnerTexts()).toEqual(["Name the river gods", "Map the northern pass", "Draft the prophecy"]);

      // Toggle by clicking the row, both ways.
      await panel.getByText("Map the northern pass").click();
      expect(await rows(page).nth(1).getAttribute("aria-checked")).toBe("true");
      await panel.getByText("Map the northern pass").click();
      expect(await rows(page).nth(1).getAttribute("aria-checked")).toBe("false");

      // The pencil puts one task in edit mode; Enter saves trimmed text.
      const editor = panel.getByRole("textbox", { name: "Edit task" });
      await panel.getByRole("button", { name: "Edit “Draft the prophecy”" }).click();
      await editor.fill("  Draft the second prophecy ");
      await editor.press("Enter");
      expect(await editor.count()).toBe(0);
      expect(await rows(page).nth(2).innerText()).toBe("Draft the second prophecy");

      // One task in edit mode at a time: the second pencil ends the first edit (saving it).
      await panel.getByRole("button", { name: "Edit “Name the river gods”" }).click();
      await editor.fill("Name the sea gods");
      await panel.getByRole("button", { name: "Edit “Map the northern pass”" }).click();
      expect(await editor.count()).toBe(1);
      expect(await editor.inputValue()).toBe("Map the northern pass");
      expect(await rows(page).first().innerText()).toBe("Name the sea gods");
      // Blur saves; blank text just leaves edit mode.
      await editor.fill("Map the southern pass");
      await panel.getByRole("heading", { name: "Tasks", exact: true }).click();
      expect(await editor.count()).toBe(0);
      expect(await rows(page).nth(1).innerText()).toBe("Map the southern pass");
      await panel.getByRole("button", { name: "Edit “Map the southern pass”" }).click();
      await editor.fill("   ");
      await editor.press("Enter");
      expect(await rows(page).nth(1).innerText()).toBe("Map the southern pass");

      // Delete, then Undo from the toast puts it back where it was.
      await panel.getByRole("button", { name: "Delete “Map the southern pass”" }).click();
      expect(await rows(page).allInnerTexts()).toEqual(["Name the sea gods", "Draft the second prophecy"]);
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Deleted “Map the southern pass”" });
      await toast.getByRole("button", { name: "Undo" }).click();
      // The toast is clickable over the phone's sheet, and clicking it leaves the sheet open.
      if (label === "375") expect(await page.getByRole("dialog").count()).toBe(1);
      await expect.poll(() => rows(page).allInnerTexts()).toEqual(["Name the sea gods", "Map the southern pass", "Draft the second prophecy"]);

      expect(requests, "task operations made network calls").toEqual([]);
      await expectAccessible(page, `tasks at ${label} px`);
      await screenshot(page, `${label}-tasks-panel`);
      await page.context().close();
    });
  }

  it("on a wide screen the launcher becomes a 320 px card that collapses, closes, and keeps the list over a reload", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/home");
    await toPageEnd(page);
    const card = await openPanel(page, DESKTOP);
    expect((await card.boundingBox())!.width).toBe(320);
    await card.getByPlaceholder("Add a new task...").fill("Keep me");
    await card.getByPlaceholder("Add a new task...").press("Enter");
    await card.getByRole("button", { name: "Collapse tasks" }).click();
    expect(await card.getByPlaceholder("Add a new task...").count()).toBe(0);
    await card.getByRole("button", { name: "Expand tasks" }).click();
    expect(await card.getByPlaceholder("Add a new task...").isVisible()).toBe(true);
    await card.getByRole("button", { name: "Close tasks" }).click();
    expect(await page.getByRole("button", { name: /Open tasks/ }).isVisible()).toBe(true);
    await page.reload();
    await toPageEnd(page);
    await openPanel(page, DESKTOP);
    expect(await rows(page).allInnerTexts()).toEqual(["Keep me"]);
    await page.context().close();
  });

  it("on a phone the launcher opens a right-side sheet with the spec's title and description", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(page, "/home");
    await toPageEnd(page);
    const sheet = await openPanel(page, MOBILE);
    expect(await sheet.getByText("Manage your tasks from anywhere in the app.").isVisible()).toBe(true);
    const box = (await sheet.boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(MOBILE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.context().close();
  });

  it("survives garbage in storage, shows five with View all, and keeps two tabs in step", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/home");
    await toPageEnd(page);
    await page.evaluate(() => localStorage.setItem("todos", "{{not json"));
    await page.reload();
    await toPageEnd(page);
    await openDesktopCard(page);
    expect(await page.getByText("No tasks yet. Add one above!").isVisible()).toBe(true);
    const tasks = Array.from({ length: 7 }, (_, i) => ({ id: `t${i}`, text: `Task number ${i + 1}`, completed: false }));
    await page.evaluate((t) => localStorage.setItem("todos", JSON.stringify(t)), tasks);
    await page.reload();
    await toPageEnd(page);
    await openDesktopCard(page);
    expect(await rows(page).count()).toBe(5);
    const list = page.getByRole("list", { name: "Tasks" });
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("300px");

    const other = await page.context().newPage();
    await other.setViewportSize(DESKTOP);
    await gotoApp(other, "/home");
    await toPageEnd(other);
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

  it("My Tasks goes to /tasks, which lists everything, filters, and undoes a delete and a clear", async () => {
    const user = await createConfirmedUser(e2e.server, "tasks");
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/");
    await page.evaluate(() =>
      localStorage.setItem("todos", JSON.stringify(Array.from({ length: 7 }, (_, i) => ({ id: `p${i}`, text: `Page task ${i + 1}`, completed: i < 2 })))),
    );
    await signInViaDialog(page, user);
    await gotoApp(page, "/home"); // the provider reads storage at start
    await toPageEnd(page);
    const card = await openPanel(page, DESKTOP);
    await card.getByRole("heading", { name: "My Tasks" }).getByRole("button", { name: "My Tasks" }).click();
    await page.waitForURL((u) => u.pathname === "/tasks");
    await expect.poll(() => page.title()).toBe("Tasks");
    const all = page.getByRole("list", { name: "All tasks" }).getByRole("checkbox");
    expect(await all.count()).toBe(7);
    await page.getByRole("button", { name: "completed", exact: true }).click();
    expect(await all.count()).toBe(2);
    await page.getByRole("button", { name: "active", exact: true }).click();
    expect(await all.count()).toBe(5);
    await page.getByRole("button", { name: "all", exact: true }).click();
    await page.getByRole("main").getByRole("button", { name: "Delete “Page task 4”" }).click();
    expect(await all.count()).toBe(6);
    await page.locator("[data-sonner-toast]").filter({ hasText: "Deleted “Page task 4”" }).getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => all.nth(3).innerText()).toBe("Page task 4");
    await page.getByRole("button", { name: "Clear completed (2)" }).click();
    expect(await all.count()).toBe(5);
    await page.locator("[data-sonner-toast]").filter({ hasText: "Cleared 2 completed tasks" }).getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => all.allInnerTexts()).toEqual(Array.from({ length: 7 }, (_, i) => `Page task ${i + 1}`));
    // The page is the list: the launcher's card is not drawn over it, nor its button; the timer stays.
    expect(await page.getByRole("region", { name: "Tasks" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /Open tasks/ }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Open focus timer" }).isVisible()).toBe(true);
    // Back where it was opened, the card is there again.
    await page.goBack();
    await page.waitForURL((u) => u.pathname === "/home");
    await page.getByRole("region", { name: "Tasks" }).getByRole("button", { name: "My Tasks" }).waitFor();
    await page.context().close();
  });

  it("on a phone the closed widgets step aside while the page runs under them, and are back at its end or on focus", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(page, "/generators");
    const tasks = page.getByRole("button", { name: /Open tasks/ });
    const timer = page.getByRole("button", { name: "Open focus timer" });
    /** Whether a tap at the button's centre reaches it: stepped aside, it is slid off and click-through. */
    const reachable = (b: typeof tasks) =>
      b.evaluate(async (el) => {
        // The scroll's frame, the render, then the slide.
        for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
        await Promise.all(
          el
            .closest("[data-floating-widgets]")!
            .getAnimations({ subtree: true })
            .map((a) => a.finished),
        );
        const r = el.getBoundingClientRect();
        const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !!at && el.contains(at);
      });
    expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight * 2)).toBe(true);
    await expect.poll(() => reachable(tasks)).toBe(false);
    expect(await reachable(timer)).toBe(false);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => reachable(tasks)).toBe(true);
    expect(await reachable(timer)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => reachable(tasks)).toBe(false);
    // A keyboard user tabbing to them finds them in place.
    await timer.focus();
    await expect.poll(() => reachable(timer)).toBe(true);
    await screenshot(page, "375-widgets-on-focus");
    // An open card stays where the user put it, wherever the page scrolls.
    await timer.press("Enter");
    const card = page.getByRole("region", { name: "Focus timer" });
    await card.getByRole("button", { name: "Start" }).waitFor();
    await page.evaluate(() => document.body.focus());
    await page.evaluate(() => window.scrollTo(0, 1000));
    expect(await reachable(card.getByRole("button", { name: "Start" }))).toBe(true);
    await page.context().close();
  });
});

describe("focus timer", () => {
  it("moves the duration slider with every key of spec §5 and shows MM:SS", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/home");
    await toPageEnd(page);
    await page.getByRole("button", { name: "Open focus timer" }).click();
    const timer = page.getByRole("region", { name: "Focus timer" });
    const clock = timer.getByRole("timer");
    expect(await clock.innerText()).toBe("25:00");
    const slider = timer.getByRole("slider", { name: "Timer duration in minutes" });
    expect(await slider.evaluate((el) => [el.getAttribute("aria-valuemin"), el.getAttribute("aria-valuemax"), el.getAttribute("aria-valuenow")])).toEqual([
      "5",
      "60",
      "25",
    ]);
    await slider.focus();
    const steps: [string, string][] = [
      ["ArrowRight", "30"],
      ["ArrowUp", "35"],
      ["ArrowDown", "30"],
      ["ArrowLeft", "25"],
      ["PageDown", "5"],
      ["PageUp", "55"],
      ["ArrowUp", "60"],
      ["ArrowUp", "60"],
      ["Shift+ArrowDown", "10"],
      ["Shift+ArrowUp", "60"],
      ["Shift+ArrowLeft", "10"],
      ["Shift+ArrowRight", "60"],
      ["Home", "5"],
      ["ArrowDown", "5"],
      ["End", "60"],
      ["PageUp", "60"],
    ];
    for (const [key, value] of steps) {
      await page.keyboard.press(key);
      expect(await slider.getAttribute("aria-valuenow"), key).toBe(value);
    }
    expect(await clock.innerText()).toBe("60:00");
    await page.keyboard.press("Home");
    expect(await clock.innerText()).toBe("05:00");
    await page.context().close();
  });

  it("starts, pauses, resets, keeps running through a duration change, collapses and closes", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await page.clock.install();
    await gotoApp(page, "/home");
    await toPageEnd(page);
    await page.getByRole("button", { name: "Open focus timer" }).click();
    const timer = page.getByRole("region", { name: "Focus timer" });
    const clock = timer.getByRole("timer");
    const slider = timer.getByRole("slider", { name: "Timer duration in minutes" });
    await slider.focus();
    await page.keyboard.press("Home");

    await timer.getByRole("button", { name: "Start" }).click();
    await page.clock.runFor(2_000);
    await expect.poll(() => clock.innerText()).toBe("04:58");
    await timer.getByRole("button", { name: "Pause" }).click();
    await page.clock.runFor(5_000);
    expect(await clock.innerText()).toBe("04:58");
    await timer.getByRole("button", { name: "Start" }).click();
    await page.clock.runFor(1_000);
    await expect.poll(() => clock.innerText()).toBe("04:57");
    // A new duration resets the remaining time; a running timer keeps running.
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    expect(await clock.innerText()).toBe("10:00");
    await page.clock.runFor(1_000);
    await expect.poll(() => clock.innerText()).toBe("09:59");
    expect(await timer.getByRole("button", { name: "Pause" }).isVisible()).toBe(true);
    await timer.getByRole("button", { name: "Reset" }).click();
    expect(await clock.innerText()).toBe("10:00");
    expect(await timer.getByRole("button", { name: "Start" }).isVisible()).toBe(true);
    await expectAccessible(page, "open timer at 375 px");
    await screenshot(page, "375-timer-open");
    // Collapse keeps the time in the header; close shows the round button.
    await timer.getByRole("button", { name: "Collapse timer" }).click();
    expect(await timer.getByRole("button", { name: "Start" }).count()).toBe(0);
    expect(await timer.getByRole("heading").innerText()).toContain("10:00");
    await timer.getByRole("button", { name: "Expand timer" }).click();
    await timer.getByRole("button", { name: "Close timer" }).click();
    expect(await page.getByRole("button", { name: "Open focus timer" }).isVisible()).toBe(true);
    await page.context().close();
  });

  it("a timer that ran out while the page was closed comes back idle, says so once, and stays silent", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/home");
    await toPageEnd(page);
    await page.evaluate(() => localStorage.setItem("focus-timer", JSON.stringify({ durationMin: 15, remainingSec: 900, endsAt: Date.now() - 60_000 })));
    await page.reload();
    await toPageEnd(page);
    await page.locator("main#main").waitFor();
    const toasts = page.locator("[data-sonner-toast]").filter({ hasText: "Timer Finished!" });
    await toasts.first().waitFor();
    expect(await toasts.count()).toBe(1);
    expect(await toasts.first().innerText()).toContain("Your timer has ended. Time for a break!");
    expect(await page.getByTestId("timer-alarm").evaluate((a: HTMLAudioElement) => ({ paused: a.paused, t: a.currentTime }))).toEqual({ paused: true, t: 0 });
    await page.getByRole("button", { name: "Open focus timer" }).click();
    const timer = page.getByRole("region", { name: "Focus timer" });
    expect(await timer.getByRole("timer").innerText()).toBe("15:00");
    expect(await timer.getByRole("button", { name: "Start" }).isVisible()).toBe(true);
    // Only once: a second reload says nothing.
    await page.reload();
    await toPageEnd(page);
    await page.getByRole("button", { name: "Open focus timer" }).waitFor();
    expect(await page.locator("[data-sonner-toast]").filter({ hasText: "Timer Finished!" }).count()).toBe(0);
    await page.context().close();
  });

  it("survives a reload while running, and at zero stops, plays the alarm and says so; Reset rewinds it", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await page.clock.install();
    await gotoApp(page, "/home");
    await toPageEnd(page);
    await page.getByRole("button", { name: "Open focus timer" }).click();
    const timer = page.getByRole("region", { name: "Focus timer" });
    await timer.getByRole("slider").focus();
    await page.keyboard.press("Home");
    await timer.getByRole("button", { name: "Start" }).click();
    await page.clock.runFor(60_000);
    await expect.poll(() => timer.getByRole("timer").innerText()).toBe("04:00");

    await page.reload();

    await toPageEnd(page);
    await page.locator("main#main").waitFor();
    // Still running from about 04:00 (a loaded machine may take some seconds over the reload).
    expect(await page.getByRole("button", { name: /Open focus timer, 0[34]:\d\d left/ }).isVisible()).toBe(true);
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
