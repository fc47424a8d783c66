// The Player's Handbook's weapon table (and the DMG's firearms), and which table weapon a weapon's
// noun is: "notched bastard sword" is a longsword (1d8, versatile 1d10), "boar spear" a spear
// (1d6, versatile 1d8), "misericorde" a dagger (1d4). Nouns that match no table weapon get dice
// by how they are held (light, one hand, two hands, ranged). Pure data and a matcher.

export type WeaponCategory = "simple melee" | "martial melee" | "simple ranged" | "martial ranged";

export interface TableWeapon {
  readonly name: string;
  readonly dice: string;
  readonly damageType: "slashing" | "piercing" | "bludgeoning" | "radiant";
  readonly category: WeaponCategory;
  readonly properties: readonly string[];
  /** The two-handed die of a versatile weapon. */
  readonly versatile?: string;
}

const W = (
  name: string,
  dice: string,
  damageType: TableWeapon["damageType"],
  category: WeaponCategory,
  properties: readonly string[],
  versatile?: string,
): TableWeapon => ({ name, dice, damageType, category, properties, ...(versatile ? { versatile } : {}) });

export const PHB_WEAPONS: Readonly<Record<string, TableWeapon>> = {
  club: W("club", "1d4", "bludgeoning", "simple melee", ["light"]),
  dagger: W("dagger", "1d4", "piercing", "simple melee", ["finesse", "light", "thrown (range 20/60)"]),
  greatclub: W("greatclub", "1d8", "bludgeoning", "simple melee", ["two-handed"]),
  handaxe: W("handaxe", "1d6", "slashing", "simple melee", ["light", "thrown (range 20/60)"]),
  javelin: W("javelin", "1d6", "piercing", "simple melee", ["thrown (range 30/120)"]),
  lightHammer: W("light hammer", "1d4", "bludgeoning", "simple melee", ["light", "thrown (range 20/60)"]),
  mace: W("mace", "1d6", "bludgeoning", "simple melee", []),
  quarterstaff: W("quarterstaff", "1d6", "bludgeoning", "simple melee", [], "1d8"),
  sickle: W("sickle", "1d4", "slashing", "simple melee", ["light"]),
  spear: W("spear", "1d6", "piercing", "simple melee", ["thrown (range 20/60)"], "1d8"),
  lightCrossbow: W("light crossbow", "1d8", "piercing", "simple ranged", ["ammunition (range 80/320)", "loading", "two-handed"]),
  shortbow: W("shortbow", "1d6", "piercing", "simple ranged", ["ammunition (range 80/320)", "two-handed"]),
  sling: W("sling", "1d4", "bludgeoning", "simple ranged", ["ammunition (range 30/120)"]),
  battleaxe: W("battleaxe", "1d8", "slashing", "martial melee", [], "1d10"),
  flail: W("flail", "1d8", "bludgeoning", "martial melee", []),
  glaive: W("glaive", "1d10", "slashing", "martial melee", ["heavy", "reach", "two-handed"]),
  greataxe: W("greataxe", "1d12", "slashing", "martial melee", ["heavy", "two-handed"]),
  greatsword: W("greatsword", "2d6", "slashing", "martial melee", ["heavy", "two-handed"]),
  halberd: W("halberd", "1d10", "slashing", "martial melee", ["heavy", "reach", "two-handed"]),
  lance: W("lance", "1d12", "piercing", "martial melee", ["reach", "special"]),
  longsword: W("longsword", "1d8", "slashing", "martial melee", [], "1d10"),
  maul: W("maul", "2d6", "bludgeoning", "martial melee", ["heavy", "two-handed"]),
  morningstar: W("morningstar", "1d8", "piercing", "martial melee", []),
  pike: W("pike", "1d10", "piercing", "martial melee", ["heavy", "reach", "two-handed"]),
  rapier: W("rapier", "1d8", "piercing", "martial melee", ["finesse"]),
  scimitar: W("scimitar", "1d6", "slashing", "martial melee", ["finesse", "light"]),
  shortsword: W("shortsword", "1d6", "piercing", "martial melee", ["finesse", "light"]),
  trident: W("trident", "1d6", "piercing", "martial melee", ["thrown (range 20/60)"], "1d8"),
  warPick: W("war pick", "1d8", "piercing", "martial melee", []),
  warhammer: W("warhammer", "1d8", "bludgeoning", "martial melee", [], "1d10"),
  whip: W("whip", "1d4", "slashing", "martial melee", ["finesse", "reach"]),
  handCrossbow: W("hand crossbow", "1d6", "piercing", "martial ranged", ["ammunition (range 30/120)", "light", "loading"]),
  heavyCrossbow: W("heavy crossbow", "1d10", "piercing", "martial ranged", ["ammunition (range 100/400)", "heavy", "loading", "two-handed"]),
  longbow: W("longbow", "1d8", "piercing", "martial ranged", ["ammunition (range 150/600)", "heavy", "two-handed"]),
  // The DMG's firearms.
  pistol: W("pistol", "1d10", "piercing", "martial ranged", ["ammunition (range 30/90)", "loading"]),
  musket: W("musket", "1d12", "piercing", "martial ranged", ["ammunition (range 40/120)", "loading", "two-handed"]),
  automaticPistol: W("automatic pistol", "2d6", "piercing", "martial ranged", ["ammunition (range 50/150)", "reload (15 shots)"]),
  huntingRifle: W("hunting rifle", "2d10", "piercing", "martial ranged", ["ammunition (range 80/240)", "reload (5 shots)", "two-handed"]),
  shotgun: W("shotgun", "2d8", "piercing", "martial ranged", ["ammunition (range 30/90)", "reload (2 shots)", "two-handed"]),
  automaticRifle: W("automatic rifle", "2d8", "piercing", "martial ranged", ["ammunition (range 80/240)", "reload (30 shots)", "burst fire", "two-handed"]),
  laserPistol: W("laser pistol", "3d6", "radiant", "martial ranged", ["ammunition (range 40/120)", "reload (50 shots)"]),
  laserRifle: W("laser rifle", "3d8", "radiant", "martial ranged", ["ammunition (range 100/300)", "reload (30 shots)", "two-handed"]),
};

