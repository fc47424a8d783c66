// Word lists for the material kind: our own vocabulary for metals, stones, woods, fibres and stranger stuff.
import type { Tone } from "../../core/options.js";

export const TYPES = ["metal", "stone", "wood", "fibre", "crystal", "hide"] as const;
export type MaterialType = (typeof TYPES)[number];

export const SYL_A = ["Ad", "Bel", "Cor", "Dra", "Eb", "Fer", "Gor", "Hel", "Ith", "Kal", "Lun", "Myr", "Nar", "Or", "Pel", "Ryl", "Sar", "Tir", "Um", "Val", "Wyr", "Xen", "Yth", "Zir"];
export const SYL_B = ["a", "i", "o", "e", "an", "el", "or", "ur", "is", "am", "on", "yr", "ae", "ul", "eth", "ir"];
export const SUFFIX: Readonly<Record<MaterialType, readonly string[]>> = {
  metal: ["ium", "ite", "steel", "iron", "silver", "gold", "brass", "um"],
  stone: ["stone", "ite", "marble", "slate", "rock", "basalt", "flint", "granite"],
  wood: ["wood", "oak", "ash", "thorn", "pine", "elm", "bark", "heart"],
  fibre: ["silk", "weave", "flax", "wool", "thread", "cotton", "spun", "cloth"],
  crystal: ["glass", "quartz", "ine", "spar", "gem", "shard", "crystal", "ite"],
  hide: ["hide", "scale", "leather", "skin", "pelt", "chitin", "fur", "shell"],
};
export const ADJ = ["Pale", "Deep", "True", "Black", "Star", "Old", "Red", "Grey", "Moon", "Sun", "Storm", "Dusk"];
export const SOURCES: Readonly<Record<MaterialType, readonly string[]>> = {
  metal: ["seams deep beneath the mountains", "meteorites fallen in the northern wastes", "the beds of boiling rivers"],
  stone: ["quarries cut into sea cliffs", "the floors of drowned valleys", "the cooled throats of old volcanoes"],
  wood: ["trees that grow only on graves", "ancient forests at the edge of the world", "groves tended by a secretive order"],
  fibre: ["the cocoons of giant moths", "a reed that grows in salt marshes", "the fleece of mountain goats"],
  crystal: ["geodes split open by frost", "caves where lightning once struck", "the shores of a glassy desert"],
  hide: ["great lizards of the southern swamps", "deep-sea beasts hauled up by whalers", "the shed skins of wyrms"],
};
export const PROPERTIES = ["harder than steel yet light as ash", "warm to the touch in any weather", "rings like a bell when struck", "resists fire entirely", "slowly mends its own cracks", "conducts thought as copper conducts heat", "repels water", "grows brittle in moonlight", "cannot be seen by spirits", "drinks in light"];
export const LOOKS = ["a dull grey sheen with veins of blue", "a deep red grain like old wine", "a translucent milky white", "a black surface that swallows light", "a shifting iridescence like oil on water", "a warm golden hue"];
export const RARITY = ["common", "uncommon", "rare", "very rare", "legendary"] as const;
export const USES = ["armour plates", "ship hulls", "ritual daggers", "lenses", "bridges", "bowstaves", "jewellery", "temple doors", "engine parts", "surgical tools"];
export const WORKING = ["It must be worked cold and patiently, a little each day.", "Only a forge fired with special coals can soften it.", "It is carved with tools of its own substance and nothing else.", "It is soaked in brine for a month before it can be shaped.", "Smiths sing while working it, for it cracks in silence."];
export const HAZARDS = ["its dust poisons the lungs", "its splinters fester", "it is prone to sudden shattering", "long contact dulls the senses", "it draws lightning", "there are none beyond its cost"];
export const LORE: Readonly<Record<Tone, readonly string[]>> = {
  heroic: ["Kings have gone to war for its mines, and heroes wear it proudly.", "The finest works made of it are treasured for generations."],
  grim: ["Miners who harvest it rarely live to old age.", "Its trade is soaked in blood, and every piece has a price beyond coin."],
  whimsical: ["Craftsfolk swear it has moods, and sulks if left unpolished.", "Children trade small scraps of it as lucky charms."],
};
