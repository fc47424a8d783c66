// The generated map's model (docs/maps.md, "Generated maps"): plain JSON, structure of arrays for
// the cells so a 10,000-cell map stays compact. Coordinates are the SVG's: x right, y down,
// 0..width × 0..height.

export type MapKind = "continent" | "region";

export const BIOMES = [
  "ocean",
  "lake",
  "glacier",
  "tundra",
  "taiga",
  "temperate-forest",
  "rainforest",
  "grassland",
  "shrubland",
  "savanna",
  "desert",
  "marsh",
  "hills",
  "mountain",
  "snow",
] as const;
export type BiomeId = (typeof BIOMES)[number];

export type Point = readonly [number, number];

/** The options after defaults and validation (what reproduces the map with its version). */
export interface MapOptions {
  readonly kind: MapKind;
  readonly cells: number;
  readonly width: number;
  readonly height: number;
  /** The language the labels are in: a saved language's key and name, or the stock one drawn from the seed. */
  readonly language: { readonly key: string; readonly name: string };
}

export interface MapCells {
  readonly count: number;
  /** Sites, rounded to 0.01 px. */
  readonly x: readonly number[];
  readonly y: readonly number[];
  /** Corner indices (into `corners`) of each cell's polygon, in walking order. */
  readonly corners: readonly (readonly number[])[];
  /** neighbours[i][k] shares the edge corners[i][k] → corners[i][k + 1]; -1 is off the map. */
  readonly neighbours: readonly (readonly number[])[];
  /** Whole numbers 0–10,000; below `seaLevel` is under the sea. Land is depression-filled, so water always runs downhill. */
  readonly height: readonly number[];
  /** 0–100. */
  readonly moisture: readonly number[];
  readonly biome: readonly BiomeId[];
  /** The region each cell belongs to, -1 for water and unclaimed land. */
  readonly region: readonly number[];
}

export interface MapRing {
  readonly points: readonly Point[];
}

export interface Coastline extends MapRing {
  /** "sea" rings bound land against the sea; "lake" rings bound a lake. */
  readonly kind: "sea" | "lake";
}

export interface River {
  readonly id: number;
  readonly name: string;
  /** The cells it runs through, from source to mouth; each strictly lower than the one before. */
  readonly cells: readonly number[];
  readonly points: readonly Point[];
  /** Water flowing through each point (cells drained), for widths. */
  readonly flow: readonly number[];
  /** Where it ends: the sea, a lake, or another river (by id) it joins. */
  readonly mouth: { readonly into: "sea" | "lake" } | { readonly into: "river"; readonly river: number };
}

export type TownSize = "city" | "town" | "village";

export interface Town {
  readonly id: number;
  readonly name: string;
  readonly cell: number;
  readonly x: number;
  readonly y: number;
  readonly size: TownSize;
  readonly capital: boolean;
  readonly region: number;
  readonly port: boolean;
  readonly river: boolean;
}

export interface Region {
  readonly id: number;
  readonly name: string;
  readonly capital: number;
  readonly cells: number;
  /** Its border: one or more closed rings (an island of its own is another ring). */
  readonly border: readonly MapRing[];
  /** Where its label sits: the cell farthest inside. */
  readonly centre: Point;
}

export type LabelKind = "region" | "town" | "sea" | "lake" | "mountain" | "river";

export interface Label {
  readonly kind: LabelKind;
  readonly text: string;
  readonly x: number;
  readonly y: number;
  /** Font size in px. */
  readonly size: number;
  /** "start" labels sit right of their point (towns), "middle" ones on it. */
  readonly anchor: "start" | "middle";
  /** What it names: a town's, region's or river's id, or a cell. */
  readonly ref: number;
}

export interface MapModel {
  readonly type: "atlas-map";
  readonly version: number;
  readonly seed: string;
  readonly options: MapOptions;
  readonly width: number;
  readonly height: number;
  readonly seaLevel: number;
  readonly cells: MapCells;
  /** Voronoi corners (circumcentres, clamped to the map), rounded to 0.01 px. */
  readonly corners: { readonly x: readonly number[]; readonly y: readonly number[] };
  readonly coastlines: readonly Coastline[];
  readonly rivers: readonly River[];
  readonly regions: readonly Region[];
  readonly towns: readonly Town[];
  readonly labels: readonly Label[];
}
