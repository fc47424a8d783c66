// Phrase helpers for the rewritten kinds (consumable, material, calendar, …): sentences composed from
// parts drawn from setting- and tone-aware banks, so no fixed sentence recurs across results.
import type { Setting, Tone } from "../options.js";
import type { Rng } from "../rng.js";

export type Bank = readonly string[];
export type BySetting<T> = Readonly<Record<Setting, T>>;
export type ByTone<T> = Readonly<Record<Tone, T>>;

/** One piece from each bank, joined by spaces (empty pieces are skipped). */
export function weave(rng: Rng, ...banks: readonly Bank[]): string {
  let out = "";
  for (const b of banks) {
    const p = rng.pick(b);
    if (p) out = out ? `${out} ${p}` : p;
  }
  return out;
}

/** The string with its first letter in upper case. */
export function upper(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A sentence from parts: the first letter capitalised, a full stop added when missing. */
export function says(s: string): string {
  const t = upper(s.trim());
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

/** Picks from a bank keyed by setting, falling back to the high-fantasy bank. */
export function bySetting<T>(rng: Rng, table: BySetting<readonly T[]>, setting: Setting): T {
  return rng.pick(table[setting] ?? table["high-fantasy"]);
}

/** Picks n distinct items of a bank, in random order. */
export function some(rng: Rng, bank: Bank, n: number): string[] {
  return rng.sample(bank, n);
}

/** A random order of a few sentences (each already complete), joined by spaces. */
export function paragraph(rng: Rng, sentences: readonly string[], keepFirst = true): string {
  if (sentences.length < 2) return sentences.join(" ");
  if (!keepFirst) return rng.shuffle(sentences).join(" ");
  const [first, ...rest] = sentences;
  return [first, ...rng.shuffle(rest)].join(" ");
}
