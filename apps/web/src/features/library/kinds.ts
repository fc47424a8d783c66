// Kind labels and families from the catalog, and which kinds each browse section shows.
import { GENERATORS, type AreaFamily } from "@/lib/catalog";

const BY_KIND = new Map(GENERATORS.map((g) => [g.kind, g]));

export const kindLabel = (kind: string): string => BY_KIND.get(kind)?.label ?? kind.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());
export const kindFamily = (kind: string): AreaFamily => BY_KIND.get(kind)?.family ?? "story";

/** Every generator kind, in the catalogue's order (the kind filter on /browse itself). */
export const EVERY_KIND: readonly string[] = GENERATORS.map((g) => g.kind);

/**
 * Kinds per /browse/<slug>. Races share the characters page (both kinds on both routes). Kinds
 * go where a reader would look for them (bloodlines and heritages with the people they shape,
 * curses with magic, traditions and prophecies with faiths); kinds that fit no section (monster,
 * name, event, lore, game, language, calendar) are listed on /browse, which shows every public item.
 * The story-element sections list no kinds until their tools save content: they show an empty state.
 */
export const SECTION_KINDS: Readonly<Record<string, readonly string[]>> = {
  characters: ["character", "race", "bloodline", "heritage"],
  races: ["character", "race", "bloodline", "heritage"],
  classes: ["class"],
  skills: ["skill", "life-skills"],
  locations: ["location"],
  factions: ["faction"],
  items: ["item", "weapon", "armor-clothing", "jewelry", "consumable", "material", "tattoo", "technology", "inheritances"],
  "magic-systems": ["magic-system", "element", "curse"],
  religions: ["religion", "tradition", "prophecy"],
  governments: ["government"],
  stories: [],
  "character-groups": [],
  "family-trees": [],
  timelines: [],
  relationships: [],
};
