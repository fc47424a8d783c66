// Bloodline content by setting family: how the gift began, and the price that origin exacts
// (a fey bargain burns at cold iron; a drowned spring cannot cross running water), plus the
// shapes of the prose.
import type { ByFamily } from "../../core/phrases/setting-families.js";
import type { Prestige } from "./words.js";

/** An origin: how the founder got the gift, and the weaknesses that come with it. */
export interface Origin {
  readonly how: string;
  readonly prices: readonly string[];
}
const o = (how: string, ...prices: string[]): Origin => ({ how, prices });

export const ORIGINS: ByFamily<readonly Origin[]> = {
  old: [
    o("walked from a burning temple", "fire will not warm them", "holy ground sickens them"),
    o("bargained with spirits", "cold iron burns their skin", "fair trades bind them"),
    o("drank a vanished spring", "running water stops them", "thirst follows every use"),
    o("wed something inhuman", "church bells sicken them", "only twins are born"),
    o("survived a killing wound", "each use brings nightmares", "old wounds reopen"),
    o("stole dragonfire", "fevers at every use", "dragons know their scent"),
  ],
  now: [
    o("survived lightning", "electronics fail around them", "storms give them migraines"),
    o("was a test subject", "daily injections", "the agency still watches"),
    o("inherited a cursed ring", "they cannot remove the ring", "madness without the ring"),
    o("made a crossroads deal", "a generational debt", "honesty with strangers"),
  ],
  fallen: [
    o("survived ground zero", "they crave radiation", "strange children"),
    o("took a stranger's serum", "the serum runs short", "they age fast after forty"),
    o("drank glowing water", "clean water makes them ill", "they glow faintly at night"),
    o("was vault-born", "open sky terrifies them", "they sicken outside walls"),
  ],
  future: [
    o("was lab-engineered", "the company owns their genome", "a cellular kill switch"),
    o("touched alien relics", "they dream in its language", "alien scanners find them"),
    o("was space-born", "full gravity exhausts them", "planets make them ill"),
    o("merged with an AI", "silence drives them mad", "they must sync weekly"),
  ],
};

