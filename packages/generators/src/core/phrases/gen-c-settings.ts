// Content keyed by setting on top of content keyed by setting family: a kind that wrote its pools
// for the four families (old, now, fallen, future) adds pools of its own for the settings that
// share the "old" family (dark fantasy, steampunk, mythic), so those read as their own genre.
import type { Setting } from "../options.js";
import { familyOf, type ByFamily } from "./setting-families.js";

/** Pools for settings that need their own, over the family's. */
export type OwnPools<T> = Readonly<Partial<Record<Setting, T>>>;

/** The setting's own pool when it has one, else its family's. */
export function forSetting<T>(setting: Setting, byFamily: ByFamily<T>, own: OwnPools<T>): T {
  return own[setting] ?? byFamily[familyOf(setting)];
}
