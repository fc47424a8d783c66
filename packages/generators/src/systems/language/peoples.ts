// Race-flavoured phonology: the sound a people's tongue has, so a dwarf's name reads dwarvish
// (deep and guttural) and an elf's flows. Keys of stock race tongues ("stock:<setting>:<race>")
// take their sound from here; races not listed keep the sound their key draws.
import type { Sound } from "./phonology.js";

const BY_WORD: readonly (readonly [RegExp, Sound])[] = [
  [/dwar|giant|ghoul|troll|ogre/i, "guttural"],
  [/orc|goblin|kobold|mutant/i, "harsh"],
  [/elf|elv|octopoid|merfolk/i, "flowing"],
  [/nymph|demigod|fae|fairy|angel/i, "melodic"],
  [/halfling|satyr|hobbit/i, "soft"],
  [/gnome|android|synth|automaton|clone|spacer|robot/i, "clipped"],
  [/dhampir|changeling|serpent|naga|lizard|vampire/i, "sibilant"],
];

/** The sound of a people's tongue, by the words of its name; undefined for peoples of any sound (humans). */
export function raceSound(race: string): Sound | undefined {
  for (const [re, sound] of BY_WORD) if (re.test(race)) return sound;
  return undefined;
}

/** The race named by a stock tongue's key ("stock:high-fantasy:dwarf" → "dwarf"), if it is one. */
export function raceOfKey(key: string): string | undefined {
  if (!key.startsWith("stock:")) return undefined;
  const at = key.lastIndexOf(":");
  return at > 5 ? key.slice(at + 1) : undefined;
}
