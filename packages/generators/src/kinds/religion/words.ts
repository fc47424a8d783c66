// Religion word lists: deity syllables, faith names, and the setting's and tone's words (places
// of worship, clergy, texts, sects, relations to power). Each pool is keyed by setting so a
// starship faith meets in a hydroponics chapel, not a cathedral.
import type { Setting, Tone } from "../../core/options.js";

export const THEISMS = ["monotheist", "polytheist", "animist", "dualist", "ancestor"] as const;
export type Theism = (typeof THEISMS)[number];
export const DEITY_START = [
  "Ae",
  "Bal",
  "Cy",
  "Dar",
  "El",
  "Fae",
  "Gor",
  "Hy",
  "Ith",
  "Ka",
  "Lu",
  "Mor",
  "Ny",
  "Or",
  "Pha",
  "Ra",
  "Sy",
  "Tha",
  "Ur",
  "Ve",
  "Xa",
  "Yl",
  "Zo",
  "Qa",
];
export const DEITY_MID = ["", "la", "ro", "ne", "ma", "the", "ri", "ko", "sa"];
export const DEITY_END = ["n", "ra", "os", "iel", "eth", "us", "a", "ir", "ion", "ys", "ar", "e"];

type BySetting = Readonly<Record<Setting, readonly string[]>>;

