// Timeline bench: 10,000 events (points and spans over 3,000 years, in 8 lanes). Measures building
// the index once, then what the page does on every frame of a pan or zoom: the visible window
// (binary search) and the row layout per lane (major events placed first), at views from
// millennia down to days.
// Prints the median and worst per frame; nothing is asserted.

interface Ev {
  id: string;
  start: number;
  end: number | null;
  lane: string | null;
  importance: number;
}
interface Index {
  sorted: Ev[];
}
// Loaded at run time through a variable so that tsc (NodeNext) does not type-check the web sources.
const layoutPath = "../apps/web/src/features/timeline/layout.ts";
const { indexEvents, eventsInWindow, layoutLanes } = (await import(layoutPath)) as {
  indexEvents: (events: Ev[]) => Index;
  eventsInWindow: (index: Index, from: number, to: number) => Ev[];
  layoutLanes: (
    visible: Ev[],
    o: { viewStart: number; pxPerDay: number; lanes: (string | null)[]; maxRows: number; labelPx: number },
  ) => { placed: unknown[]; hidden: number }[];
};

let seed = 7;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const YEARS = 3000;
const lanes = [null, ...Array.from({ length: 8 }, (_, i) => `lane${i}`)];
const events: Ev[] = Array.from({ length: 10_000 }, (_, i) => {
  const start = Math.floor(rand() * YEARS * 365);
  const span = rand() < 0.3 ? Math.floor(rand() * 3650) : null;
  return {
    id: `e${i}`,
    start,
    end: span === null ? null : start + span,
    lane: lanes[Math.floor(rand() * lanes.length)]!,
    importance: 1 + Math.floor(rand() * 3),
  };
});

const stats = (times: number[]) => {
  times.sort((a, b) => a - b);
  return `median ${times[Math.floor(times.length / 2)]!.toFixed(3)} ms, p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(3)} ms, worst ${times[times.length - 1]!.toFixed(3)} ms (${times.length} frames)`;
};

const idxTimes: number[] = [];
let index = indexEvents(events);
for (let i = 0; i < 10; i++) {
  const t = performance.now();
  index = indexEvents(events);
  idxTimes.push(performance.now() - t);
}
console.log(`index 10,000 events: ${stats(idxTimes)}`);

const WIDTH = 1280;
for (const [name, pxPerDay] of [
  ["whole history (3,000 years)", WIDTH / (YEARS * 365)],
  ["a century", WIDTH / 36500],
  ["a year", WIDTH / 365],
  ["a week (days)", WIDTH / 7],
] as const) {
  const times: number[] = [];
  let shown = 0;
  // 120 frames of a pan across the history at this zoom.
  for (let f = 0; f < 120; f++) {
    const start = (f / 120) * YEARS * 365 * (pxPerDay * YEARS * 365 > WIDTH ? 1 : 0);
    const t = performance.now();
    const visible = eventsInWindow(index, Math.floor(start), Math.ceil(start + WIDTH / pxPerDay));
    const laid = layoutLanes(visible, { viewStart: start, pxPerDay, lanes, maxRows: 6, labelPx: 150 });
    times.push(performance.now() - t);
    shown = Math.max(
      shown,
      laid.reduce((n, l) => n + l.placed.length, 0),
    );
  }
  console.log(`window + layout, ${name}: ${stats(times)}; at most ${shown} events drawn`);
}
