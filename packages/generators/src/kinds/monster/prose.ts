// The monster's prose parts: how each kind of damage lands, how each body plan fights, what its
// senses mean for a hunting party, how its weaknesses and the close of an encounter read at each
// threat level, and how it is tracked and what its spoils are used for. Our own writing.
import type { Tone } from "../../core/options.js";
import type { BodyKind, DamageType } from "./archetypes.js";
import type { Threat } from "./words.js";

/** What an attack of each damage type does, as verb phrases in the he/she form. */
export const EFFECT: Readonly<Record<DamageType, readonly string[]>> = {
  piercing: [
    "goes through boots",
    "snaps spear shafts",
    "leaves festering wounds",
    "punches through leather",
    "holds fast",
    "tears flesh",
    "finds the throat",
    "pins its prey down",
    "crunches bone",
    "worries its prey",
  ],
  slashing: [
    "leaves ragged wounds",
    "cuts through leather",
    "comes low",
    "strips flesh to bone",
    "sweeps wide",
    "opens shields",
    "hamstrings horses",
    "shreds clothing",
    "scores armour",
    "flays skin",
  ],
  bludgeoning: [
    "breaks bones",
    "knocks riders flat",
    "caves in doors",
    "hurls people aside",
    "lands like a falling tree",
    "cracks skulls",
    "crushes ribs",
    "dents armour",
    "knocks the wind out of its victims",
    "shatters shields",
  ],
  poison: ["numbs the limbs", "brings days of fever", "drips venom", "brings a slow death", "paralyses", "thickens the blood"],
  acid: ["eats through armour", "burns through leather", "leaves lasting scars", "dissolves flesh", "hisses on stone"],
  fire: ["sets clothes alight", "blisters skin", "leaves weeping burns", "chars wood black", "lights the air"],
  cold: ["freezes the blood", "blackens fingers", "numbs the hands", "rimes armour white"],
  lightning: ["stops hearts", "throws people down", "leaves fern-shaped burns", "arcs between victims"],
  necrotic: ["withers flesh", "steals warmth", "ages its victims", "leaves grey wounds"],
  psychic: ["fills minds with terror", "leaves victims weeping", "sets hands shaking", "wakes old griefs"],
  thunder: ["bursts eardrums", "shatters glass", "knocks people flat", "drowns out orders"],
  radiant: ["blinds for an hour", "burns like noon"],
};

/** Frames for the behaviour field: two habits ({a}, {b}). */
export const HABIT_FRAME = ["{They} {a}, and {b}.", "{They} {a} and {b}.", "{They} {a}; {they} also {b}."];

/** How it fights with two or three attacks: {first} its first attack, {rest} "its claws and its hurled rock".
 * Attack names are fixed for an archetype, so a varying slot ({diet}, {place}) always stands between them. */
export const USE_PLACE = [
  "{They} {v:uses} {their} {first} in {place}, and {rest} when pressed.",
  "Intruders meet {their} {first}; in {place}, {rest} as well.",
];
/** For a diet of prey: {diet}. */
export const USE_DIET = ["{They} {v:keeps} {their} {first} for {diet} and {rest} for armed foes.", "{Their} {first} for {diet}, {rest} for anyone else."];

