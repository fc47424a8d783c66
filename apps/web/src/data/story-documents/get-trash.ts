// A tool's Trash view: the owner's trashed documents of some tools, most recently trashed first
// (the server purges them 30 days later).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { fail } from "./common";
import { storyDocumentKeys } from "./keys";
import type { StoryDoc, StoryDocNarrowing, StoryTool } from "./types";

export async function listTrash(ownerId: string, tools: readonly StoryTool[]): Promise<StoryDoc[]> {
  const { data, error } = await supabase()
    .from("story_documents")
    .select("*")
    .eq("owner_id", ownerId)
    .in("tool", tools)
    .not("deleted_at", "is", null)
    .order("deleted_at", { ascending: false })
    .limit(500)
    .overrideTypes<StoryDocNarrowing[]>();
  fail(error);
  return data ?? [];
}

export const trashOptions = (ownerId: string, tools: readonly StoryTool[]) =>
  queryOptions({ queryKey: storyDocumentKeys.trash(ownerId, tools.join(",")), queryFn: () => listTrash(ownerId, tools) });
export const useTrash = (ownerId: string, tools: readonly StoryTool[]) => useQuery({ ...trashOptions(ownerId, tools), enabled: !!ownerId });
