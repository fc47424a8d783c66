// Deletes a universe for good. Its items stay, unassigned (content_items.universe_id is set null
// by the database). The UI calls this only once the undo toast has closed (pending-delete.ts).
import { supabase } from "@/lib/supabase";

export async function deleteUniverse(id: string): Promise<void> {
  const { error } = await supabase().from("universes").delete().eq("id", id);
  if (error) throw new Error(error.message);
}
