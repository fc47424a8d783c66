// The physical form of a consumable (our own writing): the name's noun decides the form (a Spray
// is sprayed, a Poultice is a paste), and the form decides the look, the container and the measure
// it is sold by, so a Spray is never a poultice in a tin sold by the jar.
import type { Setting } from "../../core/options.js";
import type { ConsumableType } from "./words.js";

export type Form = "liquid" | "drink" | "food" | "paste" | "powder" | "pill" | "leaf" | "spray" | "patch" | "injector" | "dart" | "smoke";

const NOUN_FORM: Readonly<Record<string, Form>> = {
  Draught: "liquid",
  Philtre: "liquid",
  Tincture: "liquid",
  Vial: "liquid",
  Brew: "drink",
  Elixir: "liquid",
  Essence: "liquid",
  Distillate: "liquid",
  Nectar: "drink",
  Quintessence: "liquid",
  Venom: "liquid",
  Bane: "liquid",
  Dram: "liquid",
  Kiss: "liquid",
  Drop: "liquid",
  Tonic: "liquid",
  Ampoule: "injector",
  Injector: "injector",
  Medpack: "injector",
  Dose: "injector",
  Shot: "injector",
  Serum: "injector",
  Compound: "liquid",
  Formula: "liquid",
  Culture: "injector",
  Protocol: "injector",
  Toxin: "liquid",
  Agent: "liquid",
  Payload: "dart",
  Dart: "dart",
  Vector: "dart",
  Libation: "drink",
  Cup: "drink",
  Krater: "drink",
  Lekythos: "liquid",
  Ambrosia: "food",
  Ichor: "liquid",
  Dew: "liquid",
  "Spring-water": "drink",
  Hemlock: "liquid",
  Aconite: "powder",
  Bile: "liquid",
  Gift: "liquid",
  Ale: "drink",
  Cordial: "drink",
  Tea: "drink",
  Wine: "drink",
  Mead: "drink",
  Soda: "drink",
  Shake: "drink",
  Fizz: "drink",
  Spirit: "drink",
  Kykeon: "drink",
  Milk: "drink",
  Loaf: "food",
  Cake: "food",
  Pie: "food",
  Biscuit: "food",
  Ration: "food",
  Bar: "food",
  "Ration Pack": "food",
  Gel: "paste",
  Wafer: "food",
  Meal: "food",
  Honeycake: "food",
  "Barley Cake": "food",
  Figs: "food",
  Offering: "food",
  Salve: "paste",
  Balm: "paste",
  Ointment: "paste",
  Poultice: "paste",
  Unguent: "paste",
  Oil: "paste",
  Anointing: "paste",
  Myrrh: "paste",
  Spray: "spray",
  Foam: "spray",
  Patch: "patch",
  Dressing: "patch",
  Powder: "powder",
  Snuff: "powder",
  Leaf: "leaf",
  Laurel: "leaf",
  Pastille: "pill",
  Stim: "pill",
  Tab: "pill",
  Inhaler: "spray",
  Chip: "pill",
  Booster: "injector",
  Smoke: "smoke",
  Resin: "smoke",
  Incense: "smoke",
};
const TYPE_FORM: Readonly<Record<ConsumableType, Form>> = {
  potion: "liquid",
  food: "food",
  drink: "drink",
  elixir: "liquid",
  poison: "liquid",
  salve: "paste",
  stimulant: "pill",
};

/** The form a name's last noun stands for (a locked name of another make falls back to the type's). */
export function formOf(name: string, type: ConsumableType): Form {
  const words = name.split(" ");
  return NOUN_FORM[words.slice(-2).join(" ")] ?? NOUN_FORM[words[words.length - 1] ?? ""] ?? TYPE_FORM[type];
}

