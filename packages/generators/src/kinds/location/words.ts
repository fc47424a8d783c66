// Content for the location kind: types, climates, economies, landmarks, districts, dangers,
// rumours and the sights, sounds and smells of a place.
import type { Setting } from "../../core/options.js";

export const TYPES = ["city", "town", "village", "port", "fortress", "ruin", "dungeon", "wilds"] as const;
export type LocType = (typeof TYPES)[number];
export const SETTLED: readonly LocType[] = ["city", "town", "village", "port", "fortress"];

export const REGIONS = ["on a river delta", "in a high mountain valley", "on a windswept coast", "at the edge of a great forest", "in rolling farmland", "on a desert oasis", "among marshes and reed beds", "on a rocky island", "at a crossroads of old trade routes", "in the foothills below a glacier", "on the rim of a volcanic crater", "in a deep canyon"] as const;
export const COASTAL_REGIONS = ["on a river delta", "on a windswept coast", "on a rocky island", "in a sheltered bay below chalk cliffs", "at the mouth of a great river", "on a lagoon behind a sandbar"] as const;
export const CLIMATES = ["mild and rainy", "hot and dry", "cold, with long winters", "humid and stormy", "temperate, with sharp seasons", "foggy most of the year", "arid by day and freezing by night", "monsoonal"] as const;

export const ECONOMY: Readonly<Record<LocType, readonly string[]>> = {
  city: ["banking and trade", "textile mills", "shipbuilding", "printing and scholarship", "luxury crafts", "a great market fair", "glassworks", "the courts and their lawyers"],
  town: ["wool and weaving", "a weekly cattle market", "brewing", "tanneries", "a toll bridge", "pottery", "timber", "salt pans"],
  village: ["barley and sheep", "fishing", "charcoal burning", "orchards", "beekeeping", "peat cutting", "goat herding", "a single busy mill"],
  port: ["fishing fleets", "the spice trade", "smuggling", "whaling", "ship repair", "a customs house", "rope and sailcloth", "pearl diving"],
  fortress: ["the garrison's pay", "tolls on the pass", "blacksmiths and armourers", "horse breeding", "supplying the army", "a prison trade"],
  ruin: ["scavengers selling relics", "nothing, since the fall", "treasure hunters' camps", "a shrine that still draws pilgrims"],
  dungeon: ["adventurers' coin spent at the nearest inn", "monster parts sold to alchemists", "nothing legal"],
  wilds: ["trappers and hunters", "herb gatherers", "a lone trading post", "poachers"],
};

export const SIZE_POP: Readonly<Record<LocType, readonly [number, number]>> = {
  city: [20000, 400000], town: [1500, 15000], village: [60, 900], port: [3000, 80000], fortress: [200, 4000], ruin: [0, 60], dungeon: [0, 40], wilds: [0, 200],
};

export const RULER_TITLES: Readonly<Record<Setting, readonly string[]>> = {
  "high-fantasy": ["Lord Mayor", "Duchess", "Council of Guildmasters", "High Elder", "Baron", "Prince-Bishop"],
  "dark-fantasy": ["Margrave", "Witch-Finder General", "Council of the Pale Hand", "Abbess", "Warlord", "Burgomaster"],
  "science-fiction": ["Station Administrator", "Colonial Governor", "Corporate Board", "Elected Assembly", "Security Director", "AI Steward"],
  modern: ["Mayor", "City Council", "County Commissioner", "Governor", "Police Chief", "Town Manager"],
  steampunk: ["Lord Mayor", "Guild of Engineers", "Factory Magnate", "Parliament of Burghers", "Airship Admiral", "Mechanical Regent"],
  "post-apocalyptic": ["Warlord", "Council of Elders", "Water Baron", "Sheriff", "Vault Overseer", "Caravan Master"],
  mythic: ["Priest-King", "Oracle", "Council of Heroes", "Chieftain", "Demigod", "Tyrant"],
};

