// Word lists for the technology generator (our own writing): levels, categories, devices, eras,
// scopes, coins and buyers by setting.
import type { Setting } from "../../core/options.js";

export const LEVELS = ["primitive", "medieval", "industrial", "modern", "futuristic"] as const;
export type TechLevel = (typeof LEVELS)[number];
export const CATEGORIES = ["transport", "communication", "medicine", "agriculture", "warfare", "energy", "construction", "computation"] as const;
export type Category = (typeof CATEGORIES)[number];

export const DEVICES: Record<TechLevel, Record<Category, readonly string[]>> = {
  primitive: {
    transport: ["dugout raft", "travois", "reed boat", "bark canoe", "pack sledge"],
    communication: ["signal drum", "knotted message cord", "smoke beacon", "message stick", "horn call"],
    medicine: ["willow-bark tincture", "bone splint", "honey poultice", "moss dressing", "sweat lodge"],
    agriculture: ["digging stick", "flood terrace", "seed drill of hollow reed", "stone sickle", "grain pit"],
    warfare: ["atlatl", "sling", "fire-hardened spear", "yew bow", "stone axe"],
    energy: ["fire drill", "charcoal pit", "wind screen", "ember pot", "stone lamp"],
    construction: ["wattle frame", "log roller", "lime kiln", "dry-stone wall", "pit house"],
    computation: ["tally stick", "counting stones", "star calendar wall", "marked bone calendar", "shadow stick"],
  },
  medieval: {
    transport: ["sternpost rudder", "horse collar", "wheeled barge", "cog ship", "packhorse bridge"],
    communication: ["semaphore tower", "courier relay", "wax-seal cipher", "beacon chain", "pigeon loft"],
    medicine: ["distilled spirit wash", "lens for cataracts", "herbal compendium", "bonesetter's frame", "hospital ward"],
    agriculture: ["heavy plough", "watermill", "three-field rotation", "water meadow", "dovecote"],
    warfare: ["counterweight trebuchet", "crossbow windlass", "caltrop", "longbow", "mangonel"],
    energy: ["tide mill", "windmill", "peat furnace", "horse mill", "water-powered bellows"],
    construction: ["flying buttress", "treadwheel crane", "ribbed vault", "pile foundation", "stone arch bridge"],
    computation: ["astrolabe", "abacus board", "tide table", "sundial", "mechanical clock"],
  },
  industrial: {
    transport: ["steam locomotive", "paddle steamer", "pneumatic tube railway", "velocipede", "steam carriage"],
    communication: ["telegraph", "printing press", "heliograph", "telephone", "pneumatic post"],
    medicine: ["ether inhaler", "vaccine lancet", "carbolic spray", "stethoscope", "X-ray tube"],
    agriculture: ["steam thresher", "mechanical reaper", "canal irrigation lock", "steam plough", "cast-iron seed drill"],
    warfare: ["rifled cannon", "ironclad hull", "repeating rifle", "Gatling gun", "naval mine"],
    energy: ["coal boiler", "gas lamp network", "dynamo", "water turbine", "galvanic battery"],
    construction: ["steam hammer", "cast-iron girder", "dredger", "Portland cement", "steam excavator"],
    computation: ["difference engine", "punch-card loom", "slide rule", "cash register", "tabulating machine"],
  },
  modern: {
    transport: ["jet turbine", "high-speed rail", "electric tram", "container ship", "electric car"],
    communication: ["radio mast", "satellite link", "mesh network", "mobile phone", "fibre-optic cable"],
    medicine: ["antibiotic", "MRI scanner", "insulin pump", "pacemaker", "dialysis machine"],
    agriculture: ["hydroponic tower", "combine harvester", "drip irrigation", "centre-pivot sprinkler", "crop-spraying drone"],
    warfare: ["guided missile", "radar array", "body armour", "night-vision goggles", "attack helicopter"],
    energy: ["nuclear reactor", "solar panel", "hydroelectric dam", "wind turbine", "lithium battery bank"],
    construction: ["tower crane", "reinforced concrete", "tunnel boring machine", "prefabricated panel", "geodesic dome"],
    computation: ["microprocessor", "mainframe", "neural network", "laptop", "GPS receiver"],
  },
  futuristic: {
    transport: ["fold drive", "gravity sled", "orbital elevator", "ion skiff", "mag-lev tube"],
    communication: ["quantum relay", "thought-link implant", "tachyon beacon", "holo-projector", "translator bud"],
    medicine: ["nanite surgeon", "regeneration tank", "memory splice", "gene therapy", "cryo-pod"],
    agriculture: ["atmosphere processor", "vat meat culture", "terraforming seed", "orbital farm", "soil nanite"],
    warfare: ["particle lance", "cloaking field", "drone swarm", "powered exosuit", "rail cannon"],
    energy: ["fusion core", "zero-point tap", "Dyson lattice", "beamed power", "antimatter cell"],
    construction: ["matter printer", "self-assembling hull", "foam-steel", "orbital foundry", "nanite mortar"],
    computation: ["synthetic mind", "probability engine", "crystal lattice processor", "oracle array", "memory crystal"],
  },
};

