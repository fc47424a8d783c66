// Deletes a map for good (from its Trash view): the document (its layers and pins go with it), then
// the files in its folder (docs/maps.md).
import { deleteForever } from "@/data/story-documents/delete-document";
import type { StoryDoc } from "@/data/story-documents/types";
import { removeMapFiles } from "./map-image";

export async function deleteMapForever(doc: Pick<StoryDoc, "id" | "owner_id">): Promise<void> {
  await deleteForever(doc.id);
  await removeMapFiles(doc.owner_id, doc.id).catch(() => undefined);
}
