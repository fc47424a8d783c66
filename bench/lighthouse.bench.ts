// Lighthouse bench: the production build served by the real server on localhost,
// audited by the lighthouse package in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium)
// with Lighthouse's default mobile emulation and simulated throttling. Prints performance,
// accessibility and best-practices scores, LCP and CLS per page beside the targets; nothing is
// asserted (docs/decisions/0006-web-budgets.md). Every page is audited LIGHTHOUSE_RUNS times (3) and
// the median is printed after the runs. Run `npm run build` first (npm run bench does).
// The story tool is audited signed in: a session is put in localStorage and storage is kept.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { loadConfig } from "../apps/server/src/config.js";
import { startServer } from "../apps/server/src/server.js";

const WEB_DIST = process.env.E2E_WEB_DIST ?? fileURLToPath(new URL("../apps/web/dist", import.meta.url));
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const PAGES: { path: string; signedIn?: boolean }[] = [
  { path: "/" },
  { path: "/generators" },
  { path: "/generators/character" },
  { path: "/browse" },
  { path: "/story-elements/stories", signedIn: true },
];
// LIGHTHOUSE_THROTTLING=provided measures the page as localhost serves it (mobile screen and
// user agent, no simulated slow 4G or 4x CPU slowdown); the default is Lighthouse's mobile preset.
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING === "provided" ? "provided" : "simulate";
const TARGET = { performance: 0.95, accessibility: 1, bestPractices: 0.95, lcpMs: 1000, cls: 0.02 };
// LIGHTHOUSE_RUNS=n audits every page n times and prints the median beside each run (default 3).
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