export const ERA_WORDS: Record<TechLevel, readonly string[]> = {
  primitive: ["the Age of First Fires", "the Long Migration", "the River Dawn"],
  medieval: ["the Age of Cathedrals", "the Guild Centuries", "the Long Peace"],
  industrial: ["the Age of Steam", "the Smoke Century", "the Great Expansion"],
  modern: ["the Electric Age", "the Information Decades", "the Post-war Boom"],
  futuristic: ["the Orbital Age", "the Second Enlightenment", "the Expansion Era"],
};

/** Eras where the setting tells the story its own way (the Fall, the heroic age). */
export const SETTING_ERAS: Partial<Record<Setting, Partial<Record<TechLevel, readonly string[]>>>> = {
  "post-apocalyptic": { modern: ["the last years before the Fall", "the Old World's final decades", "the age of the old cities"] },
  mythic: { primitive: ["the Age of Bronze", "the Age of Heroes", "the First Harvests"] },
  steampunk: { industrial: ["the Age of Steam", "the Smoke Century", "the Brass Decades"] },
};

/** Where an invention's effects were felt, by setting. */
export const SCOPES: Record<Setting, readonly string[]> = {
  "high-fantasy": ["the river kingdoms", "the border marches", "the old duchies", "the free cities", "the northern holds"],
  "dark-fantasy": ["the plague towns", "the burned provinces", "the walled cities", "the marsh parishes"],
  "science-fiction": ["the inner colonies", "the outer stations", "the core worlds", "the mining belt"],
  modern: ["the big cities", "the farming counties", "the whole country", "the coastal towns"],
  steampunk: ["the mill towns", "the Empire's ports", "the coal country", "the capital's suburbs"],
  "post-apocalyptic": ["the old cities", "the farm belt", "the coastal towns", "the river towns"],
  mythic: ["the island cities", "the valley clans", "the sea coasts", "the hill shrines"],
};

/** The setting's coin, one and many, and the price range of each tier (hand tool … great work). */
export const COIN: Record<Setting, { readonly one: string; readonly many: string; readonly tiers: readonly (readonly [number, number])[] }> = {
  "high-fantasy": {
    one: "gold crown",
    many: "gold crowns",
    tiers: [
      [1, 9],
      [60, 500],
      [800, 6000],
      [10000, 60000],
    ],
  },
  "dark-fantasy": {
    one: "silver mark",
    many: "silver marks",
    tiers: [
      [1, 8],
      [40, 400],
      [600, 5000],
      [8000, 50000],
    ],
  },
  "science-fiction": {
    one: "credit",
    many: "credits",
    tiers: [
      [40, 600],
      [2000, 40000],
      [100000, 2000000],
      [5000000, 90000000],
    ],
  },
  modern: {
    one: "dollar",
    many: "dollars",
    tiers: [
      [20, 800],
      [2000, 90000],
      [500000, 20000000],
      [100000000, 9000000000],
    ],
  },
  steampunk: {
    one: "shilling",
    many: "shillings",
    tiers: [
      [2, 30],
      [100, 2000],
      [4000, 60000],
      [100000, 900000],
    ],
  },
  "post-apocalyptic": {
    one: "bottle cap",
    many: "bottle caps",
    tiers: [
      [3, 40],
      [80, 700],
      [1000, 9000],
      [12000, 60000],
    ],
  },
  mythic: {
    one: "drachma",
    many: "drachmae",
    tiers: [
      [1, 12],
      [30, 300],
      [400, 4000],
      [6000, 40000],
    ],
  },
};

