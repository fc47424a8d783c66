// The hub's "Recent": the owner's six most recently saved documents (any tool), in a universe or all.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { fail } from "./common";
import { storyDocumentKeys } from "./keys";
import type { StoryDoc, StoryDocNarrowing } from "./types";

export async function listRecent(ownerId: string, universe: string | null): Promise<StoryDoc[]> {
  let query = supabase().from("story_documents").select("*").eq("owner_id", ownerId).is("deleted_at", null);
  if (universe) query = query.eq("universe_id", universe);
  const { data, error } = await query.order("updated_at", { ascending: false }).order("id").limit(6).overrideTypes<StoryDocNarrowing[]>();
  fail(error);
  return data ?? [];
}

export const recentDocumentsOptions = (ownerId: string, universe: string | null) =>
  queryOptions({ queryKey: storyDocumentKeys.recent(ownerId, universe), queryFn: () => listRecent(ownerId, universe) });
export const useRecentDocuments = (ownerId: string, universe: string | null) => useQuery({ ...recentDocumentsOptions(ownerId, universe), enabled: !!ownerId });
