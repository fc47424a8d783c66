// The calendar a tree's dates are counted in: the newest calendar saved in the document's universe
// (one the reader may see), with its months and eras, else none, which the page calls Gregorian.
import { useQuery } from "@tanstack/react-query";
import { universeCalendarOptions, type CalendarItem } from "@/data/content-items/get-universe-calendar";
import { calendarOf, type TLCalendar } from "../timeline/calendar";

export interface TreeCalendar {
  name: string;
  /** The calendar's months, leap rule and eras; null when the saved item cannot be read (years only). */
  cal: TLCalendar | null;
}

/** A calendar item's system (the generator's result keeps it in `data.system`). */
export function calendarSystem(data: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  const system = data?.system ?? (data?.data as Record<string, unknown> | undefined)?.system;
  return system && typeof system === "object" ? (system as Record<string, unknown>) : null;
}

/** The calendar item as the page counts in it (`select`: the cache keeps the saved row). */
function toTreeCalendar(row: CalendarItem | null): TreeCalendar | null {
  if (!row) return null;
  const system = calendarSystem(row.data);
  const cal = system ? calendarOf({ kind: "item", itemId: row.id, name: row.name, system }) : null;
  return { name: row.name, cal: cal && !cal.gregorian ? cal : null };
}

export const useUniverseCalendar = (universeId: string | null) => useQuery({ ...universeCalendarOptions(universeId), select: toTreeCalendar });
