// Map pictures in the private map-images bucket, at <owner id>/<map id>/<file> (docs/maps.md). The
// server checks the bytes (PNG, JPEG, WebP), the size (50 MB) and the sides (16,000 px) before it
// stores anything, and keeps the picture at full size. Readers get a signed address, valid an hour.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchTileSet, tilesAddress } from "@/lib/storage-tiles";
import { supabase } from "@/lib/supabase";
import { mapKeys } from "./keys";

export const MAP_BUCKET = "map-images";
const SIGNED_SECONDS = 3600;

/** The storage service's refusals, as the person uploading needs them. */
export function uploadMessage(message: string): string {
  if (message === "The object exceeded the maximum allowed size") return "That picture is larger than 50 MB.";
  if (message.startsWith("mime type")) return "That file is not a PNG, JPEG or WebP picture.";
  return message;
}

export async function uploadMapImage(path: string, file: Blob): Promise<void> {
  const { error } = await supabase()
    .storage.from(MAP_BUCKET)
    .upload(path, file, { cacheControl: "3600", contentType: file.type || undefined });
  if (error) throw new Error(uploadMessage(error.message));
}

export async function signedImageUrl(path: string): Promise<string> {
  const { data, error } = await supabase().storage.from(MAP_BUCKET).createSignedUrl(path, SIGNED_SECONDS);
  if (error || !data) throw new Error(error?.message ?? "The map's picture could not be opened.");
  return data.signedUrl;
}

/** Asked again well before the address expires, so a map left open keeps its picture. */
export const imageUrlOptions = (path: string) =>
  queryOptions({ queryKey: mapKeys.imageUrl(path), queryFn: () => signedImageUrl(path), staleTime: 50 * 60_000, refetchInterval: 50 * 60_000 });
export const useImageUrl = (path: string | null) => useQuery({ ...imageUrlOptions(path ?? ""), enabled: !!path, refetchOnWindowFocus: false });

/** A picture's deep-zoom tiles: a Leaflet URL template, the full-size level and the tile size. */
export interface MapTiles {
  template: string;
  maxLevel: number;
  size: number;
}

/**
 * The picture's tiles, or null while it has none (a small picture, or one still being cut). The
 * tiles open with the picture's own signed token: `/object/sign/` becomes `/tiles/`.
 */
export async function tilesOf(signedUrl: string): Promise<MapTiles | null> {
  const set = await fetchTileSet(signedUrl);
  if (!set) return null;
  const { base, query } = tilesAddress(signedUrl);
  return { template: `${base}/{z}/{y}/{x}.webp?${query}`, ...set };
}
export const useMapTiles = (signedUrl: string | null) =>
  useQuery({ queryKey: mapKeys.tiles(signedUrl ?? ""), queryFn: () => tilesOf(signedUrl!), enabled: !!signedUrl, staleTime: Infinity, retry: false });

export async function copyMapImage(from: string, to: string): Promise<void> {
  const { error } = await supabase().storage.from(MAP_BUCKET).copy(from, to);
  if (error) throw new Error(`The map's picture could not be copied: ${error.message}`);
}

/** Removes a map's files (after the map is deleted for good). Failures are ignored: the files stay. */
export async function removeMapFiles(ownerId: string, mapId: string): Promise<void> {
  const bucket = supabase().storage.from(MAP_BUCKET);
  const folder = `${ownerId}/${mapId}`;
  const { data } = await bucket.list(folder, { limit: 1000 });
  const paths = (data ?? []).filter((f) => f.id).map((f) => `${folder}/${f.name}`);
  if (paths.length) await bucket.remove(paths).catch(() => undefined);
}
