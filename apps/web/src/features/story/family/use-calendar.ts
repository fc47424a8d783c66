// The calendar a tree's dates are counted in: the newest calendar saved in the document's universe
// (one the reader may see), with its months and eras, else none, which the page calls Gregorian.
import { useQuery } from "@tanstack/react-query";
import { contentItemKeys } from "@/data/content-items/keys";
import { supabase } from "@/lib/supabase";
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

export function useUniverseCalendar(universeId: string | null) {
  return useQuery({
    queryKey: contentItemKeys.universeCalendar(universeId),
    enabled: !!universeId,
    staleTime: 60_000,
    queryFn: async (): Promise<TreeCalendar | null> => {
      const { data, error } = await supabase()
        .from("content_items")
        .select("id, name, data")
        .eq("kind", "calendar")
        .eq("universe_id", universeId!)
        .is("deleted_at", null)
        .order("created_at", { ascending: false })
        .limit(1);
      if (error) throw new Error(error.message);
      const row = (data as { id: string; name: string; data: Record<string, unknown> | null }[])[0];
      if (!row) return null;
      const system = calendarSystem(row.data);
      const cal = system ? calendarOf({ kind: "item", itemId: row.id, name: row.name, system }) : null;
      return { name: row.name, cal: cal && !cal.gregorian ? cal : null };
    },
  });
}
