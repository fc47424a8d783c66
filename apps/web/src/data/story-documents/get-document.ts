// One document as its editor or reader opens it (RLS: the owner's, or anyone's when published),
// a relationship map with its relations and positions back in `data`.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { fail, UUID } from "./common";
import { storyDocumentKeys } from "./keys";
import type { StoryDoc, StoryDocNarrowing } from "./types";
import { withRelations } from "./with-relations";

export async function getDocument(id: string): Promise<StoryDoc | null> {
  if (!UUID.test(id)) return null;
  const { data, error } = await supabase().from("story_documents").select("*").eq("id", id).maybeSingle().overrideTypes<StoryDocNarrowing>();
  fail(error);
  return data ? withRelations(data) : null;
}

export const documentOptions = (id: string) => queryOptions({ queryKey: storyDocumentKeys.doc(id), queryFn: () => getDocument(id) });
export const useDocument = (id: string) => useQuery({ ...documentOptions(id), refetchOnWindowFocus: false });
