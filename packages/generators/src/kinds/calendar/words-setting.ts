// The calendar's weekdays and leap rules by setting (our own writing): high fantasy keeps the
// shared week of systems/calendar; the other settings name their days and keep their leap years
// in their own way (a steampunk almanack by the Astronomer Royal, a mythic year by the priests).
import type { Setting } from "../../core/options.js";
import { frames, type Frame } from "../../core/phrases/alternation.js";

/** Day-name roots and endings for a setting's week. */
export interface Week {
  readonly roots: readonly string[];
  readonly tails: readonly string[];
}

export const OWN_WEEKS: Readonly<Partial<Record<Setting, Week>>> = {
  "dark-fantasy": {
    roots: ["Ash", "Bone", "Crow", "Grave", "Bell", "Thorn", "Blight", "Wolf", "Ember", "Hollow", "Gallow", "Mourn", "Rook", "Penance"],
    tails: ["day", "tide", "mass", "watch"],
  },
  "science-fiction": {
    roots: ["Sol", "Luna", "Terra", "Mars", "Ceres", "Io", "Titan", "Vesta", "Europa", "Pallas", "Juno", "Triton", "Kepler", "Tycho"],
    tails: ["day", "cycle", "span"],
  },
  modern: {
    roots: ["Pay", "Market", "Council", "School", "Rest", "Post", "Wash", "Match", "Chapel", "Shop", "Bin", "Rota", "Work", "Late"],
    tails: ["day"],
  },
  steampunk: {
    roots: ["Coal", "Brass", "Steam", "Gear", "Loom", "Market", "Chapel", "Mill", "Foundry", "Rail", "Piston", "Lamp", "Ledger", "Kettle"],
    tails: ["day", "'s day", "tide"],
  },
  "post-apocalyptic": {
    roots: ["Scrap", "Water", "Salt", "Rad", "Dust", "Rust", "Trade", "Ration", "Wall", "Fuel", "Seed", "Bullet", "Tin", "Well"],
    tails: ["day", "sday"],
  },
  mythic: {
    roots: ["Thunder", "Sea", "Hearth", "Sun", "Harvest", "Hunt", "War", "Wine", "Loom", "Oracle", "Forge", "Dawn", "Hero", "Underworld"],
    tails: ["'s day", "-feast", "day"],
  },
};

