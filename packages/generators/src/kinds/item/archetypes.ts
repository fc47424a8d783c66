// The item kind's archetypes: one per kind of thing (weapon, armour, trinket, tool, vessel,
// garment, instrument, book), each fixing how much such a thing weighs and what it may be made of,
// so a codex is of vellum and weighs a few pounds, and a ring never weighs twelve.
import type { Archetype } from "../../core/archetype.js";
import type { Setting } from "../../core/options.js";
import type { Family } from "../../core/phrases/setting-families.js";
import type { ItemType } from "./words.js";

export interface ItemArchetype extends Archetype {
  readonly type: ItemType;
  /** Weight in tenths of a pound. */
  readonly tenths: readonly [number, number];
  /** Its own stuff, by setting family. */
  readonly stuff: Readonly<Record<Family, readonly string[]>>;
  /** Whether the setting's precious materials (moonsilver, dragonbone, …) suit it too. */
  readonly hard: boolean;
}

export const ARCHETYPES: readonly ItemArchetype[] = [
  {
    id: "weapon",
    label: "Weapon",
    type: "weapon",
    tenths: [10, 80],
    hard: true,
    stuff: {
      old: ["pattern-welded steel", "bronze", "yew and horn", "black iron"],
      now: ["blued steel", "carbon fibre", "polymer and steel", "machined aluminium"],
      fallen: ["sharpened rebar", "scrap steel", "a car spring", "taped pipe"],
      future: ["monomolecular alloy", "ceramic composite", "plasma-forged steel", "smart polymer"],
    },
  },
  {
    id: "armour",
    label: "Armour",
    type: "armour",
    tenths: [30, 250],
    hard: true,
    stuff: {
      old: ["riveted steel", "boiled leather", "bronze plates", "mail links"],
      now: ["aramid fibre", "ceramic plate", "moulded polymer", "steel plate"],
      fallen: ["road-sign steel", "tyre rubber", "riot plate", "car leather"],
      future: ["nano-laminate", "graphene weave", "ceramic plate", "reactive gel"],
    },
  },
  {
    id: "trinket",
    label: "Trinket",
    type: "trinket",
    tenths: [1, 5],
    hard: true,
    stuff: {
      old: ["gold", "silver", "amber", "carved bone"],
      now: ["sterling silver", "rose gold", "enamel", "platinum"],
      fallen: ["bent wire", "bottle glass", "salvaged silver", "a circuit board"],
      future: ["iridium", "printed polymer", "lab-grown crystal", "titanium"],
    },
  },
  {
    id: "tool",
    label: "Tool",
    type: "tool",
    tenths: [5, 60],
    hard: true,
    stuff: {
      old: ["brass", "iron", "ash wood and iron", "lodestone"],
      now: ["chrome steel", "hard plastic", "aluminium", "brass"],
      fallen: ["scrap steel", "salvaged brass", "taped plastic", "rusted iron"],
      future: ["smart alloy", "ceramic composite", "titanium", "printed polymer"],
    },
  },
  {
    id: "vessel",
    label: "Vessel",
    type: "vessel",
    tenths: [5, 40],
    hard: true,
    stuff: {
      old: ["fired clay", "hammered silver", "horn", "green glass"],
      now: ["stainless steel", "blown glass", "enamelled tin", "porcelain"],
      fallen: ["a dented can", "scratched plastic", "salvaged glass", "beaten tin"],
      future: ["vacuum glass", "titanium", "printed polymer", "smart ceramic"],
    },
  },
  {
    id: "garment",
    label: "Garment",
    type: "garment",
    tenths: [5, 50],
    hard: false,
    stuff: {
      old: ["fine wool", "spider-silk", "oiled leather", "velvet"],
      now: ["waxed cotton", "leather", "merino wool", "denim"],
      fallen: ["patched canvas", "parachute nylon", "car leather", "salvaged denim"],
      future: ["thermoweave", "smart fabric", "nanofibre silk", "light-thread"],
    },
  },
  {
    id: "instrument",
    label: "Instrument",
    type: "instrument",
    tenths: [5, 80],
    hard: true,
    stuff: {
      old: ["maple and gut strings", "hollow bone", "spruce and ebony", "goat hide and oak"],
      now: ["spruce and steel strings", "brass", "lacquered wood", "chrome and plastic"],
      fallen: ["a fuel can and wire", "scrap brass", "salvaged wood", "pipe and tin"],
      future: ["resonant crystal", "printed polymer", "carbon fibre", "smart alloy"],
    },
  },
  {
    id: "book",
    label: "Book",
    type: "book",
    tenths: [10, 60],
    hard: false,
    stuff: {
      old: ["vellum bound in oak boards", "calfskin and vellum", "palm leaf and cord", "parchment in a leather wrap"],
      now: ["cloth-bound paper", "leather and paper", "waterproof paper", "cardboard and glue"],
      fallen: ["scavenged paper and tape", "a ledger of mixed pages", "waterlogged paper", "cardboard covers"],
      future: ["smart paper", "polymer sheets", "a crystal data slate", "printed film"],
    },
  },
];

export const archetypeFor = (type: ItemType): ItemArchetype => ARCHETYPES.find((a) => a.type === type) as ItemArchetype;

/** Where each setting starts the table, so a seed draws another kind of thing in another setting. */
const OFFSET: Readonly<Record<Setting, number>> = {
  "high-fantasy": 0,
  "dark-fantasy": 3,
  "science-fiction": 5,
  modern: 2,
  steampunk: 6,
  "post-apocalyptic": 1,
  mythic: 4,
};

/** The archetypes in the order a setting draws them. */
export function archetypesFor(setting: Setting): readonly ItemArchetype[] {
  const k = OFFSET[setting];
  return [...ARCHETYPES.slice(k), ...ARCHETYPES.slice(0, k)];
}
