// The renderer's main-thread CPU time from a CDP trace (devtools.timeline): what a page's work costs,
// less hostage to a loaded machine than wall-clock time. Used by the manuscript bench and profile.
import type { CDPSession } from "playwright-core";

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: less hostage to the machine's load than the wall time `dur`. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/**
 * Where a layout ran: forced by script in a task (`script`), by the browser's own handling of an
 * event with no script under it (`event`: its editing command), in a timer, in a frame's rAF, or
 * the frame's own.
 */
export type LayoutSite = "script" | "event" | "timer" | "raf" | "frame";

const SCRIPT = /^(FunctionCall|RunMicrotasks|v8\.|V8\.)/;

/**
 * Self CPU time (ms) by event name on the renderer's main thread, its total, and the layouts by
 * where they ran (`layouts`: count and CPU ms), so a layout forced inside a key's task shows apart.
 */
export function summarise(events: TraceEvent[]): { self: [string, number][]; busy: number; layouts: Record<LayoutSite, { n: number; ms: number }> } {
  const layouts: Record<LayoutSite, { n: number; ms: number }> = {
    script: { n: 0, ms: 0 },
    event: { n: 0, ms: 0 },
    timer: { n: 0, ms: 0 },
    raf: { n: 0, ms: 0 },
    frame: { n: 0, ms: 0 },
  };
  const main = events.find(
    (e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && events.some((x) => x.pid === e.pid && x.name === "EventDispatch"),
  );
  if (!main) return { self: [], busy: 0, layouts };
  // The DevTools session's own messages (stopping the profiler) are not the page's work.
  const devtools = (e: TraceEvent) => JSON.stringify(e.args ?? {}).includes("DevToolsSession");
  const mine = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur !== undefined && !devtools(e))
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const stack: { e: TraceEvent; end: number; child: number }[] = [];
  let busy = 0;
  const pop = () => {
    const top = stack.pop()!;
    self.set(top.e.name, (self.get(top.e.name) ?? 0) + ((top.e.tdur ?? top.e.dur!) - top.child) / 1000);
  };
  const site = (): LayoutSite => {
    for (let i = stack.length - 1; i >= 0; i--) {
      const name = stack[i]!.e.name;
      if (name === "FireAnimationFrame") return "raf";
      if (name === "TimerFire") return "timer";
    }
    if (stack.some((x) => SCRIPT.test(x.e.name))) return "script";
    return stack.some((x) => x.e.name === "EventDispatch") ? "event" : "frame";
  };
  for (const e of mine) {
    while (stack.length && stack[stack.length - 1]!.end <= e.ts) pop();
    if (e.name === "Layout") {
      const at = layouts[site()];
      at.n += 1;
      at.ms += (e.tdur ?? e.dur!) / 1000;
    }
    if (stack.length) stack[stack.length - 1]!.child += e.tdur ?? e.dur!;
    else busy += (e.tdur ?? e.dur!) / 1000;
    stack.push({ e, end: e.ts + e.dur!, child: 0 });
  }
  while (stack.length) pop();
  return { self: [...self].sort((a, b) => b[1] - a[1]), busy, layouts };
}

export const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink", "v8.execute", "toplevel", "blink.user_timing"];

/** Traces what `run` sets off; resolves to the renderer main thread's CPU time and its parts. */
export async function traced(cdp: CDPSession, run: () => Promise<void>): Promise<{ events: TraceEvent[] } & ReturnType<typeof summarise>> {
  const events: TraceEvent[] = [];
  const collect = (d: { value: object[] }) => void events.push(...(d.value as TraceEvent[]));
  cdp.on("Tracing.dataCollected", collect);
  const done = new Promise<void>((r) => cdp.once("Tracing.tracingComplete", () => r()));
  await cdp.send("Tracing.start", { traceConfig: { includedCategories: TRACE_CATEGORIES }, transferMode: "ReportEvents" });
  try {
    await run();
  } finally {
    await cdp.send("Tracing.end");
    await done;
    cdp.off("Tracing.dataCollected", collect);
  }
  return { events, ...summarise(events) };
}
