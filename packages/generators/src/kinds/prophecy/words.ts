// Word lists, verse parts and templates for the prophecy generator (our own writing). Seers,
// subjects, images, omens and believers are drawn by setting (a science-fiction prophecy has no
// royal line); verses and twists by tone; every sentence is composed from short parts.
import type { BySetting, ByTone } from "../../core/phrases/weave.js";

export const SEER_WHO: BySetting<readonly string[]> = {
  "high-fantasy": ["blind oracle", "elven seer", "court astrologer", "hermit", "dragon-priestess", "silent child"],
  "dark-fantasy": ["madwoman", "drowned priest", "plague-nun", "crow-reader", "hanged man's widow", "grave-witch"],
  "science-fiction": ["ship's AI", "navigator", "colony oracle", "xeno-linguist", "cryo-sleeper", "rogue data-priest"],
  modern: ["street preacher", "TV psychic", "statistician", "retired nurse", "coma patient", "teenage blogger"],
  steampunk: ["clockwork automaton", "spiritualist medium", "difference-engine clerk", "opium dreamer", "lighthouse keeper", "lady astronomer"],
  "post-apocalyptic": ["radio voice", "vault elder", "mutant child", "old soldier", "caravan seer", "scrap-shaman"],
  mythic: ["Pythia", "sibyl", "river nymph", "blind prophet", "shepherd-king's daughter", "oak-oracle"],
};
export const SEER_WHERE: BySetting<readonly string[]> = {
  "high-fantasy": ["of the cliff temple", "of the silver wood", "of the northern keep", "of the sunken library", "of the royal court", "of the moon tower"],
  "dark-fantasy": ["of the salt flats", "of the black abbey", "of the gallows hill", "of the drowned village", "of the plague quarter", "of the bone road"],
  "science-fiction": ["of the derelict hulk", "of the third colony", "of the deep-space relay", "of Station Kell", "of the outer ring", "of the survey fleet"],
  modern: ["from the late-night channel", "of the city hospital", "from the suburbs", "of the harbour bar", "from an online forum", "of the university"],
  steampunk: ["of the Aether Society", "of Gaslight Row", "of the Royal Observatory", "of the fog docks", "of the Brass Exchange", "of the sky-harbour"],
  "post-apocalyptic": ["of the old bunker", "of the salt road", "of the dead city", "of the water town", "of the rust market", "of the glass desert"],
  mythic: ["of the sacred spring", "of the mountain shrine", "of the sea cave", "of the laurel grove", "of the temple steps", "of the crossroads"],
};
export const SUBJECT_ACT = ["the fall of", "the return of", "the breaking of", "the end of", "the rise of", "the birth of", "the drowning of", "the waking of", "the unmaking of", "the triumph of"];
export const SUBJECT_OBJ: BySetting<readonly string[]> = {
  "high-fantasy": ["a royal line", "a lost god", "an ancient seal", "the elder tree", "the high throne", "a dragon-line", "the long war", "the last elves"],
  "dark-fantasy": ["a cursed house", "the sleeping dead", "the last saint", "a plague lord", "the black sun", "the drowned city", "a witch-queen", "the old faith"],
  "science-fiction": ["the colony", "the first AI", "the jump gates", "the home fleet", "the Union", "a dead star", "the last Earthborn", "the quarantine"],
  modern: ["the markets", "the old families", "the city", "the government", "the internet", "the company", "a quiet neighbourhood", "the last election"],
  steampunk: ["the Empire", "the great engine", "the Guild", "the airship fleet", "the smoke-city", "the Queen's line", "the aether mines", "the old clock"],
  "post-apocalyptic": ["the last city", "the vaults", "the water barons", "the old world", "the raider kings", "the green places", "the great wall", "the dust"],
  mythic: ["the sky-father", "the titans", "a hero's line", "the sea king", "the world tree", "the sun's chariot", "the serpent", "the gods"],
};
export const THINGS: BySetting<readonly string[]> = {
  "high-fantasy": ["iron bell", "silver stag", "broken crown", "white tower", "sleeping serpent", "hollow oak", "seventh key", "red moon"],
  "dark-fantasy": ["black candle", "drowned harp", "rusted crown", "weeping bell", "crow king", "bone key", "red moon", "hanged saint"],
  "science-fiction": ["silent beacon", "dead star", "broken gate", "last signal", "black ship", "red moon", "seventh core", "sleeping fleet"],
  modern: ["stopped clock", "empty tower", "red phone", "broken bridge", "last train", "silent radio", "seventh floor", "white car"],
  steampunk: ["brass heart", "iron bell", "silent engine", "glass airship", "seventh gear", "red fog", "broken clock", "copper crown"],
  "post-apocalyptic": ["green seed", "last well", "rusted crown", "silent tower", "red sky", "seventh vault", "glass road", "black rain"],
  mythic: ["golden fleece", "bronze bull", "burning oak", "white horse", "sacred spear", "twin suns", "owl of dusk", "seventh wave"],
};
export const VERSE_A: ByTone<readonly string[]> = {
  heroic: ["is raised from the river", "sings on the mountain", "shines where heroes bled", "is held by a shepherd's hand", "rings at dawn", "is found by the least", "blazes on the highest wall", "wakes from its hundred years"],
  grim: ["weeps red tears", "cracks and the candles drown", "rusts in old hands", "falls where the faithful fled", "is sold for silver", "is buried with a child", "goes dark and the dogs howl", "drips with kin-blood"],
  whimsical: ["dances upon the bread", "wears the miller's gown", "is traded for soup", "hiccups three times at noon", "is lost in a baker's pie", "takes up the fiddle again", "falls in love with a goose", "forgets its own name"],
};
export const VERSE_B_WHO: ByTone<readonly string[]> = {
  heroic: ["a light", "the least of the children", "the oath of the fathers", "a sword long lost", "the humble", "a lone rider", "the forgotten heir", "the broken shield"],
  grim: ["the debts of the dead", "the shepherd", "no door", "the faithful", "the hungry", "the widow's son", "the last candle", "the old curse"],
  whimsical: ["the cat", "the moon", "the wise", "the mayor's hat", "the kettle", "a very small dog", "the baker", "the village fool"],
};
export const VERSE_B_DO: ByTone<readonly string[]> = {
  heroic: ["shall rise from sleep,", "shall stand up tall,", "shall be kept,", "shall answer the call,", "shall ride before all,", "shall hold the line,", "shall come home at last,", "shall mend the past,"],
  grim: ["shall be paid in kind,", "shall lead the blind,", "shall hold no more,", "shall kneel in the mud,", "shall drown in the flood,", "shall bleed for nothing,", "shall be snuffed out,", "shall find the door,"],
  whimsical: ["shall be covered in cheese,", "shall borrow the keys,", "shall blunder and dance,", "shall sneeze twice,", "shall be terribly nice,", "shall lose its trousers,", "shall take a bath,", "shall sing off-key,"],
};
export const VERSE_C_END: ByTone<readonly string[]> = {
  heroic: ["end in dawn", "pass to the giver", "open at last", "be won by the brave", "be healed at last", "fall to the true", "be sung forever", "rise again"],
  grim: ["end in ash", "be forgotten", "be taken by the sea", "rot where it lies", "be paid in blood", "never wake", "go down in silence", "feed the crows"],
  whimsical: ["end in pie", "never quite know why", "all get a hat", "turn out rather well", "forget the tune", "need a nap", "be very surprised", "end with tea"],
};
export const SUBJECT_WORDS = ["age", "war", "line", "wait", "long night", "reign", "dream", "road"];
export const COUNTS = ["three", "seven", "nine", "twelve", "a hundred"];

