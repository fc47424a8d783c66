// Maps (docs/maps.md): a map is a story document with tool `map`; its layers and features are rows
// of map_layers and map_features, its picture a file in the private map-images bucket. The row types
// come from the generated schema (docs/data-room.md), narrowed where a jsonb or checked column is.
import type { Narrow, Tables } from "@/lib/row-types";

/** A point in image pixels, (0, 0) top left. */
export type Point = [number, number];
export type FeatureKind = "pin" | "region" | "path";

/** What a read of map_features says once, at the end of its chain. */
/**
 * A feature's `style` as the app writes it: a region's or path's line; `atlas` names the town or
 * region of a generated map a pin was made for ("town-3", "region-0"), so adding the map's places
 * again skips it (docs/maps.md, "Generated maps in the app").
 */
export type FeatureStyle = { line?: "solid" | "dashed" | "dotted"; atlas?: string };
export type MapFeatureNarrowing = { kind: FeatureKind; geometry: Point | Point[]; style: FeatureStyle };
export type MapFeatureRow = Narrow<Tables<"map_features">, MapFeatureNarrowing>;

/** A pin's linked item as its card shows it: null when the reader may not read it (or there is none). */
export type FeatureItem = Pick<Tables<"content_items">, "id" | "name" | "summary" | "kind" | "visibility">;
/** The map (or other story document) a pin opens, a map within the map: null when the reader may not read it (or there is none). */
export type FeatureMap = Pick<Tables<"story_documents">, "id" | "title" | "tool" | "owner_id" | "visibility" | "deleted_at">;
export type MapFeature = MapFeatureRow & { content_items: FeatureItem | null; linked_map: FeatureMap | null };

export type MapLayer = Tables<"map_layers">;

/** The fields of a feature the editor writes (the database keeps the owner, the map and the times). */
export type FeaturePatch = Partial<
  Pick<
    MapFeatureRow,
    "layer_id" | "geometry" | "label" | "note" | "icon" | "color" | "link_item_id" | "link_document_id" | "secret" | "position" | "group_name" | "style"
  >
>;
export type NewFeature = FeaturePatch & Pick<MapFeatureRow, "document_id" | "kind" | "geometry"> & { id?: string };

export type LayerPatch = Partial<Pick<MapLayer, "name" | "position" | "secret" | "hidden_by_default">>;

/** `data.image` of a map document: the picture's path in map-images, and what the app knows of it. */
export interface MapImage {
  path: string;
  type?: string;
  bytes?: number;
}

export type GeneratedKind = "continent" | "region";

/** The saved language a generated map's names are made in: the library item and its system (kept here, so every reader draws the same names). */
export interface GeneratedLanguage {
  id: string;
  name: string;
  system: Record<string, unknown>;
}

/** `data.generated` of a map the app drew: same seed, options and version, same map (docs/maps.md). */
export interface GeneratedMap {
  seed: string;
  version: number;
  options: { kind: GeneratedKind; cells: number; width: number; height: number; language: GeneratedLanguage | null };
}

/** The keys of a map document's `data` the web app reads (the database refuses any other, docs/maps.md). */
export interface MapData {
  width?: number;
  height?: number;
  image?: MapImage | null;
  generated?: GeneratedMap | null;
}

/** `item_maps(item)`: a map on which the reader can see a feature linked to the item. */
export type ItemMap = { id: string; title: string; summary: string; visibility: string; owner_id: string; updated_at: string; feature_ids: string[] };

/** `map_limits()`, the limits the UI shows (docs/maps.md). */
export const MAP_LIMITS = { maxSide: 16_000, maxBytes: 50 * 1024 * 1024, maxLayers: 100, maxFeatures: 10_000 } as const;
export const MAP_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
