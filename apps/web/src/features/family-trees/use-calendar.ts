// The calendar a tree's dates are counted in, kept as a timeline keeps its own: a calendar reference
// in `data.calendar` (components/calendar/calendar-ref.ts), picked with the same list
// (components/calendar/calendar-select.tsx) and read with calendarOf, the saved calendar's `system`
// copied in so visitors read the dates too. A tree where none was picked counts in the newest
// calendar saved in its universe (one the reader may see), else Gregorian.
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { universeCalendarOptions, type CalendarItem } from "@/data/content-items/get-universe-calendar";
import { calendarOf, calendarSystem, type TLCalendar } from "@/components/calendar/calendar";
import type { CalendarRef } from "@/components/calendar/calendar-ref";

export interface TreeCalendar {
  name: string;
  /** The calendar's months, leap rule and eras; null when the saved item cannot be read (years only). */
  cal: TLCalendar | null;
}

/** A tree's calendar from a reference; null for Gregorian. */
export function treeCalendarOf(ref: CalendarRef | null): TreeCalendar | null {
  if (!ref || ref.kind === "gregorian") return null;
  const cal = calendarOf(ref);
  return { name: ref.name, cal: cal.gregorian ? null : cal };
}

/** The universe's calendar item as a reference, and as the page counts in it (`select`: the cache keeps the row). */
function fromUniverse(row: CalendarItem | null): { ref: CalendarRef | null; calendar: TreeCalendar } | null {
  if (!row) return null;
  const system = calendarSystem(row.data);
  const ref: CalendarRef | null = system ? { kind: "item", itemId: row.id, name: row.name, system } : null;
  return { ref, calendar: treeCalendarOf(ref) ?? { name: row.name, cal: null } };
}

export interface TreeCalendarState {
  /** What the calendar list shows as chosen. */
  ref: CalendarRef;
  calendar: TreeCalendar | null;
}

/** The calendar picked for the tree (`chosen`, from its data) or, when none was, its universe's. */
export function useTreeCalendar(universeId: string | null, chosen: CalendarRef | null | undefined): TreeCalendarState {
  const universe = useQuery({ ...universeCalendarOptions(chosen ? null : universeId), select: fromUniverse });
  const fallback = chosen ? null : (universe.data ?? null);
  return useMemo(
    () => (chosen ? { ref: chosen, calendar: treeCalendarOf(chosen) } : { ref: fallback?.ref ?? { kind: "gregorian" }, calendar: fallback?.calendar ?? null }),
    [chosen, fallback],
  );
}