/** What it looks like, by form: "{colour}" is filled by the caller. */
export const LOOKS: Readonly<Record<Form, readonly string[]>> = {
  liquid: ["a cloudy {colour} liquid", "a clear {colour} fluid", "a thin {colour} syrup", "an oily {colour} draught", "a few {colour} drops"],
  drink: ["a frothy {colour} drink", "a strong {colour} brew", "a sharp {colour} spirit", "a cloudy {colour} cordial", "a steaming {colour} tea"],
  food: ["small hard {colour} cakes", "a dense {colour} loaf", "dried {colour} strips", "a crumbly {colour} block", "sticky {colour} squares"],
  paste: ["a thick {colour} paste", "a waxy {colour} balm", "a cool {colour} gel", "a greasy {colour} ointment"],
  powder: ["a fine {colour} powder", "a coarse {colour} dust", "{colour} grains like sand"],
  pill: ["small {colour} pills", "hard {colour} lozenges", "flat {colour} tablets"],
  leaf: ["dried {colour} leaves", "a bundle of {colour} sprigs", "pressed {colour} leaves"],
  spray: ["a fine {colour} mist", "a {colour} foam that hisses as it spreads", "a cold {colour} spray"],
  patch: ["a {colour} patch the size of a palm", "a strip of {colour} gauze", "a thin {colour} film"],
  injector: ["a {colour} fluid", "a dose of {colour} serum", "a {colour} liquid", "a shot of {colour} fluid"],
  dart: ["a {colour}-tipped dart", "a {colour} needle", "a {colour} sliver of glass"],
  smoke: ["{colour} resin that smoulders", "a cone of {colour} incense", "{colour} shavings that burn slowly"],
};

type Old = "old" | "new";
const FAMILY: Readonly<Record<Setting, Old>> = {
  "high-fantasy": "old",
  "dark-fantasy": "old",
  mythic: "old",
  steampunk: "old",
  "science-fiction": "new",
  modern: "new",
  "post-apocalyptic": "new",
};
/** The container, by form and era of the setting. */
const VESSELS: Readonly<Record<Old, Readonly<Record<Form, readonly string[]>>>> = {
  old: {
    liquid: ["in a stoppered vial", "in a glass phial", "in a wax-sealed bottle"],
    drink: ["in a corked bottle", "in a clay jug", "in a leather flask"],
    food: ["wrapped in cloth", "in a wicker basket", "wrapped in leaves"],
    paste: ["in a clay pot", "in a tin", "in a wax-sealed jar"],
    powder: ["in a paper twist", "in a silk pouch", "in a horn box"],
    pill: ["in a little tin", "in a silk pouch", "in a paper twist"],
    leaf: ["tied with twine", "in a leather pouch", "wrapped in cloth"],
    spray: ["in a brass atomiser", "in a bulb-topped bottle", "in a pump flask"],
    patch: ["in a waxed envelope", "rolled in linen", "in a flat tin"],
    injector: ["in a glass syringe", "in a brass-capped phial", "in a needle case"],
    dart: ["in a quiver case", "in a waxed tube", "in a bone case"],
    smoke: ["in a censer box", "wrapped in cloth", "in a clay jar"],
  },
  new: {
    liquid: ["in a plastic vial", "in a sealed ampoule", "in a dropper bottle"],
    drink: ["in a can", "in a plastic bottle", "in a foil pouch"],
    food: ["in a foil wrapper", "in a vacuum pack", "in a paper bag"],
    paste: ["in a squeeze tube", "in a plastic tub", "in a foil sachet"],
    powder: ["in a foil sachet", "in a zip bag", "in a screw-top jar"],
    pill: ["in a blister pack", "in a brown pill jar", "in a foil strip"],
    leaf: ["in a zip bag", "in a tin", "in a paper packet"],
    spray: ["in a spray can", "in a pump bottle", "in a pressure canister"],
    patch: ["in a sealed sleeve", "in a sterile pack", "on a backing sheet"],
    injector: ["in an auto-injector", "in a sealed syringe", "in a pressure vial"],
    dart: ["in a dart case", "in a sealed tube", "in a magazine"],
    smoke: ["in a tin", "in a vape cartridge", "in a zip bag"],
  },
};
export const vesselsFor = (form: Form, setting: Setting): readonly string[] => VESSELS[FAMILY[setting]][form];

/** What one unit is sold by, by form. */
export const MEASURES: Readonly<Record<Form, readonly string[]>> = {
  liquid: ["a vial", "a dose", "a bottle"],
  drink: ["a bottle", "a jug", "a cup"],
  food: ["a portion", "a ration", "a piece"],
  paste: ["a pot", "a dab", "a measure"],
  powder: ["a pinch", "a twist", "a dose"],
  pill: ["a pill", "a dose", "a packet"],
  leaf: ["a leaf", "a bundle", "a chew"],
  spray: ["a can", "a bottle", "a dose"],
  patch: ["a patch", "a strip", "a single patch"],
  injector: ["a shot", "a dose", "a single injector"],
  dart: ["a dart", "a single dart", "a needle"],
  smoke: ["a cone", "a pinch", "a stick"],
};

