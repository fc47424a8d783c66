// Dated things from the library, as timeline events: a saved event-generator item carries a `date`
// field (year, month, day and the day count in its own calendar) and its calendar in the
// `calendar` field's meta. Same calendar as the timeline: the day count is used as it is;
// another calendar: the same year, month and day when that date exists here, else the year's start.
import { parseCalendar } from "@worldloom/generators";
import { dateProblem, toDay, type TLCalendar } from "@/components/calendar/calendar";
import type { CalendarRef } from "@/components/calendar/calendar-ref";

export interface DatedCandidate {
  itemId: string;
  name: string;
  summary: string;
  start: number;
  /** How the date was read, for the dialog. */
  how: "same-calendar" | "same-date" | "year-only";
  text: string;
}

interface FieldLike {
  key?: unknown;
  value?: {
    type?: unknown;
    date?: { year?: unknown; month?: unknown; day?: unknown; dayCount?: unknown; text?: unknown };
    link?: { id?: unknown; name?: unknown };
    meta?: unknown;
  };
}

export function datedEvent(
  row: { id: string; name: string; summary: string; data: Record<string, unknown> },
  cal: TLCalendar,
  ref: CalendarRef,
): DatedCandidate | null {
  const inner = row.data.fields ? row.data : ((row.data.data as Record<string, unknown> | undefined) ?? {});
  const fields = Array.isArray(inner.fields) ? (inner.fields as FieldLike[]) : [];
  const date = fields.find((f) => f.key === "date")?.value;
  if (!date || date.type !== "date" || !date.date) return null;
  const { year, month, day, dayCount, text } = date.date;
  if (typeof year !== "number" || !Number.isInteger(year)) return null;
  const calField = fields.find((f) => f.key === "calendar")?.value;
  const theirs = parseCalendar(calField?.meta);
  const sameCalendar =
    ref.kind === "item" &&
    theirs &&
    (calField?.link?.id === ref.itemId ||
      (theirs.name === (ref.system as { name?: unknown }).name &&
        theirs.months.length === cal.months.length &&
        theirs.months.every((m, i) => m.days === cal.months[i]!.days)));
  const base = { itemId: row.id, name: row.name, summary: row.summary, text: typeof text === "string" ? text : String(year) };
  if (sameCalendar && typeof dayCount === "number" && Number.isInteger(dayCount)) return { ...base, start: dayCount, how: "same-calendar" };
  const m = typeof month === "number" ? month : 1;
  const d = typeof day === "number" ? day : 1;
  if (!dateProblem(cal, year, m, d)) return { ...base, start: toDay(cal, { year, month: m, day: d }), how: "same-date" };
  if (dateProblem(cal, year, 1, 1)) return null;
  return { ...base, start: toDay(cal, { year, month: 1, day: 1 }), how: "year-only" };
}
