// The shape of the class kind's archetypes (archetypes.ts holds the table and its draw): what an
// archetype fixes, what each of its kits (one per setting) fixes, and its feature ladder — each
// feature with what it costs, what it grants that later features refer to, and what it does for
// the party, so the progression can keep the rules whole (docs/generators.md, "The third edition").
import type { Archetype } from "../../core/archetype.js";
import type { Setting } from "../../core/options.js";

export const FAMILIES = ["martial", "arcane", "divine", "primal", "skirmisher", "support"] as const;
export type ClassFamily = (typeof FAMILIES)[number];
export type Ability = "Strength" | "Dexterity" | "Constitution" | "Intelligence" | "Wisdom" | "Charisma";
/** How far its features reach: touch (a hand's reach), melee, ranged, or all around it (aura). */
export type Reach = "touch" | "melee" | "ranged" | "aura";
/** When a feature works (words.ts gives each one wording): "" always on. */
export type Mechanic = "" | "reaction" | "bonus" | "turn" | "short" | "long";
/**
 * What a feature does for the party, matched against the role and the playstyle: heal, hex, ally
 * (helps allies), fear, control, scout, stealth, social, undead, protect, attack, build.
 */
export type Tag = string;

/** One feature of the ladder: tier 0 is the class's core (always at 1st level), 1–4 rise in power. */
export interface FeatureDef {
  readonly tier: 0 | 1 | 2 | 3 | 4;
  readonly mech: Mechanic;
  /** Names, one drawn. */
  readonly names: readonly string[];
  /** Verb phrases, one drawn; tokens {die} {p1} {p2} {near} {far} {short} and the kit's terms; "[a/b]" says one of a or b. */
  readonly does: readonly string[];
  /** It spends the resource, at a cost by tier ("spend 2 fury points to …"). */
  readonly spend: boolean;
  /** What it gives that later features refer to ("rage", "turret"). */
  readonly grants?: string;
  /** What it refers to, granted by a feature of a lower tier. */
  readonly needs?: string;
  readonly tags: readonly Tag[];
}

/** A resource: its name, what it is, the unit a cost counts (default "<name> point"), and whether a short rest restores it. */
export type Resource = readonly [name: string, gain: string, unit?: string, refill?: "short"];
/** A path (subclass): its name and two glosses of what it is about (he/she verb phrases). */
export type Path = readonly [name: string, focus: string, focus2: string];

/** The archetype as one setting knows it. */
export interface Kit {
  /** Nouns the class is named by (each word ≤ 14 letters). */
  readonly nouns: readonly string[];
  readonly epithets: readonly string[];
  readonly armour: string;
  readonly weapons: string;
  /** Skills, two drawn. */
  readonly skills: readonly string[];
  readonly resources: readonly Resource[];
  readonly paths: readonly Path[];
  /** What its paths are called ("order", "school"); "path" when unset. */
  readonly pathWord?: string;
  /** Words its features use in this setting ({beast}, {kit}, {gun}, …). */
  readonly terms?: Readonly<Record<string, string>>;
}

export interface ClassArchetype extends Archetype {
  readonly family: ClassFamily;
  /** Its role in a party, lower case: "single-target striker". */
  readonly role: string;
  /** Tags the role asks of the features: a healer heals. At least one feature of each is drawn at 1st–2nd level. */
  readonly needs: readonly Tag[];
  readonly hitDie: 6 | 8 | 10 | 12;
  readonly primary: readonly [Ability, Ability];
  readonly saves: readonly [Ability, Ability];
  readonly reach: Reach;
  /**
   * Verb phrases in the he/she form, one verb each: "fights one foe at a time"; "…#fear" is only
   * said when a feature of that tag is drawn.
   */
  readonly playstyle: readonly string[];
  /** What it does with its action on most turns (he/she form; {weapon} is its first weapon). */
  readonly act: readonly string[];
  /** What it is bad at, as noun phrases: "foes that fly". */
  readonly weak: readonly string[];
  /** Its features, tier by tier, weakest first. */
  readonly features: readonly FeatureDef[];
  /** One kit per setting it belongs to. */
  readonly kits: Readonly<Partial<Record<Setting, Kit>>>;
}

/**
 * A feature from its shorthand: names and verb phrases separated by "|", and flags separated by
 * spaces: "$" spends the resource, "+rage" grants rage, "?rage" needs it, any other word a tag.
 */
export function f(tier: FeatureDef["tier"], mech: Mechanic, names: string, does: string, flags = ""): FeatureDef {
  const fl = flags.split(" ").filter(Boolean);
  const grants = fl.find((x) => x.startsWith("+"))?.slice(1);
  const needs = fl.find((x) => x.startsWith("?"))?.slice(1);
  const tags = fl.filter((x) => !/^[$+?]/.test(x));
  return {
    tier,
    mech,
    names: names.split("|"),
    does: does.split("|"),
    spend: fl.includes("$"),
    tags,
    ...(grants ? { grants } : {}),
    ...(needs ? { needs } : {}),
  };
}

/**
 * A ladder from one line per feature: "tier mechanic flags :: name | name :: does | does", the
 * mechanic "-" when always on (one line each, so a ladder reads as a table).
 */
export function ladder(lines: readonly string[]): FeatureDef[] {
  return lines.map((line) => {
    const [head = "", names = "", does = ""] = line.split(" :: ");
    const [tier = "1", mech = "-", ...flags] = head.split(" ");
    const split = (s: string) => s.split(" | ").join("|");
    return f(Number(tier) as FeatureDef["tier"], (mech === "-" ? "" : mech) as Mechanic, split(names), split(does), flags.join(" "));
  });
}

/** The same kit for several settings. */
export function kits(settings: readonly Setting[], kit: Kit): Partial<Record<Setting, Kit>> {
  return Object.fromEntries(settings.map((s) => [s, kit]));
}
