// The monster's prose parts, rendered from the finished entry (docs/generators.md, "Prose adds, it
// does not repeat"): how this body opens a fight and with which of its attacks, what it does when
// hurt, what its senses mean for a band, what its weakness buys at its threat, and a close by
// threat and tone; then how a band finds it and what is left of it. No sentence pastes a field's
// value whole except a weakness, a sign or a spoil it interprets. {S}/{s} is the sentence's
// subject, drawn per sentence from the monster's given name, "the {type}" and its pronoun, so no
// sentence opens every entry the same way (test/support/frames.ts). Slots: {first} the first attack,
// {rest} the others ("its claws and its tail"), {follow} "follow"/"follows" agreeing with {rest},
// {w}/{W} the weaknesses joined with "or", {is} agreeing with them, {type}. Our own writing.
import type { Tone } from "../../core/options.js";
import type { BodyKind, DamageType } from "./archetypes.js";
import type { Threat } from "./words.js";

/** What an attack of each damage type does, as verb phrases in the he/she form. */
export const EFFECT: Readonly<Record<DamageType, readonly string[]>> = {
  piercing: [
    "goes through boots",
    "goes deep",
    "leaves festering wounds",
    "punches through armour",
    "holds fast",
    "tears flesh",
    "finds the throat",
    "crunches bone",
  ],
  slashing: ["leaves ragged wounds", "opens deep gashes", "strips flesh to bone", "sweeps wide", "hamstrings its prey", "scores armour", "flays skin"],
  bludgeoning: [
    "breaks bones",
    "knocks people flat",
    "caves in doors",
    "hurls people aside",
    "lands like a falling tree",
    "cracks skulls",
    "crushes ribs",
    "dents armour",
  ],
  poison: ["numbs the limbs", "brings days of fever", "brings a slow death", "paralyses", "thickens the blood"],
  acid: ["eats through armour", "pits metal", "leaves lasting scars", "dissolves flesh"],
  fire: ["sets clothes alight", "blisters skin", "leaves weeping burns", "chars wood black"],
  cold: ["freezes the blood", "blackens fingers", "numbs the hands", "rimes armour white"],
  lightning: ["stops hearts", "throws people down", "leaves fern-shaped burns", "arcs between victims"],
  necrotic: ["withers flesh", "steals warmth", "ages its victims", "leaves grey wounds"],
  psychic: ["fills minds with terror", "leaves victims weeping", "sets hands shaking", "wakes old griefs"],
  thunder: ["bursts eardrums", "shatters glass", "knocks people flat", "drowns out orders"],
  radiant: ["blinds for an hour", "burns like noon"],
};