/** How each body fights with a single attack; a varying slot stands before the attack. */
export const TACTIC_ONE: Readonly<Record<BodyKind, readonly string[]>> = {
  brute: ["In {place}, {they} {v:attacks} anything with {their} {first}.", "In {place}, {they} {v:fights} in the open with {their} {first}."],
  hunter: ["{They} {v:stalks} {place}, striking with {their} {first}.", "In {place}, {they} {v:picks} off stragglers with {their} {first}."],
  lurker: ["In {place}, {they} {v:waits} in ambush, {their} {first} ready.", "{They} {v:lurks} in {place}, {their} {first} ready."],
  hulk: ["{They} {v:crushes} whatever crosses {place} with {their} {first}.", "In {place}, {they} {v:turns} slowly, {their} {first} sweeping."],
  cunning: ["In {place}, talk comes first, then {their} {first}.", "{They} {v:bargains} in {place}; refuse, and {they} {v:strikes} with {their} {first}."],
  mindless: ["In {place}, {they} {v:uses} {their} {first} on anything.", "{They} {v:comes} on through {place}, {their} {first} reaching."],
  swarm: ["{They} {v:pours} through {place}, {their} {first} everywhere.", "In {place}, {they} {v:surrounds} prey, {their} {first} everywhere."],
  spirit: ["In {place}, {they} {v:strikes} unseen with {their} {first}.", "{They} {v:haunts} {place}, {their} {first} for trespassers."],
  machine: ["In {place}, {they} {v:uses} {their} {first} on intruders.", "{They} {v:patrols} {place}, {their} {first} for intruders."],
};

/** What a sense or power means for a hunting party, by the class the entry's powers fall in. */
export type SenseClass = "smell" | "hearing" | "dark" | "sight" | "unseen" | "regrows" | "hard" | "flight" | "burrow" | "climb";
export const SENSE_TEST: readonly (readonly [SenseClass, RegExp])[] = [
  ["unseen", /invisible|passes through|unseen|vanish/],
  ["smell", /smell|scent|sniff/],
  ["hearing", /\bhears?\b|heartbeat|footstep|\bsound/],
  ["dark", /dark/],
  ["sight", /\bsees?\b|\bspots?\b|sight/],
  ["regrows", /regrow|heals|regenerat/],
  ["hard", /shrugs off (?:blades|blows|spears|arrows|ordinary|pistol|shot|bullets|gunfire|weapons|steel)|feels no pain/],
  ["climb", /climb|\bwalls?\b/],
];
/** Each line names the {type} early, so it starts no run shared with the line before. */
export const SENSE_LINE: Readonly<Record<SenseClass, readonly string[]>> = {
  smell: ["Come at {them} from downwind.", "Smoke hides a trail from {them}.", "Mask every scent near {them}."],
  hearing: ["Creeping up on {them} fails.", "{They} {v:hears} a band coming.", "Let {them} come to the band."],
  dark: ["Lanterns only show {them} the band.", "Meet {them} by day.", "Night is {their} ground."],
  sight: ["Nobody surprises {them} in the open.", "Close in under cover.", "Open ground favours {them}."],
  unseen: ["Ash on the floor betrays {them}.", "Watch the dust, not the air.", "Lamp flames lean towards {them}."],
  regrows: ["Wounds close on {them} as the band watches.", "Burn every wound, or it heals.", "Finish {them} fast."],
  hard: ["Blows that fell oxen barely slow {them}.", "Ordinary weapons barely mark {them}.", "Bring better weapons than steel."],
  flight: ["A roof keeps {them} off.", "Grounded, {they} {v:is} half the danger.", "Nets bring {them} down."],
  burrow: ["Stand on bare rock.", "Trembling ground is the only warning.", "{They} {v:comes} up from below."],
  climb: ["Watch the ceiling.", "Walls are {their} roads.", "Clear the rafters before making camp."],
};

/** How much its weaknesses buy at each threat: {w} the weaknesses joined with "or". */
export const WEAKNESS_LINE: Readonly<Record<Threat, readonly string[]>> = {
  minor: ["{W} will see {them} off.", "{W} should be enough.", "Against {w}, {they} {v:gives} up."],
  dangerous: ["{W} turns the fight.", "Best hope: {w}.", "With {w}, the odds even."],
  deadly: ["{W} will only buy time.", "Use {w} to get away, not to win.", "Even {w} will only slow {them}."],
  legendary: ["{W} may turn {them} aside, no more.", "Nothing known kills {them}; {w} will only drive {them} off.", "Even {w} fails more often than not."],
};