const P = PHB_WEAPONS;
// First match wins: the more particular patterns come first ("hand crossbow" before "crossbow").
const MATCH: readonly (readonly [RegExp, TableWeapon])[] = [
  [/hand crossbow/, P.handCrossbow as TableWeapon],
  [/pneumatic crossbow|heavy crossbow/, P.heavyCrossbow as TableWeapon],
  [/crossbow/, P.lightCrossbow as TableWeapon],
  [/shortbow/, P.shortbow as TableWeapon],
  [/\bbow\b|longbow/, P.longbow as TableWeapon],
  [/sling/, P.sling as TableWeapon],
  [/semi-automatic pistol|automatic pistol/, P.automaticPistol as TableWeapon],
  [/pulse pistol|laser pistol/, P.laserPistol as TableWeapon],
  [/pistol/, P.pistol as TableWeapon],
  [/hunting rifle/, P.huntingRifle as TableWeapon],
  [/shotgun/, P.shotgun as TableWeapon],
  [/flechette carbine|automatic rifle|assault rifle/, P.automaticRifle as TableWeapon],
  [/coil rifle|laser rifle/, P.laserRifle as TableWeapon],
  [/musket|blunderbuss|pipe rifle|repeating rifle/, P.musket as TableWeapon],
  [/javelin/, P.javelin as TableWeapon],
  [/throwing axe/, P.handaxe as TableWeapon],
  [/throwing knives|knife|dagger|misericorde|shiv|stiletto|dirk/, P.dagger as TableWeapon],
  [/greatsword|executioner's sword/, P.greatsword as TableWeapon],
  [/rapier|swordstick/, P.rapier as TableWeapon],
  [/sabre|cutlass|scimitar|khopesh|sickle-sword|harpe|falchion|machete/, P.scimitar as TableWeapon],
  [/short ?sword/, P.shortsword as TableWeapon],
  [/sword/, P.longsword as TableWeapon],
  [/greataxe/, P.greataxe as TableWeapon],
  [/axe/, P.battleaxe as TableWeapon],
  [/halberd/, P.halberd as TableWeapon],
  [/glaive|scythe|billhook|gibbet hook/, P.glaive as TableWeapon],
  [/pike/, P.pike as TableWeapon],
  [/lance/, P.lance as TableWeapon],
  [/trident/, P.trident as TableWeapon],
  [/spear(?!gun)/, P.spear as TableWeapon],
  [/war pick/, P.warPick as TableWeapon],
  [/morning ?star/, P.morningstar as TableWeapon],
  [/flail/, P.flail as TableWeapon],
  [/maul|piston hammer/, P.maul as TableWeapon],
  [/warhammer/, P.warhammer as TableWeapon],
  [/claw hammer/, P.lightHammer as TableWeapon],
  [/mace/, P.mace as TableWeapon],
  [/quarterstaff|(?<!twin-bladed )\bstaff\b/, P.quarterstaff as TableWeapon],
  [/whip|scourge|thorned chain/, P.whip as TableWeapon],
  [/greatclub|olive-wood club|baseball bat|studded bat/, P.greatclub as TableWeapon],
  [/club|baton|cudgel/, P.club as TableWeapon],
];

/** The table weapon a noun names, or undefined for a weapon the table does not have. */
export function tableWeapon(noun: string): TableWeapon | undefined {
  const n = noun.toLowerCase();
  for (const [re, w] of MATCH) if (re.test(n)) return w;
  return undefined;
}

/** Dice for a weapon the table does not have, by how it is held. */
export function heldDice(hands: string, ranged: boolean): string {
  if (ranged) return hands.startsWith("two") ? "1d10" : "1d6";
  if (hands.startsWith("two")) return "1d10";
  return hands.startsWith("one or two") ? "1d8" : "1d6";
}