/** How each body opens a fight with its first attack. */
export const OPEN: Readonly<Record<BodyKind, readonly string[]>> = {
  brute: [
    "{S} {v:charges} straight in, {first} first.",
    "{S} {v:opens} with {their} {first}.",
    "{S} {v:leads} with {their} {first}, and hard.",
    "Before anyone is ready, {s} {v:is} among them, {first} first.",
  ],
  hunter: [
    "{S} {v:picks} out the weakest, {first} first.",
    "{S} {v:circles} first, then {v:strikes} with {their} {first}.",
    "{S} {v:runs} a band ragged, then {v:closes}, {first} first.",
    "{S} {v:takes} stragglers first, with {their} {first}.",
  ],
  lurker: [
    "{S} {v:waits} unseen, then {v:strikes} with {their} {first}.",
    "The first anyone knows of {s} is {their} {first}.",
    "{S} {v:lets} a band pass and {v:takes} the last with {their} {first}.",
    "From cover, {s} {v:strikes} with {their} {first}.",
  ],
  hulk: [
    "{S} {v:is} slow to rouse; {their} {first} is not.",
    "{S} {v:shrugs} off the first blows, then {v:answers} with {their} {first}.",
    "{S} {v:wades} into a band, {first} sweeping.",
    "Roused, {s} {v:leads} with {their} {first}.",
  ],
  cunning: [
    "{S} {v:talks} first and {v:uses} {their} {first} only when refused.",
    "{S} {v:offers} a bargain; refuse, and {they} {v:answers} with {their} {first}.",
    "{S} {v:sets} a band against itself before using {their} {first}.",
    "Words come first from {s}; then {their} {first}.",
  ],
  mindless: [
    "{S} {v:comes} on without pause, {first} reaching.",
    "{S} {v:feels} for warmth and {v:closes} on it with {their} {first}.",
    "{S} {v:keeps} coming, {first} searching.",
    "Slowly, {s} {v:closes} in with {their} {first}.",
  ],
  swarm: [
    "{S} {v:pours} over a band at once, {their} {first} everywhere.",
    "{S} {v:comes} from every crack, {their} {first} on every inch of skin.",
    "{S} {v:settles} on the nearest, {first} everywhere.",
    "All at once, {s} {v:is} everywhere, {their} {first} with {them}.",
  ],
  spirit: [
    "{S} {v:strikes} unseen with {their} {first}.",
    "Lights gutter, and then {their} {first} {strikes}.",
    "{S} {v:picks} one of a band and {v:haunts} them, {first} by night.",
    "Without warning, {s} {v:strikes} with {their} {first}.",
  ],
  machine: [
    "{S} {v:challenges} intruders once, then {v:uses} {their} {first}.",
    "{S} {v:moves} to block the way, {first} raised.",
    "{S} {v:meets} anyone past the line with {their} {first}.",
    "Past the line, {s} {v:answers} with {their} {first}.",
  ],
};
/** Openings for bodies that move oddly. */
export const OPEN_FLY = [
  "{S} {v:drops} out of the sky, {first} first.",
  "{S} {v:dives} on a band from above, {first} leading.",
  "From above, {s} {v:stoops} with {their} {first}.",
];
export const OPEN_BURROW = [
  "{S} {v:bursts} up from below, {first} first.",
  "{S} {v:breaks} the surface, {first} first.",
  "From below, {s} {v:strikes} with {their} {first}.",
];
/** A swarm that flies. */
export const OPEN_SWARM_FLY = [
  "{S} {v:descends} in a cloud, {their} {first} everywhere.",
  "{S} {v:darkens} the sky, then {v:falls} on a band, {first} first.",
  "Out of the sky, {s} {v:comes} down, {their} {first} everywhere.",
];
/** A first attack made from range. */
export const OPEN_RANGED = [
  "{S} {v:opens} from a distance with {their} {first}.",
  "{S} {v:starts} the fight out of reach, with {their} {first}.",
  "From out of reach, {s} {v:uses} {their} {first}.",
];

/** The rest of the attacks, once a band is close: {Rest} "Its claws and its tail", {follow} agrees. */
export const FOLLOW = [
  "{Rest} {follow} once a band closes.",
  "Up close, {rest} {follow}.",
  "Anyone closer meets {rest}.",
  "Then {come} {rest}.",
  "Whoever closes in meets {rest}.",
];

