// How each setting writes and uses a name (our own writing): the sounds its tongues favour when
// the culture is left to chance, a note on its naming style, and the full forms a name takes on
// paper in that world (a steampunk "Mr", a mythic epithet, a science-fiction registry tag).
import type { Setting } from "../../core/options.js";
import type { Rng } from "../../core/rng.js";
import { frames, tellOne, type Frame } from "../../core/phrases/alternation.js";
import type { Sound } from "../../systems/language/index.js";

/** Sounds a setting's names favour when the culture is "any" (high fantasy draws from every sound). */
export const SETTING_SOUNDS: Readonly<Partial<Record<Setting, readonly Sound[]>>> = {
  "dark-fantasy": ["harsh", "guttural", "sibilant", "soft", "harsh", "sibilant", "guttural"],
  "science-fiction": ["clipped", "sibilant", "clipped", "flowing", "melodic", "sibilant", "harsh"],
  modern: ["flowing", "soft", "soft", "melodic", "clipped", "flowing", "sibilant"],
  steampunk: ["clipped", "sibilant", "harsh", "clipped", "guttural", "harsh", "soft"],
  "post-apocalyptic": ["harsh", "clipped", "guttural", "harsh", "clipped", "guttural", "sibilant"],
  mythic: ["melodic", "flowing", "melodic", "soft", "flowing", "guttural", "soft"],
};

export type NameClass = "person" | "place" | "thing";

