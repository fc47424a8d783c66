// Content for the language kind: scripts, dialect features, speakers and prose templates.
import type { Setting } from "../../core/options.js";

export const SCRIPT_TYPES = [
  ["an alphabet", "each letter stands for one sound, vowels included"],
  ["an abjad", "only consonants are written; readers supply the vowels from memory and context"],
  ["an abugida", "each sign is a consonant with an inherent vowel, changed by small marks above or below"],
  ["a syllabary", "each sign stands for a whole syllable, some two hundred of them in all"],
  ["a logography", "each sign stands for a word or idea, thousands of them, learned over a lifetime"],
  ["a runic alphabet", "angular letters made to be cut across the grain of wood or stone"],
] as const;

export const SCRIPT_DIRECTIONS = [
  "left to right",
  "right to left",
  "top to bottom in columns",
  "in alternating lines, turning like an ox at the furrow's end",
  "in a spiral from the centre outwards",
] as const;

export const SCRIPT_MEDIA: Readonly<Record<Setting, readonly string[]>> = {
  "high-fantasy": ["ink on vellum", "standing-stone runes", "silver leaf pressed into wood", "stitched thread on banners"],
  "dark-fantasy": ["iron-gall ink on scraped hide", "scratches on bone", "letters burned into doors", "ash and tallow on slate"],
  "science-fiction": ["glyphs on light panels", "etchings on hull plates", "data-glyphs in augmented overlays", "laser-burned into ceramic"],
  modern: ["print and handwriting alike", "road signs and graffiti", "typewriters and keyboards", "fountain pen in old ledgers"],
  steampunk: ["punched brass cards", "typeset broadsheets", "copperplate in ledgers", "stencilled on crates and boilers"],
  "post-apocalyptic": ["spray paint on concrete", "scratched into scrap metal", "chalk on ruined walls", "ink on salvaged paper"],
  mythic: ["knotted cords", "reed-pressed clay tablets", "signs painted on cave walls", "notches on tally sticks"],
};

/** Sound changes a dialect might show, as [from, to, description]. */
export const SHIFTS = [
  ["k", "kh", "softens k into a throaty kh"],
  ["t", "d", "voices t into d"],
  ["s", "sh", "turns s into sh"],
  ["r", "l", "says l where others say r"],
  ["th", "t", "flattens th into a plain t"],
  ["a", "e", "raises a towards e"],
  ["o", "u", "closes o into u"],
  ["e", "i", "raises e towards i"],
  ["g", "y", "drops g into a soft y"],
  ["n", "ng", "nasalises final n into ng"],
] as const;

export const DIALECT_REGIONS = [
  "highland",
  "coastal",
  "river",
  "northern",
  "southern",
  "eastern",
  "western",
  "island",
  "border",
  "city",
  "forest",
  "desert",
] as const;

export const SPEAKER_GROUPS: Readonly<Record<Setting, readonly string[]>> = {
  "high-fantasy": [
    "the river clans",
    "the elves of the deep woods",
    "the hill dwarves",
    "the free cities of the coast",
    "the horse lords of the plains",
    "the mountain holds",
  ],
  "dark-fantasy": ["the fen villages", "the survivors of the old empire", "the cult of the drowned god", "the barrow folk", "the plague-walled cities"],
  "science-fiction": ["the colonists of the outer ring", "the orbital habitats", "the miners of the belt", "the generation-ship families", "the machine-born"],
  modern: ["a mountain minority", "an island nation", "a diaspora spread across three continents", "a handful of remote valleys", "a border region"],
  steampunk: ["the dockworkers of the great port", "the airship crews", "the factory districts", "the old aristocracy", "the canal towns"],
  "post-apocalyptic": ["the scavenger bands", "the bunker-born", "the caravan clans", "the wasteland tribes", "the walled settlements"],
  mythic: ["the first people", "the sea peoples", "the children of the sun", "the mountain tribes", "the high-valley shepherds"],
};
