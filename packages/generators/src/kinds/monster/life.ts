// The life of one named monster (docs/generators.md, "Concept → fields"): every entry is a single
// creature with a name, so its ecology is this one's — how long it has held its ground and what
// its being there does to the land and the life around it — never its species' breeding (no
// whelps, eggs or litters). And who tells its legend, by setting family: tellers who need no
// habitat pasted into them ("An old ballad about the cellars of a burned keep" is gone). Our own writing.
import type { BodyKind, Family } from "./archetypes.js";
import type { Threat } from "./words.js";

/** How long it has been about, by threat (with its preposition): an older thing has survived more hunts. */
export const AGE: Readonly<Record<Threat, readonly string[]>> = {
  minor: ["for a season or two", "for two summers", "since last spring", "for a few years", "since the last harvest"],
  dangerous: ["for a dozen years", "for half a generation", "for twenty years or so", "since the last bad winter", "for eleven years"],
  deadly: ["for three generations", "for sixty years", "since the old war", "for a lifetime", "for most of a century"],
  legendary: [
    "for longer than anyone remembers",
    "since before the oldest maps",
    "for generations",
    "since the first settlers came",
    "for as long as anyone has lived nearby",
  ],
};

/** How this one came to hold its ground: {age}/{Age}, {S}/{s} the subject. */
export const SINCE: Readonly<Record<BodyKind, readonly string[]>> = {
  brute: [
    "{S} {v:has} held this ground {age}.",
    "{S} {v:has} ruled here {age}, unchallenged.",
    "{Age}, {s} {v:has} taken what {they} {v:wants}.",
    "{S} {v:has} been the worst thing here {age}.",
  ],
  hunter: ["{S} {v:has} hunted this range {age}.", "{Age}, {s} {v:has} kept this range.", "{S} {v:has} hunted here {age}.", "No rival has unseated {s} {age}."],
  lurker: [
    "{S} {v:has} lain in wait here {age}.",
    "{Age}, {s} {v:has} used the same hiding places.",
    "{S} {v:has} hunted from ambush {age}.",
    "{Age}, nobody has found {their} hiding place.",
  ],
  hulk: ["{S} {v:has} ruled this ground {age}.", "{Age}, nothing has challenged {s}.", "{S} {v:has} fed here {age}.", "{S} {v:has} been here {age}, growing."],
  cunning: [
    "{S} {v:has} schemed here {age}.",
    "{Age}, {s} {v:has} dealt with the desperate.",
    "{S} {v:has} kept a court of debtors {age}.",
    "{Age}, {s} {v:has} collected debts here.",
  ],
  mindless: [
    "{S} {v:has} spread here {age}.",
    "{Age}, {s} {v:has} crept outward.",
    "{S} {v:has} festered here {age}.",
    "{S} {v:has} grown a little each year {age}.",
  ],
  swarm: [
    "The swarm {v:has} boiled up here {age}.",
    "{Age}, {s} {v:has} returned each year.",
    "{S} {v:has} plagued this ground {age}.",
    "{Age}, {s} {v:has} grown each year.",
  ],
  spirit: [
    "{S} {v:has} haunted this ground {age}.",
    "{Age}, {s} {v:has} been bound here.",
    "{S} {v:has} lingered here {age}.",
    "{Age}, {s} {v:has} not rested.",
  ],
  machine: [
    "{S} {v:has} run without a keeper {age}.",
    "{Age}, {s} {v:has} followed {their} last orders.",
    "{S} {v:has} kept {their} post {age}, untended.",
    "{Age}, nobody has serviced {s}.",
  ],
};

