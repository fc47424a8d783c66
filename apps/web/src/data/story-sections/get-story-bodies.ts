// Every scene's text of a story in one request, for what needs the whole book: the exports, the
// reader and Undo of a delete. Texts already in the cache (an open scene's) are not asked for again
// when they are all there.
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { cachedSceneText } from "./get-scene-body";
import { storySectionKeys } from "./keys";
import { failOn, type SceneBody, type SectionNarrowing, type SectionRow, type StorySection } from "./types";

/** The texts of the sections given (by id), read in one request; a missing one is an empty text. */
export async function getSectionBodies(ids: readonly string[]): Promise<Map<string, SceneBody>> {
  const out = new Map<string, SceneBody>();
  for (let i = 0; i < ids.length; i += 100) {
    const { data, error } = await supabase()
      .from("story_sections")
      .select("id, body")
      .in("id", ids.slice(i, i + 100))
      .overrideTypes<Pick<SectionNarrowing, "body">[]>();
    failOn(error);
    for (const r of data ?? []) out.set(r.id, r.body);
  }
  return out;
}

/** Every scene's text of a story, in one request. */
export async function getStoryBodies(documentId: string): Promise<Map<string, SceneBody>> {
  const { data, error } = await supabase()
    .from("story_sections")
    .select("id, body")
    .eq("document_id", documentId)
    .limit(5000)
    .overrideTypes<Pick<SectionNarrowing, "body">[]>();
  failOn(error);
  return new Map((data ?? []).map((r) => [r.id, r.body]));
}

const EMPTY: SceneBody = { type: "doc", content: [] };

/** The rows with their texts: from the cache when that version's text is there, else from `bodies`. */
export function withBodies(rows: readonly SectionRow[], bodies: ReadonlyMap<string, SceneBody>, qc?: QueryClient): StorySection[] {
  return rows.map((r) => ({ ...r, body: (qc && cachedSceneText(qc, r)?.body) ?? bodies.get(r.id) ?? EMPTY }));
}

/**
 * The rows given (of one story) with their texts: the cached ones as they are, the rest in one
 * request (by id for a few, the whole story's for many).
 */
export async function readBodies(qc: QueryClient, documentId: string, rows: readonly SectionRow[]): Promise<StorySection[]> {
  const missing = rows.filter((r) => r.kind === "scene" && !cachedSceneText(qc, r)).map((r) => r.id);
  const fetched = !missing.length ? new Map<string, SceneBody>() : missing.length > 100 ? await getStoryBodies(documentId) : await getSectionBodies(missing);
  return withBodies(rows, fetched, qc);
}

/** The reader's query: every scene's text of the story, beside the list's rows. */
export const useStoryBodies = (documentId: string) =>
  useQuery(queryOptions({ queryKey: storySectionKeys.bodies(documentId), queryFn: () => getStoryBodies(documentId), refetchOnWindowFocus: false }));
