// @worldloom/generators/atlas: generated maps for the Atlas (docs/maps.md, "Generated maps").
// A separate entry, so the web app loads it only on the map pages; the main entry never imports it.
export { generateMap, ATLAS_VERSION, MAP_CELLS, MAP_SIDE, MapOptionError, type MapRequest } from "./generate.js";
export { renderMapSvg, type RenderOptions } from "./render.js";
export { mapLocations, type MapPlace, type MapPlaceRequest } from "./locations.js";
export { BIOMES } from "./types.js";
export type { BiomeId, Coastline, Label, LabelKind, MapCells, MapKind, MapModel, MapOptions, MapRing, Point, Region, River, Town, TownSize } from "./types.js";
