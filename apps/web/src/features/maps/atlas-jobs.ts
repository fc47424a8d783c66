// What the map pages ask the atlas worker (atlas.worker.ts) and what it answers: the drawing of a
// generated map, or its towns and regions as places for the library (docs/maps.md).
import type { MapPlace, MapPlaceRequest } from "@worldloom/generators/atlas";
import type { AtlasRequest } from "./generated-map";

export type AtlasSetting = NonNullable<MapPlaceRequest["setting"]>;

export type AtlasJob = { type: "draw"; request: AtlasRequest } | { type: "places"; request: AtlasRequest; setting: AtlasSetting };

export interface AtlasDrawing {
  /** renderMapSvg with its labels. */
  svg: string;
  /** SHA-256 of the SVG, hex: the same settings give the same picture, in any browser and in Node. */
  hash: string;
  /** The atlas's ATLAS_VERSION that drew it. */
  version: number;
  towns: number;
  regions: number;
  /** The language the names are in (a saved one's name, or the stock tongue drawn from the seed). */
  language: string;
  /** The largest region's name: a name for the map when none is given. */
  suggestedName: string;
}

export type AtlasAnswer<J extends AtlasJob> = J extends { type: "draw" } ? AtlasDrawing : MapPlace[];