/** The naming style of a setting, one sentence per class of name. */
export const STYLE: Readonly<Record<Setting, Readonly<Record<NameClass, readonly Frame[]>>>> = {
  "high-fantasy": {
    person: frames([
      "[Elves|Dwarves|Men of the west] [keep|favour|cherish] [long names|old names|names of song], [shortened|clipped|softened] [among friends|at the hearth|in taverns].",
      "[Knights|Heralds|Bards] [announce|proclaim|sing] [the full name|a name and its house|every title], [down to|even|including] [the last|a forgotten|the oldest] [ancestor|deed|title].",
      "[Old|Noble|Common] families [keep|guard|pass down] [house names|lineage names|family names]; [knights|heralds|bards] add [a title|a house|a deed].",
      "[A name|A true name|The given name] [marks|carries|honours] [an ancestor|a saint|a hero of old], and [titles|houses|deeds] [follow it|come after].",
    ]),
    place: frames(["[Keeps|Towns|Fords] are named for [their founders|old kings|the land's shape], with [a title|a sign|a banner] of their own."]),
    thing: frames([
      "[Inns|Ships|Orders] [take|bear] [names of beasts and stars|a hero's name|an emblem's name], [painted on a sign|carved in oak|sworn in a hall].",
    ]),
  },
  "dark-fantasy": {
    person: frames([
      "[Orphans|Foundlings|Plague children] [take|are given|get] [the parish's name|a saint's name|the gate's name], [since|because|as] [no one|nobody] [claims them|would own them|remembers their parents].",
      "[A dead child's name|A drowned sibling's name|The name of the dead] [is never reused|brings bad luck|is struck from the rolls]; [debtors|outlaws|heretics] [lose|forfeit] [their family name|their surname].",
      "[Bynames|Curse-names|Gallows-names] [outlast|bury|replace] [birth names|given names]: [the Hanged|Crowbait|the Unshriven|Ninefingers] [sticks|clings|follows a body to the grave].",
      "[True names|Birth names|Baptismal names] are [kept from witches|whispered only to priests|never said aloud]; [the street|the village|the parish] [uses|knows only] [a byname|a curse-name].",
    ]),
    place: frames([
      "[Villages|Towns|Keeps] [are named for|remember] [plagues|hangings|massacres|saints who failed them], [and locals|and travellers] [cross themselves|spit|lower their voices].",
    ]),
    thing: frames([
      "[Taverns|Ships|Companies] [take|wear] [grim names|names of the dead|gallows names], [meant to ward off worse|for luck that never comes|out of old spite].",
    ]),
  },
  "science-fiction": {
    person: frames([
      "[Clones|Vat-born|Contract workers] [carry|bear|are issued] [a batch code|a lot number|a corporate prefix] [before|ahead of] [the given name|their own name].",
      "[Colonists|Settlers|Hab families] [name children|often name their children] [after|for] [the ship|lost Earth cities|the founding crew], [and|while] [AIs|ship minds] [choose|pick] [their own|self-made] names.",
      "[Registries|Colony records|Ship manifests] [append|attach|add] [a registry code|a berth number|an ID string]; [crews|spacers|pilots] [go by|answer to] [call signs|short handles].",
      "[Names|Given names] [are logged|are filed|go on record] with [a station code|a deck number|a contract prefix], and [friends|crewmates|shipmates] [shorten|clip|tag] them [on comms|over the net|on shift].",
    ]),
    place: frames([
      "[Stations|Colonies|Outposts] [take|carry] [a founder's name|a survey designation|a corporate name] [and a number|plus 'Prime' or 'New'|with a catalogue suffix].",
    ]),
    thing: frames(["[Ships|Bars|Corporations] [register|file|licence] their names [with a hull code|with a charter number|in the colonial registry]."]),
  },
  modern: {
    person: frames([
      "[Online|At work|Abroad], [speakers|most people|the young] [go by|use|adopt] [an anglicised form|a shortened name|a handle], [and|while] [grandparents|older relatives] [keep|insist on] [the full form|the old spelling].",
      "[Couples|Many families|Some parents] [hyphenate|combine|keep both] [surnames|family names], [and|so] [forms|databases|airline tickets] [truncate|mangle|misspell] [them|the result].",
      "[Passports|Official forms|Payroll systems] [want|demand|print] [a surname first|initials and a title|Latin letters]; [friends|family|coworkers] [use|stick to] [the given name|a nickname|a short form].",
      "[A first name|The given name] [is chosen from|comes from] [a grandparent|a film star|a saint's day|this year's charts], [the surname from|the family name from] [the father|both parents|the mother].",
    ]),
    place: frames([
      "[Towns|Suburbs|Districts] [keep|carry] [an old name|a developer's name|a railway name] [plus 'City' or 'Heights'|on road signs|on the postcode].",
    ]),
    thing: frames([
      "[Bars|Boats|Companies] [trade under|register|advertise] [a brand name|a catchy name|the owner's name] [on the licence|at Companies House|on the signage].",
    ]),
  },
  steampunk: {
    person: frames([
      "[Servants|Housemaids|Footmen] [are renamed by|get new names from|answer to names picked by] [the household|their employers|the housekeeper], [whatever|regardless of] [their mothers chose|their christening|the parish register].",
      "[Inventors|Industrialists|Patent holders] [stamp|lend|put] their names [on engines|to companies|on every boiler plate], [and|so] [a surname|a family name] [becomes|turns into] [a brand|a trademark].",
      "[The respectable|Callers|Guests of rank] [go by|sign as|are announced as] [Mr, Mrs or Miss|their title|initials and surname]; [mill hands|stokers|navvies] [answer to|go by] [a surname alone|a works nickname].",
      "[Calling cards|Letterheads|Patent filings] [show|print|display] [initials, surname and letters after|a title and a surname|the full name and 'Esq.'], [as propriety demands|as the Season expects|as Society requires].",
    ]),
    place: frames([
      "[Mill towns|Railway towns|Districts] [take|bear] [a junction's name|a landowner's name|a river's name] with [-on-Sea or Upper|'Junction' or 'Mills'|a parish suffix].",
    ]),
    thing: frames([
      "[Airships|Public houses|Companies] [are registered|are christened|are entered] [at the Board of Trade|by the Admiralty|in the company ledger] [with full pomp|with a bottle of port|under royal patent].",
    ]),
  },
  "post-apocalyptic": {
    person: frames([
      "[Old-world names|Brand names|Names off labels] [like|such as] ['Ford'|'Cola'|'Delta'] [pass for|serve as|are prized as] [given names|family names] [in the camps|on the road|among scavengers].",
      "[Names|Birth names] are [painted|scratched|burned] [on the gate|into a board|on the wall] [when a child survives|after a first winter|at each birth], [and|then] [crossed out|struck through|painted over] [at death|when they go].",
      "[Road names|Earned names|Scav names] like ['Rust'|'Two-Cans'|'Geiger'|'Tin'] [stick|replace birth names] [after a first run|by adulthood|after a first kill]; [birth names|old names] [survive|are kept] [on the wall|in the elders' book].",
      "[Kids|Settlers|Vault-born] [carry|keep|wear] [a door number|a shelter's name|a ration number] [as a surname|after the name]; [raiders|drifters|outcasts] [take|pick] [names of ruins|names off labels].",
    ]),
    place: frames([
      "[Camps|Settlements|Holdouts] [take|keep] [the ruin's old name|a founder's name|whatever the sign said] [with 'Fort' or 'Camp'|plus 'Ruins' or 'Wells'|scratched on the gate].",
    ]),
    thing: frames([
      "[Rigs|Bars|Crews] [are named|get their names] [for what they survived|off old brand labels|after the dead], [painted on scrap|burned into wood|sprayed on the hull].",
    ]),
  },
  mythic: {
    person: frames([
      "[An oracle|A seer|The temple] [names|chooses the name of|blesses the name of] [a king's first child|every royal heir|children born under omens], [and|while] [others|common folk] [take|borrow] [an ancestor's name|a grandfather's name].",
      "[The names of gods|Divine names|Holy names] are [never given|not given|forbidden] to [mortals|children], [lest the gods grow jealous|for fear of hubris|as the oracle warns]; [heroes|the great] [earn|win] [a second name|an epithet] [instead|in battle].",
      "[Heroes|Kings|Champions] [earn|win|are given] [an epithet|a deed-name] like ['swift-footed'|'city-sacker'|'bronze-armed'|'wise in counsel'], [sung by bards|set after the name|carried to the grave|cut on the tomb].",
      "[A name|The given name] [honours|recalls|is vowed to] [a god|an ancestor|an oracle's word]; [bards|heralds|singers] add [the father's name|an epithet|a deed].",
    ]),
    place: frames([
      "[Cities|Citadels|Harbours] are named for [their founding heroes|a god's gift|the nymph of the spring], [with a sacred epithet|and sung with a title|by the oracle's word].",
    ]),
    thing: frames([
      "[Ships|Halls|Brotherhoods] [bear|carry] [a hero's name|a god's name|a deed's name], [sung in the epics|carved on the prow|sworn at the altar].",
    ]),
  },
};

