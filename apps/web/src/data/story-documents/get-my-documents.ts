// The owner's live documents of some tools (a tool's list page), newest first or by title; a
// relationship map carries how many relations it has (they are rows of story_relations, not `data`).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { likePattern } from "@/lib/like-pattern";
import { supabase } from "@/lib/supabase";
import { fail } from "./common";
import { storyDocumentKeys } from "./keys";
import type { SortKey, StoryDoc, StoryDocNarrowing, StoryTool } from "./types";

export async function listMine(ownerId: string, tools: readonly StoryTool[], universe: string | null, q = "", sort: SortKey = "updated"): Promise<StoryDoc[]> {
  let query = supabase().from("story_documents").select("*").eq("owner_id", ownerId).in("tool", tools).is("deleted_at", null);
  if (universe) query = query.eq("universe_id", universe);
  if (q.trim()) query = query.ilike("title", likePattern(q));
  query = sort === "title" ? query.order("title", { ascending: true }) : query.order(sort === "created" ? "created_at" : "updated_at", { ascending: false });
  const { data, error } = await query.order("id").limit(500).overrideTypes<StoryDocNarrowing[]>();
  fail(error);
  return withRelationCounts(data ?? []);
}

/** Relationship maps get `relation_count`. */
async function withRelationCounts(docs: StoryDoc[]): Promise<StoryDoc[]> {
  return Promise.all(
    docs.map(async (d) => {
      if (d.tool !== "relationships") return d;
      const { count, error } = await supabase().from("story_relations").select("document_id", { count: "exact", head: true }).eq("document_id", d.id);
      fail(error);
      return { ...d, relation_count: count ?? 0 };
    }),
  );
}

export const myDocumentsOptions = (ownerId: string, tools: readonly StoryTool[], universe: string | null) =>
  queryOptions({ queryKey: storyDocumentKeys.mine(ownerId, tools.join(","), universe), queryFn: () => listMine(ownerId, tools, universe) });
export const useMyDocuments = (ownerId: string, tools: readonly StoryTool[], universe: string | null) =>
  useQuery({ ...myDocumentsOptions(ownerId, tools, universe), enabled: !!ownerId });
