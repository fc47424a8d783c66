// The armour-and-clothing kind's archetypes: each garment of a setting's wardrobe is a bundle of
// type, slot, weight, protection, warmth and the class of stuff it is made of (metal, hide,
// quilting, plain cloth, fine cloth, weatherproof, technical); a garment whose noun names its
// stuff ("velvet mantle") is made of that stuff, and the noun drops the word so it is not said twice.
import type { Archetype } from "../../core/archetype.js";
import type { Setting } from "../../core/options.js";
import { SETTINGS } from "../../core/options.js";
import { familyOf } from "../../core/phrases/setting-families.js";
import { settingGarments } from "./words-setting.js";
import { garmentsFor, TYPES, type GarmentType } from "./words.js";

export type Stuff = "metal" | "hide" | "quilt" | "plain" | "fine" | "weather" | "tech";

export interface GarmentArchetype extends Archetype {
  readonly type: GarmentType;
  /** The noun without its stuff: "mantle", "pair of breeches". */
  readonly noun: string;
  readonly slot: string;
  /** Its weight range in pounds. */
  readonly lb: readonly [number, number];
  readonly protection: number;
  readonly warmth: number;
  readonly stuff: Stuff;
  /** The stuff the noun named ("velvet"), which the material must be. */
  readonly named?: string;
}

/** Words in a garment's noun that say what it is made of, and their class. */
const NAMED: Readonly<Record<string, Stuff>> = {
  linen: "plain",
  wool: "plain",
  sackcloth: "plain",
  canvas: "weather",
  denim: "plain",
  tweed: "plain",
  silk: "fine",
  velvet: "fine",
  brocade: "fine",
  oilskin: "weather",
  oilcloth: "weather",
  leather: "hide",
  "boiled-leather": "hide",
  kevlar: "tech",
  bronze: "metal",
  brass: "metal",
  iron: "metal",
  "tyre-rubber": "hide",
  "lion-skin": "hide",
  laurel: "fine",
};
const METAL_WORDS = /\b(?:mail|plate|plates|scale|brigandine|harness|greaves|helm|helmet|skull-helm|cuirass|panoply|frame|breastplate|boilerplate|diving)\b/;
const HIDE_WORDS = /\b(?:jerkin|jack|bracers|leathers|corset|vambraces)\b/;
const QUILT_WORDS = /\b(?:gambeson|quilted|padded|pad)\b/;

const DEFAULT: Readonly<Record<GarmentType, Stuff>> = {
  "light armour": "hide",
  "heavy armour": "metal",
  "everyday clothing": "plain",
  "formal wear": "fine",
  outerwear: "weather",
};

/** The material words of a setting, by class. */
export const MATERIALS: Readonly<Record<Setting, Readonly<Record<Stuff, readonly string[]>>>> = {
  "high-fantasy": {
    metal: ["blued steel", "mithral", "silvered bronze", "enamelled steel", "riveted steel"],
    hide: ["wyvern hide", "boiled leather", "tooled calfskin", "drake leather"],
    quilt: ["quilted linen", "layered wool", "padded canvas"],
    plain: ["fine linen", "dyed lambswool", "homespun wool", "undyed linen"],
    fine: ["moonsilk", "elven velvet", "spider-silk brocade", "damask silk"],
    weather: ["oiled wool", "waxed canvas", "felted wool", "oilskin"],
    tech: ["treant bark", "enchanted bark"],
  },
  "dark-fantasy": {
    metal: ["blackened iron", "tarnished bronze", "scarred steel", "pitted iron"],
    hide: ["bog-tanned leather", "cured grave-hound hide", "cracked leather", "pigskin"],
    quilt: ["quilted sackcloth", "layered hemp", "padded wool"],
    plain: ["undyed wool", "coarse hemp", "raven-black serge", "bleached linen"],
    fine: ["mourning crêpe", "moth-eaten velvet", "black silk", "faded brocade"],
    weather: ["waxed hemp", "tarred canvas", "felted wool", "oiled leather"],
    tech: ["bone lamellae", "grave-bark"],
  },
  "science-fiction": {
    metal: ["ceramic plate", "titanium alloy", "nano-laminate", "composite plate"],
    hide: ["aramid mesh", "graphene weave", "ballistic fibre", "vat-grown leather"],
    quilt: ["impact foam", "layered aramid", "gel padding"],
    plain: ["thermoweave", "vat-grown cotton", "printed polymer", "recycled fibre"],
    fine: ["nanofibre silk", "light-thread", "chromatic silk", "smart fabric"],
    weather: ["sealed polymer", "heated shell fabric", "vacuum-rated fabric", "membrane weave"],
    tech: ["smart polymer", "graphene weave", "reactive gel", "nano-laminate"],
  },
  modern: {
    metal: ["steel trauma plate", "moulded polymer", "titanium", "hardened steel"],
    hide: ["cowhide", "ballistic nylon", "lambskin", "suede"],
    quilt: ["aramid fibre", "foam padding", "ripstop nylon"],
    plain: ["cotton twill", "merino wool", "denim", "jersey cotton"],
    fine: ["cashmere", "silk charmeuse", "satin", "fine wool crepe"],
    weather: ["waxed canvas", "gore-tex", "down-filled nylon", "heavy wool"],
    tech: ["aramid fibre", "ballistic nylon", "moulded polymer", "ultra-high-density polyethylene"],
  },
  steampunk: {
    metal: ["riveted brass", "boiler iron", "copper scale", "blued steel"],
    hide: ["lacquered leather", "oiled calfskin", "harness leather", "sharkskin"],
    quilt: ["quilted canvas", "padded tweed", "layered felt"],
    plain: ["tweed", "moleskin", "starched cotton", "serge"],
    fine: ["watered silk", "velvet", "brocade", "satin"],
    weather: ["oilcloth", "waxed cotton", "rubberised canvas", "heavy melton"],
    tech: ["galvanised mesh", "asbestos cloth"],
  },
  "post-apocalyptic": {
    metal: ["road-sign steel", "salvaged riot plate", "car-door steel", "scrap iron"],
    hide: ["stitched car leather", "tyre rubber", "mutant hide", "old biker leather"],
    quilt: ["layered blankets", "sports padding", "stuffed sacking"],
    plain: ["salvaged denim", "sack-cloth", "faded cotton", "patched jersey"],
    fine: ["pre-war satin", "sequinned polyester", "stolen silk", "faded velvet"],
    weather: ["patched tarpaulin", "parachute nylon", "rubberised canvas", "bin-bag plastic"],
    tech: ["salvaged kevlar", "old riot mesh"],
  },
  mythic: {
    metal: ["god-forged bronze", "sun-gold scales", "hammered bronze", "tin-bright bronze"],
    hide: ["lion hide", "oxhide layered seven times", "bull hide", "boar skin"],
    quilt: ["layered linen", "glued linen", "felted fleece"],
    plain: ["undyed sacred linen", "cloud-wool", "plain wool", "temple-blessed linen"],
    fine: ["nereid sea-silk", "nymph-spun river cloth", "purple-dyed wool", "golden-ram fleece"],
    weather: ["oiled fleece", "felted wool", "goat hair", "thick himation wool"],
    tech: ["feather-woven cloth", "bronze scales"],
  },
};

