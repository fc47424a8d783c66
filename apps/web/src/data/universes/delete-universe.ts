// Deletes a universe for good. Its items stay, unassigned (content_items.universe_id is set null
// by the database). Its stored cover picture goes with it, unless another universe the user can
// see still shows the same file. The UI calls this only once the undo toast has closed
// (pending-delete.ts).
import { supabase } from "@/lib/supabase";
import { coverPath, removeCovers } from "./covers";

export async function deleteUniverse(id: string): Promise<void> {
  const { data, error } = await supabase().from("universes").delete().eq("id", id).select("cover_image_url");
  if (error) throw new Error(error.message);
  const cover = data?.[0]?.cover_image_url ?? null;
  if (!coverPath(cover)) return;
  const { count } = await supabase().from("universes").select("id", { count: "exact", head: true }).eq("cover_image_url", cover!);
  if (count === 0) await removeCovers([cover]);
}
