// A new map from a picture: the document first (private, in the current universe), then the picture
// into the map's own folder, then its size and path in `data` (docs/maps.md). If the picture is
// refused, the document is deleted again, so no empty map is left behind. A generated map is one
// insert: its size and the settings it is drawn from, no picture.
import { createDocument } from "@/data/story-documents/create-document";
import { deleteForever } from "@/data/story-documents/delete-document";
import { patchDocument } from "@/data/story-documents/patch-document";
import type { StoryDoc } from "@/data/story-documents/types";
import { uploadMapImage } from "./map-image";
import type { GeneratedMap, MapData } from "./types";

export interface NewMap {
  ownerId: string;
  title: string;
  universeId: string | null;
  file: Blob;
  /** The picture's size in pixels, read from the file before upload. */
  width: number;
  height: number;
}

/** A file name the bucket's rule takes (`[A-Za-z0-9_][A-Za-z0-9._-]{0,199}`); the stored type may differ from its extension. */
const fileName = () => `${crypto.randomUUID().slice(0, 8)}.webp`;

export async function createMap(m: NewMap): Promise<StoryDoc> {
  const doc = await createDocument({ tool: "map", title: m.title, universe_id: m.universeId, data: {} });
  try {
    const path = `${m.ownerId}/${doc.id}/${fileName()}`;
    await uploadMapImage(path, m.file);
    const data: MapData = { width: m.width, height: m.height, image: { path } };
    await patchDocument(doc.id, { data: { ...data } });
    return { ...doc, data: { ...data } };
  } catch (e) {
    await deleteForever(doc.id).catch(() => undefined);
    throw e;
  }
}

/** A generated map: no picture, only its size and the settings it is drawn from (docs/maps.md). */
export async function createGeneratedMap(m: { title: string; universeId: string | null; generated: GeneratedMap }): Promise<StoryDoc> {
  const { width, height } = m.generated.options;
  const data: MapData = { width, height, generated: m.generated };
  return createDocument({ tool: "map", title: m.title, universe_id: m.universeId, data: { ...data } });
}
