// The GM's private notes on a campaign (story_document_notes: readable by the owner only, even
// when the campaign is published); null when none were written yet.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { fail } from "./common";
import { storyDocumentKeys } from "./keys";

export async function getNotes(documentId: string): Promise<string | null> {
  const { data, error } = await supabase().from("story_document_notes").select("notes").eq("document_id", documentId).maybeSingle();
  fail(error);
  return data?.notes ?? null;
}

export const notesOptions = (documentId: string) => queryOptions({ queryKey: storyDocumentKeys.notes(documentId), queryFn: () => getNotes(documentId) });
export const useNotes = (documentId: string) => useQuery({ ...notesOptions(documentId), refetchOnWindowFocus: false });
