// Duplicate: private copies of the user's own items, named "<name> (copy)", in the same universe.
// Undo removes the copies again (they are brand new, so nothing else is lost).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { contentItemKeys } from "./keys";

const NAME_MAX = 200;
const SUFFIX = " (copy)";
/** The copy's name, as duplicate_content_items makes it (for the toast). */
export const copyName = (name: string) => `${name.slice(0, NAME_MAX - SUFFIX.length)}${SUFFIX}`;

/** Copies the user's (untrashed) items in `ids`, with their private notes, in one transaction on
 * the server (duplicate_content_items); returns the new ids. */
export async function duplicateItems(ids: readonly string[]): Promise<string[]> {
  const { data, error } = await supabase().rpc("duplicate_content_items", { ids: [...ids] });
  if (error) throw new Error(error.message);
  return (data ?? []) as string[];
}

/** Undo of a duplicate: removes the copies just made. */
export async function removeCopies(ids: readonly string[]): Promise<void> {
  const { error } = await supabase().from("content_items").delete().in("id", ids);
  if (error) throw new Error(error.message);
}

export function useDuplicateItems() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: duplicateItems, onSettled: () => qc.invalidateQueries({ queryKey: contentItemKeys.all }) });
}
