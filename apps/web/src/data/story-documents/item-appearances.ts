// The story documents (stories, character groups, timelines…) that use one library item, as far as
// the viewer may read them: story_links is readable only when both the document and the item are.
// The item page's "Appears in" shows them (features/library/item/appears-in.tsx).
import type { Visibility } from "@/data/content-items/types";
import type { Narrow, Tables } from "@/lib/row-types";
import { supabase } from "@/lib/supabase";

export type StoryDocRef = Narrow<
  Pick<Tables<"story_documents">, "id" | "title" | "tool" | "visibility" | "owner_id" | "deleted_at">,
  { visibility: Visibility }
>;

/** The live documents using the item, each once, by title. */
export async function getItemAppearances(itemId: string): Promise<StoryDocRef[]> {
  const { data, error } = await supabase()
    .from("story_links")
    .select("document:story_documents(id, title, tool, visibility, owner_id, deleted_at)")
    .eq("item_id", itemId)
    .limit(200)
    .overrideTypes<{ document: { visibility: Visibility } | null }[]>();
  if (error) throw new Error(error.message);
  const docs = new Map<string, StoryDocRef>();
  for (const row of data ?? []) if (row.document && !row.document.deleted_at) docs.set(row.document.id, row.document);
  return [...docs.values()].sort((a, b) => a.title.localeCompare(b.title));
}
