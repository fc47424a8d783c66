// The material kind's archetypes: a kind of stuff (hard metal, lightwood, charged crystal, armour
// hide, …) fixing its type and the properties it may have, so no wood is both "hard as iron" and
// "carves like butter", and no metal both "harder than steel" and "melts at a low heat".
import type { Archetype } from "../../core/archetype.js";
import type { Setting } from "../../core/options.js";
import type { MaterialType } from "./words.js";

export interface MaterialArchetype extends Archetype {
  readonly type: MaterialType;
  /** Properties that can stand together (three are drawn). */
  readonly props: readonly string[];
}

const a = (id: string, label: string, type: MaterialType, props: readonly string[]): MaterialArchetype => ({ id, label, type, props });

export const ARCHETYPES: readonly MaterialArchetype[] = [
  a("hard-metal", "Hard metal", "metal", ["is harder than steel", "rings like a bell", "never rusts", "holds an edge for years", "draws lightning"]),
  a("soft-metal", "Soft metal", "metal", ["is light as ash", "warms in the hand", "bends without breaking", "melts at a low heat", "never rusts"]),
  a("dense-stone", "Dense stone", "stone", ["takes a high polish", "is heavy as lead", "never erodes", "resists fire entirely", "stays cool in any heat"]),
  a("strange-stone", "Strange stone", "stone", [
    "drinks in sound",
    "glows faintly at night",
    "slowly mends its own cracks",
    "splits in clean sheets",
    "stays cool in any heat",
  ]),
  a("hardwood", "Hardwood", "wood", ["never rots", "is hard as iron", "will not burn", "smells of honey", "sings when the wind blows"]),
  a("lightwood", "Lightwood", "wood", ["floats like cork", "bends without breaking", "carves like butter", "grows back where cut", "smells of honey"]),
  a("strong-fibre", "Strong fibre", "fibre", ["is stronger than rope", "cannot be cut by a common blade", "never tangles", "repels water"]),
  a("fine-fibre", "Fine fibre", "fibre", ["is light as mist", "takes any dye", "shines in moonlight", "breathes in the heat", "is warm even when wet"]),
  a("clear-crystal", "Clear crystal", "crystal", ["bends light into colours", "is clear as water", "glows when struck", "grows brittle in moonlight"]),
  a("charged-crystal", "Charged crystal", "crystal", [
    "holds heat for days",
    "hums when touched",
    "conducts thought",
    "stores a charge",
    "cannot be seen by spirits",
  ]),
  a("armour-hide", "Armour hide", "hide", ["turns blades", "shrugs off fire", "is hard as horn when dried", "heals small tears itself"]),
  a("supple-hide", "Supple hide", "hide", ["stays supple for decades", "repels water", "smells of the sea", "changes colour with mood", "is light as cloth"]),
];

/** Where each setting starts the table, so a seed draws another kind of stuff in another setting. */
const OFFSET: Readonly<Record<Setting, number>> = {
  "high-fantasy": 0,
  "dark-fantasy": 5,
  "science-fiction": 3,
  modern: 7,
  steampunk: 9,
  "post-apocalyptic": 2,
  mythic: 11,
};

/** The archetypes of one type, or all in the order a setting draws them. */
export function archetypesOf(type: MaterialType | "any", setting: Setting): readonly MaterialArchetype[] {
  if (type !== "any") return ARCHETYPES.filter((x) => x.type === type);
  const k = OFFSET[setting];
  return [...ARCHETYPES.slice(k), ...ARCHETYPES.slice(0, k)];
}
