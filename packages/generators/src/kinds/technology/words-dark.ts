// Dark-fantasy technology (our own writing): medieval craft bent by plague, siege and
// blood-price sorcery, used in place of the high-fantasy medieval pools.
import type { Category } from "./words.js";

export const DARK_DEVICES: Record<Category, readonly string[]> = {
  transport: ["corpse-cart", "bone-runner sledge", "plague barge", "gibbet road"],
  communication: ["crow-post", "bell of warning", "bone-ink cipher", "hanging-tree signal"],
  medicine: ["leech jar", "plague-doctor mask", "trepanning drill", "mercury purge"],
  agriculture: ["blood-fed furrow", "grave-soil plough", "famine granary", "salt-ward fence"],
  warfare: ["plague trebuchet", "hooked bill", "siege fire-pot", "spiked gibbet cage"],
  energy: ["tallow rendering vat", "bone-char furnace", "treadwheel of prisoners", "grave-peat kiln"],
  construction: ["charnel vault", "witch-proof lintel", "walled plague-ward", "iron ward-cage"],
  computation: ["bone abacus", "death-tally ledger", "omen wheel", "reckoning skull"],
};

export const DARK_ERA_WORDS: readonly string[] = ["the Plague Centuries", "the Age of Ash", "the Long Dark", "the Burning Years", "the Hungry Winters"];

export const DARK_FORCES: readonly string[] = ["the weight of the dead", "blood drawn by moonlight", "grave-cold", "the hunger of iron", "bound suffering"];

export const DARK_POWER: readonly string[] = ["prisoners on the treadwheel", "rendered tallow", "blood tithes", "bonded serfs", "charcoal from gallows wood"];