/** What it does when hurt. */
export const HURT: Readonly<Record<BodyKind, readonly string[]>> = {
  brute: [
    "Wounded, {s} {v:fights} harder, not smarter.",
    "Hurt, {s} {v:forgets} to guard {themself}.",
    "{S} {v:grows} reckless when bloodied.",
    "Pain makes {s} wild.",
  ],
  hunter: [
    "Hurt, {s} {v:breaks} off and {v:comes} back at night.",
    "Wounded, {s} {v:follows} the band until it rests.",
    "{S} {v:retreats} when hurt, and {v:returns}.",
    "A wound sends {s} off, but not for long.",
  ],
  lurker: [
    "If the first strike fails, {s} {v:slips} away.",
    "Found out, {s} {v:flees} rather than fight.",
    "{S} {v:hates} a fair fight and {v:leaves} one.",
    "Once seen, {s} {v:withdraws} to wait again.",
  ],
  hulk: [
    "{S} {v:does} not retreat; {they} must be stopped.",
    "Pain does not slow {s}.",
    "{S} {v:fights} on long after it should fall.",
    "Nothing makes {s} turn back.",
  ],
  cunning: [
    "Losing, {s} {v:bargains} for {their} life, and {v:lies}.",
    "Hurt, {s} {v:vanishes} and {v:holds} a grudge.",
    "{S} never {v:fights} to the end.",
    "Beaten, {s} {v:offers} a bargain.",
  ],
  mindless: [
    "{S} {v:feels} no pain and never {v:flees}.",
    "Cut apart, the pieces keep coming.",
    "{S} {v:does} not know when to stop.",
    "Wounds mean nothing to {s}.",
  ],
  swarm: [
    "Broken up, {s} {v:gathers} again a few yards on.",
    "Scattered, {s} {v:drifts} back together within the hour.",
    "Kill a thousand, and {s} hardly {v:notices}.",
    "{S} {v:thins}, but never quite {v:breaks}.",
  ],
  spirit: [
    "Driven off, {s} {v:comes} back the next night.",
    "Weapons pass through {s} like smoke.",
    "{S} {v:fades} when hurt, and {v:returns}.",
    "Banished, {s} {v:is} back within a week.",
  ],
  machine: [
    "Damaged, {s} {v:keeps} going until something vital breaks.",
    "{S} {v:does} not bleed, and {v:does} not stop.",
    "Only a broken part stops {s}.",
    "Dented, {s} {v:carries} on.",
  ],
};
/** What a sense or power means for a band, by the class the entry's powers fall in. */
export type SenseClass = "tremor" | "smell" | "hearing" | "dark" | "sight" | "unseen" | "regrows" | "hard" | "flight" | "burrow" | "climb";
export const SENSE_TEST: readonly (readonly [SenseClass, RegExp])[] = [
  ["unseen", /invisible|passes through|unseen|vanish/],
  ["tremor", /feels a footstep|tremor|vibration|feels .* through/],
  ["smell", /smell|scent|sniff/],
  ["hearing", /\bhears?\b|heartbeat|footstep|\bsound/],
  ["dark", /dark/],
  ["sight", /\bsees?\b|\bspots?\b|sight/],
  ["regrows", /regrow|heals|regenerat/],
  ["hard", /shrugs off (?:blades|blows|spears|arrows|ordinary|pistol|shot|bullets|gunfire|weapons|steel)|feels no pain/],
  ["climb", /climb|\bwalls?\b/],
];
export const SENSE_LINE: Readonly<Record<SenseClass, readonly string[]>> = {
  tremor: [
    "{S} {v:feels} footsteps through the ground; cross it on rock.",
    "Every step is a signal to {s}; stand still.",
    "Stand still, and {s} {v:loses} the band.",
  ],
  smell: [
    "Come at {s} from downwind.",
    "{S} {v:smells} a band long before seeing it.",
    "Keep the wind in your face near {s}.",
    "Smoke and mud hide a band from {s}.",
  ],
  hearing: [
    "{S} {v:hears} boots and buckles from afar.",
    "Noise brings {s}; go quietly.",
    "Quiet feet are the best armour against {s}.",
    "{S} {v:hears} a band talking from far off.",
  ],
  dark: [
    "Darkness hides nothing from {s}; go by day.",
    "Torches only show {s} where the band is.",
    "By night, {s} {v:has} every advantage.",
    "Daylight takes away {their} best sense.",
  ],
  sight: [
    "{S} {v:sees} a band on open ground; come in under cover.",
    "Open ground favours {s}.",
    "Cover is worth more than armour against {s}.",
    "Nobody crosses open ground unseen by {s}.",
  ],
  unseen: [
    "Thrown flour shows where {s} {v:is}.",
    "Watch the dust, not the air, for {s}.",
    "Scattered ash shows where {s} {v:moves}.",
    "Nobody sees {s} coming; listen instead.",
  ],
  regrows: [
    "Wounds close on {s} within minutes; burn them.",
    "A long fight favours {s}, whose cuts heal.",
    "Finish {s} fast, or start again.",
    "Wounds close fast on {s}; press hard.",
  ],
  hard: ["Ordinary blows barely mark {s}.", "Light blades are wasted on {s}.", "Bring the heaviest weapons against {s}.", "Only heavy blows tell on {s}."],
  flight: [
    "Under a roof, {s} {v:loses} {their} best advantage.",
    "Nets and a low ceiling ground {s}.",
    "Grounded, {s} {v:is} half the danger.",
    "Stay under cover, and {s} must land.",
  ],
  burrow: [
    "Only bare rock is safe from {s}.",
    "Trembling ground is the only warning {s} {v:gives}.",
    "Keep off soft ground near {s}.",
    "{S} {v:comes} from below; stand on stone.",
  ],
  climb: ["{S} {v:uses} walls and ceilings as roads.", "Watch above for {s}.", "Clear the rafters before making camp near {s}.", "Walls do not stop {s}."],
};

