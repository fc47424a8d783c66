// The product's map: generator kinds, browse sections and story tools with their page titles and
// area family (People, Places, Things, Systems, Story — each has one accent colour).
export type AreaFamily = "people" | "places" | "things" | "systems" | "story";

export interface GeneratorEntry {
  kind: string;
  label: string;
  family: AreaFamily;
  blurb: string;
}

const g = (kind: string, label: string, family: AreaFamily, blurb: string): GeneratorEntry => ({ kind, label, family, blurb });

/** The 32 generator kinds of docs/spec.md §2, in the spec's order. */
export const GENERATORS: readonly GeneratorEntry[] = [
  g("character", "Character", "people", "People with names, ages, looks, manner and a past."),
  g("class", "Class", "people", "Archetypes with a ten-level path and subclasses."),
  g("skill", "Skill", "people", "Abilities, their costs, ranks and teachers."),
  g("race", "Race", "people", "Peoples with bodies, lifespans, homelands and customs."),
  g("location", "Location", "places", "Settlements, ruins and wilds with landmarks and rumours."),
  g("item", "Item", "things", "Objects worth carrying, with makers and histories."),
  g("faction", "Faction", "systems", "Guilds, orders and cabals with aims and rivals."),
  g("magic-system", "Magic System", "systems", "Sources, costs, limits and practitioners of magic."),
  g("religion", "Religion", "systems", "Faiths with gods, rites, clergy and heresies."),
  g("government", "Government", "systems", "Who rules, how, and who would rather."),
  g("name", "Name", "people", "Batches of names in any language, with meanings."),
  g("life-skills", "Life Skills", "people", "Everyday trades and crafts people live by."),
  g("curse", "Curse", "story", "Afflictions with triggers, signs and cures."),
  g("bloodline", "Bloodline", "people", "Lineages with gifts, marks and old debts."),
  g("monster", "Monster", "places", "Creatures with habitats, habits and weaknesses."),
  g("tattoo", "Tattoo", "things", "Marks with meaning, placement and ink."),
  g("event", "Event", "story", "Happenings with causes, players and consequences."),
  g("prophecy", "Prophecy", "story", "Foretellings with readings and loopholes."),
  g("heritage", "Heritage", "people", "Backgrounds that shape a person's start."),
  g("tradition", "Tradition", "systems", "Festivals, rites and customs people keep."),
  g("game", "Game", "things", "Games of chance and skill people play."),
  g("element", "Element", "systems", "Elemental forces and how they behave."),
  g("technology", "Technology", "things", "Inventions, their makers and their costs."),
  g("lore", "Lore", "story", "Legends, myths and half-remembered histories."),
  g("armor-clothing", "Armor & Clothing", "things", "What people wear to war and to market."),
  g("jewelry", "Jewelry", "things", "Rings, torcs and crowns with stories."),
  g("material", "Material", "things", "Ores, woods and stranger stuff to make things from."),
  g("consumable", "Consumable", "things", "Potions, foods and remedies."),
  g("inheritances", "Inheritances", "things", "What the dead leave behind, and to whom."),
  g("language", "Language", "systems", "Sound systems, words, grammar and names."),
  g("weapon", "Weapon", "things", "Blades, bows and worse, with their makers."),
  g("calendar", "Calendar", "systems", "Months, weekdays, moons, eras and leap rules."),
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
];

export const FAMILY_LABELS: Record<AreaFamily, string> = { people: "People", places: "Places", things: "Things", systems: "Systems", story: "Story" };
