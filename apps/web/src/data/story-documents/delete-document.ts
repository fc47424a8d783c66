// Deletes a document for good (from its tool's Trash view; also the cleanup of a failed duplicate).
import { supabase } from "@/lib/supabase";
import { fail } from "./common";

export async function deleteForever(id: string): Promise<void> {
  const { error } = await supabase().from("story_documents").delete().eq("id", id);
  fail(error);
}