/** The close, by threat and tone: how many should go, and what it costs. */
export const CLOSE: Readonly<Record<Threat, Readonly<Record<Tone, readonly string[]>>>> = {
  minor: {
    heroic: [
      "Two or three can handle {s}.",
      "A steady pair sees {s} off.",
      "Nobody loses sleep over {s}.",
      "Any settlement has people enough for {s}.",
      "One watchful guard could deal with {s}.",
    ],
    grim: ["The careless still die of {their} {first}.", "{S} still maims the careless.", "Somebody always gets careless near {s}."],
    whimsical: ["{S} {v:is} vain about {their} {first}.", "Children dare each other to find {s}.", "{S} {v:sulks} for a week when beaten."],
  },
  dangerous: {
    heroic: [
      "Take five or six against {s}.",
      "Half a dozen can beat {s} together.",
      "A trained band can win against {s}.",
      "Go in numbers, and {s} can be beaten.",
      "With a healer along, {s} can be beaten.",
    ],
    grim: ["Expect to bury someone after {s}.", "Bands that split up lose stragglers to {s}.", "{S} {v:has} killed hunters, and will again."],
    whimsical: [
      "Hunters bet on who will flinch first at {s}.",
      "{S} {v:sulks} for days after losing a fight.",
      "{S} {v:keeps} a tally of hunters {they} {v:has} sent running.",
    ],
  },
  deadly: {
    heroic: [
      "Send a company after {s}, nothing less.",
      "Only a well-led company should hunt {s}.",
      "It takes a company to corner {s}.",
      "Few bands come back from {s} whole.",
      "Ask for soldiers before facing {s}.",
    ],
    grim: ["Whole patrols have gone after {s} and been lost.", "Veterans leave {s} alone.", "Few who face {s} come back whole."],
    whimsical: ["Sensible folk move house when {s} {v:comes}.", "Nobody is paid enough to go after {s}.", "Insurers will not cover anyone near {s}."],
  },
  legendary: {
    heroic: [
      "The songs are about those who got away from {s}.",
      "An army might finish {s}; no band has.",
      "Only an army could hope to end {s}.",
      "Survivors of {s} tell the story for life.",
      "Whole districts are left to {s}.",
    ],
    grim: ["Armies have gone after {s} and not come back.", "Whole regions emptied the last time {s} woke.", "The last army sent after {s} is still missing."],
    whimsical: ["Mapmakers draw {s} in the margin.", "Nobody disputes {their} claim to the place.", "{S} {v:is} a local landmark, of sorts."],
  },
};

/** Reading the first sign, for bodies that range: {S0}/{s0}, {is0}, {turn}, {mean} agreeing with it. */
export const SIGN_RANGE = [
  "Trackers trust {s0} over any rumour.",
  "{S} {v:is} near wherever {s0} {is0} reported.",
  "{S0} {mean} {s} {v:is} close.",
  "Look first for {s0}.",
  "A good tracker reads {s0} as {their} calling card.",
];
/** For bodies that keep to one place: the sign tells a band it has the right place. */
export const SIGN_STAY = [
  "{S0} {is0} how a band knows it has the place.",
  "Nobody tracks {s}; {they} {v:is} found by {s0}.",
  "{S} {v:keeps} to one place, marked by {s0}.",
  "{S} {v:is} never far from {s0}.",
];
/** Where its prey goes missing: {Diet}. */
export const PREY_LINE = ["{S} {v:is} hunting when {diet} go missing.", "Count {diet}: when they dwindle, {s} {v:is} close.", "Missing {diet} point to {s}."];

/** What is left of it, by what its body leaves behind and whether anyone has brought it down: {h0}, {is}. */
export type Remains = "carcass" | "lair" | "swarm" | "spirit" | "wreck";
export const SPOIL_LINE: Readonly<Record<Remains, readonly string[]>> = {
  carcass: [
    "{H0} {is} what hunters bring back.",
    "{H0} {is} why anyone bothers.",
    "{H0}: that is what hunters want from {s}.",
    "Some hunt {s} for the sake of {h0}.",
  ],
  lair: ["Whoever ends {s} can claim {h0}.", "{Their} lair holds {h0}.", "Beat {s}, and {h0} {is} the reward.", "Some hunt {s} for the sake of {h0}."],
  swarm: [
    "Broken, the swarm leaves {h0} behind.",
    "What a broken swarm leaves is {h0}.",
    "Scavengers pick {h0} from where {s} {v:was} broken.",
    "Once scattered, {s} {v:leaves} {h0}.",
  ],
  spirit: [
    "Laid to rest, {s} {v:leaves} {h0} behind.",
    "When {s} {v:fades} for good, {h0} {is} left.",
    "Those who lay {s} to rest may keep {h0}.",
    "{H0} {is} all that remains when {s} {v:is} laid.",
  ],
  wreck: [
    "A wrecked {type} gives up {h0}.",
    "Stripped, the wreck yields {h0}.",
    "{H0} {is} what salvagers want from {s}.",
    "Broken down, {s} {v:yields} {h0}.",
  ],
};
/** For a monster no band has brought down. */
export const SPOIL_LEGEND = [
  "Nobody has brought {s} down, so nobody has taken {h0}.",
  "If {s} {v:is} ever brought down, {h0} will make someone rich.",
  "Whoever ends {s} will have {h0}, and a song.",
];
