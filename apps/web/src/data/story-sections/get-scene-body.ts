// One scene's text, read when the scene opens (prefetched when its row is hovered or focused) and
// kept in the cache, so going back to a scene shows it at once. The cache holds a text under the
// version the list's row has: a save writes the new text under the new version, and a list that
// moved on (another tab saved) asks for the text again instead of showing an older one.
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { storySectionKeys } from "./keys";
import { failOn, type SceneText, type SectionNarrowing, type StorySection } from "./types";

export async function getSceneText(sectionId: string): Promise<SceneText> {
  const { data, error } = await supabase()
    .from("story_sections")
    .select("body, version")
    .eq("id", sectionId)
    .maybeSingle()
    .overrideTypes<Pick<SectionNarrowing, "body">>();
  failOn(error);
  if (!data) throw new Error("This scene is no longer there: it may have been deleted in another tab.");
  return data;
}

export const sceneTextOptions = (row: Pick<StorySection, "id" | "version">) =>
  queryOptions({
    queryKey: storySectionKeys.body(row.id, row.version),
    queryFn: () => getSceneText(row.id),
    // A version's text never changes: only a new version (a new key) brings another.
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    refetchOnWindowFocus: false,
  });

export const useSceneText = (row: Pick<StorySection, "id" | "version">) => useQuery(sceneTextOptions(row));

/** Starts reading a scene's text before it is opened (its row hovered or focused). */
export function prefetchSceneText(qc: QueryClient, row: Pick<StorySection, "id" | "version">): void {
  void qc.prefetchQuery(sceneTextOptions(row));
}

/** The text a save (or a reload) answered with, under its version, for the next time it opens. */
export function rememberSceneText(qc: QueryClient, row: Pick<StorySection, "id" | "body" | "version">): void {
  qc.setQueryData<SceneText>(storySectionKeys.body(row.id, row.version), { body: row.body, version: row.version });
}

/** A scene's text in the cache for that version of its row, if it is there. */
export const cachedSceneText = (qc: QueryClient, row: Pick<StorySection, "id" | "version">) =>
  qc.getQueryData<SceneText>(storySectionKeys.body(row.id, row.version));
