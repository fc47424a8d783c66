// The government kind's archetypes: each fixes the form of rule, the scales it comes in, what the
// state calls itself, and its capital — how many live there and who governs it for the state.
import type { Archetype } from "../../core/archetype.js";
import type { GovType, Scale } from "./words.js";

export interface GovArchetype extends Archetype {
  readonly type: GovType;
  readonly scales: readonly Scale[];
  /** What the state calls itself ("Kingdom", "Holy See"), fitting its form of rule. */
  readonly nouns: readonly string[];
  /** Who runs the capital for the state: "the Lord Mayor", "a temple prefect". */
  readonly capitalRuler: readonly string[];
  /** The ruler's titles where the form of rule's own would be wrong (no king in a principality). */
  readonly titles?: readonly string[];
  /** Who makes the laws, where the form of rule's own would be wrong (a city council is its own). */
  readonly legislature?: readonly string[];
}

export const GOV_ARCHETYPES: readonly GovArchetype[] = [
  {
    id: "kingdom",
    label: "Hereditary kingdom",
    type: "monarchy",
    scales: ["realm"],
    nouns: ["Kingdom", "Realm", "Crown"],
    capitalRuler: ["a royal governor", "the king's reeve", "a lord chamberlain"],
  },
  {
    id: "principality",
    label: "City principality",
    type: "monarchy",
    scales: ["city"],
    nouns: ["Principality", "Duchy"],
    capitalRuler: ["the ruler's own household", "a palace steward"],
    titles: ["Prince", "Princess", "Duke", "Duchess", "Prince-Regent"],
  },
  {
    id: "city-republic",
    label: "City republic",
    type: "republic",
    scales: ["city"],
    nouns: ["Free City", "Republic", "Commune"],
    capitalRuler: ["its elected magistrates", "a board of aldermen"],
  },
  {
    id: "republic",
    label: "Federal republic",
    type: "republic",
    scales: ["realm", "empire"],
    nouns: ["Republic", "Commonwealth", "Federation"],
    capitalRuler: ["an elected mayor", "a district council"],
  },
  {
    id: "temple-city",
    label: "Temple city",
    type: "theocracy",
    scales: ["city"],
    nouns: ["Holy City", "Temple-State"],
    capitalRuler: ["the high temple's prefect", "a conclave of priests"],
  },
  {
    id: "holy-realm",
    label: "Holy realm",
    type: "theocracy",
    scales: ["realm", "empire"],
    nouns: ["Holy See", "Sacred Dominion", "Temple-State"],
    capitalRuler: ["a cathedral chapter", "the temple prefect"],
  },
  {
    id: "merchant-oligarchy",
    label: "Merchant oligarchy",
    type: "oligarchy",
    scales: ["city", "realm"],
    nouns: ["Signoria", "Compact", "Merchant League"],
    capitalRuler: ["the guild masters", "a syndic of the great houses"],
  },
  {
    id: "council-of-clans",
    label: "Council of clans",
    type: "council",
    scales: ["realm"],
    nouns: ["Moot", "Confederacy", "League"],
    capitalRuler: ["the host clan's elders", "a moot-warden"],
  },
  {
    id: "city-council",
    label: "City council",
    type: "council",
    scales: ["city"],
    nouns: ["Council", "Commune"],
    capitalRuler: ["the council itself", "ward speakers"],
    legislature: ["the council itself, one seat per ward", "the full council in open session", "the council and its ward speakers"],
  },
  {
    id: "conquest-empire",
    label: "Empire of conquest",
    type: "empire",
    scales: ["empire"],
    nouns: ["Empire", "Imperium", "Hegemony"],
    capitalRuler: ["an imperial prefect", "the palace chamberlain"],
  },
  {
    id: "client-empire",
    label: "Empire of client states",
    type: "empire",
    scales: ["empire", "realm"],
    nouns: ["Empire", "Union of Crowns", "Imperium"],
    capitalRuler: ["an imperial prefect", "a viceroy"],
  },
  {
    id: "junta",
    label: "Military junta",
    type: "junta",
    scales: ["realm", "city"],
    nouns: ["Directorate", "Command", "Protectorate"],
    capitalRuler: ["a garrison commander", "the military governor"],
  },
];

/** A capital's head count by the state's scale, inclusive. */
export const CAPITAL_POP: Readonly<Record<Scale, readonly [number, number]>> = {
  city: [20000, 90000],
  realm: [40000, 160000],
  empire: [150000, 400000],
};
/** How much smaller capitals are where the world is smaller (bronze-age cities, wasteland holds). */
export const POP_DIVISOR: Readonly<Partial<Record<string, number>>> = { mythic: 5, "post-apocalyptic": 10 };
/** The capital's head count range for a scale in a setting. */
export function capitalRange(scale: Scale, setting: string): readonly [number, number] {
  const [lo, hi] = CAPITAL_POP[scale];
  const d = POP_DIVISOR[setting] ?? 1;
  return [lo / d, hi / d];
}
/** Troops and ships (or war machines) a state of each scale keeps under arms. */
export const FORCES: Readonly<Record<Scale, { readonly troops: readonly [number, number]; readonly ships: readonly [number, number] }>> = {
  city: { troops: [300, 3000], ships: [6, 40] },
  realm: { troops: [4000, 30000], ships: [20, 160] },
  empire: { troops: [30000, 200000], ships: [150, 900] },
};

/** Science-fiction names for states whose old-world names would be out of place. */
export const SF_NOUN: Readonly<Record<string, string>> = {
  Kingdom: "Sovereignty",
  Realm: "Dominion",
  Crown: "Throneworld",
  Duchy: "Protectorate",
  Principality: "Protectorate",
  "Union of Crowns": "Union of Worlds",
};