export const SEATS: ByFamily<readonly string[]> = {
  old: ["a waterfall castle", "a vineyard manor", "an island tower", "a marsh keep", "a seized abbey", "a mountain hall", "a clifftop fort", "a river palace"],
  now: ["a run-down estate", "an old townhouse", "a vineyard", "a penthouse", "a ranch", "a lakeside lodge"],
  fallen: ["a fortified farm", "a bank vault", "a greenhouse compound", "a dam", "a prison", "an old stadium"],
  future: ["a habitat ring", "a moon estate", "an orbital spire", "a private asteroid", "a sealed arcology", "a yacht-station"],
};
export const STANDING: Readonly<Record<Prestige, readonly string[]>> = {
  humble: [
    "They farm now, unaware of their blood.",
    "They keep an inn and hide the gift.",
    "Few of them know what they are.",
    "They work for others, quietly.",
    "Their name means little now.",
  ],
  noble: [
    "They guard a council seat jealously.",
    "Their marriages are planned generations ahead.",
    "They trade favours at court.",
    "Their wealth is old and careful.",
    "They are courted and feared.",
  ],
  royal: [
    "A cousin sits on the throne.",
    "Every sibling is a rival.",
    "They rule, and people whisper.",
    "Their heir is watched closely.",
    "Their crown is newly won.",
  ],
  fallen: [
    "They await their moment.",
    "They sell heirlooms one by one.",
    "Rebellion cost them everything.",
    "Their lands belong to rivals now.",
    "Only the name remains.",
  ],
};
export const GIFT_LINES = [
  "Its blood shows {gifts}, usually {when}.",
  "The blood brings {gifts}, {when}.",
  "Heirs show {gifts}, {when}.",
  "{Gifts} come to the blood, {when}.",
  "{When}, {gifts} appear.",
  "Expect {gifts}, {when}.",
] as const;
export const PRICE_LINES = ["The gift has its price: {price}.", "Its price: {price}.", "But {price}.", "The cost is plain: {price}."] as const;
export const SEAT_LINES = [
  "The house holds {seat}, and bears {arms}.",
  "Its seat is {seat}; its arms, {arms}.",
  "From {seat} fly {arms}.",
  "It keeps {seat} under {arms}.",
] as const;
export const MEMBER_LINES = ["Remembered members: {list}.", "Remembered: {list}.", "Its famous members: {list}.", "Family stories name {list}."] as const;
export const FEUD_LINES = [
  "Its oldest feud is with {feud}, for reasons long forgotten.",
  "It has feuded with {feud} for centuries.",
  "{Feud} is its oldest enemy.",
  "The feud with {feud} never ends.",
] as const;
export const SUMMARY_LINES = [
  "{Prestige} bloodline founded by {founder}, whose heirs inherit {gift}.",
  "{A:prestige} line from {founder}; its heirs show {gift}.",
  "Descendants of {founder}, {prestige} and gifted with {gift}.",
] as const;
/** The last syllable of a family name, by family ("Vorwick", "Vorson", "Vorrust", "Vorova"). */
export const HOUSE_END: ByFamily<readonly string[]> = {
  old: ["ayne", "mont", "wick", "dell", "rath", "vane", "cross", "holm", "sted", "mere", "gard", "ric", "lowe", "thorn"],
  now: ["son", "ley", "ton", "man", "er", "ford", "well", "by", "ington", "more"],
  fallen: ["rust", "burn", "scrap", "hide", "dust", "bone", "tooth", "wire", "ash", "grit"],
  future: ["ova", "ix", "ane", "ex", "ari", "enko", "ulo", "ita", "yne", "oshi"],
};
export const MEMBER_ROLES: ByFamily<readonly string[]> = {
  old: [
    "a celebrated general",
    "an uncaught poisoner",
    "a lost heir",
    "a star-mapper",
    "a saint",
    "a pirate queen",
    "the silver-seller",
    "a doomed prodigy",
    "a hanged reformer",
    "the current head",
  ],
  now: ["a senator", "a film star", "a bankrupt heir", "a war photographer", "a mob lawyer", "a Nobel laureate", "a missing twin", "the current matriarch"],
  fallen: ["a water baron", "a raider chief", "a wandering medic", "a radio prophet", "the last mayor", "a caravan master", "a traitor", "the current boss"],
  future: ["a fleet admiral", "a rogue pilot", "a corporate CEO", "a colony founder", "a famous clone", "a xenologist", "a deserter", "the current director"],
};
export const ARMS: ByFamily<string> = {
  old: "{charge} {b} on a field of {a}",
  now: "a crest of {charge} in {b} and {a}",
  fallen: "{charge} daubed in {b} on {a} scrap",
  future: "an insignia of {charge} in {b} on {a}",
};
export const COLOURS: ByFamily<readonly string[]> = {
  old: ["azure", "gules", "sable", "vert", "or", "argent", "purpure"],
  now: ["navy", "crimson", "black", "green", "gold", "silver"],
  fallen: ["rust", "red", "black", "white", "yellow", "grey"],
  future: ["chrome", "cobalt", "black", "white", "amber", "violet"],
};
export const TONE_NOTES: Readonly<Record<"heroic" | "grim" | "whimsical", readonly string[]>> = {
  heroic: [
    "They still answer every call.",
    "Their honour is spotless.",
    "Songs remember them kindly.",
    "They protect the weak.",
    "Their word is law.",
    "They have never fled a fight.",
  ],
  grim: [
    "Their crypts are full.",
    "Every generation buries a child.",
    "Their wealth is stained.",
    "Their servants never stay.",
    "They trust no one.",
    "Murder runs in the family.",
  ],
  whimsical: [
    "Their dinners are legendary.",
    "They keep too many dogs.",
    "Every heir learns the lute, badly.",
    "Their portraits all squint.",
    "They feud mostly over recipes.",
    "Their motto is a pun.",
  ],
};
