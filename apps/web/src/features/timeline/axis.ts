// The axis of a timeline: zoom limits, zooming around a point, and the ticks to draw at any zoom,
// from millennia down to single days, in whatever calendar the timeline uses.
import { avgYear, monthDays, monthName, toDate, toDay, yearLabel, type TLCalendar } from "@/components/calendar/calendar";

/** Pixels per day at the closest zoom (a day is wide enough for its label) and the farthest (millennia). */
export const MAX_PX_PER_DAY = 120;
export const MIN_PX_PER_DAY = 1 / 20000;
/** Ticks are at least this far apart, so labels never overlap. */
export const MIN_TICK_PX = 90;

export const clampZoom = (px: number) => Math.min(MAX_PX_PER_DAY, Math.max(MIN_PX_PER_DAY, px));

export interface View {
  /** Day at the left edge (fractional). */
  start: number;
  pxPerDay: number;
}

/** Zooms by `factor` keeping the day under `anchorPx` (pixels from the left) where it is. */
export function zoomAt(v: View, factor: number, anchorPx: number): View {
  const pxPerDay = clampZoom(v.pxPerDay * factor);
  const anchorDay = v.start + anchorPx / v.pxPerDay;
  return { start: anchorDay - anchorPx / pxPerDay, pxPerDay };
}

/**
 * A view showing [from, to] (days) across `width` pixels. `pad` keeps pixels free at each side: on
 * the right, room for the label a point event draws after its dot, so the last event is whole.
 */
export function fitView(from: number, to: number, width: number, pad: { left: number; right: number } = { left: width * 0.05, right: width * 0.05 }): View {
  const span = Math.max(30, to - from + 1);
  // At most two thirds of a narrow box go to the margins, so the events still get room.
  const margins = Math.min(pad.left + pad.right, (width * 2) / 3);
  const scale = pad.left + pad.right > 0 ? margins / (pad.left + pad.right) : 0;
  const pxPerDay = clampZoom((width - margins) / span);
  const mid = (from + to + 1) / 2;
  // The range's middle sits in the middle of the room between the margins.
  const centre = pad.left * scale + (width - margins) / 2;
  return { start: mid - centre / pxPerDay, pxPerDay };
}

export type TickUnit = "year" | "month" | "day";
export interface TickStep {
  unit: TickUnit;
  /** Every n years, months or days. */
  n: number;
}
export interface Tick {
  day: number;
  x: number;
  label: string;
  /** A tick that starts a bigger unit (a new year among months): drawn stronger. */
  major: boolean;
}

const YEAR_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000, 200000, 500000, 1000000];
const MONTH_STEPS = [1, 2, 3, 4, 6];
const DAY_STEPS = [1, 2, 5, 10];

/** The finest step whose ticks stay at least MIN_TICK_PX apart at this zoom. */
export function tickStep(cal: TLCalendar, pxPerDay: number): TickStep {
  const monthLen = avgYear(cal) / cal.months.length;
  const longestMonth = Math.max(...cal.months.map((m) => m.days));
  for (const n of DAY_STEPS) if (n * pxPerDay >= MIN_TICK_PX && n * 2 <= longestMonth) return { unit: "day", n };
  for (const n of MONTH_STEPS) if (n < cal.months.length && n * monthLen * pxPerDay >= MIN_TICK_PX) return { unit: "month", n };
  const yearPx = avgYear(cal) * pxPerDay;
  for (const n of YEAR_STEPS) if (n * yearPx >= MIN_TICK_PX) return { unit: "year", n };
  return { unit: "year", n: YEAR_STEPS[YEAR_STEPS.length - 1]! };
}

const floorTo = (x: number, n: number) => Math.floor(x / n) * n;

/** Ticks between `v.start` and `v.start + width / pxPerDay`, labelled for the step. */
export function ticks(cal: TLCalendar, v: View, width: number): Tick[] {
  const step = tickStep(cal, v.pxPerDay);
  const from = Math.floor(v.start);
  const to = Math.ceil(v.start + width / v.pxPerDay);
  const out: Tick[] = [];
  const push = (day: number, label: string, major: boolean) => {
    if (day >= from - 1 && day <= to) out.push({ day, x: (day - v.start) * v.pxPerDay, label, major });
  };
  const first = toDate(cal, from);
  const last = toDate(cal, to);
  if (step.unit === "year") {
    for (let y = floorTo(first.year, step.n); y <= last.year; y += step.n)
      push(toDay(cal, { year: y, month: 1, day: 1 }), yearLabel(cal, y), y % (step.n * 10) === 0);
  } else if (step.unit === "month") {
    for (let y = first.year; y <= last.year; y++)
      for (let m = 1; m <= cal.months.length; m += step.n)
        push(toDay(cal, { year: y, month: m, day: 1 }), m === 1 ? `${monthName(cal, m)} ${yearLabel(cal, y)}` : monthName(cal, m), m === 1);
  } else {
    let y = first.year;
    let m = first.month;
    for (let guard = 0; guard < 100000; guard++) {
      const monthStart = toDay(cal, { year: y, month: m, day: 1 });
      if (monthStart > to) break;
      const len = monthDays(cal, y, m);
      // Day 1 always; then every n days, leaving out one too close to the next month's day 1.
      for (let d = 1; d <= len; d += step.n) {
        if (d > 1 && len - d + 1 < step.n * 0.8) break;
        push(monthStart + d - 1, d === 1 ? `${d} ${monthName(cal, m)}${m === 1 ? ` ${yearLabel(cal, y)}` : ""}` : `${d}`, d === 1);
      }
      m++;
      if (m > cal.months.length) {
        m = 1;
        y++;
      }
    }
  }
  // Months (and eras' years) differ in length: a tick crowding the one before it is left out.
  const kept: Tick[] = [];
  for (const t of out) {
    const prev = kept[kept.length - 1];
    if (prev && t.x - prev.x < MIN_TICK_PX * 0.8) {
      if (t.major && !prev.major) kept[kept.length - 1] = t;
      continue;
    }
    kept.push(t);
  }
  return kept;
}