/** Who can pay for one, by tier (hand tool … great work), by setting. */
type Buyers = readonly [readonly string[], readonly string[], readonly string[], readonly string[]];
export const BUYERS: Record<Setting, Buyers> = {
  "high-fantasy": [
    ["a careful household", "a journeyman", "a village craftsman", "a miller", "a huntsman"],
    ["a prosperous farmer", "a craft guild", "a country knight"],
    ["a lord", "a town council", "a wealthy abbey"],
    ["a king's treasury", "a great duke", "the richest of the free cities"],
  ],
  "dark-fantasy": [
    ["a careful household", "a journeyman", "a parish clerk", "a carter", "a tanner"],
    ["a parish", "a guild of the town", "a merchant"],
    ["a bishop", "a lord of the march", "a rich abbey"],
    ["a prince-bishop's treasury", "a plague-rich lord", "the crown"],
  ],
  "science-fiction": [
    ["most crew members", "a dock worker", "a colonist"],
    ["a ship's captain", "a small colony", "a trading crew"],
    ["a station authority", "a mining guild", "a colony government"],
    ["a megacorporation", "a fleet", "a whole planet's treasury"],
  ],
  modern: [
    ["most households", "a student", "a hobbyist"],
    ["a small business", "a family farm", "a clinic"],
    ["a city", "a large company", "a university"],
    ["a national government", "a consortium of banks", "a superpower"],
  ],
  steampunk: [
    ["a clerk on a clerk's wage", "a working family", "a costermonger"],
    ["a mill owner", "a gentleman farmer", "a parish board"],
    ["a railway company", "a city board", "a shipping line"],
    ["the Admiralty", "the Crown", "a great banking house"],
  ],
  "post-apocalyptic": [
    ["a lucky scavenger", "a water seller", "a trader"],
    ["a settlement's traders", "a caravan boss", "a gang"],
    ["a whole settlement", "a convoy", "a fortified farm"],
    ["a warlord's hoard", "a city-state of the wastes", "a league of settlements"],
  ],
  mythic: [
    ["a farming household", "a fisher", "a shepherd", "a potter", "a goatherd"],
    ["a rich herdsman", "a potter's workshop", "a ship's master"],
    ["a city's assembly", "a temple", "a chieftain"],
    ["a king of the island cities", "a league of cities", "the greatest temple"],
  ],
};

/** Who earns a day's wage, and how much, by setting: a price read as time worked. */
export const WAGE: Record<Setting, { readonly workers: readonly string[]; readonly perDay: number }> = {
  "high-fantasy": { workers: ["a labourer", "a farmhand", "a carter", "a porter"], perDay: 0.1 },
  "dark-fantasy": { workers: ["a gravedigger", "a labourer", "a tanner's boy", "a ditcher"], perDay: 0.1 },
  "science-fiction": { workers: ["a dock hand", "a hydroponics tech", "a miner", "a deckhand"], perDay: 60 },
  modern: { workers: ["a warehouse worker", "a bus driver", "a cleaner", "a shop assistant"], perDay: 150 },
  steampunk: { workers: ["a mill hand", "a docker", "a navvy", "a housemaid"], perDay: 2 },
  "post-apocalyptic": { workers: ["a scavenger", "a water carrier", "a field hand", "a guard"], perDay: 3 },
  mythic: { workers: ["an oarsman", "a shepherd", "a potter's hand", "a harvester"], perDay: 1 },
};
