// A real generator result saved from its page reads back in My Content as a sourcebook entry with
// every field label and section title the generator produced.
import { describe, expect, it } from "vitest";
import { createConfirmedUser, expectAccessible, gotoApp, MOBILE, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";

const e2e = useE2E();

describe("saved results in My Content", () => {
  for (const kind of ["character", "calendar"]) {
    it(`shows a saved ${kind} with all its fields and sections`, async () => {
      const user = await createConfirmedUser(e2e.server, "saver");
      const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
      await gotoApp(page, "/");
      await signInViaDialog(page, user);
      await gotoApp(page, `/generators/${kind}`);
      const name = await page.locator("#result-name").innerText();
      await page.getByRole("button", { name: "Save to My Content" }).click();
      const saved = async () =>
        (
          await e2e.server.ctx.db.query<{ data: { fields: { label: string }[]; sections: { title: string }[] } }>(
            `select data from public.content_items where owner_id = $1`,
            [user.id],
          )
        ).rows[0]?.data;
      await expect.poll(async () => (await saved()) !== undefined).toBe(true);
      const data = (await saved())!;

      await gotoApp(page, "/my-content");
      await page.getByRole("link", { name }).click();
      await page.getByRole("heading", { name, level: 2 }).waitFor();
      expect(await page.locator("article dl > div > dt").allInnerTexts()).toEqual(data.fields.map((f) => f.label));
      expect(await page.locator("article section h3").allInnerTexts()).toEqual(data.sections.map((s) => s.title));
      await screenshot(page, `library-saved-${kind}-375`);
      await expectAccessible(page);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }
});
