// Word lists and tale templates for the lore generator (our own writing).
import type { Setting } from "../../core/options.js";

export const TYPES = ["myth", "legend", "folk tale", "history"] as const;
export type LoreType = (typeof TYPES)[number];

export const FOES: Record<Setting, readonly string[]> = {
  "high-fantasy": ["a wyrm of the northern ice", "a sorcerer-king of glass", "the giant who drank rivers", "a court of jealous fey", "the Hollow Knight", "a lich in a silver mask", "the troll of the high pass", "a witch who stole summers", "the basilisk of the salt caves", "a barn-high wolf", "the Grey Prince", "an army of thorns"],
  "dark-fantasy": ["the thing beneath the mere", "a plague-saint and her choir", "the Lord of Ash Crows", "a hunger wearing a man's face", "the drowned bishop", "a wolf that walked upright", "the widow in the bell tower", "a blight that whispered", "the Flayed Count", "a fog that ate names", "the pale children", "a saint who would not die"],
  "science-fiction": ["a rogue station mind", "the swarm from the outer belt", "a corporation that owned the air", "a derelict that still hunted", "the Quiet Fleet", "a mutinous security drone", "a virus in the life support", "the pirate called Redshift", "a cloned tyrant", "the signal from the dark", "a bioform from the ice moon", "the Directorate"],
  modern: ["a developer who wanted the valley", "the flood of the century", "a syndicate that ran the docks", "a fever no doctor could name", "the man in the grey car", "a crooked sheriff", "the company that poisoned the lake", "a serial arsonist", "the mayor's secret", "a storm with a name", "a cult in the hills", "the bank that called every loan"],
  steampunk: ["the Iron Baron and his engines", "a runaway sky dreadnought", "the smog that killed lamplighters", "a clockwork wolf", "the Guild of Chains", "a mad automaton", "the Coal Queen", "a boiler plague", "the brass leviathan", "a mesmerist of the opera", "the rail barons", "a steam-driven colossus"],
  "post-apocalyptic": ["the raiders of the glass road", "a radio voice that lied", "the red storm", "the last warlord of the dams", "a machine obeying dead orders", "the ash hounds", "a cult of the reactor", "the fever from the east", "the Chrome Khan", "a swarm of rust beetles", "the dust walkers", "a tank with no driver"],
  mythic: ["the serpent that circles the world", "a jealous sky-father", "the titan of the first night", "the bull that gored the sun", "the sisters who spin death", "the hound of the underworld", "a god of endless hunger", "the wind that stole voices", "the queen of the dead", "a bird that ate stars", "the flood-dragon", "the trickster of crossroads"],
};

export const BOONS: Record<Setting, readonly string[]> = {
  "high-fantasy": ["a spear of starlight", "the song that wakes stones", "a cloak of morning mist", "the key to the drowned library", "a crown of living oak", "the elven lantern", "a harp with one string", "the dragon's true name"],
  "dark-fantasy": ["a candle that burns without flame", "a name the dead must obey", "a knife of cold iron", "a bell cast from chains", "a saint's finger bone", "the black book", "a mirror that shows lies", "a coin from a drowned purse"],
  "science-fiction": ["the override codes", "a navigation core from the first ships", "a cure sequenced from ice", "a beacon no one could jam", "the captain's key", "a clean reactor", "the star map", "a copy of the founder's mind"],
  modern: ["a ledger of every bribe", "the old survey map", "a secret recording", "the key to the pump house", "a photograph", "the original deed", "a stolen hard drive", "a witness's letter"],
  steampunk: ["a silver governor valve", "the inventor's lost notebook", "a compass that points to lies", "the boiler heart of an engine", "a brass key", "the patent papers", "a perpetual spring", "the airship's logbook"],
  "post-apocalyptic": ["a seed vault's code", "a working water filter", "the map to clean ground", "a battery that never ran down", "a box of vaccines", "a working radio", "the dam's control key", "a tank of clean fuel"],
  mythic: ["fire stolen from the gods", "the first grain of barley", "the sun's golden bridle", "a feather from the dawn bird", "the cup of the sea", "the loom of fate", "a thunderbolt", "the honey of wisdom"],
};

export const TITLE_FORMS: Record<LoreType, readonly string[]> = {
  myth: ["How {hero} Brought {Boonword} to the World", "{hero} and the Making of {place}", "{hero} and the {Foeword}", "Why the {Foeword} Weeps for {hero}"],
  legend: ["The Legend of {hero} of {place}", "{hero} and the {Foeword}", "The Last Ride of {hero}", "{hero} at the Siege of {place}"],
  "folk tale": ["{hero} and the {Foeword}", "Clever {hero}", "{hero} and the {Helperword} of {place}", "How {hero} Fooled the {Foeword}"],
  history: ["{hero} and the {place} Affair", "The Rise of {hero}", "{hero} in the Year of the {Foeword}", "A True Account of {hero} at {place}"],
};
export const FOE_WORDS = ["Wyrm", "Shadow", "Drowned King", "Grey Wolf", "Iron Giant", "Storm", "Crow Lord", "Hungry Dark", "Hollow Knight", "Smiling Stranger", "Red Tide", "Pale Rider"];
export const BOON_WORDS = ["Fire", "Rain", "Song", "Bread", "Starlight", "Sleep", "Laughter", "Iron", "Memory", "Honey"];
export const HELPER_WORDS = ["Fox", "Raven", "Hermit", "Tinker", "Tortoise", "Ghost", "Beggar", "Child"];