export const OMEN_WHAT: BySetting<readonly string[]> = {
  "high-fantasy": ["a two-headed calf", "the river", "the temple bells", "a forked comet", "the royal ravens", "the elder tree", "the well water", "a white hart"],
  "dark-fantasy": ["a stillborn lamb", "the crows", "every candle", "the graveyard soil", "the abbey bells", "the drowned", "the wolves", "the church well"],
  "science-fiction": ["the long-range sensors", "a dead satellite", "the reactor", "every screen", "the colony's crops", "a ghost signal", "the ship's clocks", "the gravity plating"],
  modern: ["the stock market", "every phone", "the river", "the weather service", "the traffic lights", "a lost dog", "the church bells", "the tide"],
  steampunk: ["the great clock", "the gas lamps", "the pressure gauges", "the fog", "the Queen's ravens", "every compass", "the telegraph", "the boilers"],
  "post-apocalyptic": ["the Geiger counters", "the last radio", "the rain", "the dust storms", "the two-headed cattle", "the old sirens", "the vault doors", "the well"],
  mythic: ["the sacred owls", "the sea", "the oracle's spring", "a burning bush", "the temple smoke", "the sacred bull", "the olive trees", "the thunder"],
};
export const OMEN_HOW = ["running backwards for an hour", "ringing with no one near", "falling silent at once", "turning red", "speaking a name", "dying overnight", "gathering in silence", "tasting of salt", "marked with a star", "burning without fire", "weeping", "singing at dusk", "going still", "crying out"];
export const INTERP_WHO: BySetting<readonly string[]> = {
  "high-fantasy": ["The temple", "Court scholars", "The rebels", "The elves", "The royal heralds", "Village elders"],
  "dark-fantasy": ["The inquisitors", "The abbey", "Grave-robbers", "The witch-hunters", "Beggars", "The old families"],
  "science-fiction": ["The colony council", "Data-priests", "The navy", "Corporate analysts", "The separatists", "Deck gossip"],
  modern: ["Journalists", "Conspiracy forums", "Academics", "The church", "Politicians", "Day traders"],
  steampunk: ["The Aether Society", "Newspaper men", "The Royal Academy", "Radical pamphleteers", "The Guild", "Parlour mediums"],
  "post-apocalyptic": ["The elders", "Raider chiefs", "The water barons", "Scavengers", "Vault-born scholars", "Caravan traders"],
  mythic: ["The priests", "The heroes' heirs", "Old shepherds", "The oracle's servants", "Poets", "The city council"],
};
export const INTERP_VIEW = [
  "take {thing} for a real relic", "call it an allegory of {subject}", "say it names their own leader", "believe it came true long ago", "call it a warning", "use it to predict prices",
  "think the numbers are dates", "say {thing} is a person", "hold it is not yet begun", "call it a forgery", "read it backwards", "link it to {subject}",
];
export const INTERP_WHY = ["and search for proof", "and quote it at every rally", "with great confidence", "though nobody listens", "and have done for years", "and act on it", "in private", "loudly"];
export const STATUSES = ["unfulfilled, and widely awaited", "partly fulfilled: two signs have appeared", "believed fulfilled, though sceptics disagree", "suppressed by the authorities", "forgotten by most", "coming true as we speak", "hotly disputed", "quietly feared", "half-forgotten", "fulfilled, if you squint"];
export const BELIEVERS: BySetting<readonly string[]> = {
  "high-fantasy": ["the temple hierarchy", "the rural poor", "a secret order of scholars", "the royal family, in private", "the enemies of the crown", "sailors and fishers", "elven exiles", "almost nobody"],
  "dark-fantasy": ["flagellants", "the desperate", "a growing cult", "the margrave's spies", "grave-diggers", "the plague-stricken", "an inquisitor or two", "the hopeless"],
  "science-fiction": ["long-haul crews", "the colony's founders", "a cult on the outer ring", "navy officers, privately", "separatists", "the ship's AI", "cryo-sleepers", "nobody on record"],
  modern: ["online forums", "a megachurch", "anxious investors", "a few journalists", "teenagers", "a retired senator", "night-shift workers", "almost nobody"],
  steampunk: ["spiritualist circles", "dockworkers", "the Queen's ministers", "radical students", "airship crews", "the Guild", "lady inventors", "penny-paper readers"],
  "post-apocalyptic": ["vault families", "raider clans", "caravaners", "the water barons", "farm settlements", "the radio faithful", "mutant tribes", "desperate scavengers"],
  mythic: ["the priests", "heroes' mothers", "shepherds", "the oracle's servants", "kings of the islands", "sailors", "temple virgins", "a few old gods"],
};
export const TWIST_WHO = ["The chosen one", "The seer", "The enemy of the verse", "The last omen", "The one it names", "The hero everyone expects", "The verse itself", "Its first believer"];
export const TWIST_TRUTH: ByTone<readonly string[]> = {
  heroic: ["is the hero's quiet companion", "must refuse it", "turns out to save everyone", "is a humble farmer", "was rewritten for hope", "is the youngest", "walks among them unknown", "is a promise, not a doom"],
  grim: ["invented it to live", "has been dead for years", "is one of its own signs", "was paid to speak it", "brings the doom it warns of", "is the villain of the piece", "cannot be saved", "was burned for speaking it"],
  whimsical: ["is a goat, and knows it", "was a shopping list", "meant a different place", "is too embarrassed", "rhymes by accident", "is a rather large cat", "was misheard", "owes the seer money"],
};
export const TWIST_NOTE: ByTone<readonly string[]> = {
  heroic: ["Few have guessed it yet.", "The truth will come out in time.", "Only the seer suspects.", "It may yet be for the best.", "A bard is close to the truth.", "Hope survives it all the same."],
  grim: ["Nobody who learned this lived long.", "The seer took it to the grave.", "It is already too late.", "Those who know keep silent.", "The last who said so vanished.", "It changes nothing, and everything."],
  whimsical: ["Everyone is being very polite about it.", "The goat has not commented.", "Nobody wants to be the one to say.", "It has become a popular joke.", "The seer blames the wine.", "Scholars are quietly mortified."],
};
