// The language kind by setting (our own writing): which sounds a setting's tongues favour when
// the sound is left to chance, where its dialects are spoken, and how its people use names.
// High fantasy keeps the shared pools of words.ts and frames.ts.
import type { Setting } from "../../core/options.js";
import { frames, type Frame } from "../../core/phrases/alternation.js";
import type { Sound } from "../../systems/language/phonology.js";

/**
 * Sounds a setting's languages favour, one per draw of the shared SOUNDS list (soft, harsh,
 * flowing, guttural, sibilant, clipped, melodic): dark fantasy is harsh and throaty, science
 * fiction clipped and sibilant, mythic sung and flowing (no sound more than twice, so the
 * prose that describes a sound does not repeat too often).
 */
export const OWN_SOUNDS: Readonly<Partial<Record<Setting, readonly Sound[]>>> = {
  "dark-fantasy": ["harsh", "guttural", "sibilant", "soft", "harsh", "sibilant", "guttural"],
  "science-fiction": ["clipped", "sibilant", "clipped", "flowing", "melodic", "sibilant", "harsh"],
  modern: ["flowing", "soft", "soft", "melodic", "clipped", "flowing", "sibilant"],
  steampunk: ["clipped", "sibilant", "harsh", "clipped", "guttural", "harsh", "soft"],
  "post-apocalyptic": ["harsh", "clipped", "guttural", "harsh", "clipped", "guttural", "sibilant"],
  mythic: ["melodic", "flowing", "melodic", "soft", "flowing", "guttural", "soft"],
};

/** Where a setting's dialects are spoken. */
export const OWN_DIALECT_REGIONS: Readonly<Partial<Record<Setting, readonly string[]>>> = {
  "dark-fantasy": [
    "fen",
    "barrow-country",
    "moorland",
    "gallows-town",
    "abbey",
    "pit-village",
    "border-march",
    "wolf-forest",
    "walled-city",
    "ferry",
    "leper-colony",
    "salt-marsh",
  ],
  "science-fiction": [
    "orbital",
    "Belt",
    "dockside",
    "hab-ring",
    "spinward",
    "colony",
    "shipboard",
    "station",
    "core-world",
    "frontier",
    "polar-dome",
    "low-gravity",
  ],
  modern: [
    "urban",
    "suburban",
    "rural",
    "capital",
    "immigrant-quarter",
    "campus",
    "working-class",
    "seaside-town",
    "valley",
    "youth",
    "broadcast",
    "industrial-belt",
  ],
  steampunk: [
    "dockland",
    "mill-town",
    "East-End",
    "gaslit-quarter",
    "airship-crew",
    "colliery",
    "canal",
    "drawing-room",
    "railway",
    "foundry",
    "music-hall",
    "workhouse",
  ],
  "post-apocalyptic": [
    "wasteland",
    "bunker",
    "caravan",
    "scrapyard",
    "dam-town",
    "raider",
    "vault",
    "crater",
    "salt-flat",
    "tunnel",
    "market-camp",
    "river-raft",
  ],
  mythic: [
    "island",
    "citadel",
    "shepherds'",
    "sea-peoples'",
    "temple",
    "highland",
    "oracle-coast",
    "horse-plain",
    "harbour",
    "smiths'",
    "delta",
    "olive-valley",
  ],
};

