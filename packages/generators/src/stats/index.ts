// Stat blocks: an optional "Stat block" section for monsters, characters, weapons, armour and
// consumables, system-neutral or 5e. Pure and deterministic: the block is derived from the
// result's own fields and drawn from its own stream (seed, kind, "stats"), so asking for a block
// never moves any other draw — and "none" (the default) leaves the result exactly as it was.
import type { KindId } from "../core/catalog.js";
import { fieldText, type StatBlocks } from "../core/define.js";
import { enumOption, type EnumOption } from "../core/options.js";
import { streamFor, type Rng, type Seed } from "../core/rng.js";
import type { Json, ResultField, Section } from "../core/types.js";
import { crBand, isSize, SIZES, type Band, type Size } from "./bands.js";
import { creatureBlock, type AttackIdea, type Body } from "./creature.js";
import { armourBlock, consumableBlock, weaponBlock } from "./gear.js";
import { statBlockMarkdown } from "./render.js";
import { CR_TABLE, crRow, type CrRow } from "./tables.js";
import { ABILITIES, STAT_SYSTEMS, type Ability, type StatBlock, type StatSystem, type StatSystemOption } from "./types.js";

export * from "./types.js";
export { CR_TABLE, crRow, crIndex, abilityModifier, diceAverage } from "./tables.js";
export { statBlockMarkdown } from "./render.js";

/** The kinds that take the `stats` option. */
export const STAT_KINDS: ReadonlySet<KindId> = new Set<KindId>(["monster", "character", "weapon", "armor-clothing", "consumable"]);

export const STATS_OPTION: EnumOption<StatSystemOption> = enumOption("Stat block", STAT_SYSTEMS, "none", {
  none: "None",
  neutral: "System-neutral",
  "5e": "5e-compatible",
});

export const STAT_SECTION_TITLE = "Stat block";

const ROLE_BAND: Readonly<Record<string, Band>> = { npc: [0, 5], hero: [4, 11], villain: [5, 15] };

/** What a monster's attacks field keeps for its block: the prose's attacks, its body, its save. */
export interface CreatureMeta {
  readonly attacks: readonly AttackIdea[];
  readonly body: Body;
  readonly save: Ability;
  /** The 5e creature type ("monstrosity", "giant"). */
  readonly type5e: string;
  /** Extra movement: "fly 60 ft.", "swim 40 ft.". */
  readonly speed?: string;
}

const isRecord = (x: unknown): x is Readonly<Record<string, unknown>> => typeof x === "object" && x !== null && !Array.isArray(x);

/** The creature meta of a monster's attacks field, or undefined when it is missing or malformed (an old locked value). */
export function parseCreatureMeta(m: unknown): CreatureMeta | undefined {
  if (!isRecord(m) || !Array.isArray(m.attacks) || !isRecord(m.body) || typeof m.save !== "string" || typeof m.type5e !== "string") return undefined;
  const attacks: AttackIdea[] = [];
  for (const a of m.attacks as unknown[]) {
    if (!isRecord(a) || typeof a.name !== "string" || typeof a.damageType !== "string") return undefined;
    attacks.push({
      name: a.name,
      damageType: a.damageType,
      ...(a.range === "ranged" ? { range: "ranged" as const } : {}),
      ...(a.finesse === true ? { finesse: true } : {}),
      ...(a.thrown === true ? { thrown: true } : {}),
    });
  }
  const body = {} as Record<Ability, number>;
  for (const k of ABILITIES) {
    const v = m.body[k];
    if (typeof v !== "number") return undefined;
    body[k] = v;
  }
  if (!(ABILITIES as readonly string[]).includes(m.save) || attacks.length === 0) return undefined;
  return { attacks, body, save: m.save as Ability, type5e: m.type5e, ...(typeof m.speed === "string" ? { speed: m.speed } : {}) };
}

const MONSTER_ATTACKS: Readonly<Record<string, readonly AttackIdea[]>> = {
  beast: [
    { name: "Bite", damageType: "piercing" },
    { name: "Claws", damageType: "slashing" },
  ],
  aberration: [
    { name: "Tentacle", damageType: "bludgeoning" },
    { name: "Mind lash", damageType: "psychic" },
  ],
  undead: [
    { name: "Grasping claw", damageType: "slashing" },
    { name: "Chill touch", damageType: "necrotic" },
  ],
  elemental: [
    { name: "Slam", damageType: "bludgeoning" },
    { name: "Elemental burst", damageType: "fire" },
  ],
  fey: [
    { name: "Thorned lash", damageType: "piercing" },
    { name: "Glamour bolt", damageType: "psychic", range: "ranged" },
  ],
  construct: [
    { name: "Slam", damageType: "bludgeoning" },
    { name: "Piston fist", damageType: "bludgeoning" },
  ],
  dragonkin: [
    { name: "Bite", damageType: "piercing" },
    { name: "Claw", damageType: "slashing" },
    { name: "Tail", damageType: "bludgeoning" },
  ],
  ooze: [{ name: "Pseudopod", damageType: "acid" }],
  fiend: [
    { name: "Claw", damageType: "slashing" },
    { name: "Hellfire touch", damageType: "fire" },
  ],
  giant: [
    { name: "Greatclub", damageType: "bludgeoning" },
    { name: "Hurled rock", damageType: "bludgeoning", range: "ranged" },
  ],
  plant: [
    { name: "Vine lash", damageType: "bludgeoning" },
    { name: "Thorn spray", damageType: "piercing", range: "ranged" },
  ],
  swarm: [{ name: "Bites", damageType: "piercing" }],
};
const PERSON_ATTACKS: readonly (readonly AttackIdea[])[] = [
  [
    { name: "Longsword", damageType: "slashing" },
    { name: "Dagger", damageType: "piercing" },
  ],
  [
    { name: "Shortbow", damageType: "piercing", range: "ranged" },
    { name: "Shortsword", damageType: "piercing" },
  ],
  [
    { name: "Mace", damageType: "bludgeoning" },
    { name: "Light crossbow", damageType: "piercing", range: "ranged" },
  ],
  [
    { name: "Quarterstaff", damageType: "bludgeoning" },
    { name: "Dagger", damageType: "piercing" },
  ],
  [
    { name: "Spear", damageType: "piercing" },
    { name: "Handaxe", damageType: "slashing" },
  ],
];