interface Measured {
  perf: number;
  a11y: number;
  best: number;
  lcp: number;
  cls: number;
  tbt: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function signIn(url: string, serviceKey: string, anonKey: string): Promise<object> {
  const email = `lighthouse-${Date.now()}@example.com`;
  const password = "lighthouse-password-1";
  const created = await fetch(`${url}/auth/v1/admin/users`, {
    method: "POST",
    headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, "content-type": "application/json" },
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  if (!created.ok) throw new Error(`createUser failed (${created.status})`);
  const res = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: anonKey, "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed (${res.status})`);
  const session = (await res.json()) as { expires_in: number };
  return { ...session, expires_at: Math.floor(Date.now() / 1000) + session.expires_in };
}

async function main(): Promise<void> {
  if (!existsSync(`${WEB_DIST}/index.html`)) throw new Error(`No built SPA at ${WEB_DIST}: run \`npm run build\` first.`);
  const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", WEB_DIST, LOG_LEVEL: "warn" }, { inMemory: true, jwtSecret: "bench-secret-".padEnd(48, "x") });
  const server = await startServer(config, { logger: false });
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  try {
    const session = await signIn(server.url, server.ctx.keys.serviceRole, server.ctx.keys.anon);
    console.log(
      `Lighthouse (mobile, ${THROTTLING === "simulate" ? "simulated slow 4G and CPU" : "no throttling"}) on ${server.url}; targets: performance ≥ ${TARGET.performance}, accessibility ${TARGET.accessibility}, best practices ≥ ${TARGET.bestPractices}, LCP ≤ ${TARGET.lcpMs} ms, CLS ≤ ${TARGET.cls}`,
    );
    console.log(`${"page".padEnd(26)} perf  a11y  best   LCP ms    CLS  misses`);
    // LIGHTHOUSE_PAGES=/browse,/generators runs only those pages.
    const only = process.env.LIGHTHOUSE_PAGES?.split(",").filter(Boolean);
    const pages = PAGES.filter((pg) => !only || only.includes(pg.path));
    const measured = new Map<string, Measured[]>(pages.map((p) => [p.path, []]));
    for (let run = 1; run <= RUNS; run++) {
      if (RUNS > 1) console.log(`run ${run} of ${RUNS}`);
      for (const p of pages) {
        if (p.signedIn) {
          // supabase-js keeps its session under sb-<first label of the host>-auth-token.
          const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
          const page = await browser.contexts()[0]!.newPage();
          await page.goto(`${server.url}/robots.txt`).catch(() => undefined);
          await page.evaluate((s) => localStorage.setItem("sb-127-auth-token", s), JSON.stringify(session));
          // Storage is kept for this page, so empty the HTTP cache by hand: a cold load like the others.
          await (await page.context().newCDPSession(page)).send("Network.clearBrowserCache");
          await page.close();
          await browser.close();
        }
        const result = await lighthouse(`${server.url}${p.path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices"],
          disableStorageReset: p.signedIn === true,
          throttlingMethod: THROTTLING,
        });
        if (!result) throw new Error(`no Lighthouse result for ${p.path}`);
        // LIGHTHOUSE_TRACE=file: keep the page's trace to read what the long tasks did.
        if (process.env.LIGHTHOUSE_TRACE) {
          const { writeFileSync } = await import("node:fs");
          writeFileSync(process.env.LIGHTHOUSE_TRACE, JSON.stringify((result.artifacts as { Trace?: unknown }).Trace ?? null));
        }
        const { categories, audits } = result.lhr;
        if (result.lhr.runtimeError)
          console.log(`    ${p.path}: Lighthouse could not measure it: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        const perf = categories.performance?.score ?? 0;
        const a11y = categories.accessibility?.score ?? 0;
        const best = categories["best-practices"]?.score ?? 0;
        const lcp = audits["largest-contentful-paint"]?.numericValue ?? NaN;
        const cls = audits["cumulative-layout-shift"]?.numericValue ?? NaN;
        // The failing audits that cost points in accessibility and best practices, to fix next.
        const misses = ["accessibility", "best-practices"].flatMap((c) =>
          (categories[c]?.auditRefs ?? []).filter((r) => r.weight > 0 && (audits[r.id]?.score ?? 1) < 1).map((r) => r.id),
        );
        // Each target this page missed, by name (a failing audit stands for its category).
        const missed = [
          perf >= TARGET.performance ? "" : "performance",
          a11y >= TARGET.accessibility && best >= TARGET.bestPractices ? "" : misses.join(", ") || "accessibility/best practices",
          lcp <= TARGET.lcpMs ? "" : "LCP",
          cls <= TARGET.cls ? "" : "CLS",
        ].filter(Boolean);
        console.log(
          `${p.path.padEnd(26)} ${perf.toFixed(2)}  ${a11y.toFixed(2)}  ${best.toFixed(2)}  ${lcp.toFixed(0).padStart(7)}  ${cls.toFixed(3)}  ${missed.join(", ") || "-"}`,
        );
        // A run Lighthouse could not measure (its trace failed) is left out of the median.
        if (!result.lhr.runtimeError) measured.get(p.path)!.push({ perf, a11y, best, lcp, cls, tbt: audits["total-blocking-time"]?.numericValue ?? NaN });
        if (process.env.LIGHTHOUSE_VERBOSE) {
          for (const id of [
            "first-contentful-paint",
            "largest-contentful-paint",
            "total-blocking-time",
            "speed-index",
            "render-blocking-resources",
            "largest-contentful-paint-element",
            "layout-shifts",
            "errors-in-console",
          ]) {
            const a = audits[id];
            if (a) console.log(`    ${id}: ${a.displayValue ?? ""} score=${a.score} ${JSON.stringify(a.details ?? {}).slice(0, 600)}`);
          }
          // The tasks Lighthouse counts into TBT (simulated: each observed task × the CPU slowdown), and
          // the scripts that cost the most main-thread time: where the blocking time comes from.
          const long = (audits["long-tasks"]?.details as { items?: { url: string; startTime: number; duration: number }[] } | undefined)?.items ?? [];
          console.log(
            `    long tasks: ${long.map((t) => `${t.url.replace(server.url, "").replace(/^.*\//, "")}@${Math.round(t.startTime)}:${Math.round(t.duration)}`).join(", ")}`,
          );
          const boot = (audits["bootup-time"]?.details as { items?: { url: string; total: number; scripting: number }[] } | undefined)?.items ?? [];
          console.log(
            `    bootup: ${boot.map((b) => `${b.url.replace(server.url, "").replace(/^.*\//, "")} ${Math.round(b.total)}/${Math.round(b.scripting)}`).join(", ")}`,
          );
          // What the unthrottled load showed, beside the simulated figures above: a simulated LCP far
          // above the observed one means the simulation counted requests and tasks that ended before it.
          const observed = (audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0];
          if (observed)
            console.log(
              `    observed (unthrottled): FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms, load ${observed.observedLoad} ms`,
            );
          // The requests that ended before the observed LCP: the simulation counts each one into LCP.
          const requests =
            (
              audits["network-requests"]?.details as
                { items?: { url: string; networkRequestTime: number; networkEndTime: number; priority: string; transferSize: number }[] } | undefined
            )?.items ?? [];
          const lcpAt = observed?.observedLargestContentfulPaint ?? Infinity;
          const before = requests
            .filter((r) => r.networkEndTime <= lcpAt)
            .map(
              (r) =>
                `${r.url.replace(server.url, "")} (${r.priority}, ${Math.round(r.networkRequestTime)}–${Math.round(r.networkEndTime)} ms, ${r.transferSize} B)`,
            );
          console.log(`    requests done before the observed LCP: ${before.join(", ")}`);
        }
      }
    }
    if (RUNS > 1) {
      // Lighthouse's own advice: one run varies (here, a contended run doubles the simulated TBT);
      // judge the median of several. The targets are read against these figures.
      console.log(`\nmedian of ${RUNS} runs (runs with a result)`);
      console.log(`${"page".padEnd(26)} perf  a11y  best   LCP ms    CLS   TBT ms  misses  (perf per run)`);
      for (const p of pages) {
        const runs = measured.get(p.path)!;
        if (runs.length === 0) {
          console.log(`${p.path.padEnd(26)} no run had a result`);
          continue;
        }
        const m = (key: keyof Measured) => median(runs.map((r) => r[key]));
        const missed = [
          m("perf") >= TARGET.performance ? "" : "performance",
          m("a11y") >= TARGET.accessibility && m("best") >= TARGET.bestPractices ? "" : "accessibility/best practices",
          m("lcp") <= TARGET.lcpMs ? "" : "LCP",
          m("cls") <= TARGET.cls ? "" : "CLS",
        ].filter(Boolean);
        console.log(
          `${p.path.padEnd(26)} ${m("perf").toFixed(2)}  ${m("a11y").toFixed(2)}  ${m("best").toFixed(2)}  ${m("lcp").toFixed(0).padStart(7)}  ${m("cls").toFixed(3)}  ${m("tbt").toFixed(0).padStart(7)}  ${missed.join(", ") || "-"}  (${runs.map((r) => r.perf.toFixed(2)).join(", ")})`,
        );
      }
    }
  } finally {
    chrome.kill();
    await server.close();
  }
}

await main();
