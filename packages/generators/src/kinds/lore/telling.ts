// The tale's afterlife: who tells it, where it came from, how regions retell it, and the history
// that may lie behind it. The tale itself is in tale.ts, which re-exports these.
import { frames, type Frame } from "../../core/phrases/alternation.js";
import type { ByFamily } from "../../core/phrases/setting-families.js";

export const TELLERS: ByFamily<readonly string[]> = {
  old: [
    "a wandering monk",
    "the harvest choirs",
    "hill shepherds",
    "a blind harper",
    "temple archivists",
    "travelling players",
    "river boatmen",
    "a court poet",
    "salt traders",
    "midwives",
  ],
  now: [
    "a local historian",
    "a folk singer",
    "schoolteachers",
    "a radio show",
    "a retired journalist",
    "the oldest bar regulars",
    "a church newsletter",
    "a podcast",
    "truck drivers",
    "a grandmother's diary",
  ],
  fallen: [
    "caravan traders",
    "bunker children",
    "a radio preacher",
    "scavenger crews",
    "the water guild",
    "a one-eyed storyteller",
    "camp elders",
    "wandering mechanics",
    "a tattooed courier",
    "fort sentries",
  ],
  future: [
    "a ship's archive",
    "dock workers",
    "colony teachers",
    "an old pilot",
    "a signal relay log",
    "miners on the night shift",
    "a station chaplain",
    "smugglers",
    "a data historian",
    "crèche caretakers",
  ],
};

export const ORIGINS: readonly Frame[] = frames([
  "[first|once|long ago] [written down|set down|recorded] by {teller} [who heard it from|who had it from|after hearing it from] {teller2} [in|near|outside] {place}",
  "[told|passed on|repeated] by {teller} [around winter fires|on long nights|at every festival|at funerals] [in|near|across] {place}",
  "[kept alive|carried|spread] by {teller} [from {place} outward|up and down the roads around {place}|in and around {place}], [though|and] {teller2} [tell it differently|dispute the details|have their own version]",
  "[preserved|found|copied] [on a cracked tablet|in a water-stained book|on a scrap of recording|in an old notebook] [beneath|near|at] {place}, [and later told by|then spread by|now known mostly from] {teller}",
]);

export const VARIANT_PLACES: ByFamily<readonly string[]> = {
  old: ["eastern valleys", "coastal villages", "mountain towns", "river ports", "southern farms", "island folk", "forest camps", "city taverns"],
  now: ["suburbs", "port towns", "mountain towns", "old neighbourhoods", "farm counties", "college towns", "capital", "fishing villages"],
  fallen: ["dam settlements", "coastal wrecks", "mountain forts", "caravan roads", "bunker towns", "salt flats", "city ruins", "river camps"],
  future: ["outer stations", "inner colonies", "mining belts", "freighter crews", "orbital rings", "frontier moons", "habitat domes", "deep-space tenders"],
};

export const VARIANTS: readonly Frame[] = frames([
  "In the {where}, {hero} is {a:otherSex} and {foe} is {otherPossessive} own {otherSibling}",
  "[Tellers in the {where2}|The {where2} tellers|Folk in the {where2}] [replace|swap] {boon} with [a boat that sails upwind|a loaf that never runs out|a song nobody can finish|a key with no lock]",
  "[In the {where2} version|The {where2} telling insists|Tellers in the {where2} say] [the {helper} is the true hero|the {helper} was {hero}'s parent|{hero} dies halfway and the {helper} finishes the task]",
  "[In the {where2}, some|Some {where2} tellers|A few in the {where2}] end the tale [halfway|before the ending|at the bargain], [calling the rest bad luck|saying the rest is cursed|refusing to say more]",
  "[The {where2} version|In the {where2}, the tale] makes {hero} [a noble in disguise|a runaway priest|the child of {foe}], [which others find insulting|to everyone else's annoyance|which nobody else accepts]",
  "[A children's version from the {where2}|In the {where2}, the children's version|The nursery version in the {where2}] [leaves out the price|has {foe} apologise|ends with a feast]",
  "[An older, rhyming version from the {where2}|A sung version from the {where2}|The oldest version, from the {where2},] [sets it underwater|names the place differently|has two heroes]",
  "[One heretical version from the {where2}|A banned {where2} telling|{A:where2} tradition] [claims {hero} and {foe} were allies|makes {foe} the victim|says {hero} never existed]",
]);

export const EVENTS: ByFamily<readonly string[]> = {
  old: [
    "a long drought",
    "a border skirmish",
    "a famine year",
    "an eruption whose ash hid the sun",
    "a plague in the river towns",
    "the flooding of the lowlands",
    "a peasants' revolt",
    "the fall of a bridge",
    "a wolf winter",
    "the collapse of a mine",
  ],
  now: [
    "a factory fire",
    "a mining accident",
    "a flood nobody prepared for",
    "a corruption trial",
    "an outbreak hushed up by officials",
    "a strike that turned violent",
    "a dam failure",
    "a chemical spill",
    "a missing persons case",
    "a bank collapse",
  ],
  fallen: [
    "a dam burst",
    "a raider war",
    "a sickness in the water",
    "the last fuel run",
    "a reactor leak",
    "a season of red storms",
    "a caravan massacre",
    "the failure of the seed vault",
    "a bunker mutiny",
    "a long winter of ash",
  ],
  future: [
    "a reactor breach",
    "a mutiny aboard a colony ship",
    "a plague in the habitat",
    "a navigation failure",
    "a hostile takeover of the station",
    "a decompression",
    "a rogue AI incident",
    "a lost convoy",
    "a solar storm",
    "a quarantine that went wrong",
  ],
};

export const TRUTHS: readonly Frame[] = frames([
  "{Scholars} [believe|suspect|think] the tale [remembers|grew out of|hides] {event} [at|near|around] {place}",
  "[The truth is probably|Behind it there was likely|At its root lies] {event}, [which grateful survivors turned into|which later tellers dressed up as|which grew, in the retelling, into] [a fight against {foe}|a legend|a battle of wonders]",
  "[Records suggest|Old papers hint|A surviving account implies] {hero} [existed|was real|really lived], [but as {a:plainRole}|though only as {a:plainRole}|as a humble {plainRole}] [whose kindness during {event} was never forgotten|who kept {place} alive through {event}|remembered for {event}]",
  "{Scholars} [say|think|suspect] [the story|it|the tale] [likely|probably|perhaps] [blends two people a century apart|joins two different disasters|mixes {event} with an older song], [and|while] {place} [claims both|keeps the result|tells it as one]",
  "[Diggers|Surveyors|Someone] found {find} at {place} [exactly where the tale places the end|where the story says|right where the tellers point], [which|and this] [settles nothing|proves little|convinces many]",
  "[It may be|Perhaps it is|Some read it as] a warning [dressed as a story|in a story's clothes|passed off as legend], [meant to keep children from|told to keep people from|aimed at anyone tempted by] [dangerous ground|the old places|the water]; [the part about {event} may be true|{event} really happened|{event} is well attested]",
]);
