// The shapes of the magic-system kind's archetypes (archetypes.ts draws them together): what a
// kind of magic fixes — how one comes to it (one access rule, and paths that keep to it), its
// prices from the smallest working to the greatest, its laws and what each forbids, and its
// schools with their workings in order of strength (docs/generators.md, "Concept → fields").
import type { Archetype } from "../../core/archetype.js";
import type { Setting } from "../../core/options.js";

/** How one comes to use it: born to it, taught, given it by a power, by a bargain, fitted with it, or marked by an event. */
export type Access = "inborn" | "learned" | "granted" | "bargained" | "fitted" | "marked";
/** How the powers of the land treat its users. */
export type Stance = "honoured" | "tolerated" | "outlawed";
/**
 * What a working does that a law may forbid: `harm` hurts, curses or compels someone unwilling,
 * `far` reaches beyond sight, `lasting` outlasts the day, `many` touches a crowd or more, `dead`
 * works on the dead.
 */
export type Tag = "harm" | "far" | "lasting" | "many" | "dead";
/** A working's strength: 1 a trick, 2 a small help or hurt, 3 one life changed, 4 a household or a crowd, 5 a town or an army, 6 a land, a sea or an age. */
export type Scale = 1 | 2 | 3 | 4 | 5 | 6;
/** How the entry's prose is laid out (prose-plans.ts): kinds of magic differ in what an entry tells first. */
export type Plan = "craft" | "gift" | "pact" | "device" | "lore";

export interface Working {
  readonly scale: Scale;
  /** What it does (verb phrase, he/she form): "puts a guard to sleep". */
  readonly does: string;
  /** Its name, which says what it does: "Sentry's Hush". */
  readonly name: string;
  readonly tags: readonly Tag[];
}

export interface MagicSchool {
  readonly name: string;
  /** Weakest first. */
  readonly workings: readonly Working[];
}

/** A law, what follows from it, and what it forbids a working to do. */
export interface Law {
  readonly law: string;
  readonly so: string;
  readonly forbids: readonly Tag[];
}

/** Who comes to it, and how they learn it: one pair, so the two never disagree. */
export interface Path {
  readonly users: string;
  readonly training: string;
}

/** What the smallest workings may cost, and what the greatest may (drawn apart: any small price goes with any great one). */
export interface Prices {
  readonly small: readonly string[];
  readonly great: readonly string[];
}

export interface MagicArchetype extends Archetype {
  readonly settings: readonly Setting[];
  /** The magic as a mass noun in mid-sentence: "rune carving", "psionics". */
  readonly kind: string;
  /** Nouns for the system's name: "Covenant", "Red Oath" (never a school's name). */
  readonly words: readonly string[];
  /** Where the power comes from (noun phrases). */
  readonly sources: readonly string[];
  readonly access: Access;
  readonly paths: readonly Path[];
  /** How a working is cast (noun phrases). */
  readonly casting: readonly string[];
  /** Years from the first rank to the highest. */
  readonly years: readonly [number, number];
  readonly prices: Prices;
  /** What paying that price leaves on its users over the years (noun phrases). */
  readonly marks: readonly string[];
  /** What goes wrong for one who overreaches (clauses). */
  readonly dangers: readonly string[];
  readonly laws: readonly Law[];
  /** Ranks of mastery, lowest first (countable nouns, lower case). */
  readonly ranks: readonly [string, string, string, string];
  /** Its schools, easiest first: the nth rank is the first that may study the nth school. */
  readonly schools: readonly [MagicSchool, MagicSchool, MagicSchool];
  /** Where its adepts gather or work, with their preposition ("in a charnel house"). */
  readonly haunts: readonly string[];
  /** How the powers of the land may treat it. */
  readonly stances: readonly Stance[];
  readonly plan: Plan;
}

const TAGS: ReadonlySet<string> = new Set<Tag>(["harm", "far", "lasting", "many", "dead"]);

/** A working, written "3 puts a guard to sleep = Sentry's Hush #harm": strength, what it does, its name, its tags. */
export function working(src: string): Working {
  const m = /^([1-6]) (.+?) = (.+?)((?: #\w+)*)$/.exec(src);
  if (!m) throw new Error(`magic-system: bad working "${src}"`);
  const tags = (m[4] ?? "").split(" #").filter(Boolean);
  for (const t of tags) if (!TAGS.has(t)) throw new Error(`magic-system: unknown tag #${t} in "${src}"`);
  return { scale: Number(m[1]) as Scale, does: m[2] as string, name: m[3] as string, tags: tags as Tag[] };
}

/** A school, written compactly: its name, then its workings weakest first. */
export function school(name: string, ...workings: readonly string[]): MagicSchool {
  return { name, workings: workings.map(working) };
}

/** A law, what follows from it, and the tags it forbids. */
export function law(text: string, so: string, ...forbids: readonly Tag[]): Law {
  return { law: text, so, forbids };
}

/** Paths as [users, training] pairs. */
export function paths(...pairs: readonly (readonly [string, string])[]): readonly Path[] {
  return pairs.map(([users, training]) => ({ users, training }));
}

/** Prices written as [small, great] pairs, kept as two lists. */
export function prices(...pairs: readonly (readonly [string, string])[]): Prices {
  return { small: pairs.map((p) => p[0]), great: pairs.map((p) => p[1]) };
}
