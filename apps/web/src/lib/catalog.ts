// The product's map: generator kinds, browse sections and story tools with their page titles and
// area family (People, Places, Things, Systems, Story — each has one accent colour).
import { KINDS, type Group } from "@worldloom/generators/catalog";

export type AreaFamily = Lowercase<Group>;

export interface GeneratorEntry {
  kind: string;
  label: string;
  family: AreaFamily;
  blurb: string;
}

// A kind's family is its group in the generators' own catalogue, so the landing page and the
// generator index can never file a kind in two places.
const GROUP_OF: ReadonlyMap<string, Group> = new Map(KINDS.map((k) => [k.kind, k.group]));
const g = (kind: string, label: string, blurb: string): GeneratorEntry => ({ kind, label, family: familyOf(kind), blurb });

function familyOf(kind: string): AreaFamily {
  const group = GROUP_OF.get(kind);
  if (!group) throw new Error(`No generator kind "${kind}" in the catalogue`);
  return group.toLowerCase() as AreaFamily;
}

/** The 32 generator kinds of docs/spec.md §2, in the spec's order. */
export const GENERATORS: readonly GeneratorEntry[] = [
  g("character", "Character", "People with names, ages, looks, manner and a past."),
  g("class", "Class", "Archetypes with a ten-level path and subclasses."),
  g("skill", "Skill", "Abilities, their costs, ranks and teachers."),
  g("race", "Race", "Peoples with bodies, lifespans, homelands and customs."),
  g("location", "Location", "Settlements, ruins and wilds with landmarks and rumours."),
  g("item", "Item", "Objects worth carrying, with makers and histories."),
  g("faction", "Faction", "Guilds, orders and cabals with aims and rivals."),
  g("magic-system", "Magic System", "Sources, costs, limits and practitioners of magic."),
  g("religion", "Religion", "Faiths with gods, rites, clergy and heresies."),
  g("government", "Government", "Who rules, how, and who would rather."),
  g("name", "Name", "Batches of names in any language, with meanings."),
  g("life-skills", "Life Skills", "Everyday trades and crafts people live by."),
  g("curse", "Curse", "Afflictions with triggers, signs and cures."),
  g("bloodline", "Bloodline", "Lineages with gifts, marks and old debts."),
  g("monster", "Monster", "Creatures with habitats, habits and weaknesses."),
  g("tattoo", "Tattoo", "Marks with meaning, placement and ink."),
  g("event", "Event", "Happenings with causes, players and consequences."),
  g("prophecy", "Prophecy", "Foretellings with readings and loopholes."),
  g("heritage", "Heritage", "Backgrounds that shape a person's start."),
  g("tradition", "Tradition", "Festivals, rites and customs people keep."),
  g("game", "Game", "Games of chance and skill people play."),
  g("element", "Element", "Elemental forces and how they behave."),
  g("technology", "Technology", "Inventions, their makers and their costs."),
  g("lore", "Lore", "Legends, myths and half-remembered histories."),
  g("armor-clothing", "Armor & Clothing", "What people wear to war and to market."),
  g("jewelry", "Jewelry", "Rings, torcs and crowns with stories."),
  g("material", "Material", "Ores, woods and stranger stuff to make things from."),
  g("consumable", "Consumable", "Potions, foods and remedies."),
  g("inheritances", "Inheritances", "What the dead leave behind, and to whom."),
  g("language", "Language", "Sound systems, words, grammar and names."),
  g("weapon", "Weapon", "Blades, bows and worse, with their makers."),
  g("calendar", "Calendar", "Months, weekdays, moons, eras and leap rules."),
];

export const generatorTitle = (e: GeneratorEntry) => `${e.label} Generator`;

export interface SectionEntry {
  slug: string;
  title: string;
  family: AreaFamily;
  blurb: string;
}

const s = (slug: string, title: string, family: AreaFamily, blurb: string): SectionEntry => ({ slug, title, family, blurb });

/** /browse/<slug> (docs/spec.md §2); races shares the characters page. */
export const BROWSE_SECTIONS: readonly SectionEntry[] = [
  s("characters", "Browse Characters", "people", "Characters shared by the community."),
  s("classes", "Browse Classes", "people", "Classes and their progressions."),
  s("skills", "Browse Skills", "people", "Skills and abilities."),
  s("races", "Browse Races", "people", "Peoples and races."),
  s("locations", "Browse Locations", "places", "Places to set a story in."),
  s("factions", "Browse Factions", "systems", "Guilds, orders and cabals."),
  s("items", "Browse Items", "things", "Objects and artefacts."),
  s("magic-systems", "Browse Magic Systems", "systems", "Ways magic works."),
  s("religions", "Browse Religions", "systems", "Faiths and their gods."),
  s("governments", "Browse Governments", "systems", "Ways of ruling."),
  s("stories", "Browse Stories", "story", "Stories set in these worlds."),
  s("character-groups", "Browse Character Groups", "people", "Parties, crews and households."),
  s("family-trees", "Browse Family Trees", "people", "Lineages drawn out."),
  s("timelines", "Browse Timelines", "story", "Histories in order."),
  s("relationships", "Browse Relationships", "people", "Who loves, owes and hates whom."),
  s("maps", "Browse Maps", "places", "Maps of invented lands, with their pins."),
];

/** /story-elements/<slug> (docs/spec.md §2). */
export const STORY_TOOLS: readonly SectionEntry[] = [
  s("stories", "Stories", "story", "Write stories that draw on your characters and places."),
  s("character-groups", "Character Groups", "people", "Gather characters into parties, crews and households."),
  s("relationships", "Relationships", "people", "Map who loves, owes and hates whom."),
  s("timeline", "Timeline Creator", "story", "Put your world's events in order, in its own calendar."),
  s("family-trees", "Family Tree", "people", "Draw lineages across generations."),
  s("flow-chart", "Flow Chart", "story", "Lay out branching plots and quests."),
  s("arcs-campaigns", "Story Arcs & Campaigns", "story", "Plan arcs and campaigns session by session."),
  s("maps", "Maps", "places", "Pin your places, people and stories on a map of your world."),
];

export const FAMILY_LABELS: Record<AreaFamily, string> = { people: "People", places: "Places", things: "Things", systems: "Systems", story: "Story" };
