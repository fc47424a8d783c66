// Profile in Chromium at 375 and 1280 px: upload an avatar (stored by the storage service as
// WebP under the user's folder) and see it after a reload; edit display name, username, bio and
// links; a username someone else has, in any letter case, is reported as taken and cannot be saved.
import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DESKTOP, MOBILE, createConfirmedUser, expectAccessible, gotoApp, newPage, screenshot, signInViaDialog, useE2E } from "../support/index.js";

const e2e = useE2E();

describe("profile", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`edits the profile, uploads an avatar that survives a reload, and reports a taken username (${label} px)`, async () => {
      const db = e2e.server.ctx.db;
      const other = await createConfirmedUser(e2e.server, "taken");
      const takenName = `Taken_${other.id.slice(0, 6)}`;
      await db.query(`update public.profiles set username = $2 where id = $1`, [other.id, takenName]);
      const user = await createConfirmedUser(e2e.server, "profile");
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, user);
      await gotoApp(page, "/profile");
      const card = page.getByRole("region", { name: "Public profile" });
      await card.getByLabel("Display name").waitFor();
      await expectAccessible(page, "profile");

      // Avatar: a 900×600 PNG goes in; a WebP no wider than 1024 px is stored under <uid>/.
      const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 120, b: 200 } } })
        .png()
        .toBuffer();
      await card.getByTestId("avatar-input").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
      await page.getByText("Avatar updated").waitFor();
      const avatar = card.getByRole("img", { name: "Your avatar" });
      await expect.poll(() => avatar.getAttribute("src")).toContain(`/storage/v1/object/public/avatars/${user.id}/avatar.webp`);
      const stored = await db.query<{ metadata: { mimetype: string } }>(`select metadata from storage.objects where bucket_id = 'avatars' and name = $1`, [
        `${user.id}/avatar.webp`,
      ]);
      expect(stored.rows[0]?.metadata.mimetype).toBe("image/webp");
      expect(existsSync(join(e2e.server.ctx.config.storageDir, "avatars", user.id, "avatar.webp"))).toBe(true);

      // A file that is not a picture is refused before it leaves the browser.
      await card.getByTestId("avatar-input").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
      await card.getByRole("alert").getByText("Choose a PNG, JPEG, WebP or GIF picture.").waitFor();

      // Username taken in another letter case: said while typing, and Save is off.
      const username = card.getByLabel("Username");
      await username.fill(takenName.toLowerCase());
      await card.getByText("That username is taken.").waitFor();
      expect(await card.getByRole("button", { name: "Save profile" }).isDisabled()).toBe(true);
      await screenshot(page, `profile-taken-${label}`);
      await expectAccessible(page, "profile, username taken");

      const mine = `me_${user.id.slice(0, 8)}`;
      await username.fill(mine);
      await card.getByText("That username is free.").waitFor();
      await card.getByLabel("Display name").fill("Ada of the Loom");
      await card.getByLabel("Bio").fill("Maps rivers that do not exist yet.");
      await card.getByLabel("Links").fill("https://example.com/ada\nnot a link");
      await card.getByText('"not a link" is not a web address starting with https://.').waitFor();
      await card.getByLabel("Links").fill("https://example.com/ada\nhttps://ada.example.org");
      await card.getByRole("button", { name: "Save profile" }).click();
      await page.getByText("Profile saved").waitFor();

      const row = await db.query<{ username: string; display_name: string; bio: string; links: string[]; avatar_url: string }>(
        `select username, display_name, bio, links, avatar_url from public.profiles where id = $1`,
        [user.id],
      );
      expect(row.rows[0]).toMatchObject({
        username: mine,
        display_name: "Ada of the Loom",
        bio: "Maps rivers that do not exist yet.",
        links: ["https://example.com/ada", "https://ada.example.org"],
      });

      // After a reload everything is still there and the avatar really draws.
      await page.reload();
      await card.getByLabel("Display name").waitFor();
      expect(await card.getByLabel("Display name").inputValue()).toBe("Ada of the Loom");
      expect(await card.getByLabel("Username").inputValue()).toBe(mine);
      expect(await card.getByLabel("Links").inputValue()).toBe("https://example.com/ada\nhttps://ada.example.org");
      await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await screenshot(page, `profile-${label}`);
      await expectAccessible(page, "profile, saved");

      // Remove the avatar, then undo from the toast.
      await card.getByRole("button", { name: "Remove" }).click();
      await page.getByText("Avatar removed").waitFor();
      await expect
        .poll(
          async () => (await db.query<{ avatar_url: string | null }>(`select avatar_url from public.profiles where id = $1`, [user.id])).rows[0]!.avatar_url,
        )
        .toBeNull();
      await page.getByRole("button", { name: "Undo" }).click();
      await expect
        .poll(
          async () => (await db.query<{ avatar_url: string | null }>(`select avatar_url from public.profiles where id = $1`, [user.id])).rows[0]!.avatar_url,
        )
        .toContain("avatar.webp");
      await avatar.waitFor();
      expect(page.errors).toEqual([]);
      await page.close();
    });
  }
});
