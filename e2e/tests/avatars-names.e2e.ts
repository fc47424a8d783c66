// Who someone appears as, in Chromium at 375 and 1280 px: the avatar uploaded on Profile shows in
// the header's Account button, on the user's forum posts (and their profile card) and as the
// "Shared by" author on Browse, for other people too; a new account's public name is never the
// start of its e-mail address (Browse, forum, Profile), and the app asks for a name instead — in
// the sign-up dialog, or in the band under the navigation.
import { mkdirSync } from "node:fs";
import type { Locator } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  DESKTOP,
  MOBILE,
  SCREENSHOT_DIR,
  createConfirmedUser,
  expectAccessible,
  gotoApp,
  newPage,
  screenshot,
  signInViaDialog,
  uniqueEmail,
  useE2E,
  waitForMailLink,
} from "../support/index.js";
import { seedThread } from "./forum-seed.js";
import { seedItem } from "./library-seed.js";

const e2e = useE2E();

/** The picture drawn in `img` is the user's stored avatar, really loaded. */
const drawsAvatarOf = (img: Locator, userId: string) =>
  expect
    .poll(() =>
      img.evaluate(
        (el: HTMLImageElement, uid) => el.complete && el.naturalWidth > 0 && el.src.includes(`/storage/v1/object/public/avatars/${uid}/avatar.webp`),
        userId,
      ),
    )
    .toBe(true);

