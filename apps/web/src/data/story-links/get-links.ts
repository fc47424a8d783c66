// A document's links in order, each with its library item (RLS returns only links the reader may
// read). Keys sit under the ["story_documents"] root (storyDocumentKeys.links), so every story
// write's invalidation refreshes them.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fail, UUID } from "@/data/story-documents/common";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import type { StoryVisibility } from "@/data/story-documents/types";
import { supabase } from "@/lib/supabase";
import type { StoryLinkWithItem } from "./types";

const LINK_COLUMNS = "id, document_id, item_id, anchor, role, note, position, item:content_items(id, name, kind, summary, visibility, deleted_at)" as const;

export async function getLinks(documentId: string): Promise<StoryLinkWithItem[]> {
  const { data, error } = await supabase()
    .from("story_links")
    .select(LINK_COLUMNS)
    .eq("document_id", documentId)
    .order("position")
    .order("created_at")
    .overrideTypes<{ item: { visibility: StoryVisibility } | null }[]>();
  fail(error);
  return data ?? [];
}

export const linksOptions = (documentId: string) => queryOptions({ queryKey: storyDocumentKeys.links(documentId), queryFn: () => getLinks(documentId) });
export const useLinks = (documentId: string) => useQuery({ ...linksOptions(documentId), enabled: UUID.test(documentId) });
