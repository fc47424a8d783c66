// A map's copy: `duplicate_map` copies the document, its layers and pins (secrets kept, links the
// owner can no longer read dropped) and names a picture path in the copy's folder; the picture is
// then copied there. If that fails, the copy is deleted again (docs/maps.md).
import { deleteForever } from "@/data/story-documents/delete-document";
import { getDocument } from "@/data/story-documents/get-document";
import type { StoryDoc } from "@/data/story-documents/types";
import { supabase } from "@/lib/supabase";
import { copyMapImage } from "./map-image";
import { mapImageOf } from "./map-data";

export async function duplicateMap(doc: StoryDoc): Promise<StoryDoc> {
  const { data: id, error } = await supabase().rpc("duplicate_map", { source: doc.id });
  if (error || !id) throw new Error(error?.message ?? "The map could not be copied.");
  try {
    const copy = await getDocument(id);
    if (!copy) throw new Error("The copy could not be read back.");
    const from = mapImageOf(doc.data)?.path;
    const to = mapImageOf(copy.data)?.path;
    if (from && to) await copyMapImage(from, to);
    return copy;
  } catch (e) {
    await deleteForever(id).catch(() => undefined);
    throw e;
  }
}