/** What its being there does to the land and the life around it: short lines that hold in every setting and for every diet. */
export const RANGE: Readonly<Record<BodyKind, readonly string[]>> = {
  brute: [
    "Scavengers live on {their} leavings.",
    "Nothing of {their} size lives near {s}.",
    "Smaller predators keep clear of {s}.",
    "Carrion-eaters trail {s}.",
  ],
  hunter: [
    "Rivals in {their} range turn up dead.",
    "Other predators avoid {s}.",
    "{S} {v:marks} {their} range; others keep out.",
    "Prey near {s} has learned to be wary.",
  ],
  lurker: [
    "Small animals avoid {their} hiding places.",
    "What nests near {s} soon vanishes.",
    "Carrion-eaters wait at the edge of {their} ground.",
    "Birds fall silent near {s}.",
  ],
  hulk: [
    "{Their} passing breaks the ground.",
    "Nothing else large lives near {s}.",
    "Small things live off {their} scraps.",
    "{S} {v:leaves} a trail of ruin.",
  ],
  cunning: [
    "Lesser creatures serve {s}, bribed or afraid.",
    "Nothing dies near {s} unnoticed.",
    "{S} {v:keeps} unwilling servants.",
    "Smaller things bring {s} tribute.",
  ],
  mindless: [
    "What {s} {v:touches} does not grow back.",
    "Nothing else lives where {s} {v:has} been.",
    "Flies and rats thrive at {their} edges.",
    "{S} {v:leaves} the ground bare.",
  ],
  swarm: [
    "When {s} {v:moves} on, nothing is left.",
    "Where {s} {v:feeds}, little is left.",
    "Predators follow {s} for stragglers.",
    "{S} {v:strips} whatever {they} {v:settles} on.",
  ],
  spirit: [
    "Animals will not stay near {s}.",
    "Instruments and animals go strange near {s}.",
    "Cold spots mark where {s} {v:lingers}.",
    "Compasses spin where {s} {v:passes}.",
  ],
  machine: [
    "{S} {v:mends} {themself} from scrap metal.",
    "Scavengers give {s} a wide berth.",
    "Rust and oil mark {their} ground.",
    "{S} {v:salvages} parts from what {they} {v:breaks}.",
  ],
};

/** Who tells its legend, by family: "{teller} that {it} {tale}." */
export const TELLERS: Readonly<Record<Family, readonly string[]>> = {
  fantasy: [
    "An old ballad claims",
    "Travellers say",
    "Village elders swear",
    "Hunters tell each other",
    "A hermit once swore",
    "Tavern talk has it",
    "Wandering priests teach",
    "Shepherds' children sing",
  ],
  dark: [
    "Gravediggers whisper",
    "Inquisitors' records say",
    "A burned confession says",
    "Penitents swear",
    "Plague survivors insist",
    "Widows in black say",
    "A hanged man's last words claimed",
    "The sexton's ledger notes",
  ],
  mythic: [
    "The oracle sang",
    "Shepherds say",
    "Old poets held",
    "Tomb carvings show",
    "Pilgrims swear",
    "Temple hymns tell",
    "Fishermen's wives say",
    "A wandering singer tells",
  ],
  future: [
    "Colony logs record",
    "Freighter crews swear",
    "A survey report claims",
    "Crew rumour says",
    "Old mission files suggest",
    "Miners on the night shift insist",
    "A corrupted black box suggests",
    "Frontier medics claim",
  ],
  modern: [
    "A forum thread claims",
    "Park rangers say",
    "A podcast claims",
    "Police reports suggest",
    "Local kids insist",
    "A late-night radio caller swore",
    "A self-published book argues",
    "Truckers on the night run say",
  ],
  steam: [
    "Penny dreadfuls claim",
    "A Royal Society paper notes",
    "Railway navvies say",
    "The Illustrated News claims",
    "A spiritualist's séance revealed",
    "Music-hall songs claim",
    "A retired colonel insists",
    "Dockside pamphlets say",
  ],
  fallen: [
    "Scavengers say",
    "Caravan songs claim",
    "The bunker folk believe",
    "Old radio broadcasts warned",
    "Raiders swear",
    "Water traders say",
    "A hermit in a bus claims",
    "Settlement elders teach",
  ],
};
