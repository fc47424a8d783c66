// World-aware generator pages: a signed-in user's saved race is woven into a new character and
// marked "from your world" with a link to the saved item; the share link reproduces for that user,
// tells anyone else that their world differs, and a link made without a world opens as made.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { generate } from "@worldloom/generators";
import {
  DESKTOP,
  MOBILE,
  createConfirmedUser,
  expectAccessible,
  gotoApp,
  newPage,
  screenshot,
  signInViaDialog,
  useE2E,
  type TestUser,
} from "../support/index.js";

const e2e = useE2E();

const resultName = (page: Page) => page.locator("#result-name").innerText();
const allFields = (page: Page) => page.locator("article dl > div > dd > div:first-child").allInnerTexts();
const raceRow = (page: Page) => page.locator("article dl > div").filter({ has: page.locator("dt", { hasText: /^Race$/ }) });
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function saveRace(user: TestUser, seed: string): Promise<{ id: string; name: string }> {
  const race = generate("race", { seed })[0]!;
  const r = await e2e.server.ctx.db.query<{ id: string }>(
    `insert into public.content_items (owner_id, kind, name, summary, data, seed, generator_version) values ($1, 'race', $2, $3, $4, $5, $6) returning id`,
    [user.id, race.name, race.summary, JSON.stringify(race), seed, race.version],
  );
  return { id: r.rows[0]!.id, name: race.name };
}

describe("generators and the user's own world", () => {
  it("weaves in the user's saved race, links to it, and share links say whose world they need", async () => {
    const user = await createConfirmedUser(e2e.server, "worldly");
    const race = await saveRace(user, "world-race");
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(page, "/");
    await signInViaDialog(page, user);
    await gotoApp(page, "/generators/character");
    const own = raceRow(page).getByRole("link", { name: new RegExp(`^${escape(race.name)}\\s*from your world$`) });
    await own.waitFor();
    expect(await own.getAttribute("href")).toBe(`/my-content/${race.id}`);
    expect(await page.getByRole("switch", { name: "Use my saved world" }).getAttribute("aria-checked")).toBe("true");
    expect(new URL(page.url()).searchParams.get("w")).toMatch(/^[0-9a-f]{8}$/);
    // The page's own content (the header belongs to the shell and is checked there).
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll("main#main *")]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .map((el) => `${el.tagName}.${String(el.className).slice(0, 50)}`)
        .slice(0, 6),
    );
    expect(wide, "nothing sticks out at 375 px").toEqual([]);
    await expectAccessible(page);
    await screenshot(page, "generators-world-375");
    const made = { url: page.url(), name: await resultName(page), fields: await allFields(page) };

    // The same user, in another tab: the identical result, no warning.
    const tab = await newPage(e2e.browser, e2e.baseURL, { ...DESKTOP, context: page.context() });
    await gotoApp(tab, pathOf(made.url));
    await expect.poll(() => resultName(tab)).toBe(made.name);
    expect(await allFields(tab)).toEqual(made.fields);
    expect(await tab.getByRole("list", { name: "About this link" }).count()).toBe(0);
    await screenshot(tab, "generators-world-1280");

    // A visitor cannot have that world: the page says the parts drawn from it differ.
    const visitor = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(visitor, pathOf(made.url));
    await visitor.locator("#result-name").waitFor();
    await expect
      .poll(() => visitor.getByRole("status").filter({ hasText: "woven from a saved world that is not the one you have here" }).isVisible())
      .toBe(true);
    expect(await raceRow(visitor).getByText("from your world").count()).toBe(0);
    expect(await allFields(visitor)).not.toEqual(made.fields);
    await visitor.context().close();

    // A link made without a world opens as it was made, the user's world left out until switched on.
    await gotoApp(tab, "/generators/character?seed=plain-link");
    const plain = generate("character", { seed: "plain-link" })[0]!;
    await expect.poll(() => resultName(tab)).toBe(plain.name);
    expect(await tab.getByRole("status").filter({ hasText: "made without a saved world" }).isVisible()).toBe(true);
    const toggle = tab.getByRole("switch", { name: "Use my saved world" });
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
    await toggle.click();
    await tab.getByRole("button", { name: /^Generate/ }).click();
    await raceRow(tab).getByText("from your world").waitFor();

    // The badge leads to the saved item.
    await raceRow(tab).getByRole("link").click();
    await tab.waitForURL(new RegExp(`/my-content/${race.id}$`));
    await tab.getByRole("heading", { name: race.name }).first().waitFor();
    expect(page.errors).toEqual([]);
    expect(tab.errors).toEqual([]);
    await page.context().close();
  });

  it("never weaves in another user's items, nor the user's own trashed ones", async () => {
    const owner = await createConfirmedUser(e2e.server, "owner");
    await saveRace(owner, "private-race");
    await e2e.server.ctx.db.query(`update public.content_items set visibility = 'public' where owner_id = $1`, [owner.id]);
    const other = await createConfirmedUser(e2e.server, "other");
    const trashed = await saveRace(other, "trashed-race");
    await e2e.server.ctx.db.query(`update public.content_items set deleted_at = now() where id = $1`, [trashed.id]);
    const page = await newPage(e2e.browser, e2e.baseURL);
    await gotoApp(page, "/");
    await signInViaDialog(page, other);
    await gotoApp(page, "/generators/character?seed=someone-else");
    await page.locator("#result-name").waitFor();
    expect(await page.getByText("from your world").count()).toBe(0);
    expect(await page.getByRole("switch", { name: "Use my saved world" }).count()).toBe(0);
    expect(await resultName(page)).toBe(generate("character", { seed: "someone-else" })[0]!.name);
    await page.context().close();
  });
});
