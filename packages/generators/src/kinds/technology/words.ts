// Word lists and templates for the technology generator (our own writing).
import type { Tone } from "../../core/options.js";

export const LEVELS = ["primitive", "medieval", "industrial", "modern", "futuristic"] as const;
export type TechLevel = (typeof LEVELS)[number];
export const CATEGORIES = ["transport", "communication", "medicine", "agriculture", "warfare", "energy", "construction", "computation"] as const;
export type Category = (typeof CATEGORIES)[number];

export const DEVICES: Record<TechLevel, Record<Category, readonly string[]>> = {
  primitive: {
    transport: ["dugout raft", "travois", "reed boat"], communication: ["signal drum", "knotted message cord", "smoke beacon"], medicine: ["willow-bark tincture", "bone splint", "honey poultice"], agriculture: ["digging stick", "flood terrace", "seed drill of hollow reed"],
    warfare: ["atlatl", "sling", "fire-hardened spear"], energy: ["fire drill", "charcoal pit", "wind screen"], construction: ["wattle frame", "log roller", "lime kiln"], computation: ["tally stick", "counting stones", "star calendar wall"],
  },
  medieval: {
    transport: ["sternpost rudder", "horse collar", "wheeled barge"], communication: ["semaphore tower", "courier relay", "wax-seal cipher"], medicine: ["distilled spirit wash", "lens for cataracts", "herbal compendium"], agriculture: ["heavy plough", "watermill", "three-field rotation"],
    warfare: ["counterweight trebuchet", "crossbow windlass", "caltrop"], energy: ["tide mill", "windmill", "peat furnace"], construction: ["flying buttress", "treadwheel crane", "ribbed vault"], computation: ["astrolabe", "abacus board", "tide table"],
  },
  industrial: {
    transport: ["steam locomotive", "paddle steamer", "pneumatic tube railway"], communication: ["telegraph", "printing press", "heliograph"], medicine: ["ether inhaler", "vaccine lancet", "carbolic spray"], agriculture: ["steam thresher", "mechanical reaper", "canal irrigation lock"],
    warfare: ["rifled cannon", "ironclad hull", "repeating rifle"], energy: ["coal boiler", "gas lamp network", "dynamo"], construction: ["steam hammer", "cast-iron girder", "dredger"], computation: ["difference engine", "punch-card loom", "slide rule"],
  },
  modern: {
    transport: ["jet turbine", "high-speed rail", "electric tram"], communication: ["radio mast", "satellite link", "mesh network"], medicine: ["antibiotic", "MRI scanner", "insulin pump"], agriculture: ["hydroponic tower", "combine harvester", "drip irrigation"],
    warfare: ["guided missile", "radar array", "body armour"], energy: ["nuclear reactor", "solar panel", "hydroelectric dam"], construction: ["tower crane", "reinforced concrete", "tunnel boring machine"], computation: ["microprocessor", "mainframe", "neural network"],
  },
  futuristic: {
    transport: ["fold drive", "gravity sled", "orbital elevator"], communication: ["quantum relay", "thought-link implant", "tachyon beacon"], medicine: ["nanite surgeon", "regeneration tank", "memory splice"], agriculture: ["atmosphere processor", "vat meat culture", "terraforming seed"],
    warfare: ["particle lance", "cloaking field", "drone swarm"], energy: ["fusion core", "zero-point tap", "Dyson lattice"], construction: ["matter printer", "self-assembling hull", "foam-steel"], computation: ["synthetic mind", "probability engine", "crystal lattice processor"],
  },
};

export const ERA_WORDS: Record<TechLevel, readonly string[]> = {
  primitive: ["the Age of First Fires", "the Long Migration", "the River Dawn"],
  medieval: ["the Age of Cathedrals", "the Guild Centuries", "the Long Peace"],
  industrial: ["the Age of Steam", "the Smoke Century", "the Great Expansion"],
  modern: ["the Electric Age", "the Information Decades", "the Post-war Boom"],
  futuristic: ["the Orbital Age", "the Second Enlightenment", "the Expansion Era"],
};

export const FUNCTIONS: Record<Category, readonly string[]> = {
  transport: ["carries people and cargo farther and faster than before", "lets goods cross terrain that once stopped all trade", "moves armies in days rather than months"],
  communication: ["sends messages across great distances", "lets rulers hear news before rumours outrun it", "binds scattered communities into one conversation"],
  medicine: ["treats wounds that once killed", "halts the spread of fevers", "extends the working life of the sick and the old"],
  agriculture: ["doubles the yield of hard ground", "frees labourers from the fields", "makes famine years rarer"],
  warfare: ["gives its owners a decisive edge in battle", "breaks walls that stood for centuries", "turns small forces into dangerous ones"],
  energy: ["supplies power to whole districts", "turns a natural force into useful work", "replaces the labour of hundreds"],
  construction: ["lets builders raise taller and stronger structures", "shortens years of work to months", "makes cheap, durable housing possible"],
  computation: ["performs calculations no clerk could finish", "predicts tides, harvests and markets", "stores and sorts vast amounts of knowledge"],
};

export const PRINCIPLES = [
  "It works by {verb} {force}, a principle first noticed by accident in a {place_kind}.",
  "At its heart is a simple idea: {verb_bare} {force} and let the result do the work.",
  "Its designers learned to {verb_bare} {force}; everything else is refinement.",
];
export const VERBS = [["harnessing", "harness"], ["concentrating", "concentrate"], ["redirecting", "redirect"], ["balancing", "balance"], ["storing", "store"], ["amplifying", "amplify"]] as const;
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

export const LIMITS = ["It breaks down in extreme cold.", "Only a handful of experts can maintain it.", "It needs rare materials that are running out.", "It is too heavy to move once built.", "It works only in good weather.", "Its output falls sharply with age.", "It requires constant supervision.", "Scaling it up has always failed."];
export const DANGERS: Record<Tone, readonly string[]> = {
  heroic: ["Careless operators have lost fingers, though strict drills keep most accidents rare.", "A failure can start fires, so every installation keeps a trained crew on watch.", "Misused, it could do real harm, which is why its makers guard its secrets."],
  grim: ["Those who work it sicken over the years, and no one speaks of the workers' graveyard.", "When it fails, it fails catastrophically; one disaster levelled a district.", "It has already been turned against the very people it was built to serve."],
  whimsical: ["It occasionally explodes, but cheerfully, and always with a warning whistle.", "It has a tendency to attract pigeons in alarming numbers.", "Its chief danger is that operators fall asleep from the soothing hum."],
};
export const IMPACTS = [
  "Within a generation, {it} had reshaped {scope}: old trades vanished and new fortunes were made.",
  "{It} changed {scope} less through its function than through who controlled it.",
  "Few inventions did more to shift power across {scope}; those who adopted it early still dominate.",
  "{It} spread slowly at first, then everywhere at once, and {scope} has never looked back.",
];
export const SCOPES = ["the whole continent", "the coastal cities", "the old kingdoms", "every market town", "the frontier", "the empire's provinces"];
export const INVENTOR_ROLES = ["self-taught engineer", "temple scholar", "disgraced alchemist", "guild apprentice", "military officer", "farmer's daughter", "court physician", "eccentric heir"];
export const NAME_FORMS = ["The {inventor} {device}", "{inventor}'s {device}", "The {Adj} {device} of {inventor}", "{inventor} Mark {n} {device}"];
export const ADJ = ["Improved", "Great", "Patent", "Portable", "Twin", "Perpetual", "Reformed", "Royal"];
