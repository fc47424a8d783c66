// Earlier work outside any universe: how much there is, and bringing it into a new universe (the
// first universe offers this, so creating it never hides what was made before).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { contentItemKeys } from "@/data/content-items/keys";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import { supabase } from "@/lib/supabase";

export interface Unassigned {
  items: number;
  documents: number;
}

/** The owner's live library items and story documents in no universe. */
export async function countUnassigned(ownerId: string): Promise<Unassigned> {
  const [items, documents] = await Promise.all([
    supabase().from("content_items").select("id", { count: "exact", head: true }).eq("owner_id", ownerId).is("universe_id", null).is("deleted_at", null),
    supabase().from("story_documents").select("id", { count: "exact", head: true }).eq("owner_id", ownerId).is("universe_id", null).is("deleted_at", null),
  ]);
  if (items.error) throw new Error(items.error.message);
  if (documents.error) throw new Error(documents.error.message);
  return { items: items.count ?? 0, documents: documents.count ?? 0 };
}

/** Moves every live item and story document of the owner's that is in no universe into `universeId`. */
export async function bringInto(ownerId: string, universeId: string): Promise<Unassigned> {
  const [items, documents] = await Promise.all([
    supabase().from("content_items").update({ universe_id: universeId }).eq("owner_id", ownerId).is("universe_id", null).is("deleted_at", null).select("id"),
    supabase().from("story_documents").update({ universe_id: universeId }).eq("owner_id", ownerId).is("universe_id", null).is("deleted_at", null).select("id"),
  ]);
  if (items.error) throw new Error(items.error.message);
  if (documents.error) throw new Error(documents.error.message);
  return { items: items.data.length, documents: documents.data.length };
}

export function useBringInto() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ ownerId, universeId }: { ownerId: string; universeId: string }) => bringInto(ownerId, universeId),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: contentItemKeys.all }), qc.invalidateQueries({ queryKey: storyDocumentKeys.all })]),
  });
}

/** "15 library items and 1 story document". */
export function describeUnassigned(u: Unassigned): string {
  const parts: string[] = [];
  if (u.items > 0) parts.push(`${u.items} library ${u.items === 1 ? "item" : "items"}`);
  if (u.documents > 0) parts.push(`${u.documents} story ${u.documents === 1 ? "document" : "documents"}`);
  return parts.join(" and ");
}
