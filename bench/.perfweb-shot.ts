import { chromium } from "playwright-core";
import { loadConfig } from "../apps/server/src/config.js";
import { startServer } from "../apps/server/src/server.js";
const WEB_DIST = new URL("../apps/web/dist", import.meta.url).pathname;
const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", WEB_DIST, LOG_LEVEL: "warn" }, { inMemory: true, jwtSecret: "shot-secret-".padEnd(48, "x") });
const server = await startServer(config, { logger: false });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto(server.url + "/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.screenshot({ path: `/tmp/perfweb-shots/home-${width}.png` });
    if (width === 375) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog").waitFor();
      await page.screenshot({ path: `/tmp/perfweb-shots/menu-${width}.png` });
      await page.keyboard.press("Escape");
    }
    await page.getByRole("button", { name: "Theme" }).click();
    await page.getByRole("menuitem", { name: /Night/ }).click();
    await page.getByRole("button", { name: "Open focus timer" }).click();
    await page.getByRole("slider").waitFor();
    await page.screenshot({ path: `/tmp/perfweb-shots/timer-dark-${width}.png` });
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("open-auth-modal", { detail: { mode: "signup" } })));
    await page.getByRole("dialog").waitFor();
    await page.screenshot({ path: `/tmp/perfweb-shots/auth-${width}.png` });
    console.log(width, "errors:", errors);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close?.();
  process.exit(0);
}
