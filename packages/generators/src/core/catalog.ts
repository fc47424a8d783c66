// The 32 kinds of the spec (docs/spec.md §2 order) with their labels, groups, one-line descriptions and
// lucide-react icon names, so the web app can list every kind before its generator exists.

export const GROUPS = ["People", "Places", "Things", "Systems", "Story"] as const;
export type Group = (typeof GROUPS)[number];

export const KIND_IDS = [
  "character",
  "class",
  "skill",
  "race",
  "location",
  "item",
  "faction",
  "magic-system",
  "religion",
  "government",
  "name",
  "life-skills",
  "curse",
  "bloodline",
  "monster",
  "tattoo",
  "event",
  "prophecy",
  "heritage",
  "tradition",
  "game",
  "element",
  "technology",
  "lore",
  "armor-clothing",
  "jewelry",
  "material",
  "consumable",
  "inheritances",
  "language",
  "weapon",
  "calendar",
] as const;
export type KindId = (typeof KIND_IDS)[number];

export interface KindInfo {
  readonly kind: KindId;
  readonly label: string;
  readonly group: Group;
  readonly description: string;
  /** A lucide-react export name, e.g. "UserRound". */
  readonly icon: string;
}

export const KINDS: readonly KindInfo[] = [
  { kind: "character", label: "Character", group: "People", icon: "UserRound", description: "A person with a face, a past, a secret and somewhere to be." },
  { kind: "class", label: "Class", group: "People", icon: "Swords", description: "A playable class with features from level 1 to 10 and its subclasses." },
  { kind: "skill", label: "Skill", group: "People", icon: "Zap", description: "An ability with a cost, a cooldown and five ranks of mastery." },
  { kind: "race", label: "Race", group: "People", icon: "Dna", description: "A people of your world: body, senses, society and the myths told about them." },
  {
    kind: "location",
    label: "Location",
    group: "Places",
    icon: "MapPin",
    description: "A city, village, ruin or wild place with landmarks, dangers and rumours.",
  },
  { kind: "item", label: "Item", group: "Things", icon: "Gem", description: "A notable object with a maker, a history and a quirk." },
  { kind: "faction", label: "Faction", group: "Systems", icon: "Flag", description: "An organisation with a motto, open aims and hidden ones." },
  {
    kind: "magic-system",
    label: "Magic System",
    group: "Systems",
    icon: "WandSparkles",
    description: "Where magic comes from, what it costs and the rules it cannot break.",
  },
  {
    kind: "religion",
    label: "Religion",
    group: "Systems",
    icon: "Church",
    description: "Gods or spirits, rites, clergy, holy days and the sects that split from it.",
  },
  {
    kind: "government",
    label: "Government",
    group: "Systems",
    icon: "Landmark",
    description: "Who rules, how power passes on, and the laws people grumble about.",
  },
  {
    kind: "name",
    label: "Name",
    group: "People",
    icon: "Signature",
    description: "Batches of names with pronunciation and meaning, from a culture or your own language.",
  },
  {
    kind: "life-skills",
    label: "Life Skills",
    group: "People",
    icon: "Hammer",
    description: "A trade or craft with tools, tiers of mastery, recipes and a guild.",
  },
  { kind: "curse", label: "Curse", group: "Story", icon: "Skull", description: "A curse with a trigger, staged effects and a price for breaking it." },
  { kind: "bloodline", label: "Bloodline", group: "People", icon: "Crown", description: "A noble house with inherited gifts, a weakness, feuds and a seat." },
  { kind: "monster", label: "Monster", group: "Places", icon: "Ghost", description: "A creature with habitat, habits, attacks, weaknesses and legends." },
  { kind: "tattoo", label: "Tattoo", group: "Things", icon: "Brush", description: "A design with a meaning, a ritual of application and who may bear it." },
  { kind: "event", label: "Event", group: "Story", icon: "CalendarClock", description: "A dated event: causes, course, outcome and how it is remembered." },
  { kind: "prophecy", label: "Prophecy", group: "Story", icon: "Eye", description: "A prophecy in verse with its seer, omens, readings and a twist." },
  { kind: "heritage", label: "Heritage", group: "People", icon: "Trees", description: "A people's ancestry: homeland, migrations, customs and heirlooms." },
  {
    kind: "tradition",
    label: "Tradition",
    group: "Systems",
    icon: "Users",
    description: "A custom or festival with its steps, symbols, food and origin story.",
  },
  { kind: "game", label: "Game", group: "Systems", icon: "Dices", description: "A game people play, with rules, scoring and a famous match." },
  { kind: "element", label: "Element", group: "Systems", icon: "Flame", description: "An element with its nature, allies, opposites and creatures." },
  { kind: "technology", label: "Technology", group: "Things", icon: "Cog", description: "An invention with its principle, power source, limits and impact." },
  { kind: "lore", label: "Lore", group: "Story", icon: "BookOpen", description: "A myth, legend or folk tale, and the truth behind it." },
  {
    kind: "armor-clothing",
    label: "Armor & Clothing",
    group: "Things",
    icon: "Shirt",
    description: "Armour or garments with their look, protection, fashion and wear.",
  },
  { kind: "jewelry", label: "Jewelry", group: "Things", icon: "Diamond", description: "A jewel with its gems, craft, inscription and history." },
  { kind: "material", label: "Material", group: "Things", icon: "Pickaxe", description: "A substance with its source, properties, uses and hazards." },
  {
    kind: "consumable",
    label: "Consumable",
    group: "Things",
    icon: "FlaskConical",
    description: "A potion, food or drug with effects, side effects and a recipe.",
  },
  {
    kind: "inheritances",
    label: "Inheritances",
    group: "Things",
    icon: "ScrollText",
    description: "A will: who left what, on which conditions, and who disputes it.",
  },
  {
    kind: "language",
    label: "Language",
    group: "Systems",
    icon: "Languages",
    description: "A constructed language: sounds, words, grammar, script and names.",
  },
  { kind: "weapon", label: "Weapon", group: "Things", icon: "Sword", description: "A weapon with its damage, reach, craft, history and wielders." },
  {
    kind: "calendar",
    label: "Calendar",
    group: "Systems",
    icon: "CalendarDays",
    description: "Months, weekdays, moons, leap rules, eras, holidays and today's date.",
  },
];

export function kindInfo(kind: KindId): KindInfo {
  const info = KINDS.find((k) => k.kind === kind);
  if (!info) throw new RangeError(`Unknown kind ${kind}`);
  return info;
}

export function isKindId(value: unknown): value is KindId {
  return typeof value === "string" && (KIND_IDS as readonly string[]).includes(value);
}
