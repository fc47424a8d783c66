// Setting families and tone pools shared by the location, faction, skill and magic-system kinds:
// a setting maps to the family whose content it uses, so science fiction reads like science fiction.
import type { Setting, Tone } from "../options.js";

/** old: swords and sorcery (and brass); now: the present day; fallen: after the end; future: starships. */
export type Family = "old" | "now" | "fallen" | "future";

const FAMILY: Readonly<Record<Setting, Family>> = {
  "high-fantasy": "old",
  "dark-fantasy": "old",
  mythic: "old",
  steampunk: "old",
  modern: "now",
  "post-apocalyptic": "fallen",
  "science-fiction": "future",
};

export function familyOf(setting: Setting): Family {
  return FAMILY[setting];
}

/** Content keyed by family. */
export type ByFamily<T> = Readonly<Record<Family, T>>;
/** Content keyed by tone. */
export type ByTone<T> = Readonly<Record<Tone, T>>;
