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

/** Where the first interval ending after x sits in a row (intervals sorted, never overlapping). */
function firstEndingAfter(row: number[], x: number): number {
  let lo = 0;
  let hi = row.length / 2;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (row[mid * 2 + 1]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Packs the visible events into rows per lane: major events first, then normal, then minor, each
 * in start order, every one into the first row where it (label included) overlaps nothing. So
 * when a lane is crowded it is the minor events that are counted as hidden, not the major ones.
 * Events of unknown lanes go to the null lane (or the first lane).
 */
export function layoutLanes<E extends Placeable & { importance?: number }>(visible: readonly E[], o: LayoutOptions): LaneLayout<E>[] {
  // Each row: a flat, sorted list of [left, right) pixel intervals.
  const byLane = new Map<string | null, LaneLayout<E> & { rowsUsed: number[][] }>();
  for (const l of o.lanes) byLane.set(l, { lane: l, rows: 0, placed: [], hidden: 0, rowsUsed: [] });
  const fallback = o.lanes.includes(null) ? null : (o.lanes[0] ?? null);
  const hasImportance = visible.some((e) => (e.importance ?? 2) !== 2);
  const order = hasImportance ? [3, 2, 1].flatMap((imp) => visible.filter((e) => (e.importance ?? 2) === imp)) : visible;
  for (const e of order) {
    const lane = byLane.get(e.lane) ?? byLane.get(fallback);
    if (!lane) continue;
    const x = (e.start - o.viewStart) * o.pxPerDay;
    const width = e.end === null ? 0 : Math.max(4, (e.end - e.start + 1) * o.pxPerDay);
    const right = x + Math.max(width, o.labelPx);
    let row = -1;
    let at = 0;
    for (let r = 0; r < lane.rowsUsed.length; r++) {
      const used = lane.rowsUsed[r]!;
      const i = firstEndingAfter(used, x);
      if (i * 2 >= used.length || used[i * 2]! >= right) {
        row = r;
        at = i;
        break;
      }
    }
    if (row === -1) {
      if (lane.rowsUsed.length >= o.maxRows) {
        lane.hidden++;
        continue;
      }
      row = lane.rowsUsed.length;
      lane.rowsUsed.push([]);
    }
    lane.rowsUsed[row]!.splice(at * 2, 0, x, right);
    lane.placed.push({ event: e, x, width, row });
  }
  return [...byLane.values()].map(({ rowsUsed, ...l }) => ({ ...l, rows: Math.max(1, rowsUsed.length) }));
}
