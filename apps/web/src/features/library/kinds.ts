// Kind labels and families from the catalog, and which kinds each browse section shows.
import { GENERATORS, type AreaFamily } from "@/lib/catalog";

const BY_KIND = new Map(GENERATORS.map((g) => [g.kind, g]));

export const kindLabel = (kind: string): string => BY_KIND.get(kind)?.label ?? kind.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());
export const kindFamily = (kind: string): AreaFamily => BY_KIND.get(kind)?.family ?? "story";

/**
 * Kinds per /browse/<slug>. Races share the characters page (both kinds on both routes). The
 * story-element sections list no kinds until their tools save content: they show an empty state.
 */
export const SECTION_KINDS: Readonly<Record<string, readonly string[]>> = {
  characters: ["character", "race"],
  races: ["character", "race"],
  classes: ["class"],
  skills: ["skill", "life-skills"],
  locations: ["location"],
  factions: ["faction"],
  items: ["item", "weapon", "armor-clothing", "jewelry", "consumable", "material", "tattoo", "technology", "inheritances"],
  "magic-systems": ["magic-system", "element"],
  religions: ["religion"],
  governments: ["government"],
  stories: [],
  "character-groups": [],
  "family-trees": [],
  timelines: [],
  relationships: [],
};
