// Weapon content that changes with the setting: the arms of each setting, the names they earn,
// their makers and the wars they saw (high fantasy and science fiction keep the lists of words.ts).
import type { Setting } from "../../core/options.js";
import type { BySetting } from "../../core/phrases/weave.js";
import type { WeaponClass, WeaponShape } from "./words.js";

export * from "./words-setting-craft.js";

export * from "./words-setting-names.js";
type Pool = readonly string[];
type Shapes = Record<WeaponClass, readonly WeaponShape[]>;
const s = (noun: string, damage: string, reach: string, weight: readonly [number, number], hands: string): WeaponShape => ({
  noun,
  damage,
  reach,
  weight,
  hands,
});
export const DARK: Shapes = {
  blade: [
    s("executioner's sword", "beheading chops", "a heavy arm's sweep", [6, 8], "two hands"),
    s("flensing knife", "skinning cuts", "a hand's breadth", [1, 1], "one hand"),
    s("notched bastard sword", "ragged tearing cuts", "a long reach", [4, 5], "one or two hands"),
    s("misericorde", "mercy-stroke punctures", "grappling distance", [1, 1], "one hand"),
  ],
  polearm: [
    s("billhook", "hooking dragging cuts", "a peasant's two paces", [5, 6], "two hands"),
    s("gibbet hook", "hooking and hauling", "two long paces", [5, 7], "two hands"),
    s("boar spear", "deep barbed thrusts", "two paces and a crossbar", [4, 6], "two hands"),
  ],
  blunt: [
    s("flail", "bone-breaking swings", "a chain's swing", [4, 6], "one hand"),
    s("war pick", "skull-piercing blows", "a short arm's swing", [3, 5], "one hand"),
    s("spiked club", "tearing blows", "a club's swing", [3, 5], "one hand"),
  ],
  ranged: [
    s("hand crossbow", "poisoned quarrels", "forty paces", [3, 4], "one hand"),
    s("hunting bow of yew", "barbed arrows", "a hundred and sixty paces", [2, 3], "two hands"),
    s("brace of throwing axes", "splitting throws", "fifteen paces", [3, 4], "one hand"),
  ],
  exotic: [
    s("bone saw", "maiming saw cuts", "grappling distance", [2, 3], "one hand"),
    s("scourge", "flaying lashes", "two paces of knotted cord", [1, 2], "one hand"),
    s("thorned chain", "rending lashes", "three paces of chain", [4, 6], "two hands"),
  ],
};
export const MYTHIC: Shapes = {
  blade: [
    s("bronze leaf-blade sword", "leaf-bladed slashes", "a hoplite's arm", [2, 3], "one hand"),
    s("sickle-sword", "reaping hooks", "an arm and a curve", [2, 3], "one hand"),
    s("god-forged sword", "cleaving strokes", "a hero's reach", [3, 4], "one hand"),
  ],
  polearm: [
    s("ash-wood spear", "bronze-tipped thrusts", "behind a shield's rim", [3, 4], "one hand"),
    s("trident", "three-pronged thrusts", "two and a half paces", [4, 6], "two hands"),
    s("ox-goad lance", "goring thrusts", "a chariot's side", [4, 5], "two hands"),
  ],
  blunt: [
    s("olive-wood club", "hero-sized blows", "a giant's swing", [8, 12], "two hands"),
    s("double-headed axe", "double-bitted cleaves", "an arm's sweep", [4, 6], "one or two hands"),
    s("bronze mace", "bronze-headed blows", "a short swing", [3, 5], "one hand"),
  ],
  ranged: [
    s("horn-and-sinew bow", "sun-fast arrows", "across a river", [2, 3], "two hands"),
    s("bundle of javelins", "hurled points", "thirty long strides", [4, 6], "one hand"),
    s("shepherd's sling", "river-stone strikes", "a valley's width", [1, 1], "one hand"),
  ],
  exotic: [
    s("thunderbolt of bronze", "hurled lightning", "as far as the eye can see", [2, 3], "one hand"),
    s("net and dagger", "snaring and stabbing", "a net's cast", [3, 5], "two hands"),
    s("hooked harpe", "beheading hooks", "a monster's neck away", [2, 3], "one hand"),
  ],
};
export const STEAM: Shapes = {
  blade: [
    s("swordstick", "concealed thrusts", "a gentleman's lunge", [2, 3], "one hand"),
    s("boiler-heated sabre", "scalding slashes", "a duellist's lunge", [3, 4], "one hand"),
    s("naval cutlass", "boarding-party hacks", "deck-fighting range", [2, 3], "one hand"),
  ],
  polearm: [
    s("galvanic lance", "shocking thrusts", "a lancer's couch", [7, 9], "two hands"),
    s("pneumatic boarding pike", "piston-driven jabs", "from one deck to the next", [6, 8], "two hands"),
  ],
  blunt: [
    s("piston hammer", "steam-driven smashes", "a stoker's swing", [10, 14], "two hands"),
    s("brass-knuckled gauntlet", "riveted punches", "a fist's reach", [2, 3], "one hand"),
    s("weighted umbrella", "surprising cracks", "an umbrella's length", [2, 3], "one hand"),
  ],
  ranged: [
    s("aether pistol", "crackling discharges", "thirty yards", [2, 4], "one hand"),
    s("clockwork repeating rifle", "wound-spring volleys", "four hundred yards", [9, 11], "two hands"),
    s("pneumatic crossbow", "compressed-air bolts", "a hundred yards", [6, 8], "two hands"),
    s("blunderbuss", "scattering shot", "across a tavern", [8, 10], "two hands"),
  ],
  exotic: [
    s("clockwork chain-blade", "geared tearing bites", "a stoker's reach", [7, 9], "two hands"),
    s("harpoon launcher", "harpooning and hauling", "forty yards of cable", [9, 12], "two hands"),
    s("tesla coil gauntlet", "arcing lightning", "a few sparking feet", [5, 7], "one hand"),
  ],
};
export const MODERN: Shapes = {
  blade: [
    s("combat knife", "quick stabbing cuts", "knife-fighting distance", [1, 1], "one hand"),
    s("machete", "hacking chops", "a forearm and a half", [1, 2], "one hand"),
    s("folding tactical knife", "short slicing cuts", "arm's length and less", [1, 1], "one hand"),
  ],
  polearm: [
    s("bayonet-fixed rifle", "bayonet thrusts", "a rifle and a blade", [8, 10], "two hands"),
    s("extendable baton on a pole", "long prodding strikes", "a few metres", [3, 4], "two hands"),
  ],
  blunt: [
    s("aluminium baseball bat", "bone-jarring swings", "a batter's swing", [2, 3], "two hands"),
    s("police baton", "controlled strikes", "close range", [1, 2], "one hand"),
    s("claw hammer", "clawing blows", "a short swing", [1, 2], "one hand"),
  ],
  ranged: [
    s("semi-automatic pistol", "nine-millimetre rounds", "fifty metres", [2, 3], "one hand"),
    s("bolt-action hunting rifle", "high-velocity rounds", "five hundred metres", [7, 9], "two hands"),
    s("pump shotgun", "buckshot", "thirty metres", [7, 8], "two hands"),
    s("compound bow", "carbon-shafted arrows", "sixty metres", [4, 5], "two hands"),
  ],
  exotic: [
    s("taser", "electric shocks", "four and a half metres", [1, 1], "one hand"),
    s("nail gun", "driven nails", "arm's length, if that", [5, 7], "one hand"),
    s("speargun", "barbed spear shots", "ten metres underwater", [4, 6], "two hands"),
  ],
};
export const FALLEN: Shapes = {
  blade: [
    s("sharpened hubcap", "jagged slicing throws", "ten paces thrown", [2, 3], "one hand"),
    s("lawnmower-blade sword", "crude heavy slashes", "a swing and a prayer", [3, 5], "one or two hands"),
    s("shiv of sharpened glass", "ragged puncture wounds", "too close for comfort", [1, 1], "one hand"),
  ],
  polearm: [
    s("rebar spear", "rusty punctures", "two long steps", [4, 6], "two hands"),
    s("street-sign halberd", "sheet-metal chops", "a signpost's length", [6, 8], "two hands"),
  ],
  blunt: [
    s("nail-studded bat", "nail-raking blows", "a bat's swing", [2, 3], "two hands"),
    s("pipe wrench", "crushing hits", "a mechanic's reach", [3, 5], "one hand"),
    s("chain-wrapped steering lock", "rattling smacks", "close in", [3, 4], "one hand"),
  ],
  ranged: [
    s("pipe rifle", "hand-loaded slugs", "a hundred paces on a good day", [6, 8], "two hands"),
    s("salvaged hunting bow", "scrap-tipped arrows", "eighty paces", [2, 3], "two hands"),
    s("slingshot of surgical tubing", "ball-bearing shots", "forty paces", [1, 1], "two hands"),
  ],
  exotic: [
    s("chainsaw on a pole", "screaming ripping cuts", "two paces of noise", [12, 15], "two hands"),
    s("flamethrower of a crop sprayer", "burning fuel gouts", "ten paces of fire", [25, 35], "two hands"),
    s("shopping-trolley flail", "whirling wire blows", "as far as the wire lets it", [6, 9], "two hands"),
  ],
};
const SHAPES: Partial<Record<Setting, Shapes>> = { "dark-fantasy": DARK, mythic: MYTHIC, steampunk: STEAM, modern: MODERN, "post-apocalyptic": FALLEN };
/** The arms of a setting that has its own (high fantasy and science fiction use words.ts). */
export function settingShapes(setting: Setting): Shapes | undefined {
  return SHAPES[setting];
}
export const SETTING_SHAPES: readonly WeaponShape[] = [DARK, MYTHIC, STEAM, MODERN, FALLEN].flatMap((t) => Object.values(t).flat());
/** The setting's own pool, or the given one where the setting has none (an empty list). */
export function poolFor(table: BySetting<Pool>, setting: Setting, fallback: Pool): Pool {
  const p = table[setting];
  return p.length > 0 ? p : fallback;
}
export const HISTORY_FRAME: BySetting<Pool> = {
  "high-fantasy": [],
  "dark-fantasy": [
    "In the plague year at {place}, {holder} {deed}.",
    "{Holder} {deed} beneath the gallows at {place}.",
    "When {place} burned, {holder} {deed}.",
    "In the famine at {place}, {holder} {deed}.",
    "{Holder} {deed} in the mud outside {place}.",
    "After the witch trials of {place}, {holder} {deed}.",
  ],
  "science-fiction": [
    "On the station at {place}, {holder} {deed}.",
    "During the blockade of {place}, {holder} {deed}.",
    "{Holder} {deed} in orbit over {place}.",
    "When the colony at {place} went dark, {holder} {deed}.",
    "{Holder} {deed} on a derelict out past {place}.",
    "In the {place} uprising, {holder} {deed}.",
  ],
  modern: [
    "In a bar in {place}, {holder} {deed}.",
    "{Holder} {deed} on a back road near {place}.",
    "During the riots in {place}, {holder} {deed}.",
    "{Holder} {deed} one night in {place}.",
    "On a tour of duty near {place}, {holder} {deed}.",
    "In a warehouse outside {place}, {holder} {deed}.",
  ],
  steampunk: [
    "On the airship docks of {place}, {holder} {deed}.",
    "During the strike at the {place} mills, {holder} {deed}.",
    "{Holder} {deed} in the smog of {place}.",
    "In the {place} Exhibition riot, {holder} {deed}.",
    "{Holder} {deed} aboard a steamer bound for {place}.",
    "When the foundries of {place} blew, {holder} {deed}.",
  ],
  "post-apocalyptic": [
    "In the ruins of {place}, {holder} {deed}.",
    "{Holder} {deed} at the {place} water hole.",
    "When raiders hit {place}, {holder} {deed}.",
    "{Holder} {deed} on the dead highway past {place}.",
    "In the long winter at {place}, {holder} {deed}.",
    "At the {place} scrap market, {holder} {deed}.",
  ],
  mythic: [
    "Before the walls of {place}, {holder} {deed}.",
    "{Holder} {deed} on the shore of {place}.",
    "When the gods quarrelled over {place}, {holder} {deed}.",
    "{Holder} {deed} at the funeral games of {place}.",
    "In the labyrinth beneath {place}, {holder} {deed}.",
    "On the sacred mountain of {place}, {holder} {deed}.",
  ],
};
/** Who knows of it, by setting (high fantasy keeps the lists in words-prose.ts). */
export const REPUTE_WHO: Partial<BySetting<Pool>> = {
  "dark-fantasy": ["Witch-finders", "Gravediggers", "Hangmen", "Heretics", "The plague priests"],
  "science-fiction": ["Fleet quartermasters", "Arms dealers", "Corporate security", "Collectors of old tech", "Frontier marshals"],
  modern: ["Collectors", "The police", "Gun-show dealers", "The papers", "Private security"],
  steampunk: ["The Royal Society", "Guild inventors", "Magistrates", "Sky pirates", "The gentlemen's clubs"],
  "post-apocalyptic": ["Scavengers", "Warlords", "Convoy bosses", "Scrap traders", "Every camp on the road"],
  mythic: ["Bards", "Heroes", "The oracle", "The gods themselves", "Kings of the sea-cities"],
};
/** What came after the making, where arms come from factories and workshops rather than forges. */
export const MAKING_AFTER: Partial<BySetting<Pool>> = {
  "science-fiction": [
    "The fabricator files were wiped.",
    "The line was discontinued.",
    "The patent is still disputed.",
    "No licensed copy exists.",
    "The lab was shut down.",
    "Its schematics leak now and then.",
    "The maker went bankrupt.",
    "Only the prototype survives.",
    "The firmware was never updated.",
    "Pirated copies jam.",
  ],
  modern: [
    "The model went out of production.",
    "Collectors hunt the serial range.",
    "The workshop closed years ago.",
    "The maker never made another.",
    "Parts are hard to find.",
    "The factory was sold.",
    "The design was never patented.",
    "Copies are sold online.",
    "The original drawings are lost.",
    "Gun shows still talk of it.",
  ],
  steampunk: [
    "The patent lapsed in a lawsuit.",
    "The works burned down.",
    "The Royal Society keeps the plans.",
    "The inventor vanished in a balloon.",
    "No second engine was built.",
    "The guild forbade copies.",
    "Its springs are a trade secret.",
    "The foundry went bankrupt.",
    "The blueprints hang in a museum.",
    "Imitations explode.",
  ],
  "post-apocalyptic": [
    "The workshop was a burned bus.",
    "Nobody knows where the parts came from.",
    "The maker was killed for it.",
    "It has been rebuilt twice.",
    "Half its parts are pre-war.",
    "No two are alike.",
    "The scrapyard is gone now.",
    "Its maker trades in water now.",
    "It was made in one night.",
    "Copies fall apart.",
  ],
};
