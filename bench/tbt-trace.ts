// What blocks the main thread while a page loads (docs/decisions/0006-web-budgets.md, TBT): loads a
// page of the built SPA on the real server in Chromium at a phone's size with the CPU slowed 4×
// (CDP), optionally signed in (a session in localStorage, as lighthouse.bench.ts does), records a
// trace and a sampled CPU profile, and prints each main-thread task over 50 ms (start, length, its
// blocking part) with what ran in it: the trace's top events (script evaluation, timers, layout…)
// and the functions with the most self time in the profile during that task.
// `cd bench && npx tsx tbt-trace.ts /story-elements/stories [--signed-in] [--runs=3]`;
// E2E_WEB_DIST points it at another build. Observation only: nothing is asserted.
import { fileURLToPath } from "node:url";
import { chromium, type CDPSession } from "playwright-core";
import { loadConfig } from "../apps/server/src/config.js";
import { startServer } from "../apps/server/src/server.js";

const WEB_DIST = process.env.E2E_WEB_DIST ?? fileURLToPath(new URL("../apps/web/dist", import.meta.url));
const path = process.argv[2] ?? "/";
const signedIn = process.argv.includes("--signed-in");
const runs = Number(process.argv.find((a) => a.startsWith("--runs="))?.slice("--runs=".length) ?? 1);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; type?: string; frame?: string } };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

async function session(url: string, serviceKey: string, anonKey: string): Promise<object> {
  const email = `trace-${Date.now()}@example.com`;
  const password = "trace-password-1";
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

async function collectTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", (d) => {
    events.push(...(d.value as unknown as TraceEvent[]));
  });
  const done = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
  await cdp.send("Tracing.end");
  await done;
  return events;
}

const short = (url: string | undefined) => (url ? (url.split("/").pop() ?? url).replace(/-[\w-]{8}\.js$/, ".js") : "");

const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", WEB_DIST, LOG_LEVEL: "warn" }, { inMemory: true, jwtSecret: "trace-secret-".padEnd(48, "x") });
const server = await startServer(config, { logger: false });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
try {
  for (let run = 1; run <= runs; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    if (signedIn) {
      const s = await session(server.url, server.ctx.keys.serviceRole, server.ctx.keys.anon);
      await page.goto(`${server.url}/robots.txt`);
      await page.evaluate((v) => localStorage.setItem("sb-127-auth-token", v), JSON.stringify(s));
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Tracing.start", {
      categories: "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing",
      transferMode: "ReportEvents",
    });
    await cdp.send("Profiler.start");
    page.on("console", (m) => {
      if (m.type() === "error") console.log(`console error: ${m.text()}`);
    });
    await page.goto(`${server.url}${path}`);
    await page.waitForFunction(
      () => !document.getElementById("root")?.hasAttribute("data-prerendered") && !document.querySelector('[aria-busy="true"], [role="status"] .animate-spin'),
      undefined,
      { timeout: 30_000 },
    );
    await page.waitForTimeout(2500); // idle work after the list (observation only)
    const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
    const events = await collectTrace(cdp);
    await context.close();

    // The renderer's main thread: the one that ran the page's scripts.
    const main = events.find((e) => e.name === "EvaluateScript" || e.name === "FunctionCall");
    if (!main) throw new Error("no script ran in the trace");
    const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X");
    const nav = events.find((e) => e.name === "navigationStart" || e.name === "NavigationStart") ?? onMain[0]!;
    const t0 = nav.ts;
    const tasks = onMain.filter((e) => e.name === "RunTask" && (e.dur ?? 0) > 50_000);
    const tbt = tasks.reduce((sum, t) => sum + (t.dur! - 50_000), 0) / 1000;

    // Profile samples with their time, and each node's function.
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const sampleTimes: number[] = [];
    let t = profile.startTime;
    for (const d of profile.timeDeltas) sampleTimes.push((t += d));

    console.log(`\n${path}${signedIn ? " (signed in)" : ""}, 4× CPU, run ${run}: ${tasks.length} tasks over 50 ms, blocking ${tbt.toFixed(0)} ms in all`);
    for (const task of tasks) {
      const start = task.ts;
      const end = task.ts + task.dur!;
      console.log(
        `  ${((start - t0) / 1000).toFixed(0).padStart(6)} ms  ${(task.dur! / 1000).toFixed(0).padStart(4)} ms (blocking ${(task.dur! / 1000 - 50).toFixed(0)})`,
      );
      const inside = onMain.filter((e) => e !== task && e.ts >= start && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) >= 5_000);
      const top = inside.filter((e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur! && o.dur! > e.dur!));
      for (const e of top.slice(0, 8)) {
        const d = e.args?.data;
        console.log(`      ${(e.dur! / 1000).toFixed(0).padStart(4)} ms  ${e.name} ${short(d?.url)} ${d?.functionName ?? d?.type ?? ""}`.trimEnd());
      }
      const self = new Map<string, number>();
      profile.samples.forEach((id, i) => {
        const at = sampleTimes[i]!;
        if (at < start || at > end) return;
        const n = byId.get(id)!;
        const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
        const key = `${n.callFrame.functionName || "(anonymous)"} ${short(n.callFrame.url)}`.trim();
        self.set(key, (self.get(key) ?? 0) + dt);
      });
      const hot = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
      console.log(`      self time: ${hot.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(" · ")}`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
