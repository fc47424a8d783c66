// How a result on the page came to be, kept small enough for a share link: a chain of steps, each
// a seed, the options and the field keys it kept from the step before. Replaying the chain through
// the engine's public generate() rebuilds the exact result without carrying any field values.
// The kind's generator must be loaded (the generator page loads it; the full package provides all).
import { generateLoaded as generate, type FieldInfo, type GeneratedResult, type Locks, type World } from "@worldloom/generators/load";

export type OptionValues = Record<string, string | number | boolean>;

export interface Step {
  readonly seed: string;
  /** Options that differ from the kind's defaults (the engine fills in the rest). */
  readonly options: OptionValues;
  /** Field keys whose values this step kept from the previous step's result. */
  readonly keep: readonly string[];
}

export interface Recipe {
  readonly steps: readonly Step[];
  /** Field values locked by an old-style link (before recipes); applied to the first step. */
  readonly legacyLocks?: Locks;
}

/** The values of `keys` in a result, as locks for the next generate() call. */
export function locksFrom(result: GeneratedResult, keys: Iterable<string>): Locks {
  const want = new Set(keys);
  return Object.fromEntries(result.fields.filter((f) => want.has(f.key)).map((f) => [f.key, f.value]));
}

const isSubset = (a: readonly string[], b: readonly string[]) => a.every((k) => b.includes(k));

/**
 * The recipe of a result made by `step` from the result of `prev`. A step that keeps nothing
 * starts afresh; a previous step whose own kept fields cover everything this one keeps added
 * nothing this one uses, so it is dropped (the chain stays short however long the session).
 */
export function nextRecipe(prev: Recipe | undefined, step: Step): Recipe {
  if (!prev || step.keep.length === 0) return { steps: [step] };
  const steps = [...prev.steps];
  while (steps.length >= 2 && isSubset(step.keep, steps[steps.length - 1]!.keep)) steps.pop();
  return { ...(prev.legacyLocks ? { legacyLocks: prev.legacyLocks } : {}), steps: [...steps, step] };
}

/** Rebuilds the result a recipe describes. Throws the engine's error on bad input. */
export function replay(kind: string, recipe: Recipe, world?: World): GeneratedResult {
  let prev: GeneratedResult | undefined;
  recipe.steps.forEach((step, i) => {
    const locks = i === 0 ? (recipe.legacyLocks ?? {}) : locksFrom(prev!, step.keep);
    prev = generate(kind, { seed: step.seed, options: step.options, locks, ...(world ? { world } : {}), count: 1 })[0];
  });
  if (!prev) throw new Error("A recipe needs at least one step.");
  return prev;
}

/** Every field that reads `key`, directly or through another field. */
export function dependentsOf(fields: readonly FieldInfo[], key: string): string[] {
  const out = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const f of fields) {
      if (f.key === key || out.has(f.key)) continue;
      if (f.dependsOn.some((d) => d === key || out.has(d))) {
        out.add(f.key);
        grew = true;
      }
    }
  }
  return fields.map((f) => f.key).filter((k) => out.has(k));
}

/**
 * Rerolling one field also rerolls the fields that read it (an elf's age must not outlive a
 * switch to human), except those the user locked. Returns what to keep and what is redrawn.
 */
export function planReroll(fields: readonly FieldInfo[], key: string, locked: ReadonlySet<string>): { keep: string[]; redrawn: string[] } {
  const deps = new Set(dependentsOf(fields, key).filter((k) => !locked.has(k)));
  const redrawn = fields.map((f) => f.key).filter((k) => k === key || deps.has(k));
  return { keep: fields.map((f) => f.key).filter((k) => !redrawn.includes(k)), redrawn };
}

/** Keys of the fields whose values differ between two results of the same kind. */
export function changedFields(before: GeneratedResult, after: GeneratedResult): string[] {
  const old = new Map(before.fields.map((f) => [f.key, JSON.stringify(f.value)]));
  return after.fields.filter((f) => old.get(f.key) !== JSON.stringify(f.value)).map((f) => f.key);
}

/** Only the options that differ from the defaults, so links stay short. */
export function minimalOptions(options: OptionValues, defaults: OptionValues): OptionValues {
  return Object.fromEntries(Object.entries(options).filter(([k, v]) => defaults[k] !== v));
}