/** How a setting's people use their names, told after the naming rules. */
export const OWN_NAME_USE: Readonly<Partial<Record<Setting, readonly Frame[]>>> = {
  "dark-fantasy": frames([
    "[Bynames|Nicknames|Curse-names] [like|such as] ['the Hanged'|'Crowbait'|'Ninefingers'|'the Leper'] [outlast|stick harder than|replace|bury] [given names|birth names|baptismal names].",
    "[A true name|A birth name|The real name] is [kept secret|never said aloud|whispered only to a priest|told to no one], [for fear of witches|lest the dead hear it|against curses|in case of hexes].",
    "[Orphans|Foundlings|Plague children|Bastards] [take|are given|get] [the parish's name|a saint's name|the gate's name|a hangman's pity-name].",
    "[Names of the dead|A dead sibling's name|Drowned children's names] [are never reused|pass to the next child|bring bad luck].",
    "[Debtors|Outlaws|The excommunicated] [lose|forfeit|are stripped of] their [family name|surname|house name].",
  ]),
  "science-fiction": frames([
    "[Registries|Colony records|Ship manifests|Port authorities] [append|add|attach] [a berth code|a registry number|a deck number|an ID string] [to every name|to each name|after the name].",
    "[Crews|Spacers|Station kids|Pilots] [go by|answer to|use] [call signs|short handles|two-syllable tags] [on comms|over the net|on shift|aboard].",
    "[Clones|Vat-born children|Contract workers] [carry|bear|are issued] [a lot number|a batch code|a corporate prefix].",
    "[Colonists|Settlers|Habitat families] [name children|often name children] [after|for] [the ship|lost Earth cities|the founding crew].",
    "[AIs|Ship minds|Drones] [pick|choose|are granted] [names of their own|their own names|self-names] [on activation|at first boot|when licensed].",
  ]),
  modern: frames([
    "[Passports|Official forms|School registers] [put the family name first|want Latin letters|drop the patronymic], [which older speakers resent|to everyone's annoyance|though nobody at home does].",
    "[Online|At work|Abroad], [speakers|most people|the young] [go by|use|adopt] [an anglicised form|a shortened name|a nickname].",
    "[Birth registrars|Registry offices|Hospitals] [accept|record|allow] only [names from an official list|spellings the state approves|approved names].",
    "[Celebrities|Footballers|Pop stars] [set|start|drive] [naming fashions|baby-name trends|each year's popular names].",
    "[Married women|Many couples|Some families] [keep|hyphenate|combine] [both surnames|their birth names|two family names].",
  ]),
  steampunk: frames([
    "[Gentlemen|Men of rank|The respectable] [sign with|add|flaunt] [initials and a title|letters after their names|guild and patent numbers].",
    "[Mill hands|Workers|Stokers|Navvies] [go by|answer to] [a surname alone|a shop-floor nickname|a clocking-in number].",
    "[Servants|Housemaids|Footmen] [are renamed by|get new names from|answer to names picked by] [the household|their employers|the housekeeper|the mistress].",
    "[Airship crews|Engine-men|Railway gangs] [call each other|go by] [boiler names|nicknames from the works|their engine's number].",
    "[Inventors|Patent holders|Industrialists] [lend|give|stamp] their names [to engines|to companies|on every boiler plate].",
  ]),
  "post-apocalyptic": frames([
    "[Road names|Earned names|Scav names] like [Rust|Two-Cans|Tin|Geiger] [replace|overwrite|outlive] birth names [by adulthood|after a first run|after a first kill].",
    "[Vault-born|Bunker-born|Settlement] children [keep|carry|bear] [a door number|their shelter's name|a ration-card number] [as a surname|after their name].",
    "[Names|Birth names] are [painted|scratched|burned] [on the wall|on the gate|into a board] [when a child survives its first winter|so the dead stay remembered|at each birth].",
    "[Old-world names|Brand names|Names off labels] [like|such as] [Ford|Cola|Delta] [pass for|serve as|are prized as] [given names|family names].",
    "[Raiders|Drifters|Outcasts] [take|wear] [names of dead places|the names of ruins|names of the towns they burned].",
  ]),
  mythic: frames([
    "[Heroes|The great|Champions] [earn|win|are given] [an epithet|a deed-name] like ['swift-footed'|'city-sacker'|'bronze-armed'|'wise in counsel'], [sung after the name|said after the name|added by the bards].",
    "[Everyone|Every child|Each person] is [also known|known] as [son or daughter of|the child of|the blood of] [their father|a famous ancestor|a god they claim|a river god].",
    "[The names of gods|Divine names|Holy names] are [never given|forbidden|not given] to [mortals|children|the living], [lest the gods grow jealous|for fear of hubris|as the oracle warns].",
    "[An oracle|A seer|The temple] [names|chooses the name of|blesses the name of] [a king's first child|every royal heir|children born under omens].",
    "[Ships|Swords|Horses] [of heroes|of the great|of kings] [have names of their own|are named like people|carry names in songs].",
  ]),
};
