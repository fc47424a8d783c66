// Duplicate: private copies of the user's own items, named "<name> (copy)", in the same universe.
// Undo removes the copies again (they are brand new, so nothing else is lost).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TablesInsert } from "@/lib/database.types";
import { supabase } from "@/lib/supabase";
import { libraryKeys } from "./keys";

const NAME_MAX = 200;
const SUFFIX = " (copy)";
// Columns a copy carries over when the row has them (notes and universe_id came in later).
const COPIED = ["kind", "summary", "data", "tags", "seed", "generator_version", "notes", "universe_id"] as const;

export const copyName = (name: string) => `${name.slice(0, NAME_MAX - SUFFIX.length)}${SUFFIX}`;

export function copyOf(row: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = { name: copyName(String(row.name ?? "")), visibility: "private" };
  for (const k of COPIED) if (k in row && row[k] !== undefined) copy[k] = row[k];
  return copy;
}

/** Copies the user's (untrashed) items in `ids`; returns the new ids. */
export async function duplicateItems(ids: readonly string[]): Promise<string[]> {
  const sb = supabase();
  const { data: rows, error } = await sb.from("content_items").select("*").in("id", ids).is("deleted_at", null).order("created_at", { ascending: true });
  if (error) throw new Error(error.message);
  if (!rows?.length) throw new Error("Nothing was copied: the items may have been deleted.");
  const { data, error: insertError } = await sb
    .from("content_items")
    // copyOf carries over only content_items columns of a content_items row.
    .insert(rows.map(copyOf) as TablesInsert<"content_items">[])
    .select("id");
  if (insertError) throw new Error(insertError.message);
  return (data ?? []).map((r) => r.id);
}

/** Undo of a duplicate: removes the copies just made. */
export async function removeCopies(ids: readonly string[]): Promise<void> {
  const { error } = await supabase().from("content_items").delete().in("id", ids);
  if (error) throw new Error(error.message);
}

export function useDuplicateItems() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: duplicateItems, onSettled: () => qc.invalidateQueries({ queryKey: libraryKeys.all }) });
}
