// An unversioned change from a list (rename, publish): the last word wins, as in My Content.
import { supabase } from "@/lib/supabase";
import { fail } from "./common";
import { dbPatch } from "./save-document";
import type { DocPatch } from "./types";

export async function patchDocument(id: string, patch: DocPatch): Promise<void> {
  const { data, error } = await supabase().from("story_documents").update(dbPatch(patch)).eq("id", id).select("id");
  fail(error);
  if (!data?.length) throw new Error("Not saved: the document may have been deleted, or it is not yours.");
}
