// Content keyed by setting on top of content keyed by setting family. A kind writes its pools for
// the four families (old, now, fallen, future); the settings that share the "old" family (dark
// fantasy, steampunk, mythic) add pools of their own, so they read as their own genre and not as
// high fantasy. Any other setting may add its own pool the same way.
import type { Setting } from "../options.js";
import { familyOf, type ByFamily } from "./setting-families.js";

/** Pools for settings that need their own, over the family's. */
export type OwnPools<T> = Readonly<Partial<Record<Setting, T>>>;

/** The settings that share the "old" family but must not read like high fantasy. */
export type OldSetting = "dark-fantasy" | "steampunk" | "mythic";
/** Content for the three old-world settings that differ from high fantasy. */
export type ByOld<T> = Readonly<Record<OldSetting, T>>;

export function isOldSetting(s: Setting): s is OldSetting {
  return s === "dark-fantasy" || s === "steampunk" || s === "mythic";
}

/** The setting's own pool when it has one, else its family's. */
export function forSetting<T>(setting: Setting, byFamily: ByFamily<T>, own: OwnPools<T>): T {
  return own[setting] ?? byFamily[familyOf(setting)];
}