describe("avatars and public names", () => {
  for (const [label, size] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    it(`shows the uploaded avatar in the header, on forum posts and on Browse, to others too (${label} px)`, async () => {
      const user = await createConfirmedUser(e2e.server, "avatar", { name: "Ada of the Loom" });
      const itemId = await seedItem(e2e.server, user.id, { kind: "character", name: "Mirelle Thorn", visibility: "public" });
      const thread = await seedThread(e2e.server, { title: "Rivers that run uphill", posts: [{ author: user.id, body: "Mine do, near the old mill." }] });
      const page = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(page, "/");
      await signInViaDialog(page, user);
      const account = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Account menu" });
      // Before any upload: the initials, no picture.
      await account.locator('[data-initials="AL"]').waitFor();
      expect(await account.locator("img").count()).toBe(0);

      await gotoApp(page, "/profile");
      const card = page.getByRole("region", { name: "Public profile" });
      const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 200, g: 90, b: 40 } } })
        .png()
        .toBuffer();
      await card.getByTestId("avatar-input").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
      await page.getByText("Avatar updated").waitFor();
      // The header follows at once, without a reload.
      await drawsAvatarOf(account.locator("img"), user.id);
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.getByRole("banner").screenshot({ path: `${SCREENSHOT_DIR}/avatar-header-${label}.png` });

      // The forum post, and the profile card its name opens.
      await gotoApp(page, `/forum/t/${thread.id}`);
      const post = page.getByRole("listitem", { name: "Post 1" });
      await post.getByText("Mine do, near the old mill.").waitFor();
      await drawsAvatarOf(post.locator("img[data-avatar]"), user.id);
      await post.getByRole("button", { name: "Ada of the Loom" }).click();
      await drawsAvatarOf(page.getByRole("dialog", { name: "About Ada of the Loom" }).locator("img"), user.id);
      await page.keyboard.press("Escape");
      await screenshot(page, `avatar-forum-thread-${label}`);
      await expectAccessible(page, "forum thread with avatars");

      // Browse: the public item's "Shared by".
      await gotoApp(page, `/browse/item/${itemId}`);
      const byline = page.getByText("Shared by");
      await byline.getByText("Ada of the Loom").waitFor();
      await drawsAvatarOf(byline.locator("img"), user.id);
      await screenshot(page, `avatar-browse-item-${label}`);
      await expectAccessible(page, "browse item with its author's avatar");
      expect(page.errors).toEqual([]);
      await page.close();

      // Someone signed out reads the same public profile row and sees the same picture.
      const visitor = await newPage(e2e.browser, e2e.baseURL, size);
      await gotoApp(visitor, `/browse/item/${itemId}`);
      await drawsAvatarOf(visitor.getByText("Shared by").locator("img"), user.id);
      await gotoApp(visitor, `/forum/t/${thread.id}`);
      await drawsAvatarOf(visitor.getByRole("listitem", { name: "Post 1" }).locator("img[data-avatar]"), user.id);
      expect(visitor.errors).toEqual([]);
      await visitor.close();
    }, 150_000);
  }

  it("never shows a new account's e-mail prefix: Browse and the forum say A world-builder, Profile asks for a name (375 px)", async () => {
    const user = await createConfirmedUser(e2e.server, "ysolde.marchetti-vanderhoven", { name: null });
    const prefix = user.email.split("@")[0]!;
    const itemId = await seedItem(e2e.server, user.id, { kind: "location", name: "The Glass Ford", visibility: "public" });
    const thread = await seedThread(e2e.server, { title: "Fords and ferries", posts: [{ author: user.id, body: "Glass, mostly." }] });

    const visitor = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(visitor, `/browse/item/${itemId}`);
    await visitor.getByText("Shared by").getByText("A world-builder").waitFor();
    expect(await visitor.locator("body").innerText()).not.toContain(prefix);
    await gotoApp(visitor, `/forum/t/${thread.id}`);
    await visitor.getByRole("listitem", { name: "Post 1" }).getByRole("button", { name: "A world-builder" }).click();
    await visitor.getByRole("dialog", { name: "About A world-builder" }).getByText("Joined").waitFor();
    expect(await visitor.locator("body").innerText()).not.toContain(prefix);
    await visitor.close();

    // Signed in: the band asks for a name on every page but Profile, whose field is empty.
    const page = await newPage(e2e.browser, e2e.baseURL, MOBILE);
    await gotoApp(page, "/");
    await signInViaDialog(page, user);
    const band = page.getByRole("region", { name: "Choose the name others see" });
    await band.getByText("Until you do, what you share and post is signed “A world-builder”.").waitFor();
    await screenshot(page, "name-prompt-375");
    await expectAccessible(page, "the name prompt");
    await gotoApp(page, "/profile");
    const display = page.getByRole("region", { name: "Public profile" }).getByLabel("Display name");
    await display.waitFor();
    expect(await display.inputValue()).toBe("");
    expect(await band.count()).toBe(0);

    // Choosing a name in the band: saved, the band goes, and the forum says it.
    await gotoApp(page, `/forum/t/${thread.id}`);
    await band.getByRole("button", { name: "Save name" }).click();
    await band.getByRole("alert").getByText("Write the name you want others to see, or choose Not now.").waitFor();
    await band.getByLabel("Display name").fill("  Ysolde M. ");
    await band.getByRole("button", { name: "Save name" }).click();
    await page.getByText("Name saved").waitFor();
    await band.waitFor({ state: "detached" });
    await page.getByRole("listitem", { name: "Post 1" }).getByRole("button", { name: "Ysolde M." }).waitFor();
    const row = await e2e.server.ctx.db.query<{ display_name: string }>(`select display_name from public.profiles where id = $1`, [user.id]);
    expect(row.rows[0]?.display_name).toBe("Ysolde M.");
    expect(page.errors).toEqual([]);
    await page.close();
  }, 150_000);

  it("an account still named after its e-mail prefix is asked too, and Not now keeps the name (1280 px)", async () => {
    const user = await createConfirmedUser(e2e.server, "jo.kept", { name: null });
    const prefix = user.email.split("@")[0]!;
    // As an account made before names stopped defaulting to the e-mail prefix, and edited since.
    await e2e.server.ctx.db.query(`update public.profiles set display_name = $2 where id = $1`, [user.id, prefix]);
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/");
    await signInViaDialog(page, user);
    const band = page.getByRole("region", { name: "Choose the name others see" });
    await band.getByText(`Your public name is the start of your email address, “${prefix}”.`).waitFor();
    await screenshot(page, "name-prompt-email-prefix-1280");
    await band.getByRole("button", { name: "Not now" }).click();
    await band.waitFor({ state: "detached" });
    await page.reload();
    // The header's initials come from the same profile read the band decides on.
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Account menu" }).locator('[data-initials="J"]').waitFor();
    expect(await band.count()).toBe(0);
    const row = await e2e.server.ctx.db.query<{ display_name: string }>(`select display_name from public.profiles where id = $1`, [user.id]);
    expect(row.rows[0]?.display_name).toBe(prefix);
    await page.close();
  });

  it("takes the display name from the sign-up dialog (1280 px)", async () => {
    const page = await newPage(e2e.browser, e2e.baseURL, DESKTOP);
    await gotoApp(page, "/");
    const email = uniqueEmail("named.signup");
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("open-auth-modal", { detail: { mode: "signup" } })));
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Create your account" }).waitFor();
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill("a-good-password-1");
    await dialog.getByLabel("Display name").fill("Tamsin Reed");
    await screenshot(page, "sign-up-display-name-1280");
    await expectAccessible(page, "sign-up dialog with the display name");
    await dialog.getByRole("button", { name: "Sign Up", exact: true }).click();
    await page.getByRole("dialog", { name: "Confirm your email" }).getByRole("button", { name: "Done" }).click();
    await page.goto(await waitForMailLink(e2e.baseURL, email, /Confirm your Worldloom account/));
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Account menu" }).locator('[data-initials="TR"]').waitFor();
    const row = await e2e.server.ctx.db.query<{ display_name: string }>(
      `select p.display_name from public.profiles p join auth.users u on u.id = p.id where u.email = $1`,
      [email],
    );
    expect(row.rows[0]?.display_name).toBe("Tamsin Reed");
    // Named at sign-up: nothing to ask.
    expect(await page.getByRole("region", { name: "Choose the name others see" }).count()).toBe(0);
    await page.close();
  });
});
