// What an import does for its maps once import_bundle has written them (docs/maps.md, "Export /
// import"): a picture's bytes are not in a bundle, so each imported map's old picture is copied
// into the new map's folder when the importer can still read it (their own library, or a published
// map) and saved as `data.image`; a map whose picture cannot be read opens without one and asks for
// it. Also counts the links on the maps' features that the import dropped (to items or documents
// neither in the bundle nor readable by the importer).
import { supabase } from "@/lib/supabase";
import { copyMapImage, MAP_BUCKET, removeMapFiles } from "@/data/maps/map-image";
import { getDocument } from "@/data/story-documents/get-document";
import { patchDocument } from "@/data/story-documents/patch-document";
import type { ImportReceipt } from "./types";

export interface MapImportResult {
  /** Maps whose picture was copied. */
  copied: number;
  /** Maps that had a picture the importer cannot read: they open asking for one. */
  missing: number;
  /** Links (to an item or a document) on the maps' features that did not come through. */
  dropped: number;
}

/** The picture's new path: the same file name in the new map's own folder. */
export const importedImagePath = (ownerId: string, mapId: string, oldPath: string) => `${ownerId}/${mapId}/${oldPath.split("/").pop() ?? "picture.webp"}`;

async function copyPicture(ownerId: string, mapId: string, oldPath: string): Promise<boolean> {
  const path = importedImagePath(ownerId, mapId, oldPath);
  try {
    await copyMapImage(oldPath, path);
  } catch {
    return false;
  }
  try {
    const doc = await getDocument(mapId);
    if (!doc) throw new Error("The imported map could not be read back.");
    await patchDocument(mapId, { data: { ...doc.data, image: { path } } });
    return true;
  } catch {
    // The file without its map's record of it would be a picture nobody sees: take it out again.
    await supabase()
      .storage.from(MAP_BUCKET)
      .remove([path])
      .catch(() => undefined);
    return false;
  }
}

/** How many links the imported maps' features hold now. */
async function linksHeld(mapIds: readonly string[]): Promise<number> {
  if (!mapIds.length) return 0;
  let n = 0;
  for (const column of ["link_item_id", "link_document_id"] as const) {
    const { count, error } = await supabase()
      .from("map_features")
      .select("id", { count: "exact", head: true })
      .in("document_id", [...mapIds])
      .not(column, "is", null);
    if (error) throw new Error(error.message);
    n += count ?? 0;
  }
  return n;
}

/**
 * Finishes the import of `mapIds` (the new ids of the bundle's maps): copies the pictures of
 * `receipt.map_images` and counts the dropped links against `bundleLinks`, the links the bundle's
 * map features carried. A failure to count is not an import failure: it reports 0.
 */
export async function finishMapImport(receipt: ImportReceipt, ownerId: string, mapIds: readonly string[], bundleLinks: number): Promise<MapImportResult> {
  let copied = 0;
  const images = receipt.map_images ?? [];
  for (const { id, path } of images) if (await copyPicture(ownerId, id, path)) copied += 1;
  const held = await linksHeld(mapIds).catch(() => bundleLinks);
  return { copied, missing: images.length - copied, dropped: Math.max(0, bundleLinks - held) };
}

/** After an undo: the pictures copied into the imported maps' folders go too. */
export async function removeImportedPictures(receipt: ImportReceipt, ownerId: string): Promise<void> {
  for (const { id } of receipt.map_images ?? []) await removeMapFiles(ownerId, id).catch(() => undefined);
}
