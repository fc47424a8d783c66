// Content for the location kind: its types (archetypes are in archetypes.ts, the rest in
// words-biomes.ts, words-places.ts and words-prose.ts).

export const TYPES = ["city", "town", "village", "port", "fortress", "ruin", "dungeon", "wilds"] as const;
export type LocType = (typeof TYPES)[number];
export const SETTLED: readonly LocType[] = ["city", "town", "village", "port", "fortress"];
