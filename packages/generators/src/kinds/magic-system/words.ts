// Magic-system word lists: hardness and power, the register of each setting, and its founders'
// names in the setting's own sound (invented names in the old world, Greek-sounding ones in myth,
// a Victorian title and surname in steampunk, a first and last name now and in the future, a
// nickname after the fall). How the world treats its users is in words-world.ts.
import type { Setting } from "../../core/options.js";
import type { Rng } from "../../core/rng.js";
import type { Scale } from "./archetype-types.js";

export const HARDNESS = ["hard", "soft"] as const;
export const POWER = ["subtle", "potent", "world-shaping"] as const;
export type Power = (typeof POWER)[number];

/** The strongest working a power level reaches: a household, a town, a land. */
export const POWER_REACH: Readonly<Record<Power, Scale>> = { subtle: 4, potent: 5, "world-shaping": 6 };

/** The power level of a table whose strongest working reaches `scale`. */
export function powerOfReach(scale: number): Power {
  return scale >= 6 ? "world-shaping" : scale === 5 ? "potent" : "subtle";
}

/** The register of a setting: its legends and the people in them. */
export type Register = "old" | "steam" | "now" | "fallen" | "future";
export const REGISTER: Readonly<Record<Setting, Register>> = {
  "high-fantasy": "old",
  "dark-fantasy": "old",
  mythic: "old",
  steampunk: "steam",
  modern: "now",
  "post-apocalyptic": "fallen",
  "science-fiction": "future",
};

const OLD_START = [
  "Ith",
  "Val",
  "Sor",
  "Kyr",
  "Mor",
  "Ulm",
  "Dra",
  "Fen",
  "Lys",
  "Nym",
  "Osk",
  "Rhe",
  "Zan",
  "Hal",
  "Qir",
  "Bel",
  "Gor",
  "Ash",
  "Ven",
  "Tir",
  "Per",
  "Sab",
  "Cor",
  "Wen",
  "Imr",
  "Bran",
  "Cal",
  "Dun",
  "Ers",
  "Gal",
  "Hed",
  "Jor",
  "Kel",
  "Lor",
  "Mav",
  "Nor",
  "Orm",
  "Pel",
  "Rav",
  "Sev",
  "Tam",
  "Ul",
  "Var",
  "Wyr",
  "Yst",
  "Zer",
];
const OLD_MID = ["", "a", "e", "o", "i", "ar", "un", "en", "or", "el", "an", "ir"];
/** A second syllable now and then, so the old world's founders are many. */
const OLD_EXTRA = ["an", "el", "or", "is", "ad", "um", "er", "ith", "ul"];
const OLD_END = [
  "ric",
  "wyn",
  "ath",
  "oss",
  "ora",
  "ax",
  "une",
  "is",
  "an",
  "yth",
  "ard",
  "ys",
  "on",
  "est",
  "ul",
  "ade",
  "mir",
  "gar",
  "eth",
  "ia",
  "ond",
  "us",
  "ane",
  "ek",
];
const MYTH_START = ["Kal", "Ther", "Andr", "Pel", "Dem", "Hyp", "Eur", "Phil", "Ar", "Theo", "Lys", "Nik", "Mel", "Kle", "Pyr", "Dor", "Xan", "Ag"];
const MYTH_MID = ["", "o", "e", "i", "a", "ar", "om", "an"];
const MYTH_END = ["os", "as", "ion", "eia", "ene", "ides", "on", "is", "ope", "ike", "axos", "anthe", "ikles", "yra"];
const STEAM_TITLE = ["Dr", "Professor", "Mrs", "Mr", "Miss", "Lady", "Sir", "Captain"];
const STEAM_A = [
  "Ash",
  "Whit",
  "Pem",
  "Hol",
  "Thorn",
  "Brad",
  "Wick",
  "Fair",
  "Hart",
  "Crane",
  "Stan",
  "Gild",
  "Marl",
  "Pen",
  "Ros",
  "Tal",
  "Brom",
  "Dun",
  "Elm",
  "Fen",
  "Grim",
  "Kings",
  "Lang",
  "Mor",
];
const STEAM_B = ["combe", "ley", "worth", "bury", "ford", "ton", "wick", "shaw", "more", "well", "by", "cott", "ham", "field", "stone", "den"];
const NOW_FIRST = ["Dana", "Marcus", "Priya", "Leon", "Ruth", "Tomas", "Nadia", "Kofi", "Imogen", "Wes", "Ines", "Grace", "Hugo", "Mina", "Sol", "Tess"];
const NOW_LAST = [
  "Kessler",
  "Obi",
  "Marsh",
  "Varga",
  "Lindqvist",
  "Okafor",
  "Reyes",
  "Brandt",
  "Hale",
  "Sato",
  "Quill",
  "Moreau",
  "Achterberg",
  "Pike",
  "Doyle",
  "Ferro",
];
const FALLEN_EPITHET = ["Old", "Mother", "Deacon", "Sister", "Brother", "Doc", "Granny", "Captain"];
const FALLEN_NAME = [
  "Rusk",
  "Tallow",
  "Cinder",
  "Magpie",
  "Harrow",
  "Jessup",
  "Vell",
  "Crow",
  "Ketch",
  "Dust",
  "Wicker",
  "Sal",
  "Bones",
  "Juniper",
  "Flint",
  "Patch",
];
const FUTURE_FIRST = ["Iru", "Anaya", "Tomasz", "Mei", "Osei", "Ravi", "Lune", "Kaito", "Sela", "Dmitri", "Ife", "Ansel", "Yara", "Bram", "Noor", "Cass"];
const FUTURE_LAST = [
  "Vasquez",
  "Okonkwo",
  "Lindahl",
  "Teo",
  "Marr",
  "Adeyemi",
  "Castellan",
  "Ishida",
  "Novak",
  "Serrano",
  "Halloran",
  "Oduya",
  "Brezhny",
  "Quon",
  "Ashgrove",
  "Rahal",
];

