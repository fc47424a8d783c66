// The tattoo kind's archetypes: a kind of mark (a record of a deed, an oath, a ward, a rite of
// passage) fixing where it is worn, the styles it is done in, what its name calls it and how its
// meaning is said, so a ward is a prayer worn at the throat and a deed mark a record on the arm.
import type { Archetype } from "../../core/archetype.js";
import type { Setting } from "../../core/options.js";
import type { Style } from "./words.js";

export interface TattooArchetype extends Archetype {
  readonly placements: readonly string[];
  readonly styles: readonly Style[];
  /** What its name calls it: "Oath", "Ward". */
  readonly marks: readonly string[];
  /** How its meaning is said ({deed}, {promise}, {promise2}). */
  readonly meanings: readonly string[];
}

export const ARCHETYPES: readonly TattooArchetype[] = [
  {
    id: "deed",
    label: "Deed mark",
    placements: ["on the inside of the forearm", "across the shoulder blades", "on the back of the hand", "along the ribs", "around the ankle"],
    styles: ["blackwork", "linework", "dotwork", "scarification"],
    marks: ["Mark", "Brand", "Token", "Tally"],
    meanings: [
      "It marks one who has {deed}.",
      "Plainly put, its bearer has {deed}.",
      "Those who have {deed} wear it.",
      "It records that the bearer has {deed}.",
      "Its lines say the bearer has {deed}.",
    ],
  },
  {
    id: "oath",
    label: "Oath mark",
    placements: ["over the heart", "around the left wrist", "on the inside of the forearm", "across the collarbones"],
    styles: ["script", "linework", "blackwork"],
    marks: ["Oath", "Promise", "Seal", "Vow"],
    meanings: ["Its meaning is simple: {promise}.", "It is a vow that {promise}.", "Its bearer swears that {promise}.", "Taken, it binds: {promise}."],
  },
  {
    id: "ward",
    label: "Ward",
    placements: ["circling the throat", "behind the ear", "on the sole of the foot", "down the spine", "across the scalp"],
    styles: ["dotwork", "script", "painted", "linework"],
    marks: ["Ward", "Seal", "Charm", "Guard"],
    meanings: [
      "A prayer: may the bearer {promise2}.",
      "It asks that its bearer {promise2}.",
      "Each line begs that the bearer {promise2}.",
      "Its makers hope its bearer will {promise2}.",
    ],
  },
  {
    id: "passage",
    label: "Rite-of-passage mark",
    placements: ["along the jaw", "across the collarbones", "across the shoulder blades", "along the ribs", "on the back of the hand"],
    styles: ["scarification", "blackwork", "dotwork", "painted"],
    marks: ["Sign", "Mark", "Crossing", "Coming"],
    meanings: [
      "It marks one who has {deed}, and promises that {promise}.",
      "Those who have {deed} wear it, so that {promise}.",
      "It records that the bearer has {deed}; it asks that they {promise2}.",
      "Wear it and {promise}; earn it by having {deed}.",
    ],
  },
];

/** Where each setting starts the table, so a seed draws another kind of mark in another setting. */
const OFFSET: Readonly<Record<Setting, number>> = {
  "high-fantasy": 0,
  "dark-fantasy": 1,
  "science-fiction": 2,
  modern: 3,
  steampunk: 1,
  "post-apocalyptic": 2,
  mythic: 3,
};

/** The archetypes that allow a style (or all), in the order a setting draws them. */
export function archetypesOf(style: Style | "any", setting: Setting): readonly TattooArchetype[] {
  const all = style === "any" ? ARCHETYPES : ARCHETYPES.filter((a) => a.styles.includes(style));
  const k = OFFSET[setting] % all.length;
  return [...all.slice(k), ...all.slice(0, k)];
}
