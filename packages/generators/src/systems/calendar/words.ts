// Words for calendars: month and weekday name parts, moons, seasons, eras, holidays.
import type { Setting } from "../../core/options.js";

export const MONTH_HEADS = ["Frost", "Snow", "Thaw", "Seed", "Rain", "Bloom", "Green", "Sun", "High", "Hay", "Harvest", "Leaf", "Mist", "Ember", "Dark", "Wolf", "Storm", "Ice", "Lamb", "Bee", "Flower", "Gold", "Reap", "Wane", "Star", "Ash", "Salt", "Tide", "Wind", "Hearth", "Plough", "Barley", "Apple", "Vine", "Hunt", "Rime", "Cinder", "Bright", "Long", "Still"] as const;
export const MONTH_TAILS = ["moon", "month", "tide", "wane", "fall", "rise", "mark", "turn", "fast", "feast", "reach", "ward", "dawn", "song", "keep", "wake"] as const;
/** Every head joined with every tail: MONTH_COMPOUNDS[head][tail]. */
export const MONTH_COMPOUNDS: readonly (readonly string[])[] = MONTH_HEADS.map((h) => MONTH_TAILS.map((t) => h + t));
export const TECH_MONTHS = ["Cycle", "Phase", "Quarter", "Interval", "Period", "Span", "Segment", "Rotation"] as const;
export const GREEK_LIKE = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta", "Eta", "Theta", "Iota", "Kappa", "Lambda", "Mu", "Nu", "Xi", "Omicron", "Pi", "Rho", "Sigma", "Tau", "Upsilon"] as const;

export const WEEKDAY_ROOTS = ["Sun", "Moon", "Star", "Fire", "Water", "Stone", "Wind", "Tree", "Iron", "Gold", "Crown", "Hearth", "Market", "Rest", "Forge", "Seed", "Bread", "Sword", "Song", "Prayer", "Lamp", "Wheel", "Anvil", "Harp"] as const;
export const WEEKDAY_TAILS = ["day", "sday", "'s day", "tide", "morn"] as const;

export const MOON_NAMES = ["Selunel", "the Pale Lady", "Orrin", "the Hunter's Eye", "Vasht", "the Little Sister", "Myrren", "the Red Wanderer", "Ilth", "the Lantern", "Caddo", "the Hollow Moon", "Esk", "the Silver Coin", "Thessa", "the Widow's Lamp", "Brann", "the Mote", "Quill", "the Blue Stranger"] as const;

export const SEASON_SETS = [
  ["Winter", "Spring", "Summer", "Autumn"],
  ["the Cold", "the Thaw", "the Long Light", "the Harvest", "the Dimming"],
  ["the Dry", "the Rains"],
  ["Sowing", "Growing", "Reaping", "Resting"],
  ["the Frost", "the Bloom", "the Burn", "the Fall", "the Dark", "the Waking"],
  ["Flood", "Growth", "Harvest"],
] as const;

export const ERA_PATTERNS = [
  ["Age of {x}", "A{i}"],
  ["Years of the {x}", "Y{i}"],
  ["{x} Reckoning", "{i}R"],
  ["After the {x}", "A{i}"],
  ["Reign of the {x}", "R{i}"],
  ["Era of {x}", "E{i}"],
] as const;

export const ERA_SUBJECTS: Readonly<Record<Setting, readonly string[]>> = {
  "high-fantasy": ["Crowns", "Dragons", "the Founding", "the Seven Kings", "Silver", "the Elder Tree", "the Covenant", "Heroes", "the Sundering", "the High Throne"],
  "dark-fantasy": ["Ash", "the Plague", "the Black Sun", "Wolves", "the Long Night", "the Drowned King", "Chains", "the Red Harvest", "Sorrow", "the Broken Seal"],
  "science-fiction": ["Landfall", "the Launch", "the Union", "the Blackout", "Expansion", "the Treaty", "the Signal", "the Colony Charter", "the Collapse", "the Gate"],
  modern: ["the Republic", "the Charter", "the Revolution", "Independence", "the Union", "the Reform", "the Accord", "the Railway", "the Constitution", "the Settlement"],
  steampunk: ["Steam", "the Engine", "Brass", "the Great Exhibition", "the Guild Charter", "the Airship", "the Foundry", "Coal", "the Patent", "the Clockwork Crown"],
  "post-apocalyptic": ["the Fall", "the Bombs", "the Ashfall", "the Long Winter", "the Vaults", "the Rebuilding", "the Dust", "the Silence", "the Exodus", "Salvage"],
  mythic: ["the Titans", "the First Flame", "the Flood", "the Sky Father", "the Serpent", "Giants", "the World Tree", "the Gods' Departure", "the Twin Suns", "Heroes"],
};

export const EPOCHS: Readonly<Record<Setting, readonly string[]>> = {
  "high-fantasy": ["the crowning of the first High King", "the signing of the Covenant of Nine", "the founding of the capital", "the last flight of the dragons", "the day the elder tree first flowered"],
  "dark-fantasy": ["the night the sun went black", "the burning of the old capital", "the first plague winter", "the sealing of the underworld gate", "the death of the last saint"],
  "science-fiction": ["the first landing on this world", "the ratification of the Union Charter", "the launch of the first colony ship", "the first signal from beyond the system", "the restart of the great reactor"],
  modern: ["the declaration of independence", "the founding of the republic", "the adoption of the constitution", "the end of the great war", "the opening of the first railway"],
  steampunk: ["the first successful steam engine", "the charter of the Engineers' Guild", "the Great Exhibition", "the maiden voyage of the first airship", "the lighting of the city's gas lamps"],
  "post-apocalyptic": ["the day the bombs fell", "the opening of the vault doors", "the first harvest after the long winter", "the founding of the first walled town", "the last broadcast of the old world"],
  mythic: ["the day the gods walked the earth", "the end of the great flood", "the theft of fire", "the first dawn", "the slaying of the world serpent"],
};

export const HOLIDAY_NAMES = ["Lantern Night", "the Feast of First Bread", "Founders' Day", "the Day of Masks", "Longest Night", "the Blessing of the Boats", "Kindling Day", "the Silent Vigil", "Harvest Home", "the Fool's Crowning", "Remembrance Day", "the Festival of Kites", "Oathday", "the Night of Open Doors", "the Burning of the Old Year", "Flower Morning", "the Ancestors' Supper", "the Hunt Moon Feast", "Salt Day", "the Bell Festival"] as const;
export const OBSERVANCES = [
  "families leave a light in every window until dawn",
  "work stops at noon and the streets fill with music",
  "old debts are forgiven and new oaths sworn",
  "people wear masks and may speak freely to their betters",
  "the dead are remembered with an empty seat at the table",
  "children go door to door with songs and are given sweets",
  "bonfires are lit on the hills and young people leap over them",
  "the first loaf of the harvest is broken and shared with strangers",
  "fishing boats are decked with ribbons and blessed at the quay",
  "a fool is crowned for a day and his decrees must be obeyed",
  "no fire may be lit from dusk to dusk",
  "everyone eats outdoors, whatever the weather",
] as const;
