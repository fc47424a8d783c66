// The visible window of a timeline and where each event sits in it: pure numbers, no calendar and
// no React, so the 10,000-event bench measures exactly what the page does on every pan and zoom.

export interface Placeable {
  id: string;
  start: number;
  end: number | null;
  lane: string | null;
}

/** Events sorted by start, with the longest span, ready for windowing (build once per change of events). */
export interface EventIndex<E extends Placeable> {
  sorted: E[];
  starts: Float64Array;
  longest: number;
}

export function indexEvents<E extends Placeable>(events: readonly E[]): EventIndex<E> {
  const sorted = [...events].sort((a, b) => a.start - b.start || (a.end ?? a.start) - (b.end ?? b.start) || (a.id < b.id ? -1 : 1));
  const starts = new Float64Array(sorted.length);
  let longest = 0;
  sorted.forEach((e, i) => {
    starts[i] = e.start;
    longest = Math.max(longest, (e.end ?? e.start) - e.start);
  });
  return { sorted, starts, longest };
}

/** First index whose start is >= x. */
function lowerBound(a: Float64Array, x: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (a[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The events that overlap [from, to] (days), in start order: a binary search, then a scan of the window only. */
export function eventsInWindow<E extends Placeable>(index: EventIndex<E>, from: number, to: number): E[] {
  const first = lowerBound(index.starts, from - index.longest);
  const last = lowerBound(index.starts, to + 1);
  const out: E[] = [];
  for (let i = first; i < last; i++) {
    const e = index.sorted[i]!;
    if ((e.end ?? e.start) >= from) out.push(e);
  }
  return out;
}

export interface Placed<E> {
  event: E;
  /** Pixels from the left edge of the view. */
  x: number;
  /** Pixel width: a span's length, at least a dot for a point. */
  width: number;
  /** Row within its lane (0 = top). */
  row: number;
}

export interface LaneLayout<E> {
  lane: string | null;
  rows: number;
  placed: Placed<E>[];
  /** Events in view that did not fit in maxRows (shown as a count). */
  hidden: number;
}

export interface LayoutOptions {
  viewStart: number;
  pxPerDay: number;
  lanes: readonly (string | null)[];
  maxRows: number;
  /** Room a label needs beside an event, in pixels, before another may share its row. */
  labelPx: number;
}

/**
 * Packs the visible events into rows per lane (greedy, in start order): an event goes to the first
 * row whose last occupant ends, label included, before it starts. Events of unknown lanes go to null.
 */
export function layoutLanes<E extends Placeable>(visible: readonly E[], o: LayoutOptions): LaneLayout<E>[] {
  const byLane = new Map<string | null, LaneLayout<E> & { ends: number[] }>();
  for (const l of o.lanes) byLane.set(l, { lane: l, rows: 0, placed: [], hidden: 0, ends: [] });
  const fallback = o.lanes.includes(null) ? null : o.lanes[0] ?? null;
  for (const e of visible) {
    const lane = byLane.get(e.lane) ?? byLane.get(fallback);
    if (!lane) continue;
    const x = (e.start - o.viewStart) * o.pxPerDay;
    const width = e.end === null ? 0 : Math.max(4, (e.end - e.start + 1) * o.pxPerDay);
    const right = x + Math.max(width, o.labelPx);
    let row = lane.ends.findIndex((end) => end <= x);
    if (row === -1) {
      if (lane.ends.length >= o.maxRows) {
        lane.hidden++;
        continue;
      }
      row = lane.ends.length;
      lane.ends.push(right);
    } else lane.ends[row] = right;
    lane.placed.push({ event: e, x, width, row });
  }
  return [...byLane.values()].map(({ ends, ...l }) => ({ ...l, rows: Math.max(1, ends.length) }));
}
