// The religion kind's archetypes: each fixes the theism, the domains its chief god may hold and
// how the faith stands with the powers of the land (established, tolerated or outlawed).
import type { Archetype } from "../../core/archetype.js";
import type { Setting } from "../../core/options.js";
import type { Domain } from "./domains.js";
import type { Theism } from "./words.js";

export type Stance = "established" | "tolerated" | "outlawed";

export interface FaithArchetype extends Archetype {
  readonly theism: Theism;
  /** Domains the chief god may hold. */
  readonly chief: readonly Domain[];
  readonly stance: Stance;
}

export const FAITH_ARCHETYPES: readonly FaithArchetype[] = [
  { id: "harvest-church", label: "Harvest church", theism: "polytheist", chief: ["the harvest", "the hearth", "the dawn"], stance: "established" },
  { id: "sea-gods", label: "Sea-folk gods", theism: "polytheist", chief: ["the sea", "storms", "roads and trade"], stance: "tolerated" },
  { id: "market-gods", label: "Gods of road and market", theism: "polytheist", chief: ["roads and trade", "the forge", "the moon"], stance: "tolerated" },
  { id: "war-pantheon", label: "War pantheon", theism: "polytheist", chief: ["war", "storms", "the forge"], stance: "established" },
  { id: "sun-god", label: "One god of the dawn", theism: "monotheist", chief: ["the dawn", "healing"], stance: "established" },
  { id: "judge-of-dead", label: "The judge of the dead", theism: "monotheist", chief: ["death", "secrets"], stance: "established" },
  { id: "healer-god", label: "A healer's faith", theism: "monotheist", chief: ["healing", "the hearth"], stance: "tolerated" },
  { id: "war-god", label: "A war god's creed", theism: "monotheist", chief: ["war", "the forge"], stance: "established" },
  { id: "mystery-cult", label: "Mystery cult", theism: "monotheist", chief: ["secrets", "the moon", "death"], stance: "outlawed" },
  { id: "twin-gods", label: "Twin gods", theism: "dualist", chief: ["the dawn", "the moon", "storms"], stance: "tolerated" },
  { id: "dark-twin", label: "Heresy of the dark twin", theism: "dualist", chief: ["death", "secrets", "war"], stance: "outlawed" },
  { id: "spirit-ways", label: "Spirit ways", theism: "animist", chief: ["storms", "the sea", "the harvest", "the moon"], stance: "tolerated" },
  { id: "hidden-spirits", label: "Forbidden spirit rites", theism: "animist", chief: ["secrets", "healing", "the moon"], stance: "outlawed" },
  { id: "ancestor-halls", label: "Ancestor halls", theism: "ancestor", chief: ["death", "the hearth"], stance: "established" },
  { id: "forge-fathers", label: "Forge-fathers", theism: "ancestor", chief: ["the forge", "the hearth", "roads and trade"], stance: "tolerated" },
];

/** How a faith stands with the powers of the land, by setting and stance. */
export const STANDING: Readonly<Record<Setting, Readonly<Record<Stance, readonly string[]>>>> = {
  "high-fantasy": {
    established: ["Its high priest crowns kings.", "Kings kneel at its altars.", "No ruler dares offend it."],
    tolerated: ["The crown taxes it heavily.", "It feuds with the crown.", "Lords suffer it, grudgingly."],
    outlawed: ["The capital outlaws it.", "Its priests hang if caught.", "Exile awaits its priests."],
  },
  "dark-fantasy": {
    established: ["Its inquisitors answer to nobody.", "It owns half the land.", "Every baron fears it."],
    tolerated: ["Lords pay it for meek tenants.", "The bishop suffers it, for now.", "It buys its peace in silver."],
    outlawed: ["It is hunted as heresy.", "Its faithful burn when found.", "It hides from the witch-finders."],
  },
  "science-fiction": {
    established: ["It runs the colony schools.", "Its chaplains hold rank.", "Station law protects it."],
    tolerated: ["The Fleet tolerates it aboard.", "The Senate watches it.", "Its permits renew each cycle."],
    outlawed: ["Corporate charters ban it.", "Its signals are jammed.", "Security raids its meetings."],
  },
  modern: {
    established: ["It is tax-exempt.", "Politicians court its voters.", "It runs the food banks."],
    tolerated: ["It fights zoning boards.", "The state ignores it.", "Critics call it a cult."],
    outlawed: ["Prosecutors call it a criminal cult.", "It is banned by name.", "Its leaders are in hiding."],
  },
  steampunk: {
    established: ["Parliament grants it a seat.", "The Queen attends its services.", "It blesses every engine."],
    tolerated: ["Mill owners fund it.", "Reformers call it a relic.", "Parliament debates it yearly."],
    outlawed: ["The colonies ban it.", "The constabulary raid its halls.", "It meets behind the gasworks."],
  },
  "post-apocalyptic": {
    established: ["It rules the settlement.", "It is the only law.", "Warlords wear its sign."],
    tolerated: ["Raiders leave it alone.", "The council barely tolerates it.", "It trades blessings for water."],
    outlawed: ["Settlements shoot its preachers.", "It wanders, driven from every gate.", "Its sign is a death warrant."],
  },
  mythic: {
    established: ["The king is its priest.", "It speaks for the gods.", "Its oracle picks kings."],
    tolerated: ["Heroes need its blessing.", "Cities war over its shrines.", "Tyrants fear its curses."],
    outlawed: ["The tyrant has forbidden it.", "Its shrines were torn down.", "Its priests are exiles."],
  },
};
