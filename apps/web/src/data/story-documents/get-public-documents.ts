// Browse: the published documents of one tool, newest first.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { fail } from "./common";
import { storyDocumentKeys } from "./keys";
import type { StoryDoc, StoryDocNarrowing, StoryTool } from "./types";

export async function listPublic(tool: StoryTool): Promise<StoryDoc[]> {
  const { data, error } = await supabase()
    .from("story_documents")
    .select("*")
    .eq("tool", tool)
    .eq("visibility", "public")
    .is("deleted_at", null)
    .order("updated_at", { ascending: false })
    .order("id")
    .limit(200)
    .overrideTypes<StoryDocNarrowing[]>();
  fail(error);
  return data ?? [];
}

export const publicDocumentsOptions = (tool: StoryTool) => queryOptions({ queryKey: storyDocumentKeys.publicList(tool), queryFn: () => listPublic(tool) });
export const usePublicDocuments = (tool: StoryTool) => useQuery(publicDocumentsOptions(tool));