/** [what, detail, where it can stand]: "any", "settled" (a living town) or "coast". */
export const LANDMARKS = [
  ["{a:adj} tower", "where {detail}", "any"], ["the old {adj} bridge", "which {detail2}", "any"], ["a market square", "where {market}", "settled"], ["{a:adj} temple", "whose bells {bells}", "settled"],
  ["the {seat} {adj} hall", "where {hall}", "settled"], ["{a:adj} well", "said to {well}", "any"], ["the broken statue of a forgotten hero", "which {detail2}", "any"], ["an inn called the {inn}", "where {inn_detail}", "settled"],
  ["{a:adj} lighthouse", "which {detail2}", "coast"], ["a library carved into the rock", "where {library}", "settled"], ["the hanging garden", "which {detail2}", "settled"], ["the arena", "where {arena}", "settled"],
  ["a shrine of standing stones", "which {detail2}", "any"], ["the gate of {adj} iron", "which {detail2}", "any"],
] as const;
export const LANDMARK_ADJ = ["leaning", "crumbling", "gilded", "crooked", "black", "white", "ancient", "half-finished", "sunken", "copper-roofed", "ivy-covered", "fire-scarred"] as const;
export const DETAILS = ["pilgrims leave coins for luck", "smugglers meet after dark", "the first settlers swore their oath", "a ghost is seen on midsummer night"] as const;
export const MARKET = ["the best bread in the region is sold", "a blind storyteller works every evening", "pickpockets work the crowds", "the town crier reads the decrees"] as const;
export const HALL = ["petitioners queue from dawn", "the town's records are kept", "a ghost is seen on midsummer night", "the first settlers swore their oath"] as const;
export const INN_DETAILS = ["duels are fought at dawn", "smugglers meet after dark", "a blind storyteller works every evening", "the best bread in the region is sold"] as const;
export const LIBRARY = ["the town's records are kept", "scholars copy books by lamplight", "a ghost is seen on midsummer night", "one shelf is kept locked and chained"] as const;
export const ARENA = ["duels are fought at dawn", "the harvest games are held", "debts are settled in the ring", "a ghost is seen on midsummer night"] as const;
export const DETAILS2 = ["has not been repaired in living memory", "glows faintly on moonless nights", "was built by a people no one remembers", "is guarded day and night for reasons no one explains", "locals refuse to walk past alone", "marks the boundary between two rival quarters"] as const;
export const BELLS = ["ring out of tune", "have been silent for a generation", "ring thirteen times at midnight", "can be heard three valleys away"] as const;
export const WELLS = ["grant one true answer a year", "never freeze", "be bottomless", "taste of wine on feast days"] as const;
export const INNS = ["Drowned Lantern", "Three Crowns", "Gilded Goose", "Broken Oar", "Sleeping Giant", "Crooked Key", "Wandering Star", "Last Candle"] as const;

export const DISTRICTS = ["the Old Quarter", "the Tanners' Row", "the Harbour", "the Temple Hill", "the Market Ward", "the Scholars' Close", "the Shambles", "the Garden Terraces", "the Foreign Quarter", "the Noble Heights", "the Ropewalk", "the Bell Ward", "the Lower Docks", "the Ashes"] as const;
export const ZONES = ["the flooded entrance hall", "a collapsed gallery", "the ossuary", "a chamber of broken statues", "the well shaft", "the sealed vault", "a fungus garden", "the old throne room", "a bridge over a chasm", "the hermit's camp", "a ring of standing stones", "the burned watchtower", "a hidden spring", "the wolf dens"] as const;

export const HISTORY = [
  "It was founded {years} years ago by {founders}, who {why}.",
  "{Founders} raised the first walls here {years} years ago, after they {why}.",
  "Legend says {founders} came here {years} years ago because {why2}.",
] as const;
export const FOUNDERS = ["refugees from a drowned kingdom", "a band of exiled monks", "miners chasing a silver vein", "the survivors of a shipwreck", "a warlord and her army", "two feuding brothers", "a guild of runaway apprentices", "nomads who decided to stay"] as const;
export const WHY = ["found fresh water where none was expected", "were granted the land by a dying king", "needed a place to hide from their enemies", "followed an omen of white birds"] as const;
export const WHY2 = ["a star fell here", "the river spoke to them", "their oxen refused to go any further", "the land was cheap and nobody asked questions"] as const;
export const TURNS = ["A great fire {ago} destroyed half of it, and the scars still show.", "It was besieged {ago} and never quite recovered its pride.", "A plague {ago} emptied whole streets, which stand deserted still.", "It grew rich {ago} when a new road brought trade through its gates.", "It changed hands three times in a single war {ago}.", "A flood {ago} swept away the lower town, which was rebuilt on stilts."] as const;

