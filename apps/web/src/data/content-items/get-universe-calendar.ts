// The newest calendar item saved in a universe that the reader may see (with its data), or null:
// the calendar a family tree counts its dates in.
import { queryOptions } from "@tanstack/react-query";
import type { Tables } from "@/lib/row-types";
import { supabase } from "@/lib/supabase";
import { contentItemKeys } from "./keys";

export type CalendarItem = Pick<Tables<"content_items">, "id" | "name"> & { data: Record<string, unknown> | null };

export async function getUniverseCalendar(universeId: string): Promise<CalendarItem | null> {
  const { data, error } = await supabase()
    .from("content_items")
    .select("id, name, data")
    .eq("kind", "calendar")
    .eq("universe_id", universeId)
    .is("deleted_at", null)
    .order("created_at", { ascending: false })
    .limit(1)
    .overrideTypes<{ data: Record<string, unknown> | null }[]>();
  if (error) throw new Error(error.message);
  return data?.[0] ?? null;
}

/** A caller turns the item into its calendar with `select` (the cache holds the row). */
export const universeCalendarOptions = (universeId: string | null) =>
  queryOptions({
    queryKey: contentItemKeys.universeCalendar(universeId),
    queryFn: () => getUniverseCalendar(universeId!),
    enabled: !!universeId,
    staleTime: 60_000,
  });