export const FAITH_NOUN: BySetting = {
  "high-fantasy": ["Faith", "Church", "Way", "Covenant", "Path", "Communion"],
  "dark-fantasy": ["Cult", "Covenant", "Brotherhood", "Mysteries", "Penitents", "Order"],
  "science-fiction": ["Congregation", "Signal", "Network", "Covenant", "Doctrine", "Ascension"],
  modern: ["Church", "Fellowship", "Movement", "Assembly", "Society", "Mission"],
  steampunk: ["Church", "Society", "Brotherhood", "Assembly", "Communion", "Order"],
  "post-apocalyptic": ["Cult", "Remnant", "Way", "Children", "Gathering", "Covenant"],
  mythic: ["Mysteries", "Rites", "Way", "Oracle", "Cult", "Worship"],
};
export const FAITH_ADJ = ["Undying", "Quiet", "Ninefold", "Radiant", "Old", "True", "Hidden", "Burning", "Patient", "Twin", "Silver", "Deep", "First", "Final"];
/** Where the faithful gather. */
export const PLACES: BySetting = {
  "high-fantasy": [
    "white temples",
    "hilltop shrines",
    "capital cathedrals",
    "forest groves",
    "river chapels",
    "castle oratories",
    "pilgrim hostels",
    "marble basilicas",
  ],
  "dark-fantasy": [
    "crypt-chapels",
    "walled abbeys",
    "hidden cellars",
    "plague-churches",
    "bone ossuaries",
    "fen hermitages",
    "gallows shrines",
    "burnt priories",
  ],
  "science-fiction": [
    "hydroponics chapels",
    "observation decks",
    "orbital cathedrals",
    "server-shrines",
    "cargo-bay altars",
    "colony domes",
    "med-bay chapels",
    "relay stations",
  ],
  modern: ["storefront churches", "suburban halls", "video calls", "city cathedrals", "school gyms", "rented basements", "megachurches", "campus chapels"],
  steampunk: [
    "iron chapels",
    "factory prayer-rooms",
    "gaslit cathedrals",
    "airship chaplaincies",
    "mission halls",
    "railway chapels",
    "dockside bethels",
    "glasshouse temples",
  ],
  "post-apocalyptic": [
    "bunker chapels",
    "scrap shrines",
    "ruined churches",
    "crater altars",
    "mall sanctuaries",
    "tunnel chapels",
    "rooftop altars",
    "water-tower shrines",
  ],
  mythic: ["mountain sanctuaries", "sacred springs", "oracle caves", "first-city temples", "island shrines", "oak groves", "sun pyramids", "ancestral tombs"],
};
/** Clergy: a title and how it is held. */
export const CLERGY_TITLES: BySetting = {
  "high-fantasy": ["priests", "priestesses", "high clerics", "temple wardens"],
  "dark-fantasy": ["confessors", "inquisitors", "grave-priests", "penitent friars"],
  "science-fiction": ["chaplain-officers", "signal-readers", "archivists", "ship's confessors"],
  modern: ["pastors", "ministers", "lay leaders", "youth counsellors"],
  steampunk: ["vicars", "engineer-priests", "deaconesses", "chaplains"],
  "post-apocalyptic": ["shamans", "scrap-priests", "keepers of the old books", "elders"],
  mythic: ["oracles", "priest-kings", "sibyls", "temple virgins"],
};
export const CLERGY_WAYS = [
  "are chosen young",
  "inherit the office",
  "are elected",
  "must travel constantly",
  "live cloistered",
  "marry within the faith",
  "serve seven years",
  "are appointed from above",
  "swear poverty",
  "wear masks",
  "are ordained by lot",
  "are always twins",
];
/** Sacred text forms: {x} is a word from the faith. */
export const TEXT_FORMS: BySetting = {
  "high-fantasy": ["the Book of {x}", "the {x} Hymns", "the Scrolls of {x}", "the Sayings of {x}"],
  "dark-fantasy": ["the Black Book of {x}", "the {x} Litany", "the Confessions of {x}", "the Ledger of {x}"],
  "science-fiction": ["the {x} Transmission", "the {x} Codex", "the Logs of {x}", "the {x} Protocols"],
  modern: ["the Gospel of {x}", "the {x} Letters", "the Journal of {x}", "the {x} Pamphlets"],
  steampunk: ["the {x} Manual", "the Revelations of {x}", "the {x} Tracts", "the Almanac of {x}"],
  "post-apocalyptic": ["the {x} Tapes", "the Last Book of {x}", "the {x} Scraps", "the Remembrances of {x}"],
  mythic: ["the Songs of {x}", "the {x} Tablets", "the Oracles of {x}", "the {x} Verses"],
};
/** How the faith stands with power, by setting (short: the character sentence follows). */
export const STATE: BySetting = {
  "high-fantasy": [
    "Its high priest crowns kings.",
    "The crown taxes it heavily.",
    "The capital outlaws it.",
    "No ruler dares offend it.",
    "It feuds with the crown.",
    "Kings kneel at its altars.",
  ],
  "dark-fantasy": [
    "Its inquisitors answer to nobody.",
    "Lords pay it for meek peasants.",
    "It is hunted as heresy.",
    "It owns half the land.",
    "It burns its rivals.",
    "Every baron fears it.",
  ],
  "science-fiction": [
    "The Fleet tolerates it aboard.",
    "Corporate charters ban it.",
    "It runs the colony schools.",
    "Its chaplains hold rank.",
    "The Senate watches it.",
    "Station law protects it.",
  ],
  modern: [
    "It is tax-exempt.",
    "Politicians court its voters.",
    "It fights zoning boards.",
    "Critics call it a cult.",
    "It runs the food banks.",
    "The state ignores it.",
  ],
  steampunk: [
    "Parliament grants it a seat.",
    "Mill owners fund it.",
    "Reformers call it a relic.",
    "It blesses every engine.",
    "The colonies ban it.",
    "The Queen attends its services.",
  ],
  "post-apocalyptic": [
    "It rules the settlement.",
    "Raiders leave it alone.",
    "The council barely tolerates it.",
    "It trades blessings for water.",
    "It is the only law.",
    "Warlords wear its sign.",
  ],
  mythic: [
    "The king is its priest.",
    "Heroes need its blessing.",
    "It speaks for the gods.",
    "Cities war over its shrines.",
    "Its oracle picks kings.",
    "Tyrants fear its curses.",
  ],
};
/** Sect nouns and what sets a sect apart. */
export const SECT_NOUNS = [
  "Reformed",
  "Ascetics",
  "Mystics",
  "Orthodox",
  "Militants",
  "Quietists",
  "Ecstatics",
  "Literalists",
  "Pilgrims",
  "Heretics",
  "Penitents",
  "Seekers",
];
export const SECT_WAYS = [
  "reject clerical wealth",
  "own nothing",
  "fast for visions",
  "keep the old rites",
  "carry arms",
  "refuse all politics",
  "dance until they fall",
  "read every word literally",
  "wander",
  "whip themselves",
  "welcome outsiders",
  "await the end",
  "worship in silence",
  "admit women only",
  "pray in the old tongue",
];
/** Cosmology parts: the world's shape and what the divine does with it. */
export const WORLD_SHAPES = [
  "a shell on a black sea",
  "a song still sung",
  "a sleeping beast's dream",
  "three worlds on one tree",
  "a blade on the anvil",
  "a walled garden",
  "a shed skin",
  "an age-wheel",
  "a lamp in endless night",
  "the gods' unpaid debt",
  "a woven cloth",
  "an egg not yet hatched",
];
export const DIVINE_ROLES: Readonly<Record<Theism, readonly string[]>> = {
  monotheist: ["kept whole by one god", "which its god will finish", "under one patient eye", "not yet judged", "held in one hand", "made and mended by one"],
  polytheist: [
    "quarrelled over by gods",
    "each god holding a corner",
    "shaped by a divine family",
    "ruled by gods in turn",
    "divided among the gods",
    "a game the gods play",
  ],
  animist: [
    "where every stone has a spirit",
    "alive in tree and river",
    "crowded with spirits",
    "soul-filled throughout",
    "where spirits outnumber people",
    "breathing through every leaf",
  ],
  dualist: [
    "fought over by light and dark",
    "balanced between two powers",
    "the prize of endless war",
    "shared by two uneasy gods",
    "torn between twin masters",
    "where two forces wrestle",
  ],
  ancestor: ["held up by the dead", "kept by past generations", "watched by the ancestors", "owned by the dead", "built on bones", "inherited, not made"],
};
export const JOURNEYS = [
  "cross a river of stars",
  "are reborn among kin",
  "sleep until called",
  "walk the grey roads",
  "become wind",
  "climb nine steps",
  "are weighed against a feather",
  "join the ancestors' feast",
  "sail into the sunset",
  "wait among mirrors",
  "go under the hill",
  "rise as birds",
];
export const FATES = [
  "the worthy are carried",
  "the good rest, the wicked wander",
  "none are lost",
  "only the remembered arrive",
  "the cruel find walls",
  "debts are settled there",
  "the brave go first",
  "all are welcomed",
  "the liars stay behind",
  "the forgotten fade",
  "kings wait with beggars",
  "the kind are rewarded",
];
/** The faith's character, by tone. */
export const TONE: Readonly<Record<Tone, readonly string[]>> = {
  heroic: [
    "Its faithful are known for charity.",
    "Its pilgrims defend the weak.",
    "Its healers go where others flee.",
    "Its saints were brave.",
    "It feeds the poor.",
    "Its priests serve at the front.",
  ],
  grim: [
    "Its inquisitors are feared.",
    "Its penances leave scars.",
    "Its tithes beggar villages.",
    "It lists the unfaithful.",
    "Its martyrs are made.",
    "It forgives no broken vow.",
  ],
  whimsical: [
    "Priests wear unmatched socks.",
    "Its hymns are sung off-key.",
    "Its holy goose bites.",
    "Its sermons must rhyme.",
    "Every rite ends with cake.",
    "One saint was a cat.",
  ],
};
/** How the sign is shown. */
export const SIGN_MEDIA: BySetting = {
  "high-fantasy": ["carved over temple doors", "worn as a silver pendant", "embroidered on vestments"],
  "dark-fantasy": ["branded on penitents", "scratched on grave-markers", "painted on plague doors"],
  "science-fiction": ["projected on bulkheads", "etched into ID chips", "stencilled on airlocks"],
  modern: ["printed on bumper stickers", "worn as a lapel pin", "tattooed on wrists"],
  steampunk: ["cast on chapel gates", "stamped on pocket watches", "engraved on boiler plates"],
  "post-apocalyptic": ["sprayed on shelter walls", "hammered from scrap", "cut into skin"],
  mythic: ["cut into the mountain itself", "woven into kings' robes", "painted on warriors' shields"],
};
/** When holy days fall (short phrases). */
export const TIMINGS: BySetting = {
  "high-fantasy": ["at midwinter", "at harvest's end", "each spring", "at midsummer", "on the first frost", "at the equinox"],
  "dark-fantasy": ["on the longest night", "when plague returns", "at the year's dark", "after executions", "at the thaw", "on fast days"],
  "science-fiction": ["on founding day", "at perihelion", "every thousand shifts", "before each jump", "at station-turn", "on landing day"],
  modern: ["monthly", "each spring holiday", "on the founder's birthday", "at New Year", "each autumn", "every Sunday"],
  steampunk: ["on Engine Day", "at the quarter-days", "each Whitsun", "when the mills close", "in bonfire season", "on Exhibition Day"],
  "post-apocalyptic": ["on Fall Day", "when the rains come", "at first harvest", "after dust storms", "each full moon", "on Water Day"],
  mythic: ["when gods walked", "at the solstice", "when the river floods", "every ninth year", "at the Dog Star's rising", "at the new year"],
};
/** A rite only this setting has. */
export const SETTING_RITES: BySetting = {
  "high-fantasy": ["pilgrimage to the mountain", "anointing kings", "dawn processions", "blessing the walls", "tournament vigils", "well-dressing"],
  "dark-fantasy": ["public flagellation", "burning effigies", "deathbed vigils", "exorcising newborns", "relic processions", "bell-ringing against plague"],
  "science-fiction": ["silence at each jump", "blessing the airlocks", "uploading prayers", "reading the lost logs", "hull-touching", "naming new stars"],
  modern: ["weekly services", "shelter volunteering", "live-streamed vigils", "youth camps", "charity runs", "potluck suppers"],
  steampunk: ["blessing new engines", "factory hymn-singing", "lamp processions", "temperance pledges", "gear-offerings", "steam baptisms"],
  "post-apocalyptic": ["sharing water", "reading the last books", "burying machines", "marking safe roads", "ash anointing", "seed swapping"],
  mythic: ["sacrifice at the altar", "games for the god", "consulting the oracle", "processions of the image", "libations", "hymn contests"],
};
/** The world's shape outside high and dark fantasy (those use WORLD_SHAPES). */
export const NEW_SHAPES: Readonly<Partial<Record<Setting, readonly string[]>>> = {
  "science-fiction": [
    "a dead god's simulation",
    "one galactic seed",
    "an undecoded message",
    "a drifting ship",
    "an abandoned experiment",
    "an echoing signal",
    "an age-wheel",
    "the gods' unpaid debt",
  ],
  modern: [
    "a test",
    "an unfinished story",
    "a thing being mended",
    "a gift with instructions",
    "a waiting room",
    "a promise half kept",
    "a lamp in endless night",
    "the gods' unpaid debt",
  ],
  steampunk: [
    "a wound clock",
    "an engine",
    "a perfect machine",
    "a heavenly furnace",
    "a factory of souls",
    "an age-wheel",
    "a lamp in endless night",
    "a map being drawn",
  ],
  mythic: [
    "the first gods' cauldron",
    "a slain giant's body",
    "the fates' loom",
    "an island from the deep",
    "a serpent's egg",
    "a hall roofed by gods",
    "a mountain over Hades",
    "spoils the gods divided",
  ],
  "post-apocalyptic": [
    "a world burned for sin",
    "a second chance",
    "a grave with a garden",
    "a test",
    "ash awaiting rain",
    "an age-wheel",
    "a lamp in endless night",
    "the gods' unpaid debt",
  ],
};
