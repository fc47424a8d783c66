// A story's manuscript rows without the scenes' text: the outline, the corkboard and every word
// total need only the stored `words` (150,000 words of text stay on the server until a scene opens).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { storySectionKeys } from "./keys";
import { failOn, type SectionNarrowing, type SectionRow } from "./types";

/** Every column the list shows: all but `body` (and `created_at`, which nothing reads). */
export const SECTION_ROW_COLUMNS =
  "id, document_id, owner_id, parent_id, kind, title, position, words, status, synopsis, scene_date, version, updated_at" as const;

export async function listSections(documentId: string): Promise<SectionRow[]> {
  const { data, error } = await supabase()
    .from("story_sections")
    .select(SECTION_ROW_COLUMNS)
    .eq("document_id", documentId)
    .order("position")
    .order("id")
    .limit(5000)
    .overrideTypes<Omit<SectionNarrowing, "body">[]>();
  failOn(error);
  return data ?? [];
}

export const sectionsOptions = (documentId: string) =>
  queryOptions({ queryKey: storySectionKeys.list(documentId), queryFn: () => listSections(documentId), refetchOnWindowFocus: false });

export const useSections = (documentId: string) => useQuery(sectionsOptions(documentId));

/** A row without its text, for the list's cache (a save answers with the whole row). */
export function withoutBody<R extends { body?: unknown }>(row: R): Omit<R, "body"> {
  const { body: _body, ...rest } = row;
  return rest;
}
