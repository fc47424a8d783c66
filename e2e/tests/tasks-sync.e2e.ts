// Tasks follow a signed-in user between devices (two browser contexts of one account): tasks made
// signed out join the account at sign-in without duplicates, adds/edits/toggles/deletes reach the
// other device after a reload or when its window comes back into focus, a write that fails stays in
// the browser (even over a reload) and lands once the account answers again, and signing out
// leaves the browser's list as it was.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, MOBILE, createConfirmedUser, expectAccessible, gotoApp, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";

const e2e = useE2E();
const db = () => e2e.server.ctx.db;

const list = (page: Page) => page.getByRole("list", { name: "All tasks" }).getByRole("checkbox");
const texts = (page: Page) => list(page).allInnerTexts();
const saved = (page: Page) => page.getByRole("status").filter({ hasText: "Saved to your account" }).waitFor();
const accountTasks = async (user: string) =>
  (await db().query<{ text: string; completed: boolean }>(`select text, completed from public.todos where user_id = $1 order by position, id`, [user])).rows;

async function addTask(page: Page, text: string) {
  const input = page.getByRole("main").getByPlaceholder("Add a new task...");
  await input.fill(text);
  await input.press("Enter");
}

describe("tasks in the account", () => {
  it("two devices of one account show the same list; signed-out tasks merge in once", async () => {
    const user = await createConfirmedUser(e2e.server, "sync");
    // Desktop: two tasks made before signing in.
    const desk = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(desk, "/");
    await desk.evaluate(() =>
      localStorage.setItem(
        "todos",
        JSON.stringify([
          { id: "s1", text: "Name the river gods", completed: false },
          { id: "s2", text: "Map the northern pass", completed: true },
        ]),
      ),
    );
    await gotoApp(desk, "/"); // the list is read at start
    await signInViaDialog(desk, user);
    await gotoApp(desk, "/tasks");
    await saved(desk);
    await addTask(desk, "Draft the prophecy");
    await expect
      .poll(() => accountTasks(user.id))
      .toEqual([
        { text: "Name the river gods", completed: false },
        { text: "Map the northern pass", completed: true },
        { text: "Draft the prophecy", completed: false },
      ]);

    // Phone: a new browser, signed-out task of its own with the same text as one in the account.
    const phone = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(phone, "/");
    await phone.evaluate(() =>
      localStorage.setItem(
        "todos",
        JSON.stringify([
          { id: "p1", text: "Name the river gods", completed: false },
          { id: "p2", text: "Sketch the coastline", completed: false },
        ]),
      ),
    );
    await gotoApp(phone, "/");
    await signInViaDialog(phone, user);
    await gotoApp(phone, "/tasks");
    await saved(phone);
    await expect.poll(() => texts(phone)).toEqual(["Name the river gods", "Map the northern pass", "Draft the prophecy", "Sketch the coastline"]);
    await expectAccessible(phone);
    await screenshot(phone, "tasks-sync-375");

    // The desktop sees the phone's task after a reload, and signing in again adds nothing twice.
    await desk.reload();
    await expect.poll(() => texts(desk)).toEqual(["Name the river gods", "Map the northern pass", "Draft the prophecy", "Sketch the coastline"]);
    await screenshot(desk, "tasks-sync-1280");

    // Edits on the phone: toggle, rename, delete. The desktop picks them up when it regains focus.
    await phone.getByRole("main").getByText("Draft the prophecy").click();
    await phone.getByRole("main").getByRole("button", { name: "Delete “Map the northern pass”" }).click();
    await phone.getByRole("main").getByRole("button", { name: "Edit “Sketch the coastline”" }).click();
    const edit = phone.getByRole("main").getByRole("textbox", { name: "Edit task" });
    await edit.fill("Sketch the whole coastline");
    await edit.press("Enter");
    await expect
      .poll(() => accountTasks(user.id))
      .toEqual([
        { text: "Name the river gods", completed: false },
        { text: "Draft the prophecy", completed: true },
        { text: "Sketch the whole coastline", completed: false },
      ]);
    await desk.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect.poll(() => texts(desk)).toEqual(["Name the river gods", "Draft the prophecy", "Sketch the whole coastline"]);
    expect(await list(desk).nth(1).getAttribute("aria-checked")).toBe("true");

    // Signing out leaves the browser's list as it was.
    await desk.getByRole("button", { name: "Account menu" }).click();
    await desk.getByRole("menuitem", { name: "Sign out" }).click();
    await desk.waitForURL((u) => u.pathname === "/");
    const kept = await desk.evaluate(() => (JSON.parse(localStorage.getItem("todos") ?? "[]") as { text: string }[]).map((t) => t.text));
    expect(kept).toEqual(["Name the river gods", "Draft the prophecy", "Sketch the whole coastline"]);
    expect(desk.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
    await desk.context().close();
    await phone.context().close();
  }, 150_000);

  it("a task added while the account cannot be reached stays in the browser, over a reload, and lands later", async () => {
    const user = await createConfirmedUser(e2e.server, "offline");
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/");
    await signInViaDialog(page, user);
    await gotoApp(page, "/tasks");
    await saved(page);
    await page.route("**/rest/v1/todos**", (route) => route.abort("internetdisconnected"));
    await addTask(page, "Written on the train");
    await page.getByRole("status").filter({ hasText: "Not saved to your account yet" }).waitFor();
    await screenshot(page, "tasks-sync-failed-1280");
    await page.reload();
    await page.locator("main#main").waitFor();
    await expect.poll(() => texts(page)).toEqual(["Written on the train"]);
    expect(await accountTasks(user.id)).toEqual([]);
    await page.unroute("**/rest/v1/todos**");
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await saved(page);
    expect(await accountTasks(user.id)).toEqual([{ text: "Written on the train", completed: false }]);
    await page.context().close();
  });
});
