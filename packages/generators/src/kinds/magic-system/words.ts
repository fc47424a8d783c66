// Magic-system word lists: hardness, power levels and the syllables of coined names (schools
// are in words-schools.ts, content by setting and tone in words-family.ts).
export const HARDNESS = ["hard", "soft"] as const;
export const POWER = ["subtle", "potent", "world-shaping"] as const;
export type Power = (typeof POWER)[number];
export const NAME_START = [
  "Ith",
  "Val",
  "Sor",
  "Ael",
  "Kyr",
  "Mor",
  "Thae",
  "Ulm",
  "Dra",
  "Eir",
  "Fen",
  "Lys",
  "Ny",
  "Osk",
  "Rhe",
  "Zan",
  "Hal",
  "Qir",
  "Bel",
  "Cae",
];
export const NAME_MID = ["", "a", "e", "o", "ar", "il", "un", "eth"];
export const NAME_END = ["ric", "wyn", "ath", "ene", "oss", "iel", "ora", "ax", "une", "is", "an", "yth"];
export const SPELL_ADJ = ["Quiet", "Binding", "Silver", "Burning", "Hollow", "Ninefold", "Pale", "Iron", "Veiled", "Second", "Lantern", "Tidal"];
