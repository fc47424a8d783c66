// Event content by setting family and tone: who took part, what made it worse, what it left
// behind, omens, place names, how it is remembered, and the shapes of the prose.
import type { ByFamily, ByTone } from "../../core/phrases/setting-families.js";

export const PARTICIPANTS: ByFamily<readonly string[]> = {
  old: [
    "the northern levies",
    "a mercenary company",
    "the city's guilds",
    "the royal guard",
    "desperate farmers",
    "a rebel prince",
    "the temple knights",
    "foreign envoys",
    "the river clans",
    "a famous healer",
    "the academy's students",
    "a pirate fleet",
  ],
  now: [
    "the national guard",
    "striking workers",
    "the city council",
    "student protesters",
    "a tech billionaire",
    "the fire brigade",
    "foreign diplomats",
    "the local press",
    "a militia",
    "emergency doctors",
    "the mayor's office",
  ],
  fallen: [
    "the water barons",
    "a raider horde",
    "the caravan guilds",
    "desperate settlers",
    "a child prophet",
    "the old army remnant",
    "the scrapper crews",
    "a wandering doctor",
    "the wall militia",
    "the radio cult",
  ],
  future: [
    "the colonial marines",
    "a mercenary fleet",
    "the dockworkers' union",
    "corporate security",
    "a rogue AI",
    "the terraforming crews",
    "alien envoys",
    "the station council",
    "a smuggler captain",
    "the medical corps",
    "the academy cadets",
  ],
};
export const WORSE: ByFamily<readonly string[]> = {
  old: ["a hard winter", "a prophecy", "a royal feud", "a failed harvest", "a comet's omen", "a broken oath"],
  now: ["a market crash", "a viral rumour", "an election year", "a heatwave", "a leaked memo", "a botched cover-up"],
  fallen: ["a dry season", "a raider rumour", "a poisoned well", "a dust storm", "a broken pump", "a dead leader"],
  future: ["a network outage", "a corporate audit", "a solar flare", "a supply embargo", "a leaked algorithm", "a failed jump"],
};
export const CONSEQUENCES: ByFamily<readonly string[]> = {
  old: [
    "a new dynasty",
    "a generation of orphans",
    "a new trade road",
    "a border redrawn",
    "a yearly festival",
    "a great house fallen",
    "an oath of vengeance",
    "a new law",
    "a city rebuilt in stone",
    "a cursed field",
    "a famous song",
    "a broken alliance",
  ],
  now: [
    "new safety laws",
    "a memorial park",
    "a ruined economy",
    "a political dynasty",
    "a famous photograph",
    "a public inquiry",
    "a boom in tourism",
    "a town abandoned",
    "lawsuits still running",
    "a national holiday",
  ],
  fallen: [
    "a new warlord",
    "a buried cache",
    "a salt-sown field",
    "a yearly truce",
    "a water law",
    "a ghost town",
    "a new road",
    "a feud that never ended",
    "a walled town",
    "a mass grave",
  ],
  future: [
    "a new charter",
    "a derelict station",
    "a quarantined sector",
    "a corporate takeover",
    "an annual remembrance",
    "an AI ban",
    "a refugee fleet",
    "a new jump route",
    "a colony abandoned",
    "a war memorial in orbit",
  ],
};
export const OMENS: ByFamily<readonly string[]> = {
  old: ["strange red sky", "flight of crows", "bell that rang itself", "sudden hailstorm", "dead calm at sea", "two-headed calf"],
  now: ["power cut", "strange phone call", "flock of birds", "sudden hailstorm", "blaring siren", "stock crash"],
  fallen: ["green sky", "silent radio", "dust devil", "dead crow rain", "geiger spike", "hungry dog pack"],
  future: ["sensor glitch", "solar flare", "dead satellite", "jammed signal", "hull groan", "reactor spike"],
};
export const PLACE_PARTS: ByFamily<readonly [readonly string[], readonly string[]]> = {
  old: [
    ["Ash", "Black", "Cold", "Elder", "Fair", "Glass", "High", "Iron", "Long", "Mourn", "North", "Red", "Salt", "Stone", "Thorn", "Willow", "Wolf", "Raven"],
    ["ford", "field", "moor", "bridge", "hollow", "gate", "haven", "ridge", "mere", "wick", "crag", "vale"],
  ],
  now: [
    ["Mill", "Green", "Oak", "Fair", "Brook", "Lake", "West", "Spring", "Pine", "River", "Ridge", "Cedar"],
    ["ton", "ville", "wood", "port", "burg", "field", "dale", "view", "town", "side"],
  ],
  fallen: [
    ["Rust", "Dust", "Ash", "Salt", "Glass", "Bone", "Scrap", "Dry", "Tin", "Mud", "Grit"],
    ["town", "hole", "yard", "gulch", "pit", "stop", "flats", "creek", "fort"],
  ],
  future: [
    ["Kepler", "Tycho", "Vega", "Ceres", "Lyra", "Io", "Rigel", "Hale", "Oort", "Titan", "Europa"],
    [" Station", " Prime", " Deep", " Gate", " Ring", " Colony", " Yards", " Dome", " Reach"],
  ],
};
export const MEMORY_WHO: ByFamily<readonly string[]> = {
  old: ["Bards", "Children", "Old soldiers", "The temples", "Tavern tales", "Grandmothers"],
  now: ["Documentaries", "Schoolbooks", "Veterans", "Local papers", "Podcasts", "Grandparents"],
  fallen: ["Campfire tales", "Children", "The old-timers", "Wall graffiti", "Road songs", "Scavengers"],
  future: ["The feeds", "Schoolkids", "Veterans", "Memorial archives", "Sim dramas", "Old spacers"],
};
export const MEMORY_HOW: ByTone<readonly string[]> = {
  heroic: [
    "make the brave parts braver",
    "still toast its heroes",
    "tell it as a triumph",
    "name children after its heroes",
    "keep its banners bright",
    "sing it every year",
  ],
  grim: [
    "will not speak of it",
    "remember only the dead",
    "keep a black stone for it",
    "avoid the place",
    "still count the missing",
    "curse those responsible",
  ],
  whimsical: [
    "recall mostly the pie",
    "sing a banned comic ballad",
    "argue over the details",
    "dress up as it yearly",
    "blame a goat for it",
    "get the date wrong",
  ],
};
export const WHAT_LINES = [
  "The {type} took place at {place} {when}, and involved {parts}.",
  "At {place}, {when}, came the {type}; {parts} were there.",
  "{Parts} met at {place} {when}.",
  "It happened at {place} {when}, with {parts} at its heart.",
] as const;
export const CAUSE_LINES = ["It grew out of {cause}.", "Its roots lay in {cause}.", "The cause: {cause}.", "Blame fell on {cause}."] as const;
export const END_LINES = ["It ended in {outcome}.", "The end was {outcome}.", "In the end came {outcome}.", "It closed with {outcome}."] as const;
export const AFTER_LINES = ["It left behind {list}.", "Its legacy: {list}.", "After it came {list}.", "It is why there is {list}."] as const;
