// LCP probe (docs/decisions/0006-web-budgets.md): why does LCP come after FCP on a prerendered page?
// Loads each page of the built SPA in Chromium at a phone's size with the CPU slowed 4× and prints,
// in load order: FCP, every `largest-contentful-paint` entry (element, text, size, time, whether
// that element is still in the page at the end) and when the app took over (main.tsx removes
// `data-prerendered`), plus the trace's own LCP candidates (what Lighthouse reads).
// `npm run build`, then in bench/: `npx tsx lcp-probe.ts` (LCP_PAGES=/,/browse to choose pages).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { loadConfig } from "../apps/server/src/config.js";
import { startServer } from "../apps/server/src/server.js";

const WEB_DIST = process.env.E2E_WEB_DIST ?? fileURLToPath(new URL("../apps/web/dist", import.meta.url));
const PAGES = (process.env.LCP_PAGES ?? "/,/generators,/generators/character,/browse").split(",").filter(Boolean);

interface Probe {
  fcp?: number;
  takeOver?: number;
  lcp: { t: number; size: number; tag: string; cls: string; text: string; connected: boolean }[];
}

/** Runs in the page before any of its scripts. */
function observe(): void {
  const w = window as unknown as { __probe: Probe; __lcpEls: Element[] };
  w.__probe = { lcp: [] };
  w.__lcpEls = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { size: number; element: Element | null })[]) {
      w.__lcpEls.push(e.element as Element);
      w.__probe.lcp.push({
        t: Math.round(e.startTime),
        size: e.size,
        tag: e.element?.tagName.toLowerCase() ?? "(removed)",
        cls: (e.element?.getAttribute("class") ?? "").slice(0, 50),
        text: (e.element?.textContent ?? "").slice(0, 40),
        connected: true,
      });
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") w.__probe.fcp = Math.round(e.startTime);
  }).observe({ type: "paint", buffered: true });
  document.addEventListener("DOMContentLoaded", () => {
    const root = document.getElementById("root");
    if (!root) return;
    new MutationObserver(() => {
      if (!root.hasAttribute("data-prerendered") && w.__probe.takeOver === undefined) w.__probe.takeOver = Math.round(performance.now());
    }).observe(root, { attributes: true });
  });
}

async function main(): Promise<void> {
  if (!existsSync(`${WEB_DIST}/index.html`)) throw new Error(`No built SPA at ${WEB_DIST}: run \`npm run build\` first.`);
  const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", WEB_DIST, LOG_LEVEL: "warn" }, { inMemory: true, jwtSecret: "bench-secret-".padEnd(48, "x") });
  const server = await startServer(config, { logger: false });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    for (const path of PAGES) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error" || m.type() === "warning") errors.push(`${m.type()}: ${m.text().slice(0, 200)}`);
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.addInitScript(observe);
      await browser.startTracing(page, { categories: ["loading", "devtools.timeline", "disabled-by-default-devtools.timeline"] });
      await page.goto(`${server.url}${path}`, { waitUntil: "load" });
      await page.waitForFunction(() => !document.getElementById("root")?.hasAttribute("data-prerendered"), undefined, { timeout: 60_000 });
      await page.waitForTimeout(1500); // let late paints land (a probe, not a test)
      const probe = await page.evaluate(() => {
        const w = window as unknown as { __probe: Probe; __lcpEls: Element[] };
        w.__probe.lcp.forEach((e, i) => (e.connected = w.__lcpEls[i]?.isConnected ?? false));
        return w.__probe;
      });
      const trace = JSON.parse((await browser.stopTracing()).toString()) as {
        traceEvents: { name: string; ts: number; args?: { data?: Record<string, unknown> } }[];
      };
      const nav = trace.traceEvents.find((e) => e.name === "navigationStart")?.ts ?? 0;
      const candidates = trace.traceEvents
        .filter((e) => e.name.startsWith("largestContentfulPaint::") || e.name === "firstContentfulPaint")
        .map(
          (e) =>
            `${e.name.replace("largestContentfulPaint::", "lcp:")}@${Math.round((e.ts - nav) / 1000)}${e.args?.data?.size ? ` size=${String(e.args.data.size)} type=${String(e.args.data.type)} node=${String(e.args.data.nodeId)}` : ""}`,
        );
      console.log(`\n${path}: FCP ${probe.fcp} ms, take-over ${probe.takeOver} ms`);
      for (const e of probe.lcp)
        console.log(`  LCP entry @${e.t} ms size=${e.size} <${e.tag} class="${e.cls}"> "${e.text}" ${e.connected ? "still in page" : "REMOVED since"}`);
      console.log(`  trace: ${candidates.join(" | ")}`);
      if (errors.length) console.log(`  console: ${errors.join(" | ")}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
