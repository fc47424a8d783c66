// Saving a document. The editors' autosave is a versioned update (optimistic concurrency, see
// components/story-documents/save.ts): it matches the row only while its version is the one this tab last
// read, and zero rows back means another tab saved first.
// A list's rename or publish is not versioned (patch-document.ts).
import { asJson, supabase } from "@/lib/supabase";
import { fail } from "./common";
import type { DocPatch, StoryDoc, StoryDocNarrowing } from "./types";
import { keepRelations } from "./with-relations";

/** The patch as the table takes it (`data` is jsonb). */
export const dbPatch = ({ data, ...rest }: DocPatch) => ({ ...rest, ...(data ? { data: asJson(data) } : {}) });

/** A versioned update: the rows it changed, none when the version moved on. */
export async function updateVersioned(id: string, version: number, patch: DocPatch): Promise<StoryDoc[]> {
  const { data, error } = await supabase()
    .from("story_documents")
    .update(dbPatch(patch))
    .eq("id", id)
    .eq("version", version)
    .select("*")
    .overrideTypes<StoryDocNarrowing[]>();
  fail(error);
  return (data ?? []).map((row) => keepRelations(row, patch));
}
