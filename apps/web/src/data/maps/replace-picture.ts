// A map's new picture: uploaded into the map's own folder under a new name, then saved with its
// size by replace_map_picture(), which scales every pin, region and path and the scale with it in
// one transaction (docs/maps.md). If that refuses, the new file is removed and nothing changed;
// once it is saved, the old file is removed (a failure there only leaves a file behind).
import { supabase } from "@/lib/supabase";
import { MAP_BUCKET, uploadMapImage } from "./map-image";

export interface NewPicture {
  ownerId: string;
  mapId: string;
  /** The picture being replaced, removed once the new one is saved. */
  oldPath: string | null;
  file: Blob;
  width: number;
  height: number;
}

export async function replaceMapPicture(p: NewPicture): Promise<Record<string, unknown>> {
  const path = `${p.ownerId}/${p.mapId}/${crypto.randomUUID().slice(0, 8)}.webp`;
  await uploadMapImage(path, p.file);
  const { data, error } = await supabase().rpc("replace_map_picture", { map: p.mapId, image: { path }, width: p.width, height: p.height });
  const bucket = supabase().storage.from(MAP_BUCKET);
  if (error || !data || typeof data !== "object") {
    await bucket.remove([path]).catch(() => undefined);
    throw new Error(error?.message ?? "The new picture was not saved.");
  }
  if (p.oldPath && p.oldPath !== path) await bucket.remove([p.oldPath]).catch(() => undefined);
  return data as Record<string, unknown>;
}