/** The close of the encounter, by threat and tone; short lines, since the tactic already names the place. */
export const CLOSE: Readonly<Record<Threat, Readonly<Record<Tone, readonly string[]>>>> = {
  minor: {
    heroic: ["Nobody loses sleep over {them}.", "A steady band sees {them} off.", "Most folk simply keep clear."],
    grim: ["The careless still die of {their} {attack}.", "{Their} {attack} has crippled the careless."],
    whimsical: ["{They} {v:is} vain about {their} {attack}.", "Children dare each other to find {them}."],
  },
  dangerous: {
    heroic: ["Hunters go in pairs at least.", "Stragglers die first.", "Nobody should go after {them} alone."],
    grim: ["{They} {v:has} killed hunters, and will again.", "Those {they} {v:takes} are seldom found whole."],
    whimsical: ["Hunters bet on who will flinch first.", "{They} {v:sulks} for days after losing a fight."],
  },
  deadly: {
    heroic: ["Few who face {them} come back.", "Only a full company should go.", "Whole camps have emptied because of {them}."],
    grim: ["Whole patrols have been lost to {them}.", "Veterans leave {them} alone."],
    whimsical: ["Sensible folk simply move away.", "Nobody is paid enough to go after {them}."],
  },
  legendary: {
    heroic: ["Songs name the few who faced {them}.", "Only the heroes of an age go.", "Nobody sane goes after {them}."],
    grim: ["Armies have gone after {them} and not come back.", "Whole regions emptied when {they} last woke."],
    whimsical: ["Maps mark {them} with a drawing and a warning.", "Nobody disputes {their} claim to {place}."],
  },
};

/** Tracking from its signs: {s0} the first sign, {s1} the second. */
export const TRACK_FRAME = [
  "The trail starts with {s0}; {s1} {means} {they} {v:is} close.",
  "Trackers take {s0} for an old trail and {s1} for a fresh one.",
  "Follow {s0} to find {their} range; {s1} {marks} the lair.",
  "{S0}, then {s1}: {they} {v:is} near.",
];
/** Where it feeds, for bodies that hunt or graze: {diet}. */
export const FEED_FRAME = ["Wherever {they} {v:finds} {diet}, watch.", "Find {diet}, and {they} {v:is} close."];
/** The same for a diet of prey. */
export const PREY_FRAME = ["Wherever {they} {v:finds} {diet}, watch.", "Guard {diet}, and wait."];
/** For a diet of "anything it can catch": nothing to guard. */
export const ANY_FRAME = ["Wherever {they} {v:finds} {diet}, watch.", "Find {diet}, and {they} {v:is} close."];

/** What becomes of its spoils, by what is left of it: {h} the spoils, {takers} who buys them. */
export type Remains = "carcass" | "lair" | "swarm" | "spirit" | "wreck";
export const SPOIL_FRAME: Readonly<Record<Remains, readonly string[]>> = {
  carcass: ["Hunters keep {h0}; {takers} buy {h1}.", "{Takers} pay well for {h0}, less for {h1}.", "To {takers}, a kill means {h0}; hunters keep {h1}."],
  lair: ["Whoever ends {them} can claim {h0}; {takers} pay for {h1}.", "{Their} lair gives up {h0}; {takers} want {h1} most."],
  swarm: ["{Takers} buy {h0} when the swarm is broken, and {h1} by the sack.", "{Takers} buy {h0} and {h1} from what the swarm leaves."],
  spirit: ["When {they} {v:fades}, {they} {v:leaves} {h0}; {takers} pay for {h1}.", "Laid to rest, {they} {v:leaves} {h0}; {takers} prize {h1}."],
  wreck: ["A wrecked {type} gives up {h0}; {takers} bid for {h1}.", "{Takers} strip {h0} from the wreck, then {h1}."],
};
/** With a single spoil. */
export const SPOIL_ONE = ["{Takers} pay well for {h0}.", "Hunters keep {h0}, or sell it to {takers}."];
