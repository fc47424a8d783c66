// Word lists for the game kind: the names of its inventors and players, by setting. Players (of a
// famous match, of a round of play) come from lists of short names that read as names ("Aldric",
// "Kallias", "Okafor"), drawn without repeats in one entry. An inventor, whose name the game
// carries, is named from parts in the old settings (so that ten thousand games are not named
// alike), filtered for this kind: two or three syllables, at most nine letters, no doubled vowel
// or three consonants running ("Belwyn", "Thaldis", "Kleodes", never "Dioomon"). Our own writing.
import type { Setting } from "../../core/options.js";
import type { BySetting } from "../../core/phrases/weave.js";
import type { Rng } from "../../core/rng.js";

type Pool = readonly string[];

const NAMES: BySetting<Pool> = {
  "high-fantasy": [
    "Aldric",
    "Brenna",
    "Corwin",
    "Elowen",
    "Garrick",
    "Isolde",
    "Merrin",
    "Tamsin",
    "Rowan",
    "Edric",
    "Halvard",
    "Seren",
    "Osric",
    "Maren",
    "Fenwick",
    "Liesel",
    "Tobin",
    "Gwenna",
    "Cedric",
    "Ilsa",
    "Berrin",
    "Anwen",
    "Dorian",
    "Marek",
    "Wren",
    "Talia",
    "Ulric",
    "Rhosyn",
  ],
  "dark-fantasy": [
    "Aldous",
    "Brannock",
    "Cressida",
    "Drust",
    "Ebba",
    "Grimald",
    "Hulda",
    "Jorund",
    "Mordaunt",
    "Orla",
    "Ranulf",
    "Sabine",
    "Thorne",
    "Wenna",
    "Corvin",
    "Agatha",
    "Bastian",
    "Hester",
    "Magda",
    "Ottilie",
    "Silas",
    "Wystan",
    "Jory",
    "Ysolde",
  ],
  "science-fiction": [
    "Okafor",
    "Zhao",
    "Ibarra",
    "Kessler",
    "Nakamura",
    "Volkov",
    "Adeyemi",
    "Sato",
    "Reyes",
    "Lindqvist",
    "Quell",
    "Vashti",
    "Oduya",
    "Petrov",
    "Mbeki",
    "Soren",
    "Achebe",
    "Haldane",
    "Mirza",
    "Tanaka",
    "Ruiz",
    "Kowal",
  ],
  modern: [
    "Hudson",
    "Parker",
    "Okonjo",
    "Kowalski",
    "Moreau",
    "Patel",
    "Brennan",
    "Schultz",
    "Delgado",
    "Lindgren",
    "Nakata",
    "Fischer",
    "O'Neill",
    "Haddad",
    "Morrison",
    "Novak",
    "Ferreira",
    "Chen",
    "Dubois",
    "Walsh",
  ],
  steampunk: [
    "Pemberton",
    "Ashcombe",
    "Wickham",
    "Fothergill",
    "Blackwood",
    "Thistlewaite",
    "Carrington",
    "Hargreaves",
    "Montague",
    "Brunel",
    "Cogsworth",
    "Fairweather",
    "Holloway",
    "Quartermaine",
    "Ravensworth",
    "Sterling",
    "Underhill",
    "Whitcombe",
    "Babbage",
    "Lovelock",
  ],
  "post-apocalyptic": [
    "Two-Tooth",
    "Mags",
    "Rook",
    "Diesel",
    "Sparks",
    "Old Kettle",
    "Cinder",
    "Jinx",
    "Roach",
    "Patch",
    "Gauge",
    "Dusty",
    "Nine-Finger",
    "Hex",
    "Rusty",
    "Tinker",
    "Scav",
    "Crow",
    "Boots",
    "Salt",
  ],
  mythic: [
    "Alkaios",
    "Theron",
    "Kallias",
    "Lykon",
    "Nikias",
    "Phaedra",
    "Ismene",
    "Kleon",
    "Doros",
    "Melitta",
    "Eudora",
    "Thaleia",
    "Myrto",
    "Ariston",
    "Korinna",
    "Damon",
    "Xanthe",
    "Philon",
    "Aglaia",
    "Timon",
    "Chloris",
    "Menon",
  ],
};

