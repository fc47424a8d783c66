// Migration in Chromium at 375 and 1280 px: an admin sees every migration with its checksum; a
// content upgrade dry run shows the item's diff and changes nothing; Upgrade all then Undo (toast)
// moves the item to the current generator and back; Download backup gives a backup file.
import { readFile } from "node:fs/promises";
import { gunzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  createAdmin,
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

const e2e = useE2E();

const sql = async <T extends Record<string, unknown>>(q: string, params: unknown[] = []) => (await e2e.server.ctx.db.query<T>(q, params)).rows;
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("Migration page", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`schema checksums, upgrade dry run, upgrade and undo, backup download (${label} px)`, async () => {
      const admin = await createAdmin(e2e.server);
      const owner = await createConfirmedUser(e2e.server, "owner");
      // A character saved by generator version 1, with one field the owner typed.
      const data = {
        fields: [
          {
            key: "occupation",
            label: "Occupation",
            value: { type: "text", value: "Lamplighter" },
          },
        ],
        options: {},
      };
      const [{ id: itemId }] = (await sql<{ id: string }>(
        `insert into public.content_items (owner_id, kind, name, summary, data, seed, generator_version)
         values ($1, 'character', $2, 'Tends the lamps.', $3::jsonb, 'lamp-seed', 1) returning id`,
        [owner.id, `Old Wick ${label}`, JSON.stringify(data)],
      )) as [{ id: string }];
      const row = async () =>
        (
          await sql<{
            generator_version: number;
            data: unknown;
            summary: string;
          }>(`select generator_version, data, summary from public.content_items where id = $1`, [itemId])
        )[0]!;
      const before = await row();

      const page = await newPage(e2e.browser, e2e.baseURL, size);
      try {
        await gotoApp(page, "/");
        await signInViaDialog(page, admin);
        await gotoApp(page, "/migration");
        await page.getByRole("heading", { name: "Migration", level: 1 }).waitFor();
        expect(await page.title()).toBe("Migration");

        // Schema: every applied migration with the checksum the database recorded.
        const [{ checksum }] = (await sql<{ checksum: string }>(
          `select checksum from supabase_migrations.schema_migrations where version = '20261122000300'`,
        )) as [{ checksum: string }];
        const migrations = page.getByRole("list", { name: "Migrations" });
        await page.getByRole("button", { name: /^Show all \d+ migrations$/ }).click();
        const contentRow = migrations.getByTestId("migration-row").filter({ hasText: "content items" }).first();
        await contentRow.waitFor();
        await expect.poll(() => contentRow.getByTestId("checksum").textContent()).toBe(`sha256 ${checksum.slice(0, 12)}`);
        expect(await contentRow.getByText("Applied", { exact: true }).count()).toBe(1);

        // Content upgrades: the dry run shows the diff and writes nothing.
        const kindRow = page.getByTestId("outdated-kind").filter({ hasText: "Character" });
        await kindRow.getByText("1 item on version 1").waitFor();
        await kindRow.getByRole("button", { name: "Dry run Character" }).click();
        const plan = page.getByTestId("upgrade-plan").filter({ hasText: `Old Wick ${label}` });
        await plan.waitFor();
        await page.getByText("1 item would change. Nothing has been changed yet.").waitFor();
        await plan.getByText("Generator version").waitFor();
        expect(await plan.getByText(/^Occupation/).count()).toBe(0); // the owner's field is kept
        expect(await row()).toEqual(before);
        expect(await noSideScroll(page)).toBe(true);
        await expectAccessible(page);
        await screenshot(page, `migration-dry-run-${label}`);

        // Upgrade all, then Undo from the toast.
        await page.getByRole("button", { name: "Upgrade all (1)" }).click();
        await toast(page, "Upgraded 1 item").waitFor();
        await page.getByRole("heading", { name: "Everything is up to date" }).waitFor();
        await screenshot(page, `migration-upgraded-${label}`);
        await expect.poll(async () => (await row()).generator_version).toBeGreaterThan(1);
        const upgraded = (await row()) as {
          data: { fields: { key: string; value: { value?: string } }[] };
        };
        expect(upgraded.data.fields.find((f) => f.key === "occupation")!.value.value).toBe("Lamplighter");
        await toast(page, "Upgraded 1 item").getByRole("button", { name: "Undo" }).click();
        await toast(page, "Upgrade undone").waitFor();
        await expect.poll(async () => (await row()).generator_version).toBe(1);
        expect(await row()).toEqual(before);
        await kindRow.waitFor();

        // Backup: the download is a gzip'd JSON-lines backup.
        const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download backup" }).click()]);
        expect(download.suggestedFilename()).toMatch(/^worldloom-backup-.*\.jsonl\.gz$/);
        const lines = gunzipSync(await readFile((await download.path())!))
          .toString("utf8")
          .trim()
          .split("\n");
        expect(JSON.parse(lines[0]!)).toMatchObject({
          type: "header",
          format: "worldloom-backup",
        });
        expect(JSON.parse(lines.at(-1)!)).toMatchObject({ type: "end" });
        await toast(page, "Backup downloaded").waitFor();
        await screenshot(page, `migration-${label}`);
      } finally {
        await sql(`delete from public.content_items where id = $1`, [itemId]);
        await page.close();
      }
    }, 90_000);
  }

  it("is refused by the server for a signed-in non-admin", async () => {
    const user = await createConfirmedUser(e2e.server, "plain");
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/");
    await signInViaDialog(page, user);
    const status = await page.evaluate(async () => {
      const key = Object.keys(localStorage).find((k) => k.endsWith("-auth-token"));
      const token = key ? (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token : "";
      return (
        await fetch("/ops/v1/backup", {
          headers: { authorization: `Bearer ${token}` },
        })
      ).status;
    });
    expect(status).toBe(403);
    await page.close();
  }, 60_000);
});
