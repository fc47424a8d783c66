// Node and the browser produce the identical result for the same seed and options: the page's
// downloaded JSON is compared with generate() run here in Node (the same package the app bundles).
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { generate } from "@worldloom/generators";
import { gotoApp, newPage, useE2E } from "../support/index.js";

const e2e = useE2E();

// The systems (language, calendar, magic), linked people and places, tables and long prose.
const KINDS = ["character", "language", "calendar", "magic-system", "location", "faction", "monster", "prophecy"] as const;

describe("the browser and Node agree", () => {
  it("renders the identical result for golden seeds", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL);
    for (const kind of KINDS) {
      for (const [seed, options] of [
        [`golden-${kind}-1`, {}],
        [`golden ${kind} ✦ 2`, { setting: "dark-fantasy" }],
      ] as const) {
        const opt = Object.keys(options).length > 0 ? `&opt=${Buffer.from(JSON.stringify(options)).toString("base64url")}` : "";
        await gotoApp(page, `/generators/${kind}?seed=${encodeURIComponent(seed)}${opt}`);
        await page.locator("#result-name").waitFor();
        const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download JSON" }).click()]);
        const inBrowser = JSON.parse(await readFile((await download.path())!, "utf8")) as unknown;
        const inNode = JSON.parse(JSON.stringify(generate(kind, { seed, options })[0])) as unknown;
        expect(inBrowser, `${kind} ${seed}`).toEqual(inNode);
      }
    }
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
