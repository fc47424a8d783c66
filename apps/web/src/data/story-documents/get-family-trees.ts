// The owner's family trees with the names of the library characters in them (a tree stores only
// an item's id), for the timeline's pull-in dialog.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { storyDocumentKeys } from "./keys";
import type { StoryDoc, StoryDocNarrowing } from "./types";

export interface FamilyTrees {
  trees: Pick<StoryDoc, "id" | "title" | "data">[];
  /** Library characters' names, by id. */
  names: Map<string, string>;
}

export async function getFamilyTrees(ownerId: string): Promise<FamilyTrees> {
  const { data, error } = await supabase()
    .from("story_documents")
    .select("id, title, data")
    .eq("owner_id", ownerId)
    .eq("tool", "family-tree")
    .is("deleted_at", null)
    .order("title")
    .limit(100)
    .overrideTypes<Pick<StoryDocNarrowing, "data">[]>();
  if (error) throw new Error(error.message);
  const trees = data ?? [];
  const ids = [
    ...new Set(
      trees.flatMap((t) =>
        (Array.isArray(t.data.people) ? (t.data.people as { itemId?: unknown }[]) : []).map((p) => p.itemId).filter((x): x is string => typeof x === "string"),
      ),
    ),
  ];
  const names = new Map<string, string>();
  for (let i = 0; i < ids.length; i += 200) {
    const { data: rows, error: e2 } = await supabase()
      .from("content_items")
      .select("id, name")
      .in("id", ids.slice(i, i + 200));
    if (e2) throw new Error(e2.message);
    for (const r of rows ?? []) names.set(r.id, r.name);
  }
  return { trees, names };
}

export const familyTreesOptions = (ownerId: string | undefined) =>
  queryOptions({ queryKey: storyDocumentKeys.familyTrees(ownerId), queryFn: () => getFamilyTrees(ownerId!) });
export const useFamilyTrees = (ownerId: string | undefined) => useQuery({ ...familyTreesOptions(ownerId), enabled: !!ownerId });
