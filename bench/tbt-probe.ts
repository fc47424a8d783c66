// TBT probe (docs/decisions/0006-web-budgets.md, 0003-generator-speed.md): which long tasks block the
// main thread while a prerendered page is taken over? Loads each page of the built SPA in Chromium
// at a phone's size with the CPU slowed 4× (as lcp-probe.ts), records a trace and prints every main-
// thread task over 50 ms from navigation until the page has been quiet for a while, with what ran
// in it (the scripts evaluated, the functions called, style and layout), and the sum of their time
// over 50 ms after first paint (the blocking time Lighthouse adds up, here measured, not simulated).
// `npm run build`, then in bench/: `npx tsx tbt-probe.ts` (TBT_PAGES=/generators/character,/ to
// choose pages, TBT_RUNS=3 for several loads each; E2E_WEB_DIST=another build to compare).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { loadConfig } from "../apps/server/src/config.js";
import { startServer } from "../apps/server/src/server.js";

const WEB_DIST = process.env.E2E_WEB_DIST ?? fileURLToPath(new URL("../apps/web/dist", import.meta.url));
const PAGES = (process.env.TBT_PAGES ?? "/generators/character").split(",").filter(Boolean);
const RUNS = Number(process.env.TBT_RUNS ?? 1);

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string };
}

const short = (url: unknown) => (typeof url === "string" ? (url.split("/").pop() ?? url).replace(/\?.*$/, "") : "");

/** What ran inside a task: the biggest script evaluations, calls and rendering steps. */
function inside(events: TraceEvent[], task: TraceEvent): string {
  const end = task.ts + (task.dur ?? 0);
  const parts = new Map<string, number>();
  for (const e of events) {
    if (e.tid !== task.tid || e.pid !== task.pid || e === task || e.ph !== "X" || e.ts < task.ts || e.ts > end) continue;
    const d = e.args?.data ?? {};
    let key: string | undefined;
    if (e.name === "EvaluateScript" || e.name === "v8.compileModule" || e.name === "v8.evaluateModule")
      key = `${e.name} ${short(d.url ?? (e.args as { fileName?: string } | undefined)?.fileName)}`;
    else if (e.name === "FunctionCall") key = `call ${short(d.url)}:${String(d.functionName ?? "")}`;
    else if (
      [
        "UpdateLayoutTree",
        "Layout",
        "Paint",
        "ParseHTML",
        "TimerFire",
        "FireAnimationFrame",
        "EventDispatch",
        "MajorGC",
        "MinorGC",
        "V8.GC_SCAVENGER",
        "ParseAuthorStyleSheet",
      ].includes(e.name)
    )
      key = e.name;
    if (!key) continue;
    parts.set(key, (parts.get(key) ?? 0) + (e.dur ?? 0));
  }
  return [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([k, us]) => `${k} ${Math.round(us / 1000)}`)
    .join(", ");
}

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Each sample's time (trace clock, µs) and the script and function it was in. */
function sampleTimes(p: Profile): { ts: number; url: string; fn: string }[] {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const out: { ts: number; url: string; fn: string }[] = [];
  let ts = p.startTime;
  p.samples.forEach((id, i) => {
    ts += p.timeDeltas[i] ?? 0;
    const f = byId.get(id)?.callFrame;
    out.push({ ts, url: short(f?.url) || `(${f?.functionName || "?"})`, fn: f?.functionName ?? "" });
  });
  return out;
}

/** Self time per script (and its busiest functions) among the samples of [from, to]. */
function scriptsIn(samples: { ts: number; url: string; fn: string }[], from: number, to: number): string {
  const inRange = samples.filter((s) => s.ts >= from && s.ts <= to);
  if (inRange.length < 2) return "";
  const step = (to - from) / inRange.length;
  const byUrl = new Map<string, { n: number; fns: Map<string, number> }>();
  for (const s of inRange) {
    const e = byUrl.get(s.url) ?? { n: 0, fns: new Map<string, number>() };
    e.n++;
    e.fns.set(s.fn, (e.fns.get(s.fn) ?? 0) + 1);
    byUrl.set(s.url, e);
  }
  return [...byUrl]
    .sort((a, b) => b[1].n - a[1].n)
    .slice(0, 4)
    .map(([url, e]) => {
      const top = [...e.fns]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 2)
        .map(([f, n]) => `${f || "(anon)"} ${Math.round((n * step) / 1000)}`);
      return `${url} ${Math.round((e.n * step) / 1000)} [${top.join(", ")}]`;
    })
    .join("; ");
}