interface Fields {
  text(key: string): string;
  meta(key: string): Json | undefined;
}

function readFields(fields: readonly ResultField[]): Fields {
  const by = new Map(fields.map((f) => [f.key, f.value]));
  return {
    text: (k) => {
      const v = by.get(k);
      return v ? fieldText(v) : "";
    },
    meta: (k) => by.get(k)?.meta,
  };
}

function bandRow(rng: Rng, band: Band): CrRow {
  return CR_TABLE[rng.int(band[0], band[1])] as CrRow;
}

function keyword(text: string, words: readonly string[], fallback: string): string {
  const t = text.toLowerCase();
  return words.find((w) => t.includes(w)) ?? fallback;
}

function monster(rng: Rng, system: StatSystem, f: Fields): StatBlock {
  const sizeMeta = f.meta("size");
  const size: Size = isSize(sizeMeta) ? sizeMeta : (keyword(f.text("size"), SIZES, "medium") as Size);
  const threatMeta = f.meta("threat");
  const threat = typeof threatMeta === "string" ? threatMeta : keyword(f.text("threat"), ["minor", "dangerous", "deadly", "legendary"], "dangerous");
  const row = bandRow(rng, crBand(threat, size));
  const c = parseCreatureMeta(f.meta("attacks"));
  const type = c ? c.type5e : keyword(f.text("type"), Object.keys(MONSTER_ATTACKS), "beast");
  const speed = c ? c.speed : /dragon|fey|fiend/.test(type) ? "fly 60 ft." : /ooze|plant/.test(type) ? "climb 20 ft." : undefined;
  return creatureBlock(rng, {
    system,
    size,
    creatureType: type,
    row,
    attacks: c ? c.attacks : rng.shuffle(MONSTER_ATTACKS[type] ?? []).slice(0, 3),
    skills: ["Perception", "Stealth", "Athletics", "Survival", "Intimidation"],
    humanoid: false,
    armourNote: system === "5e" ? "natural armour" : "hide and scale",
    ...(speed ? { extraSpeed: speed } : {}),
    ...(c ? { body: c.body, saveAbility: c.save } : {}),
  });
}

function character(rng: Rng, system: StatSystem, f: Fields): StatBlock {
  const role = keyword(f.text("role"), ["villain", "hero", "npc"], "npc");
  const row = bandRow(rng, ROLE_BAND[role] ?? [0, 5]);
  const armour = CR_TABLE.indexOf(row) >= 8 ? "chain mail" : CR_TABLE.indexOf(row) >= 4 ? "studded leather" : "leather armour";
  const race = f.text("race").toLowerCase() || "humanoid";
  return creatureBlock(rng, {
    system,
    size: /halfling|gnome|goblin|kobold/.test(race) ? "small" : "medium",
    creatureType: `humanoid (${race})`,
    row,
    attacks: rng.pick(PERSON_ATTACKS),
    skills: ["Perception", "Insight", "Persuasion", "Deception", "Athletics", "Stealth", "History", "Arcana"],
    humanoid: true,
    armourNote: armour,
  });
}

function build(kind: KindId, rng: Rng, system: StatSystem, f: Fields): StatBlock | undefined {
  switch (kind) {
    case "monster":
      return monster(rng, system, f);
    case "character":
      return character(rng, system, f);
    case "weapon": {
      const m = f.meta("type");
      const cls =
        typeof m === "object" && m !== null && !Array.isArray(m) && typeof (m as { cls?: unknown }).cls === "string"
          ? String((m as { cls: string }).cls)
          : undefined;
      return weaponBlock(rng, { system, noun: f.text("type"), damageText: f.text("damage"), rarity: f.text("rarity"), ...(cls ? { cls } : {}) });
    }
    case "armor-clothing": {
      const ench = f.text("enchantment").toLowerCase();
      return armourBlock(rng, system, f.text("type"), ench !== "" && !/^(none|no |nothing|mundane)/.test(ench));
    }
    case "consumable":
      return consumableBlock(rng, system, f.text("type"), f.text("rarity"), f.text("duration"));
    default:
      return undefined;
  }
}

/** The block of a result, or undefined when the kind has none. Same seed and fields → same block. */
export function statBlockFor(kind: KindId, seed: Seed, fields: readonly ResultField[], system: StatSystem): StatBlock | undefined {
  return build(kind, streamFor(seed, kind, "stats"), system, readFields(fields));
}

export function statSection(block: StatBlock): Section {
  const cr = block.type === "creature" ? crRow(block.challenge).value : 0;
  return { title: STAT_SECTION_TITLE, markdown: statBlockMarkdown(block, cr) };
}

export function isStatSystem(v: unknown): v is StatSystem {
  return v === "neutral" || v === "5e";
}

/** What each of STAT_KINDS hands defineGenerator (`stats: STAT_BLOCKS`): the option and its block. */
export const STAT_BLOCKS: StatBlocks = {
  option: STATS_OPTION,
  block(kind, seed, fields, value) {
    if (!isStatSystem(value)) return undefined;
    const block = statBlockFor(kind, seed, fields, value);
    return block ? { json: block as unknown as Json, section: statSection(block) } : undefined;
  },
};