/** [danger, where it fits]: "any", "settled", "port", "ruined" (ruins and dungeons), "wild". */
export const DANGERS = [
  ["pickpockets in the market crowds", "settled"], ["press gangs near the docks", "port"], ["a sinkhole that swallows a house every few years", "settled"], ["wolves that come down in hard winters", "any"],
  ["a cult that takes the lonely", "any"], ["sudden fogs in which people vanish", "any"], ["corrupt watchmen who sell protection", "settled"], ["unstable floors that give way without warning", "ruined"],
  ["bandits on the only road in", "any"], ["something that hunts in the old sewers", "settled"], ["bad water after the rains", "any"], ["rival gangs feuding over the bridges", "settled"],
  ["traps the first builders left behind", "ruined"], ["sinkholes hidden under the bracken", "wild"], ["bears and worse in the deep woods", "wild"], ["rival treasure hunters who shoot first", "ruined"],
] as const;
/** [rumour, where it fits], as for DANGERS; "{ruler}" is whoever rules the place. */
export const RUMOURS = [
  ["{Ruler} has not been seen in public for a month, and someone else signs the decrees.", "settled"],
  ["A merchant is paying gold for anyone who will go down the old well at night.", "settled"],
  ["Fishermen swear they have seen lights under the water beyond the breakwater.", "port"],
  ["A child found a coin stamped with a king who never existed.", "any"],
  ["The temple's relic was replaced with a fake, and only the high priest knows.", "settled"],
  ["Someone is buying up every empty house in the old quarter.", "settled"],
  ["Graves in the old cemetery have been opened from the inside.", "settled"],
  ["A stranger at the inn has been asking about the founders' treasure.", "settled"],
  ["The bells rang on their own last night, and no one will say why.", "settled"],
  ["Caravans from the east have stopped arriving, and nobody knows what happened to them.", "settled"],
  ["A party of treasure hunters went in a week ago and only their mule came out.", "ruined"],
  ["Someone has been relighting the old braziers, though no one admits to living here.", "ruined"],
  ["A map sold in the nearest town shows a door here that no one has found.", "ruined"],
  ["Trappers say a stag with a crown of white antlers leads the wolves.", "wild"],
  ["Smoke rises at dusk from a valley where nobody lives.", "wild"],
  ["The old boundary stones have been moved, and not by anyone from around here.", "any"],
] as const;

export const SIGHTS = ["laundry strung between the upper windows", "gulls wheeling over fish stalls", "lamps lit in every window at dusk", "children racing along the rooftops", "statues with their faces worn smooth", "smoke rising from a hundred chimneys", "banners of faded red", "moss on every north wall"] as const;
export const SOUNDS = ["the clang of the smiths", "hawkers crying their wares", "bells marking the hours", "the creak of ships at anchor", "dogs barking in the alleys", "a distant waterfall", "wind in loose shutters", "a fiddler who never seems to stop"] as const;
export const SMELLS = ["fresh bread and woodsmoke", "tar and salt", "tanneries downwind", "incense from the temples", "wet stone", "roasting chestnuts", "horse dung and hay", "pine resin"] as const;

// Ruins, dungeons and wild places: no laundry lines or market criers.
export const WILD_SIGHTS = ["roots splitting the old flagstones", "bones picked clean by crows", "a rusted helmet on a spike", "moss on every north wall", "a cold mist pooled in the hollows", "carvings worn almost smooth"] as const;
export const WILD_SOUNDS = ["water dripping in the dark", "a distant waterfall", "wind in loose stones", "something scratching behind the walls", "ravens arguing overhead", "a silence that presses on the ears"] as const;
export const WILD_SMELLS = ["wet stone", "pine resin", "old smoke", "damp earth and rot", "bat droppings", "crushed wild thyme"] as const;