async function main(): Promise<void> {
  if (!existsSync(`${WEB_DIST}/index.html`)) throw new Error(`No built SPA at ${WEB_DIST}: run \`npm run build\` first.`);
  const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", WEB_DIST, LOG_LEVEL: "warn" }, { inMemory: true, jwtSecret: "bench-secret-".padEnd(48, "x") });
  const server = await startServer(config, { logger: false });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    for (const path of PAGES) {
      for (let run = 1; run <= RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on("console", (m) => {
          if (m.type() === "error") errors.push(m.text().slice(0, 200));
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        // TBT_BLOCK=regexp: requests to leave out (e.g. \\.woff2 to see what the fonts cost).
        if (process.env.TBT_BLOCK) {
          const block = new RegExp(process.env.TBT_BLOCK);
          await page.route(block, (route) => route.abort());
        }
        // A sampling profile beside the trace: which script's code ran in each long task.
        await cdp.send("Profiler.enable");
        await cdp.send("Profiler.setSamplingInterval", { interval: 500 });
        await cdp.send("Profiler.start");
        await browser.startTracing(page, {
          categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel", "v8", "loading", "blink.user_timing"],
        });
        await page.goto(`${server.url}${path}`, { waitUntil: "load" });
        await page.waitForFunction(() => !document.getElementById("root")?.hasAttribute("data-prerendered"), undefined, { timeout: 60_000 });
        await page.waitForTimeout(3000); // the first result, the deferred chunks, the fonts
        const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
        const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: Profile };
        const samples = sampleTimes(profile);
        const events = trace.traceEvents;
        // The page's main thread is the one that painted first; navigation starts on it too.
        const fcpEvent = events.find((e) => e.name === "firstContentfulPaint");
        if (!fcpEvent) throw new Error(`${path}: no firstContentfulPaint in the trace`);
        const fcp = fcpEvent.ts;
        const nav = events.filter((e) => e.name === "navigationStart" && e.pid === fcpEvent.pid && e.ts <= fcp).at(-1)?.ts ?? fcp;
        const main = events.filter((e) => e.pid === fcpEvent.pid && e.tid === fcpEvent.tid);
        const tasks = main.filter((e) => e.name === "RunTask" && e.ph === "X" && (e.dur ?? 0) > 50_000 && e.ts >= nav).sort((a, b) => a.ts - b.ts);
        let tbt = 0;
        console.log(`\n${path} (run ${run}): FCP ${Math.round((fcp - nav) / 1000)} ms`);
        for (const t of tasks) {
          const startMs = Math.round((t.ts - nav) / 1000);
          const durMs = Math.round((t.dur ?? 0) / 1000);
          // Blocking time counts the part of a task over 50 ms, for tasks after first paint.
          if (t.ts >= fcp) tbt += durMs - 50;
          else if (t.ts + (t.dur ?? 0) > fcp) tbt += Math.max(0, Math.round((t.ts + (t.dur ?? 0) - fcp) / 1000) - 50);
          console.log(`  task @${String(startMs).padStart(5)} ms ${String(durMs).padStart(4)} ms  ${inside(main, t)}`);
          const js = scriptsIn(samples, t.ts, t.ts + (t.dur ?? 0));
          if (js) console.log(`${" ".repeat(25)}js: ${js}`);
        }
        console.log(`  blocking time after FCP (4× CPU, measured): ${tbt} ms in ${tasks.length} long tasks`);
        if (process.env.TBT_DUMP) {
          const { writeFileSync } = await import("node:fs");
          writeFileSync(process.env.TBT_DUMP, JSON.stringify(main));
        }
        if (errors.length) console.log(`  console errors: ${errors.join(" | ")}`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