function archetypeOfGarment(
  type: GarmentType,
  g: { noun: string; slot: string; weight: readonly [number, number]; protection: number; warmth: number },
  setting: Setting,
): GarmentArchetype {
  const words = g.noun.split(" ");
  const lead = /^(?:pair|suit|set) of /.test(g.noun) ? 2 : 0;
  const cut = words.findIndex((w, i) => i >= lead && (w === "with" || w === "of"));
  const namedWord = (cut < 0 ? words : words.slice(0, cut)).find((w) => NAMED[w] !== undefined);
  const noun = namedWord ? words.filter((w) => w !== namedWord).join(" ") : g.noun;
  const armour = type === "light armour" || type === "heavy armour";
  const modernArmour = armour && (familyOf(setting) === "future" || familyOf(setting) === "now");
  const stuff: Stuff = namedWord
    ? (NAMED[namedWord] as Stuff)
    : modernArmour
      ? "tech"
      : METAL_WORDS.test(g.noun)
        ? "metal"
        : QUILT_WORDS.test(g.noun)
          ? "quilt"
          : HIDE_WORDS.test(g.noun)
            ? "hide"
            : DEFAULT[type];
  const base = { id: g.noun, label: noun, type, noun, slot: g.slot, lb: g.weight, protection: g.protection, warmth: g.warmth, stuff };
  return namedWord ? { ...base, named: namedWord.replace("boiled-", "").replace("tyre-", "").replace("lion-skin", "lion") } : base;
}

const TABLES: Readonly<Record<Setting, readonly GarmentArchetype[]>> = Object.fromEntries(
  SETTINGS.map((s) => {
    const wardrobe = settingGarments(s) ?? garmentsFor(s);
    return [s, TYPES.flatMap((t) => wardrobe[t].map((g) => archetypeOfGarment(t, g, s)))];
  }),
) as unknown as Record<Setting, readonly GarmentArchetype[]>;

/** Every archetype of every setting, for reading a locked value back. */
export const ALL_ARCHETYPES: readonly GarmentArchetype[] = SETTINGS.flatMap((s) => TABLES[s]);

/** A setting's garments, of one type or any. */
export function archetypesOf(type: GarmentType | "any", setting: Setting): readonly GarmentArchetype[] {
  const all = TABLES[setting];
  return type === "any" ? all : all.filter((a) => a.type === type);
}

/** The materials a garment may be made of in a setting: of its class, and of the stuff its noun named. */
export function materialsFor(a: GarmentArchetype, setting: Setting): readonly string[] {
  const pool = MATERIALS[setting][a.stuff];
  if (!a.named) return pool;
  const named = a.named;
  const fit = pool.filter((m) => m.includes(named));
  return fit.length > 0 ? fit : [named];
}
