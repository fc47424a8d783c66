// The atlas's muted parchment palette (Worldloom's Parchment theme: warm off-white, ink-dark
// lines; apps/web/src/index.css): biome washes, not a heat map.
import type { BiomeId } from "./types.js";

export const INK = "#3b2f24";
export const PAPER = "#f1e6cc";
export const SEA = "#c6d3cc";
export const SEA_LINE = "#93aaa4";
export const LAKE = "#b9cdc9";
export const RIVER = "#5f8593";
export const BORDER = "#8b3a2a";

export const BIOME_FILL: Readonly<Record<BiomeId, string>> = {
  ocean: SEA,
  lake: LAKE,
  glacier: "#eef0ea",
  snow: "#f4f2ea",
  tundra: "#dcd8c2",
  taiga: "#b9bf98",
  "temperate-forest": "#bcc495",
  rainforest: "#a9b886",
  grassland: "#e0d9a8",
  shrubland: "#dccfa0",
  savanna: "#e4d29c",
  desert: "#ecd9a9",
  marsh: "#c3c9a4",
  hills: "#d9c9a0",
  mountain: "#cdbb98",
};