/** Parts of an inventor's name in the old settings: a first syllable, an optional middle, an ending. */
const PARTS: Partial<Record<Setting, readonly [Pool, Pool, Pool]>> = {
  "high-fantasy": [
    ["Al", "Bel", "Cor", "Dar", "El", "Fen", "Gar", "Hal", "Is", "Jor", "Kel", "Lor", "Mar", "Nor", "Or", "Per", "Ren", "Sar", "Tor", "Ul"],
    ["a", "e", "i", "o", "an", "en", "ar", "el"],
    ["ric", "wyn", "wen", "mir", "dan", "ra", "nor", "ith", "wald", "mund", "dis", "lin", "ven", "sa", "na", "rin", "thor", "gar", "mond", "bert"],
  ],
  "dark-fantasy": [
    ["Grim", "Mor", "Vor", "Skar", "Hul", "Brak", "Dre", "Kro", "Wyr", "Sal", "Mald", "Gall", "Ruth", "Ash", "Cor", "Dun", "Gor", "Hes", "Mar", "Rav"],
    ["a", "o"],
    ["gar", "vane", "mund", "rot", "ric", "wick", "nell", "by", "ter", "dric", "stan", "ley", "win", "mer", "ard", "rick"],
  ],
  mythic: [
    ["Ar", "Thes", "Ka", "Me", "Phi", "Ly", "Eu", "Pol", "Di", "Andr", "Hip", "Tel", "Kle", "Ais", "Dem", "Kal", "Xan", "Ther", "Tim"],
    ["o", "e", "a", "i"],
    ["los", "meus", "des", "nor", "tas", "kles", "ra", "ne", "mon", "thea", "dra", "las", "lia", "phon", "ros", "machos", "krates", "doros"],
  ],
};
// Extra first syllables and endings that widen the high-fantasy namer (ten thousand games, few alike).
const HF_MORE: readonly [Pool, Pool] = [
  [
    "Val",
    "Wen",
    "Bran",
    "Cael",
    "Dor",
    "Ed",
    "Thal",
    "Ar",
    "Ber",
    "Ros",
    "Ast",
    "Bryn",
    "Cel",
    "Dun",
    "Esk",
    "Fal",
    "Gwen",
    "Hel",
    "Ith",
    "Mel",
    "Tam",
    "Quen",
    "Yor",
    "Lum",
    "Bard",
    "Cen",
  ],
  ["dred", "wick", "dor", "mer", "ras", "riel", "las", "tan", "vir", "ford", "ley", "stan", "wulf", "ton", "brand", "mar"],
];

const VOWEL = /[aeiouy]/i;
/** Parts that join into an English word. */
const WORDS = new Set(["Valley", "Gallery", "Dover", "Marrow", "Salary"]);
/** Two vowels that may stand together in a name (no hiatus like "ea" or "ua"). */
const DIPHTHONG = /^(?:ae|ai|au|ei|eu|ia|io|ie)$/i;
/** A name this kind will print: at most nine letters, no doubled vowel, hiatus or repeated syllable, no three consonants running. */
export function readable(name: string): boolean {
  if (name.length > 9 || WORDS.has(name) || /(\p{L}{2,3})\1/iu.test(name)) return false;
  for (let i = 1; i < name.length; i++) {
    const pair = name.slice(i - 1, i + 1);
    if (/^[aeiou]{2}$/i.test(pair) && !DIPHTHONG.test(pair)) return false;
  }
  if (/[aeiou]{3}/i.test(name)) return false;
  const clusters = name
    .toLowerCase()
    .replace(/th|ch|ph|sh/g, "t")
    .split(VOWEL);
  return clusters.every((c) => c.length < 3);
}

/** The inventor a game is named for: from parts in the old settings, else from the setting's list. */
export function inventorName(rng: Rng, setting: Setting): string {
  const parts = PARTS[setting];
  if (!parts) return rng.pick(NAMES[setting]);
  const wide = setting === "high-fantasy";
  const a = wide ? [...parts[0], ...HF_MORE[0]] : parts[0];
  const c = wide ? [...parts[2], ...HF_MORE[1]] : parts[2];
  for (let i = 0; i < 12; i++) {
    const name = rng.pick(a) + (rng.chance(0.5) ? rng.pick(parts[1]) : "") + rng.pick(c);
    if (readable(name)) return name;
  }
  return rng.pick(NAMES[setting]);
}

/** Names in the setting's sound, all different and none opening with the same three letters (a reader cannot confuse them). */
export function namesFor(rng: Rng, setting: Setting, n: number, avoid: readonly string[] = []): string[] {
  const out: string[] = [];
  const clash = (x: string) => [...avoid, ...out].some((y) => y === x || y.slice(0, 3) === x.slice(0, 3));
  const pool = NAMES[setting];
  for (const name of rng.sample(pool, pool.length)) {
    if (out.length === n) break;
    if (!clash(name)) out.push(name);
  }
  return out;
}

/** A name's possessive: "Okafor's", and "Nikias'" for a name ending in s. */
export const possessive = (name: string): string => (name.endsWith("s") ? `${name}'` : `${name}'s`);

/** Every name the kind can give (for tests that mask names). */
export const ALL_NAMES: ReadonlySet<string> = new Set(Object.values(NAMES).flat());