/** A name's full form in the setting: {n} the whole name, {g} its first word, {l} its last, {i} an initial, {num} a number, {road} a road name. */
export const FORMS: Readonly<Record<Setting, Readonly<Record<NameClass, readonly string[]>>>> = {
  "high-fantasy": {
    person: ["Ser {n}", "{g} of House {l}", "{n} the Younger", "Lady {n}", "Lord {n}", "{g}, heir of {l}"],
    place: ["{n} Keep", "{n}'s Crossing", "Old {n}", "{n} Ford", "the Vale of {n}", "{n} Tower"],
    thing: ["the {n} banner", "{n} of the Nine", "{n}, by royal charter", "the Sign of {n}", "{n}, under the Crown", "{n} of the Old Road"],
  },
  "dark-fantasy": {
    person: ["{n}, called the Hanged", "{g} Crowbait", "{n} the Unshriven", "{g} Ninefingers, once {l}", "{n}, plague-widow", "{g} Gallowsbait"],
    place: ["{n}-under-Gallows", "Black {n}", "{n} Mire", "{n}, the plague town", "{n} Gibbet", "Burnt {n}"],
    thing: ["the {n}, cursed", "{n}, of ill fame", "the Gallows {n}", "{n} of the Black Ledger", "{n}, nine times burned", "the Drowned {n}"],
  },
  "science-fiction": {
    person: ["{n}, reg. {i}{num}-{num2}", "Ensign {l}", "{g} {l}-{num}", "Call sign: {l}", "Dr {n}, Hab {num}", "Cmdr {l}"],
    place: ["{n} Station", "New {n}", "{n} Prime", "{n} Colony {num}", "Outpost {n}", "{n} Orbital"],
    thing: ["ISV {n}", "{n} Corp.", "{n}, hull {num}-{num2}", "{n} Holdings", "The {n} Collective", "{n} Mk {num}"],
  },
  modern: {
    person: ["Dr {n}", "{i}. {l}", "{l}, {g}", "{n} Jr", "Ms {l}", "Mr {l}"],
    place: ["{n} City", "{n} Heights", "Greater {n}", "{n} Industrial Estate", "Port {n}", "{n} Central"],
    thing: ["{n} Ltd", "{n} & Sons", "{n} Group", "{n} Bar & Grill", "{n} Holdings", "Club {n}"],
  },
  steampunk: {
    person: ["Mr {n}", "Miss {n}", "{i}. {l}, Esq.", "Professor {l}", "Mrs {l}", "Captain {l}, R.A.S."],
    place: ["{n} Junction", "{n}-on-Sea", "{n} Mills", "Upper {n}", "{n} Gasworks", "{n} Parva"],
    thing: ["H.M.A. {n}", "{n} & Co.", "the Royal {n}", "{n} Patent Engines", "{n} Steam Packet", "{n} Brothers"],
  },
  "post-apocalyptic": {
    person: ["{g} '{road}' {l}", "{road} {l}", "Old {l}", "{g} from {l} Wells", "{g} of Door {num}", "{g} {road}"],
    place: ["Fort {n}", "{n} Ruins", "{n} Crater", "Camp {n}", "{n} Wells", "{n} Scrapyard"],
    thing: ["the {n} rig", "{n} Crew", "{n} Salvage", "the {n} convoy", "{n}'s Still", "War-rig {n}"],
  },
  mythic: {
    person: ["{g}, child of {l}", "{g} the swift-footed", "{g} of the bronze spear", "{g}, city-sacker", "{g} the god-born", "{g}, beloved of the sea-god"],
    place: ["{n} of the Many Gates", "Holy {n}", "{n}, citadel of heroes", "{n} by the wine-dark sea", "Golden {n}", "{n} of the oracle"],
    thing: ["the black ship {n}", "the {n} games", "{n} of the oath", "the hall of {n}", "the {n} brotherhood", "{n}, the god's own"],
  },
};

export const ROAD_NAMES = ["Rust", "Two-Cans", "Geiger", "Tin", "Dusty", "Spanner", "Glow", "Bones", "Patch", "Scrap", "Crow", "Sparks"] as const;

/** The class of a name type: person, place, or a named thing (tavern, ship, organisation). */
export function classOf(type: string): NameClass {
  return type === "person" ? "person" : type === "place" ? "place" : "thing";
}

/** One sentence on the setting's naming style for this class of name. */
export function styleOf(rng: Rng, setting: Setting, cls: NameClass): string {
  return tellOne(rng, STYLE[setting][cls], {});
}