/** Leap-rule frames by setting, with inline alternatives; high fantasy uses the shared LEAP of words.ts. */
export const OWN_LEAP: Readonly<Partial<Record<Setting, readonly Frame[]>>> = {
  "dark-fantasy": frames([
    "[Nobody marries|No child is named|No vow is made] in a [long|swollen|cursed] year: [every|each] {nth} year{except}, when {month} [gains|swallows|grows by] {days_short}.",
    "{Days_short} [for|added to|tacked onto] {month} [each|every] {nth} year{except}: [the friars' sorrow-days|the hungry days|days of penance|the grave-days].",
    "[Once in {every} years|One year in {every}]{except}, {days} [hung onto|nailed to|added to] {month} [like a debt|like a noose|as a penance].",
    "[The dead walk|Bells toll|Crows gather] while {month} runs {days_short} long, [each|every|in each] {nth} year{except}.",
    "{Month} [swells|stretches|lengthens] by {days_short} [every|each] {nth} year{except}; [no debt is forgiven then|the gallows stay busy|wolves come close then].",
    "[Each|Every|In every] {nth} year{except} the [bishop|margrave|abbot] [grants|gives|allows] {month} {days_short} [more|extra].",
  ]),
  "science-fiction": frames([
    "[Every|Each] {nth} year{except} the [nav computer|ship's clock|habitat AI] [gives|adds to] {month} {days_short} [more|of correction].",
    "[Once in {every} years|One year in {every}]{except}, {days} [added to|inserted into|logged against] {month} [for orbital drift|to fix the drift|to match the orbit].",
    "{Month} [gains|takes|picks up] {days_short} [each|every] {nth} year{except}, [as the colony charter fixed|per the founding charter|by charter law].",
    "The [habitat clock|station timebase|colony clock] [gives|allots] {month} {days_short} [more|extra] [every|each] {nth} year{except}.",
    "[Each|Every] {nth} year{except}, [Traffic Control|Orbital Control|the Registry] [lengthens|extends|pads] {month} by {days_short}.",
    "[For ship-planet sync|To keep ship time honest|To match planetfall time], {month} [takes|gets] {days_short} [every|each] {nth} year{except}.",
  ]),
  modern: frames([
    "Leap years [come|fall|arrive] every {every} years{except}; {month} [gets|gains] {days_short}.",
    "[Every|Each] {nth} year{except} the [statute|law|Calendar Act] [gives|adds to] {month} {days_short} [more|extra].",
    "{Month} has {days_short} more in [every|each] {nth} year{except}, [under the Civil Calendar Act|by statute|as the law sets out].",
    "[Once in {every} years|One year in {every}]{except}, {days} added to {month}; [phones still get it wrong|payroll grumbles|calendars misprint it].",
    "{Month} [gets|gains] {days_short} more [every|each] {nth} year{except}, [as the national observatory certifies|per the observatory|as the government gazette prints].",
    "[Each|Every] {nth} year{except}, {month} [gains|gets] {days_short} and [banks close|schools shut|offices empty].",
  ]),
  steampunk: frames([
    "[By order of|On the word of|As decreed by] the Astronomer Royal, {month} [gains|receives] {days_short} [every|each] {nth} year{except}.",
    "[Every|Each] {nth} year{except} the [Almanack Office|Board of Longitude|Observatory at Greenmoor] [gives|allots] {month} {days_short} [more|extra].",
    "[Once in {every} years|One year in {every}]{except}, {days} added to {month}, [unpaid at the mills|and timetables are reprinted|to the clerks' dismay].",
    "{Month} is [lengthened|extended] by {days_short} [each|every] {nth} year{except}, [and station clocks are reset|and chronometers are reset|with a cannon at noon].",
    "The [Chronometric Society|Horological Institute|Clockmakers' Company] [gives|grants] {month} {days_short} [extra|more] [every|each] {nth} year{except}.",
    "The [Patent Office|Stock Exchange|Foundry] [shuts|closes] for {month}'s leap, {days_short} [every|each] {nth} year{except}.",
  ]),
  "post-apocalyptic": frames([
    "[Every|Each] {nth} year{except} the [elders|old-timers|keepers] give {month} {days_short} more, [per the old books|like before|because the wall says so].",
    "[Once in {every} years|One year in {every}]{except}, {days} added to {month}; [nobody remembers why|the reason is lost|the old folks insist].",
    "{Month} [gets|takes] {days_short} [extra|more] [each|every] {nth} year{except}, [as the radio voice insists|by the bunker's rule|on the elders' word].",
    "The [wall count|tally wall|scratch calendar] gives {month} {days_short} more [every|each] {nth} year{except}, [if the keeper remembers|when someone recalls it|mostly].",
    "[Each|Every] {nth} year{except}, {month} [gains|gets] {days_short} [to scavenge in|of extra rationing|of hungry waiting].",
    "[They keep|The camp keeps|Everyone keeps] the bunker calendar's leap: {month} [gains|gets] {days_short} [every|each] {nth} year{except}.",
  ]),
  mythic: frames([
    "[Every|Each] {nth} year{except} the [priests|priestesses|temple elders] give {month} {days_short} more, [sacred to no god|feared by all|given to the dead].",
    "[Once in {every} years|One year in {every}]{except}, {days} [given to|added to] {month} [when the oracle commands it|at the oracle's word|as the gods demand].",
    "{Month} [gains|receives] {days_short} [each|every] {nth} year{except}, [the sun's gift|the sky-father's gift|a hero's prize].",
    "[Heroes' games|Funeral games|Chariot races] fill {month}'s leap, {days_short} [every|each] {nth} year{except}.",
    "The [temple keepers|sacred heralds|oracle's servants] [lengthen|stretch] {month} by {days_short} [every|each] {nth} year{except}, [after a sacrifice|with a hecatomb|when the omens allow].",
    "[Each|Every] {nth} year{except} the [king|high priestess|council] gives {month} {days_short} more; [no oath binds then|no blood may be shed|the gods look away].",
  ]),
};
