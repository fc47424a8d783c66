// The technology kind's archetypes: one per tech level and category (medieval signalling, modern
// power, …), each fixing the era and the devices it may be; each device's own facts (facts-*.ts)
// then fix what it does, how it works, what drives it, its limits, danger and scale of cost, so a
// windmill never fouls the air and a semaphore tower never runs on a courier's horse.
import type { Archetype } from "../../core/archetype.js";
import { CATEGORIES, DEVICES, LEVELS, type Category, type TechLevel } from "./words.js";
import { DARK_DEVICES } from "./words-dark.js";
import type { DeviceFacts } from "./facts.js";
import { EARLY_FACTS, GRIM_FACTS } from "./facts-early.js";
import { LATE_FACTS } from "./facts-late.js";
import { MORE_FACTS } from "./facts-more.js";

export interface TechArchetype extends Archetype {
  readonly level: TechLevel;
  readonly category: Category;
  readonly dark: boolean;
  readonly devices: readonly string[];
}

const LEVEL_LABEL: Readonly<Record<TechLevel, string>> = {
  primitive: "Early",
  medieval: "Medieval",
  industrial: "Industrial",
  modern: "Modern",
  futuristic: "Future",
};
/** A word for the category that is not the category itself, so the rows do not repeat. */
const CATEGORY_LABEL: Readonly<Record<Category, string>> = {
  transport: "travel",
  communication: "signalling",
  medicine: "healing",
  agriculture: "farming",
  warfare: "war craft",
  energy: "power",
  construction: "building",
  computation: "reckoning",
};

export const ARCHETYPES: readonly TechArchetype[] = [
  ...LEVELS.flatMap((level) =>
    CATEGORIES.map((category) => ({
      id: `${level}-${category}`,
      label: `${LEVEL_LABEL[level]} ${category === "computation" && (level === "modern" || level === "futuristic") ? "computing" : CATEGORY_LABEL[category]}`,
      level,
      category,
      dark: false,
      devices: DEVICES[level][category],
    })),
  ),
  ...CATEGORIES.map((category) => ({
    id: `grim-${category}`,
    label: `Grim-age ${CATEGORY_LABEL[category]}`,
    level: "medieval" as const,
    category,
    dark: true,
    devices: DARK_DEVICES[category],
  })),
];

const FACTS: Readonly<Record<string, DeviceFacts>> = { ...EARLY_FACTS, ...GRIM_FACTS, ...LATE_FACTS, ...MORE_FACTS };

/** The facts of a device (every device of every archetype has them; see the kind's tests). */
export function factsOf(device: string): DeviceFacts {
  const f = FACTS[device];
  if (!f) throw new Error(`technology: no facts for device "${device}"`);
  return f;
}

/** Devices named by a mass noun: "Portland cement of …", not "a Portland cement"; "afford it", not "one". */
const MASS = new Set([
  "three-field rotation",
  "drip irrigation",
  "reinforced concrete",
  "foam-steel",
  "Portland cement",
  "gene therapy",
  "beamed power",
  "nanite mortar",
  "vat meat culture",
  "body armour",
  "distilled spirit wash",
  "willow-bark tincture",
]);
export const isMass = (device: string): boolean => MASS.has(device);

/** The power sources a device can run on. */
export function powersOf(device: string): readonly string[] {
  return factsOf(device).powers;
}

/** The archetypes of a level; dark fantasy's medieval craft is its own. */
export function archetypesOf(level: TechLevel, darkSetting: boolean): readonly TechArchetype[] {
  const dark = darkSetting && level === "medieval";
  return ARCHETYPES.filter((a) => a.level === level && a.dark === dark);
}
