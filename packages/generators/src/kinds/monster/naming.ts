// A monster's name: a given name of three sounds and an epithet ("Vaskir, the Reef Strangler") whose
// place word comes from the habitat's own text (the trenches past the reef → "Reef") and whose noun
// comes from the body ("Burrower" only for what burrows). Neighbouring seeds walk the name starts
// (walk.ts), so a batch repeats no stem; a join never doubles a letter or a sound (docs/generators.md,
// "Names": no tripled letters or syllables).
import type { Rng } from "../../core/rng.js";
import type { MonsterArchetype } from "./archetypes.js";
import { walkPick } from "./walk.js";
import { EPITHET_ADJ, EPITHET_NOUN, NAME_END, NAME_MIDDLE, NAME_START, PLACE_EPITHET, type Habitat } from "./words.js";

const VOWEL = /[aeiouy]/;

/** Two parts joined: a letter shared across the join is dropped ("Oz" + "zar" → "Ozar"), two vowel pairs are not stacked. */
function join(a: string, b: string): string {
  if (b === "") return a;
  const last = a.slice(-1).toLowerCase();
  const next = b.charAt(0).toLowerCase();
  if (last === next) return a + b.slice(1);
  // "ae" + "ou…": keep the first vowel of the second part's cluster only.
  if (VOWEL.test(last) && VOWEL.test(next) && VOWEL.test(a.slice(-2, -1))) return a + b.replace(/^[aeiouy]+/, "");
  return a + b;
}

/** Whether a given name reads cleanly: no letter three times running, no doubled letter twice, no sound repeated back to back. */
export function cleanName(n: string): boolean {
  const s = n.toLowerCase();
  if (/(.)\1\1/.test(s)) return false;
  if ((s.match(/(.)\1/g) ?? []).length > 1) return false;
  return !/(.{2,3})\1/.test(s);
}

export function givenName(rng: Rng, seed: string): string {
  const start = walkPick(seed, "name", NAME_START);
  let n = "";
  for (let k = 0; k < 6; k++) {
    n = join(join(start, rng.pick(NAME_MIDDLE)), rng.pick(NAME_END));
    if (cleanName(n)) return n;
  }
  return join(start, "ath");
}

/** The epithet words a place's text offers, worked out once per place (the places are fixed lists). */
const PLACE_WORDS = new Map<string, readonly string[]>();
function placeWords(text: string): readonly string[] {
  let words = PLACE_WORDS.get(text);
  if (!words) {
    words = PLACE_EPITHET.filter(([re]) => re.test(text)).flatMap(([, w]) => w);
    if (PLACE_WORDS.size < 4096) PLACE_WORDS.set(text, words);
  }
  return words;
}

export function monsterName(rng: Rng, seed: string, a: MonsterArchetype, habitat: Habitat, place: string, future: boolean): string {
  const given = givenName(rng, seed);
  const text = place.toLowerCase();
  const fromPlace = placeWords(text);
  const adj = rng.pick(fromPlace.length > 0 ? fromPlace : EPITHET_ADJ[future ? "future" : "old"][habitat]);
  const nouns = EPITHET_NOUN[a.pronoun === "she" ? "she" : a.body] ?? ["Beast"];
  const burrows = (a.speed ?? "").startsWith("burrow");
  const noun = rng.pick(burrows ? [...nouns, "Burrower"] : nouns);
  return `${given}, the ${adj} ${noun}`;
}
