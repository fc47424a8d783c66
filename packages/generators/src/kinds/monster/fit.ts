// What a monster's habitat and its own powers allow: words that tie a phrase to a kind of place
// (a ship, a granary, a dune), wet places that rule out a weakness to floods, and powers that rule
// out the weakness they shrug off. Module-level constant tables; no regex is built per result.
import { min } from "../../core/int.js";
import type { Rng } from "../../core/rng.js";
import { HABITATS, type Habitat } from "./words.js";

/** A phrase that names one of these things only fits the habitats listed. */
const PLACE_BOUND: readonly (readonly [RegExp, readonly Habitat[]])[] = [
  [/\bships?\b|sailors?|\bboats?\b|fishing|\bnets?\b|shipping/, ["sea", "sky", "city"]],
  [/grain|granar|\bcats?\b|hearth|chimney|\bstreets?\b|rooftops?|market|\bshops?\b|cellar/, ["city", "ruins"]],
  [/\bdunes?\b|\bsand\b|caravan|oas[ie]s|camels?/, ["desert"]],
  [/\bcaves?\b/, ["mountain", "underground", "sea", "ruins"]],
  [/cliffs?|ledge|mountain|slopes?|\bpeaks?\b|\bpass\b|high folds/, ["mountain", "sky", "sea"]],
  [/\bsnow|\bice\b|frozen|blizzard|glacier/, ["tundra", "mountain"]],
  [/\btrees?\b|branch|\bwoods?\b|\bthorns?\b|undergrowth|forest/, ["forest", "swamp", "mountain", "ruins"]],
  [/\breeds?\b|marsh|\bfens?\b|\bbogs?\b|swamp/, ["swamp", "sea"]],
  [/\bdrains?\b|sewers?|gutter/, ["city", "underground", "ruins"]],
  [/\bclouds?\b/, ["sky", "mountain"]],
  [/\bmines?\b|miners?|pit ponies/, ["underground", "mountain"]],
  [/birdsong|forest road/, ["forest", "swamp", "mountain"]],
  [/canopy|jungle/, ["forest", "swamp"]],
  [/\beels?\b|frogs?\b/, ["swamp", "sea", "underground"]],
  [/anatomy|theatres?\b/, ["city", "ruins"]],
  [/star's flares/, ["sky"]],
  [/vacuum|\bvoid\b/, ["sky", "ruins"]],
];

/** Running water: a phrase about a river, a current or going downstream needs a place with one. */
const RIVER_WORD = /\briver|downstream|upstream|the current\b/;
const RIVER_PLACE = /river|stream|estuary|flooded|drowned|canal|sewer|drain|bayou|fen|marsh|wetland|gravel pits/;

/** A phrase fits the place's own words (a river creature is not "downstream" in a harbour). */
export function fitsPlace(phrase: string, place: string): boolean {
  return !RIVER_WORD.test(phrase.toLowerCase()) || RIVER_PLACE.test(place.toLowerCase());
}

/** Places that stand in water: nothing living there fears floods. */
const WET_PLACE =
  /flood|drown|\bfens?\b|\bbogs?\b|marsh|\breeds?\b|kelp|\bsea\b|ocean|tidal|reef|shoal|harbou?r|bayou|wetland|lake|reservoir|estuary|mud|algae|water|strait|island|dock|ice shelf|river|coast|sewer|drain/;
const WATER_WEAKNESS = /flood|\bwater\b|drown|\brain\b/;

/** Elements a power can master and a weakness can name: the two never meet in one entry. */
const ELEMENTS: readonly RegExp[] = [
  /\bfire|flame|burn|heat\b|ember|smoke/,
  /\bcold\b|frost|\bice\b|freez|snow|winter/,
  /\bwater\b|flood|drown|\brain\b/,
  /\bsun\b|sunlight|daylight|dawn/,
  /\biron\b/,
  /\bsilver\b/,
  /\bacid\b/,
  /poison|venom/,
];

/** Sight in a power, blindness in a tale. */
const SIGHT = /\bsees?\b|\bspots?\b|sight|\beyes?\b|watches/;
const BLIND = /blind/;

/** The habitats each phrase is barred from, worked out once per phrase (the phrases are the archetypes' fixed words). */
const BARRED = new Map<string, readonly Habitat[]>();

/** A phrase fits the habitat unless it names a thing of another kind of place. */
export function fitsHabitat(phrase: string, habitat: Habitat): boolean {
  let barred = BARRED.get(phrase);
  if (!barred) {
    const s = phrase.toLowerCase();
    const out: Habitat[] = [];
    for (const [re, allowed] of PLACE_BOUND) if (re.test(s)) for (const h of HABITATS) if (!allowed.includes(h) && !out.includes(h)) out.push(h);
    barred = out;
    if (BARRED.size < 8192) BARRED.set(phrase, barred);
  }
  return !barred.includes(habitat);
}

/** Places where it is always cold, or always hot and dry: nothing living there fears the cold, the heat or the drought it lives in. */
const COLD_PLACE = /\bice\b|ice-|frozen|snow|polar|cryo|glacier|winter|frost|tundra|whaling|north/;
const COLD_WEAKNESS = /\bcold\b(?! iron| reactor)|frost|freez|\bsnow\b|winter|thin ice|frozen/;
const HOT_PLACE = /desert|dune|sun-baked|salt flats|salt pans|canyon|lava|glass|dust|\bdry\b|arches|gas station|test range/;
const HOT_WEAKNESS = /\bheat\b|\bhot\b|the sun\b|sunlight|a dry/;
const DRY_WEAKNESS = /\bdry\b|drought|drained/;

/** A weakness fits unless the place is wet and it fears water (or drought in a wet place), the place is cold and it fears cold, the place is hot and it fears heat, or a power masters its element. */
export function fitsWeakness(weakness: string, place: string, habitat: Habitat, powers: readonly string[]): boolean {
  const w = weakness.toLowerCase();
  const at = place.toLowerCase();
  const wet = WET_PLACE.test(at) || habitat === "sea" || habitat === "swamp";
  if (WATER_WEAKNESS.test(w) && wet) return false;
  if (DRY_WEAKNESS.test(w) && wet) return false;
  if (COLD_WEAKNESS.test(w) && (COLD_PLACE.test(at) || habitat === "tundra")) return false;
  if (HOT_WEAKNESS.test(w) && (HOT_PLACE.test(at) || habitat === "desert")) return false;
  const p = powers.join(" ").toLowerCase();
  return !ELEMENTS.some((re) => re.test(w) && re.test(p));
}

/** A tale fits unless it blinds a creature whose powers see. */
export function fitsTale(tale: string, powers: readonly string[]): boolean {
  return !(BLIND.test(tale) && SIGHT.test(powers.join(" ").toLowerCase()));
}

/** Up to n different picks of the pool that pass the test (all of the pool when none do). */
export function pickFitting(rng: Rng, pool: readonly string[], n: number, ok: (s: string) => boolean): string[] {
  const fitting = pool.filter(ok);
  const from = fitting.length > 0 ? fitting : pool;
  return rng.sample(from, min(n, from.length));
}

/** Words that end a sign's head noun: "clocks stopped all at once", "crew who hear their names". */
const AFTER_HEAD = new Set([
  "who",
  "that",
  "which",
  "of",
  "on",
  "in",
  "from",
  "at",
  "by",
  "with",
  "to",
  "under",
  "behind",
  "near",
  "across",
  "over",
  "through",
  "for",
  "without",
  "where",
  "when",
  "all",
  "half",
  "refusing",
  "stopped",
  "opened",
  "collapsed",
  "gone",
  "torn",
  "moved",
  "found",
  "chewed",
  "snapped",
  "left",
  "strung",
  "pressed",
  "shaken",
  "caught",
  "dragged",
]);

/** The head noun of a noun phrase, for agreement: "clocks" in "clocks stopped all at once". */
export function headOf(phrase: string): string {
  const words = phrase.toLowerCase().split(" ");
  if (words[0] === "a" || words[0] === "an") return words[1] ?? "";
  let head = words[0] ?? "";
  for (const w of words) {
    if (AFTER_HEAD.has(w)) break;
    head = w;
  }
  return head;
}
