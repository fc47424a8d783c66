// One saved item with its full data (RLS returns it to its owner, or to anyone when public), with
// the owner's private notes, which live in their own owner-only table (content_item_notes): for
// anyone else that read returns no row, so notes stay ''.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { NOTES_EMBED, withNotes } from "./notes";
import type { ContentNarrowing, ContentRow } from "./types";
import { contentItemKeys } from "./keys";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getItem(id: string): Promise<ContentRow | null> {
  // A mistyped address is "not found", not a server error about uuid syntax.
  if (!UUID.test(id)) return null;
  const { data, error } = await supabase()
    .from("content_items")
    .select(`*,${NOTES_EMBED}` as const)
    .eq("id", id)
    .maybeSingle()
    .overrideTypes<ContentNarrowing>();
  if (error) throw new Error(error.message);
  return data ? withNotes(data) : null;
}

export const itemOptions = (id: string) => queryOptions({ queryKey: contentItemKeys.item(id), queryFn: () => getItem(id) });
export const useItem = (id: string) => useQuery(itemOptions(id));
