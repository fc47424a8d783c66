// The class kind's archetypes: each is a coherent kind of class (a sword-sworn duellist, an
// oath-bound warden, a hedge witch, a void pilot, …) that fixes its role, hit die, primary
// abilities, saving throws, the reach of its features, its playstyle and a ladder of features in
// power order; its kits (one per setting it belongs to) fix what it is called there, its armour,
// weapons and skills, the resource its features spend and its paths. An archetype belongs to the
// settings it has a kit for. The tables themselves are in table-*.ts, the features in features-*.ts.
import type { Setting } from "../../core/options.js";
import type { ClassArchetype, ClassFamily, Kit } from "./shape.js";
import { OLD_A } from "./table-old-a.js";
import { OLD_B } from "./table-old-b.js";
import { WIDE_A } from "./table-wide-a.js";
import { WIDE_B } from "./table-wide-b.js";
import { WIDE_C } from "./table-wide-c.js";
import { NEW_ARCHETYPES } from "./table-new.js";

export * from "./shape.js";

export const ARCHETYPES: readonly ClassArchetype[] = [...OLD_A, ...OLD_B, ...WIDE_A, ...WIDE_B, ...WIDE_C, ...NEW_ARCHETYPES];

/** Where each setting starts its table, so the same seed draws another archetype in another setting. */
const OFFSET: Readonly<Record<Setting, number>> = {
  "high-fantasy": 0,
  "dark-fantasy": 5,
  "science-fiction": 3,
  modern: 3,
  steampunk: 4,
  "post-apocalyptic": 4,
  mythic: 3,
};

/** The archetypes a setting knows (of a family, when the option asks for one and the setting has it). */
export function archetypesOf(setting: Setting, family: ClassFamily | "any"): readonly ClassArchetype[] {
  const all = ARCHETYPES.filter((a) => a.kits[setting] !== undefined);
  const own = family === "any" ? all : all.filter((a) => a.family === family);
  const pool = own.length > 0 ? own : all;
  const k = OFFSET[setting] % pool.length;
  return [...pool.slice(k), ...pool.slice(0, k)];
}

/** The archetype's kit in a setting (a locked archetype from elsewhere falls back to its first). */
export function kitOf(a: ClassArchetype, setting: Setting): Kit {
  return a.kits[setting] ?? (Object.values(a.kits)[0] as Kit);
}
