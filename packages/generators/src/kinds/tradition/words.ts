// Word lists and templates for the tradition generator (our own writing).

export const TYPES = ["festival", "rite of passage", "mourning custom", "harvest rite", "courtship custom", "seasonal observance"] as const;
export type TraditionType = (typeof TYPES)[number];

export const NAME_NOUNS: Record<TraditionType, readonly string[]> = {
  festival: ["Feast", "Fair", "Revel", "Night", "Carnival"],
  "rite of passage": ["Walk", "Vigil", "Naming", "Crossing", "Trial"],
  "mourning custom": ["Wake", "Lament", "Dirge", "Silence", "Farewell"],
  "harvest rite": ["Sheaf", "Gathering", "Last Cut", "Threshing", "Bounty"],
  "courtship custom": ["Ribbon Dance", "Token Day", "Match", "Rose Walk", "Promise"],
  "seasonal observance": ["Turning", "Long Night", "Thaw", "Kindling", "Greening"],
};
export const NAME_ADJ = [
  "Lantern",
  "Salt",
  "Ember",
  "Silver",
  "Crow",
  "Honey",
  "Ash",
  "Bell",
  "Candle",
  "Thorn",
  "River",
  "Moon",
  "Bread",
  "Iron",
  "Willow",
  "Frost",
];
