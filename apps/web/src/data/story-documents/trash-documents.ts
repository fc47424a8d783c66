// Moving documents to the trash and back: a soft delete that sets deleted_at (the server purges
// them 30 days later).
import { supabase } from "@/lib/supabase";
import { fail } from "./common";

/** Returns how many moved. */
export async function setTrashed(ids: readonly string[], trashed: boolean): Promise<number> {
  const { data, error } = await supabase()
    .from("story_documents")
    .update({ deleted_at: trashed ? new Date().toISOString() : null })
    .in("id", ids)
    .select("id");
  fail(error);
  return (data ?? []).length;
}