/** A founder: the name a legend gives, and the short form a system is named with. */
export interface Founder {
  readonly full: string;
  readonly short: string;
}

// An invented name reads badly with a doubled vowel ("Lumiia"), a doubled syllable ("Mororora") or
// four consonants running.
const UGLY = /([aeiouy])\1|(\p{L}{2,3})\2|[^aeiouy]{4}/iu;

function invented(rng: Rng, start: readonly string[], mid: readonly string[], end: readonly string[], extra: readonly string[] = []): string {
  let n = "";
  for (let i = 0; i < 8; i++) {
    n = rng.pick(start) + rng.pick(mid) + (extra.length > 0 && rng.chance(0.4) ? rng.pick(extra) : "") + rng.pick(end);
    if (!UGLY.test(n) && n.length <= 11) break;
  }
  return n;
}

/** A founder's name in the setting's sound. */
export function founderOf(setting: Setting, rng: Rng): Founder {
  switch (setting) {
    case "mythic": {
      const n = invented(rng, MYTH_START, MYTH_MID, MYTH_END);
      return { full: n, short: n };
    }
    case "steampunk": {
      const n = rng.pick(STEAM_A) + rng.pick(STEAM_B);
      return { full: `${rng.pick(STEAM_TITLE)} ${n}`, short: n };
    }
    case "modern": {
      const n = rng.pick(NOW_LAST);
      return { full: `${rng.pick(NOW_FIRST)} ${n}`, short: n };
    }
    case "post-apocalyptic": {
      const n = rng.pick(FALLEN_NAME);
      const full = `${rng.pick(FALLEN_EPITHET)} ${n}`;
      return { full, short: full };
    }
    case "science-fiction": {
      const n = rng.pick(FUTURE_LAST);
      return { full: `${rng.pick(FUTURE_FIRST)} ${n}`, short: n };
    }
    default: {
      const n = invented(rng, OLD_START, OLD_MID, OLD_END, OLD_EXTRA);
      return { full: n, short: n };
    }
  }
}
