// What a page's LCP is and what it waited for (docs/decisions/0006-web-budgets.md): loads a page of
// the built SPA served by the real server in Chromium at a phone's size with the CPU slowed 4×
// (CDP), optionally signed in (a session in localStorage, as lighthouse.bench.ts does), and prints
// every `largest-contentful-paint` entry (time, size, element) and when each request finished.
// `cd bench && npx tsx lcp-observe.ts /story-elements/stories [--signed-in] [--no-throttle] [--shot=file.png]`;
// E2E_WEB_DIST points it at another build.
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { loadConfig } from "../apps/server/src/config.js";
import { startServer } from "../apps/server/src/server.js";

const WEB_DIST = process.env.E2E_WEB_DIST ?? fileURLToPath(new URL("../apps/web/dist", import.meta.url));
const path = process.argv[2] ?? "/";
const signedIn = process.argv.includes("--signed-in");
const throttle = !process.argv.includes("--no-throttle");
const shot = process.argv.find((a) => a.startsWith("--shot="))?.slice("--shot=".length);

async function session(url: string, serviceKey: string, anonKey: string): Promise<object> {
  const email = `observe-${Date.now()}@example.com`;
  const password = "observe-password-1";
  const headers = { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, "content-type": "application/json" };
  const created = await fetch(`${url}/auth/v1/admin/users`, { method: "POST", headers, body: JSON.stringify({ email, password, email_confirm: true }) });
  if (!created.ok) throw new Error(`createUser failed (${created.status})`);
  const res = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: anonKey, "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed (${res.status})`);
  const s = (await res.json()) as { expires_in: number };
  return { ...s, expires_at: Math.floor(Date.now() / 1000) + s.expires_in };
}

const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", WEB_DIST, LOG_LEVEL: "warn" }, { inMemory: true, jwtSecret: "observe-secret-".padEnd(48, "x") });
const server = await startServer(config, { logger: false });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  if (signedIn) {
    const s = await session(server.url, server.ctx.keys.serviceRole, server.ctx.keys.anon);
    await page.goto(`${server.url}/robots.txt`);
    await page.evaluate((v) => localStorage.setItem("sb-127-auth-token", v), JSON.stringify(s));
  }
  const cdp = await context.newCDPSession(page);
  if (throttle) await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: { t: number; size: number; el: string; text: string }[] };
    w.__lcp = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { size: number; element: Element | null })[]) {
        const el = e.element;
        const desc = el ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(" ").slice(0, 4).join(".")}` : ""}` : "(removed)";
        w.__lcp.push({ t: Math.round(e.startTime), size: e.size, el: desc, text: (el?.textContent ?? "").slice(0, 60) });
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  const t0 = Date.now();
  const requests: string[] = [];
  page.on("requestfinished", (r) => requests.push(`${String(Date.now() - t0).padStart(6)} ms  ${r.url().replace(server.url, "")}`));
  page.on("console", (m) => {
    if (m.type() === "error") console.log(`console error: ${m.text()}`);
  });
  await page.goto(`${server.url}${path}`);
  await page.waitForFunction(
    () => !document.getElementById("root")?.hasAttribute("data-prerendered") && !document.querySelector('[aria-busy="true"], [role="status"] .animate-spin'),
    undefined,
    {
      timeout: 30_000,
    },
  );
  await page.waitForTimeout(1500); // let late paints be reported (observation only, not a test)
  const paints = await page.evaluate(() => performance.getEntriesByType("paint").map((p) => `${p.name} ${Math.round(p.startTime)} ms`));
  const lcp = await page.evaluate(() => (window as unknown as { __lcp: unknown[] }).__lcp);
  console.log(`${path}${signedIn ? " (signed in)" : ""}, ${throttle ? "4× CPU" : "no CPU throttling"}: ${paints.join(", ")}`);
  for (const e of lcp as { t: number; size: number; el: string; text: string }[]) console.log(`  LCP ${e.t} ms  ${e.size} px²  ${e.el}  "${e.text}"`);
  console.log(`  requests (finished, ms after navigation start):\n${requests.map((r) => `    ${r}`).join("\n")}`);
  if (shot) await page.screenshot({ path: shot, fullPage: true });
  console.log(`  final URL: ${page.url().replace(server.url, "")}`);
} finally {
  await browser.close();
  await server.close();
}