/** How it is taken or given, by form: a clause after "It is …". */
export const TAKEN: Readonly<Record<Form, readonly string[]>> = {
  liquid: ["swallowed in one go", "drunk in one swallow", "taken drop by drop", "stirred into water"],
  drink: ["drunk by the cup", "sipped slowly", "poured out and shared", "drunk in long draughts"],
  food: ["eaten by the piece", "chewed slowly", "broken and shared", "eaten on an empty stomach"],
  paste: ["rubbed into the skin", "smeared over the wound", "worked in with the fingers", "spread under a bandage"],
  powder: ["sniffed from the back of the hand", "dusted on the tongue", "stirred into wine", "sprinkled on food"],
  pill: ["swallowed dry", "dissolved under the tongue", "chewed and swallowed", "taken with water"],
  leaf: ["chewed", "brewed into a bitter tea", "tucked in the cheek", "rolled and smoked"],
  spray: ["sprayed on the skin", "sprayed into the mouth", "misted over the wound", "breathed in"],
  patch: ["pressed onto bare skin", "laid over the wound", "stuck behind the ear", "worn under a sleeve"],
  injector: ["injected into the thigh", "pressed to the neck and fired", "shot into a vein", "injected through clothing"],
  dart: ["fired from a blowpipe", "pricked into the skin", "thrown by hand", "shot from a dart gun"],
  smoke: ["burned and breathed in", "lit in a closed room", "smouldered under the nose", "burned on coals"],
};

/** A name's colour word fixes the colour of the look ("Silver Wine" is silvery, never rose-pink). */
export const ADJ_COLOUR: Readonly<Record<string, string>> = {
  Golden: "golden",
  Silver: "silvery",
  Moonlit: "silvery",
  Starlit: "pale silver",
  Honeyed: "amber",
  Black: "inky black",
  Midnight: "inky black",
  Crimson: "deep red",
  Ashen: "ash-grey",
  Grave: "murky grey",
  Blue: "sky-blue",
  Brass: "brassy yellow",
  Rusty: "rust-brown",
  Glowing: "glowing green",
  Dust: "dusty brown",
};

/** How a poison is given, by form: a clause after "It is …". */
export const GIVEN: Readonly<Partial<Record<Form, readonly string[]>>> = {
  liquid: ["slipped into wine", "dripped into food", "smeared on a blade", "stirred into a cup"],
  drink: ["poured for the victim", "slipped into a toast", "served warm"],
  food: ["baked into a gift", "served at table", "left where it will be eaten"],
  powder: ["stirred into wine", "sprinkled on food", "blown into the face", "dusted on a glove"],
  pill: ["dropped into a cup", "swapped for medicine", "hidden in sweets"],
  paste: ["smeared on a blade", "rubbed on a cup's rim", "worked into a glove"],
  dart: ["fired from a blowpipe", "pricked into the skin", "shot from a dart gun"],
  injector: ["injected while the victim sleeps", "jabbed into the neck", "pressed to the skin in a crowd"],
  smoke: ["burned in a closed room", "lit under a sleeper's window", "mixed into incense"],
  leaf: ["brewed into tea", "mixed into salad", "chopped into stew"],
};

/** Nouns that name their own look ("Wine" is a wine, "Poultice" a poultice). */
export const NOUN_LOOK: Readonly<Record<string, string>> = {
  Wine: "a {colour} wine",
  Tea: "a steaming {colour} tea",
  Ale: "a frothy {colour} ale",
  Mead: "a sweet {colour} mead",
  Cordial: "a cloudy {colour} cordial",
  Spirit: "a sharp {colour} spirit",
  Soda: "a fizzing {colour} soda",
  Milk: "thick {colour} milk",
  Tincture: "a clear {colour} tincture",
  Drop: "a few {colour} drops",
  Poultice: "a grainy {colour} poultice",
  Salve: "a waxy {colour} salve",
  Ointment: "a greasy {colour} ointment",
  Oil: "a {colour} oil",
  Gel: "a cool {colour} gel",
  Snuff: "a fine {colour} snuff",
  Powder: "a fine {colour} powder",
  Honeycake: "small {colour} honeycakes",
  Figs: "dried {colour} figs",
  Biscuit: "hard {colour} biscuits",
  Loaf: "a dense {colour} loaf",
};

/** The measure a container sells by: "in a glass phial" → "a phial"; other containers by form. */
export function measureOf(vessel: string): string | undefined {
  const m = /^in an? (?:.* )?([\w-]+)$/.exec(vessel);
  return m ? m[1] : undefined;
}
