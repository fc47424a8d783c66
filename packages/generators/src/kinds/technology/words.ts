// Word lists and templates for the technology generator (our own writing).

export const LEVELS = ["primitive", "medieval", "industrial", "modern", "futuristic"] as const;
export type TechLevel = (typeof LEVELS)[number];
export const CATEGORIES = ["transport", "communication", "medicine", "agriculture", "warfare", "energy", "construction", "computation"] as const;
export type Category = (typeof CATEGORIES)[number];

export const DEVICES: Record<TechLevel, Record<Category, readonly string[]>> = {
  primitive: {
    transport: ["dugout raft", "travois", "reed boat"],
    communication: ["signal drum", "knotted message cord", "smoke beacon"],
    medicine: ["willow-bark tincture", "bone splint", "honey poultice"],
    agriculture: ["digging stick", "flood terrace", "seed drill of hollow reed"],
    warfare: ["atlatl", "sling", "fire-hardened spear"],
    energy: ["fire drill", "charcoal pit", "wind screen"],
    construction: ["wattle frame", "log roller", "lime kiln"],
    computation: ["tally stick", "counting stones", "star calendar wall"],
  },
  medieval: {
    transport: ["sternpost rudder", "horse collar", "wheeled barge"],
    communication: ["semaphore tower", "courier relay", "wax-seal cipher"],
    medicine: ["distilled spirit wash", "lens for cataracts", "herbal compendium"],
    agriculture: ["heavy plough", "watermill", "three-field rotation"],
    warfare: ["counterweight trebuchet", "crossbow windlass", "caltrop"],
    energy: ["tide mill", "windmill", "peat furnace"],
    construction: ["flying buttress", "treadwheel crane", "ribbed vault"],
    computation: ["astrolabe", "abacus board", "tide table"],
  },
  industrial: {
    transport: ["steam locomotive", "paddle steamer", "pneumatic tube railway"],
    communication: ["telegraph", "printing press", "heliograph"],
    medicine: ["ether inhaler", "vaccine lancet", "carbolic spray"],
    agriculture: ["steam thresher", "mechanical reaper", "canal irrigation lock"],
    warfare: ["rifled cannon", "ironclad hull", "repeating rifle"],
    energy: ["coal boiler", "gas lamp network", "dynamo"],
    construction: ["steam hammer", "cast-iron girder", "dredger"],
    computation: ["difference engine", "punch-card loom", "slide rule"],
  },
  modern: {
    transport: ["jet turbine", "high-speed rail", "electric tram"],
    communication: ["radio mast", "satellite link", "mesh network"],
    medicine: ["antibiotic", "MRI scanner", "insulin pump"],
    agriculture: ["hydroponic tower", "combine harvester", "drip irrigation"],
    warfare: ["guided missile", "radar array", "body armour"],
    energy: ["nuclear reactor", "solar panel", "hydroelectric dam"],
    construction: ["tower crane", "reinforced concrete", "tunnel boring machine"],
    computation: ["microprocessor", "mainframe", "neural network"],
  },
  futuristic: {
    transport: ["fold drive", "gravity sled", "orbital elevator"],
    communication: ["quantum relay", "thought-link implant", "tachyon beacon"],
    medicine: ["nanite surgeon", "regeneration tank", "memory splice"],
    agriculture: ["atmosphere processor", "vat meat culture", "terraforming seed"],
    warfare: ["particle lance", "cloaking field", "drone swarm"],
    energy: ["fusion core", "zero-point tap", "Dyson lattice"],
    construction: ["matter printer", "self-assembling hull", "foam-steel"],
    computation: ["synthetic mind", "probability engine", "crystal lattice processor"],
  },
};

export const ERA_WORDS: Record<TechLevel, readonly string[]> = {
  primitive: ["the Age of First Fires", "the Long Migration", "the River Dawn"],
  medieval: ["the Age of Cathedrals", "the Guild Centuries", "the Long Peace"],
  industrial: ["the Age of Steam", "the Smoke Century", "the Great Expansion"],
  modern: ["the Electric Age", "the Information Decades", "the Post-war Boom"],
  futuristic: ["the Orbital Age", "the Second Enlightenment", "the Expansion Era"],
};

export const VERBS = [
  ["harnessing", "harness"],
  ["concentrating", "concentrate"],
  ["redirecting", "redirect"],
  ["balancing", "balance"],
  ["storing", "store"],
  ["amplifying", "amplify"],
] as const;
export const FORCES: Record<TechLevel, readonly string[]> = {
  primitive: ["leverage", "the heat of fire", "running water", "the tension of sinew"],
  medieval: ["counterweights", "the flow of rivers", "refracted light", "wind pressure"],
  industrial: ["expanding steam", "electric current", "compressed air", "chemical reaction"],
  modern: ["semiconductor switching", "nuclear fission", "electromagnetic waves", "hydraulic pressure"],
  futuristic: ["gravitational gradients", "quantum entanglement", "folded space", "programmable matter"],
};
export const PLACE_KINDS = ["kitchen", "forge", "monastery", "shipyard", "laboratory", "mine", "workshop", "prison"];

export const POWER: Record<TechLevel, readonly string[]> = {
  primitive: ["human muscle", "animal strength", "fire", "flowing water"],
  medieval: ["draught horses", "water wheels", "wind", "human labour"],
  industrial: ["coal", "steam", "gas", "clockwork springs"],
  modern: ["electricity from the grid", "petroleum", "rechargeable batteries", "solar power"],
  futuristic: ["fusion cells", "antimatter traces", "ambient energy harvesting", "stellar collectors"],
};

export const INVENTOR_ROLES = [
  "self-taught engineer",
  "temple scholar",
  "disgraced alchemist",
  "guild apprentice",
  "military officer",
  "farmer's daughter",
  "court physician",
  "eccentric heir",
];
export const NAME_FORMS = ["The {inventor} {device}", "{inventor}'s {device}", "The {Adj} {device} of {inventor}", "{inventor} Mark {n} {device}"];
export const ADJ = ["Improved", "Great", "Patent", "Portable", "Twin", "Perpetual", "Reformed", "Royal"];
