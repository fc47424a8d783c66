// Dark-fantasy technology (our own writing): medieval craft bent by plague, siege and
// blood-price sorcery, used in place of the high-fantasy medieval pools.
import type { Category } from "./words.js";

export const DARK_DEVICES: Record<Category, readonly string[]> = {
  transport: ["corpse-cart", "bone-runner sledge", "plague barge", "gibbet road", "hearse-boat"],
  communication: ["crow-post", "bell of warning", "bone-ink cipher", "hanging-tree signal", "plague flag"],
  medicine: ["leech jar", "plague-doctor mask", "trepanning drill", "mercury purge", "cautery iron"],
  agriculture: ["blood-fed furrow", "grave-soil plough", "famine granary", "salt-ward fence", "tithe barn"],
  warfare: ["plague trebuchet", "hooked bill", "siege fire-pot", "spiked gibbet cage", "murder hole"],
  energy: ["tallow rendering vat", "bone-char furnace", "treadwheel of prisoners", "grave-peat kiln", "penitent's mill"],
  construction: ["charnel vault", "witch-proof lintel", "walled plague-ward", "iron ward-cage", "anchorite's cell"],
  computation: ["bone abacus", "death-tally ledger", "omen wheel", "reckoning skull", "plague almanac"],
};

export const DARK_ERA_WORDS: readonly string[] = ["the Plague Centuries", "the Age of Ash", "the Long Dark", "the Burning Years", "the Hungry Winters"];
