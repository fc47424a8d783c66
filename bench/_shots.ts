import { fileURLToPath } from "node:url";
import { chromium, type Route } from "playwright-core";
import { loadConfig } from "../apps/server/src/config.js";
import { startServer } from "../apps/server/src/server.js";
const WEB_DIST = fileURLToPath(new URL("../apps/web/dist", import.meta.url));
const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", WEB_DIST, LOG_LEVEL: "warn" }, { inMemory: true, jwtSecret: "bench-secret-".padEnd(48, "x") });
const server = await startServer(config, { logger: false });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const errors: string[] = [];
for (const [theme, scheme, cookie] of [["light", "light", undefined], ["dark-system", "dark", undefined], ["dark-cookie", "light", "dark"]] as const) {
  for (const width of [375, 1280]) {
    for (const path of ["/", "/generators/character"]) {
      const ctx = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: scheme });
      if (cookie) await ctx.addCookies([{ name: "worldloom-theme", value: cookie, url: server.url }]);
      const page = await ctx.newPage();
      page.on("console", (m) => { if (m.type() === "error") errors.push(`${path} ${theme}: ${m.text()}`); });
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route: Route) => { await held; await route.continue(); });
      await page.goto(server.url + path);
      await page.locator("main#main").waitFor();
      const name = `${path === "/" ? "home" : "character"}-${width}-${theme}`;
      await page.screenshot({ path: `/tmp/lcp-shots/${name}-before.png` });
      const htmlClass1 = await page.evaluate(() => document.documentElement.className);
      release();
      await page.waitForFunction(() => !document.querySelector("#root[data-prerendered]"), undefined, { timeout: 60000 });
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/lcp-shots/${name}-after.png` });
      const htmlClass2 = await page.evaluate(() => document.documentElement.className);
      const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      console.log(name, JSON.stringify(htmlClass1), "->", JSON.stringify(htmlClass2), bg);
      await ctx.close();
    }
  }
}
console.log("errors:", errors);
await browser.close();
await server.close();
