// Saves the GM's notes: updates the document's notes row, or makes it on the first save.
import { supabase } from "@/lib/supabase";
import { fail } from "./common";

export async function saveNotes(documentId: string, notes: string): Promise<void> {
  const { data, error } = await supabase().from("story_document_notes").update({ notes }).eq("document_id", documentId).select("document_id");
  fail(error);
  if (data?.length) return;
  const ins = await supabase().from("story_document_notes").insert({ document_id: documentId, notes });
  fail(ins.error);
}
