// The hub's counts: the caller's live documents by tool (my_story_counts; REST refuses aggregates).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { fail } from "./common";
import { storyDocumentKeys } from "./keys";
import type { StoryTool } from "./types";

export async function storyCounts(universe: string | null): Promise<Partial<Record<StoryTool, number>>> {
  const { data, error } = await supabase()
    .rpc("my_story_counts", universe ? { universe } : {})
    .overrideTypes<{ tool: StoryTool }[]>();
  fail(error);
  return Object.fromEntries((data ?? []).map((r) => [r.tool, Number(r.documents)]));
}

export const storyCountsOptions = (ownerId: string, universe: string | null) =>
  queryOptions({ queryKey: storyDocumentKeys.counts(ownerId, universe), queryFn: () => storyCounts(universe) });
export const useStoryCounts = (ownerId: string, universe: string | null) => useQuery({ ...storyCountsOptions(ownerId, universe), enabled: !!ownerId });
