// Full-page screenshots into e2e/screenshots/ (gitignored), for people to look at.
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";

export const SCREENSHOT_DIR = fileURLToPath(new URL("../screenshots", import.meta.url));

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = `${SCREENSHOT_DIR}/${name.replace(/[^a-z0-9-]+/gi, "-")}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}
