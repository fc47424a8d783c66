import { chromium } from "playwright-core";
import { loadConfig } from "../apps/server/src/config.js";
import { startServer } from "../apps/server/src/server.js";
const WEB_DIST = process.env.DIST!;
const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", WEB_DIST, LOG_LEVEL: "warn" }, { inMemory: true, jwtSecret: "shot-secret-".padEnd(48, "x") });
const server = await startServer(config, { logger: false });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const path of ["/", "/generators"]) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const reqs: string[] = [];
  page.on("request", (r) => reqs.push(r.url().replace(server.url, "")));
  const t = Date.now();
  await page.goto(server.url + path);
  await page.getByRole("heading", { level: 1 }).waitFor();
  const t1 = Date.now() - t;
  await page.waitForLoadState("networkidle");
  console.log(path, "h1 at", t1, "ms;", reqs.length, "requests; js:", reqs.filter((r) => r.endsWith(".js")).length);
  console.log(reqs.filter((r) => r.endsWith(".js")).join(" "));
  await page.close();
}
await browser.close();
process.exit(0);
