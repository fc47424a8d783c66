// Word lists, verse lines and templates for the prophecy generator (our own writing).
import type { Tone } from "../../core/options.js";

export const SEER_ROLES = ["blind oracle of the cliff temple", "madwoman of the salt flats", "child who spoke only once", "dying court astrologer", "hermit who read the entrails of crows", "drowned priest who returned", "wandering seer with mismatched eyes", "machine that should not have been able to speak"];
export const SUBJECTS = ["the fall of a royal line", "the return of a lost god", "a child born under two moons", "the end of a long war", "the drowning of a great city", "the rise of a nameless ruler", "the breaking of an ancient seal", "the last harvest of the age"];

export const VERSE_A: Record<Tone, readonly string[]> = {
  heroic: ["When the {thing} is raised from the river's bed", "When {count} banners fly where the old king bled", "When the {thing} sings on the mountain's crown", "When a shepherd's hand holds the {thing} of old"],
  grim: ["When the {thing} weeps and the wells run red", "When {count} crows feast where the faithful fled", "When the {thing} cracks and the candles drown", "When the {thing} rusts in the hands of the old"],
  whimsical: ["When the {thing} dances upon the bread", "When {count} geese march with a drum ahead", "When the {thing} wears the miller's gown", "When the {thing} is traded for soup gone cold"],
};
export const VERSE_B: Record<Tone, readonly string[]> = {
  heroic: ["a light shall rise where the lost ones slept,", "the oath of the fathers shall be kept,", "the least of the children shall stand up tall,"],
  grim: ["the debts of the dead shall be paid in kind,", "the shepherd shall lead the flock to the blind,", "no door shall hold and no wall shall stand,"],
  whimsical: ["the cat shall be crowned and the king shall sneeze,", "the moon shall borrow the baker's cheese,", "the wise shall blunder, the fools shall dance,"],
};
export const VERSE_C: Record<Tone, readonly string[]> = {
  heroic: ["and the {subjectword} shall end in dawn.", "and the gate shall open, the dark be gone.", "and the crown shall pass to the one who gave."],
  grim: ["and the {subjectword} shall end in ash.", "and none shall remember the names they bore.", "and the sea shall keep what it took before."],
  whimsical: ["and the {subjectword} shall end in pie.", "and nobody quite shall remember why.", "and everyone present shall get a hat."],
};
export const THINGS = ["iron bell", "silver stag", "broken crown", "white tower", "sleeping serpent", "hollow oak", "blind lantern", "seventh key", "red moon", "drowned harp"];
export const COUNTS = ["three", "seven", "nine", "twelve", "a hundred"];
export const SUBJECT_WORDS = ["age", "war", "line", "wait", "long night", "reign"];

export const OMENS = ["a two-headed calf born in the royal herd", "the river running backwards for an hour", "bells ringing with no one in the towers", "a comet with a forked tail", "every candle in the temple guttering at once", "crows gathering in silence on the city walls", "the well water tasting of salt", "a stillborn lamb with a star-shaped mark"];
export const INTERPRETATIONS = [
  "The temple reads it literally: {thing} refers to a real relic, and the faithful are searching for it.",
  "Court scholars insist it is an allegory for {subject}, and that the numbers are dates.",
  "Rebels claim it names their leader, and quote it at every rally.",
  "A minority believes it has already come true, a century ago, and no one noticed.",
  "Some read it as a warning rather than a promise: avoid the signs, and it need not happen.",
  "Merchants treat it as a market prediction and buy grain whenever an omen is reported.",
];
export const STATUSES = ["unfulfilled, and widely awaited", "partly fulfilled — two signs have appeared", "believed fulfilled, though sceptics disagree", "suppressed by the authorities", "forgotten by most, remembered by a few", "in the very act of coming true"];
export const BELIEVERS = ["the temple hierarchy", "the rural poor", "a secret society of scholars", "the royal family, in private", "a cult that has grown rapidly", "sailors and fishers", "the enemies of the crown", "almost nobody — which may be the point"];
export const TWISTS: Record<Tone, readonly string[]> = {
  heroic: ["The chosen one it describes is not the famous hero everyone assumes, but the hero's quiet companion.", "The prophecy can only come true if the one it names refuses it.", "The 'enemy' of the verse turns out to be the one who saves everyone."],
  grim: ["The seer invented the prophecy to save their own life, and it is coming true anyway.", "Every attempt to prevent it has been one of its own signs.", "The one it names has already been dead for years."],
  whimsical: ["The verse was a shopping list that a scribe mistook for a vision.", "The 'chosen one' is a goat, and the goat seems aware of it.", "The seer meant a different kingdom entirely and has been too embarrassed to say."],
};
