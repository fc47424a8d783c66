// The magic-system kind's archetypes: each is a kind of magic (a blood pact, true-name speech,
// rune carving, a nanite lattice, aether engineering, …) that fixes where its power comes from,
// who can use it and how they come by it, how it is cast and learned, what it costs from the
// smallest working to the greatest and what that leaves on its users, what goes wrong, its laws
// (each with what follows from it and what it forbids), its ranks of mastery (lowest first), its
// three schools (easiest first, each with its workings weakest first) and the settings it belongs
// to. The tables are in archetypes-*.ts.
import { mod } from "../../core/int.js";
import type { Setting } from "../../core/options.js";
import { cyrb128 } from "../../core/rng.js";
import { FALLEN_ARCHETYPES } from "./archetypes-fallen.js";
import { FUTURE_ARCHETYPES } from "./archetypes-future.js";
import { FUTURE_B_ARCHETYPES } from "./archetypes-future-b.js";
import { LORE_ARCHETYPES } from "./archetypes-lore.js";
import { OLD_ARCHETYPES } from "./archetypes-old.js";
import { OLD_B_ARCHETYPES } from "./archetypes-old-b.js";
import { STEAM_ARCHETYPES } from "./archetypes-steam.js";
import { WASTES_ARCHETYPES } from "./archetypes-wastes.js";
import type { MagicArchetype, MagicSchool, Scale } from "./archetype-types.js";

export type { Access, Law, MagicArchetype, MagicSchool, Path, Prices, Scale, Stance, Tag, Working } from "./archetype-types.js";

export const ARCHETYPES: readonly MagicArchetype[] = [
  ...OLD_ARCHETYPES,
  ...OLD_B_ARCHETYPES,
  ...LORE_ARCHETYPES,
  ...STEAM_ARCHETYPES,
  ...FUTURE_ARCHETYPES,
  ...FUTURE_B_ARCHETYPES,
  ...FALLEN_ARCHETYPES,
  ...WASTES_ARCHETYPES,
];

/** Where each setting starts its table, chosen so that the same seed seldom draws the same kind of magic in high fantasy and in another setting. */
const OFFSET: Readonly<Record<Setting, number>> = {
  "high-fantasy": 0,
  "dark-fantasy": 3,
  "science-fiction": 0,
  modern: 3,
  steampunk: 1,
  "post-apocalyptic": 4,
  mythic: 5,
};

/** The kinds of magic a setting knows, starting at the setting's own place in the table. */
export function archetypesOf(setting: Setting): readonly MagicArchetype[] {
  const all = ARCHETYPES.filter((a) => a.settings.includes(setting));
  const k = OFFSET[setting] % all.length;
  return [...all.slice(k), ...all.slice(0, k)];
}

/**
 * The kind of magic a seed draws when nothing is locked: seeds that differ only in a trailing
 * number ("read-a-3", "read-a-4"; a batch's "seed~1", "seed~2") walk the setting's table in order,
 * so neighbouring results never repeat a kind of magic until the table is used up, and the table
 * is drawn evenly across seeds (the start of the walk is a hash of the rest of the seed).
 */
export function spreadPick<T>(seed: string, table: readonly T[]): T {
  const { stem, n } = splitSeed(seed);
  return table[mod(cyrb128(`magic-system:${stem}`)[0] + n, table.length)] as T;
}

function splitSeed(seed: string): { stem: string; n: number } {
  const m = /^(.*?)(\d{1,6})$/.exec(seed);
  return m ? { stem: m[1] as string, n: Number(m[2]) } : { stem: seed, n: 0 };
}

/**
 * An index into a list of `length` that neighbouring seeds walk in blocks of `length`: within a
 * block no two seeds share it, and each block starts afresh (a hash of the block), so the walk of
 * one list is not tied to another's (a frame to the kind of magic).
 */
export function walkIndex(seed: string, salt: string, length: number): number {
  const { stem, n } = splitSeed(seed);
  const block = (n - mod(n, length)) / length;
  return mod(cyrb128(`magic-system:${salt}:${block}:${stem}`)[0] + n, length);
}

/** A pick from `table` by walkIndex. */
export function walkPick<T>(seed: string, salt: string, table: readonly T[]): T {
  return table[walkIndex(seed, salt, table.length)] as T;
}

/**
 * A kind of magic's own vocabulary outside its laws and dangers (its name, sources, users, casting,
 * marks, ranks and schools): a danger may share those words with a law without restating it.
 */
export function themeOf(a: MagicArchetype): string {
  const paths = a.paths.flatMap((p) => [p.users, p.training]);
  return [a.label, a.kind, ...a.sources, ...paths, ...a.casting, ...a.marks, ...a.ranks, ...a.schools.map((s) => s.name), "working work"].join(" ");
}

/** The strongest working an archetype knows. */
export function reachOf(a: MagicArchetype): Scale {
  let top = 1;
  for (const s of a.schools) for (const w of s.workings) if (w.scale > top) top = w.scale;
  return top as Scale;
}

/** Every school of every archetype, by name (a locked school list is read through it). */
export const SCHOOL_BY_NAME: ReadonlyMap<string, MagicSchool> = new Map(ARCHETYPES.flatMap((a) => a.schools.map((s) => [s.name, s] as const)));
