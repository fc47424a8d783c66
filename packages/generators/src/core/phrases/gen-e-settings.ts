// Content keyed by setting for the kinds whose family pools ("old" = every sword-and-sorcery
// setting) read the same in high fantasy, dark fantasy, steampunk and mythic: those three get
// their own pools, the others keep their family's.
import type { Setting } from "../options.js";
import { familyOf, type ByFamily } from "./setting-families.js";

/** The settings that share the "old" family but must not read like high fantasy. */
export type OldSetting = "dark-fantasy" | "steampunk" | "mythic";
/** Content for the three old-world settings that differ from high fantasy. */
export type ByOld<T> = Readonly<Record<OldSetting, T>>;

export function isOldSetting(s: Setting): s is OldSetting {
  return s === "dark-fantasy" || s === "steampunk" || s === "mythic";
}

/** The pool for a setting: its own for dark fantasy, steampunk and mythic, else its family's. */
export function forSetting<T>(setting: Setting, family: ByFamily<T>, old: ByOld<T>): T {
  return isOldSetting(setting) ? old[setting] : family[familyOf(setting)];
}
