// Frames for the inheritances generator's prose (our own writing): conditions, obligations,
// disputes, readings and the will's story, told with inline alternatives (core/phrases/alternation.ts)
// and setting-family words (who receives forfeits, who rules, what money is called).
import type { Tone } from "../../core/options.js";
import { frame, frames, type Frame } from "../../core/phrases/alternation.js";
import type { ByFamily } from "../../core/phrases/setting-families.js";
import type { BequestKind } from "./words.js";

/** Words a will's prose needs, by setting family. */
export interface WillWorld {
  readonly forfeit: readonly string[];
  readonly ruler: readonly string[];
  readonly clerk: readonly string[];
  readonly place: readonly string[];
  readonly servant: readonly string[];
}

export const WILL_WORLD: ByFamily<WillWorld> = {
  old: {
    forfeit: ["the temple", "the crown", "the poor of the parish", "a convent", "the guild"],
    ruler: ["the local lord", "the baron", "the crown's reeve", "the abbess"],
    clerk: ["the notary", "the family's old clerk", "a temple scribe", "the steward"],
    place: ["the great hall", "the chapel", "the counting room", "the kitchen"],
    servant: ["old servant", "housekeeper", "groom", "gardener"],
  },
  now: {
    forfeit: ["a cat charity", "the state", "the church", "a university", "a rival firm"],
    ruler: ["the county", "the tax office", "the bank", "the city council"],
    clerk: ["the family lawyer", "a junior solicitor", "the executor", "a notary"],
    place: ["a law office", "the living room", "a hotel suite", "the boardroom"],
    servant: ["housekeeper", "driver", "nurse", "gardener"],
  },
  fallen: {
    forfeit: ["the settlement", "the water guild", "the convoy", "the clinic", "the council"],
    ruler: ["the dam lords", "the council", "the warlord", "the market boss"],
    clerk: ["the record keeper", "the settlement scribe", "an old radio man", "the council's clerk"],
    place: ["the bunker", "the market hall", "the water tower", "the garage"],
    servant: ["old guard", "mechanic", "water carrier", "cook"],
  },
  future: {
    forfeit: ["the colony fund", "the corporation", "the station trust", "the charter board", "an AI trust"],
    ruler: ["the station board", "the colonial authority", "the corporation", "the charter court"],
    clerk: ["a legal AI", "the station notary", "the executor program", "a corporate auditor"],
    place: ["a sealed conference room", "the observation deck", "a holo-link", "the captain's cabin"],
    servant: ["service android", "old pilot", "medic", "steward"],
  },
};

export const CONDITIONS: readonly Frame[] = frames([
  "The heir must [live in|sleep at|keep house at|never leave] [the property|the place|the house|it] for [a year and a day|a full twelvemonth|one winter|three seasons] [as {clerk} will check|under {clerk}'s eye|or lose it all to {forfeit}].",
  "The heir must [marry|wed|take a partner] within [the year|six months|a season], or [everything passes to|it all goes to|the bequest reverts to] {forfeit}.",
  "{Clerk} [holds everything|keeps it all locked|releases nothing] [until|unless] the heir [solves the riddle|answers the question|finds the key] [in the will's margin|sealed with it|the benefactor left].",
  "The heir must keep the benefactor's {servant} [employed for life|housed and paid|on full wages] [and never question them|without exception|as long as they live].",
  "[Nothing may be sold|No part may be sold|Not a single piece may be sold] for [ten|twenty|seven|five] years, [on pain of forfeit to|or it passes to|or the lot goes to] {forfeit}.",
  "The heir must [scatter the benefactor's ashes|bury a box|plant a tree] at [a place named in a letter {clerk} holds|a spot only {clerk} knows|an address given by {clerk}].",
  "The heir must [reconcile with|make peace with|apologise to] [an estranged cousin|a sibling|the benefactor's old enemy] [before {clerk}|in front of {clerk}|with {clerk} as witness].",
  "The bequest is [split among|shared by|divided between] [all who come to {place} for the funeral|everyone at the reading in {place}|whoever stays in {place} to the end], [however many that is|to {clerk}'s dismay|crowds and all].",
  "[Every quarter|Once a year|Every spring], the heir must [report to|satisfy|dine with] {clerk}, [who may revoke it all|or forfeit the lot to {forfeit}|who keeps a ledger of faults].",
  "The heir [may not leave|must never leave|must stay within a day's travel of] [the district|home|the property] [until {ruler} is paid|without leave from {clerk}|while {ruler} objects].",
]);

export const OBLIGATIONS: ByFamily<readonly string[]> = {
  old: [
    "feed the seven cats",
    "tend the family graves",
    "pay a stranger's pension",
    "finish the unfinished book",
    "keep a lamp lit westward",
    "answer the old letters",
    "host the tenants' feast",
    "continue an old lawsuit",
    "keep the hounds",
    "feed the ravens",
    "ring the chapel bell",
    "keep the old mare",
  ],
  now: [
    "feed the seven cats",
    "walk the dogs at dawn",
    "pay a stranger's pension",
    "finish the unfinished book",
    "keep the clocks wound",
    "answer the old emails",
    "fund a scholarship",
    "continue an old lawsuit",
    "never sell the piano",
    "send flowers to a widow",
    "play the old records",
    "care for a tortoise",
  ],
  fallen: [
    "feed the guard dogs",
    "keep the generator running",
    "share water with strangers",
    "tend the graves by the fence",
    "keep the radio on",
    "trade fairly at market",
    "train the scavenger kids",
    "guard the seed jar",
    "repair the north wall",
    "keep the still going",
    "feed the goats",
    "keep a lamp lit westward",
  ],
  future: [
    "maintain the old android",
    "pay a stranger's pension",
    "keep the hydroponics alive",
    "answer the archived messages",
    "fund a colony school",
    "continue an old lawsuit",
    "feed the station cat",
    "keep the beacon lit",
    "fly the old shuttle yearly",
    "keep a berth for a guest",
    "service the air garden",
    "play the old recordings",
  ],
};

export const BOUND: readonly Frame[] = frames([
  "[Beyond that|On top of that|Besides|In addition], the heir [is bound to|must|has to|is obliged to] {obs}.",
  "[The heir must also|The will also requires the heir to|The heir is further told to] {obs}.",
  "[A codicil adds duties|Smaller duties follow|There are lesser duties too]: {obs}.",
]);

export const DISPUTES: readonly Frame[] = frames([
  "A second will, [dated a week later|dated the day after|in a shakier hand|witnessed by strangers], has [surfaced at {place}|reached {clerk}|been found in a drawer by {clerk}].",
  "The benefactor's [physician|nurse|confessor|secretary] [claims|swears|insists|believes] the will was [signed under duress|signed while delirious|forged|signed by someone else], [and {clerk} agrees|and {ruler} listens|and {clerk} is worried].",
  "A [child|grandchild|widow] from [a forgotten marriage|a secret family|another city] has [come forward to {clerk}|appeared in {place}|petitioned {ruler}].",
  "{Clerk} [refuses to hand over|is sitting on|has lost] [the keys|the papers|the seal], [citing old instructions|and will not say why|to everyone's fury].",
  "[Two witnesses|Both witnesses|One witness] to the will [cannot be found|have since died|deny ever signing], [and {clerk} is nervous|so {ruler} may step in|and {clerk} has no copy].",
  "{Ruler} [insists|claims|argues] the [property|inheritance|lot] [reverts to them|was never the benefactor's to give|owes ten years of dues].",
  "[Rumour in {place} says|{Clerk} whispers|{Ruler} hints] the benefactor [changed the will|was poisoned|is not dead at all] [the night before|in the last week|to spite someone].",
]);

export const OTHERS = [
  "Others want it too:",
  "Rival claimants:",
  "Also circling:",
  "Who else wants it:",
  "Hands already reaching:",
  "Competing claims come from:",
];

export const KIND_LINE: Readonly<Record<BequestKind, readonly Frame[]>> = {
  estate: frames([
    "[Property is never simply property|No house comes alone|Land never comes clean]: [it brings|there are] [tenants|leaking roofs|neighbours with long memories|boundary quarrels] and [back dues|old feuds|damp cellars].",
    "[The place|The property|The land] [needs|demands|will swallow] [money|years of work|a fortune in repairs] [before it pays|before it is worth anything|and gives little back].",
  ]),
  heirloom: frames([
    "[Collectors would pay handsomely|Its price is considerable|Dealers already circle], [but|yet] [its worth to the family|what it means at home|its family value] is [harder to name|another matter|beyond counting].",
    "[Everyone in the family|Each relative|The whole family] [has a story about it|remembers it differently|claims it was promised to them].",
  ]),
  title: frames([
    "[A title brings rank|Rank comes with it|The title raises the heir], [but also|and with it|along with] [every enemy its holder made|old debts of honour|a seat nobody else wants].",
    "[The title is|Such rank is|The honour is] [heavier than it looks|older than the family|a target as much as a prize].",
  ]),
  debt: frames([
    "[No one wants|Nobody asks for|Few would accept] [such an inheritance|a debt like this|this kind of gift], [and it cannot simply be refused|yet refusing is not allowed|but the law is clear].",
    "[The creditors|The lenders|Those owed] [are already waiting at the door|have already written|already know the heir's name|sent flowers, and a bill].",
  ]),
  secret: frames([
    "[Some inheritances are dangerous|The danger lies|The trouble is] [precisely because nobody can see them|in what it reveals|in who else knows].",
    "[Knowing it|Holding it|Keeping it] [changes everything|puts the heir at risk|makes enemies quietly].",
  ]),
};

export const READINGS: Readonly<Record<Tone, readonly Frame[]>> = {
  heroic: frames([
    "[The will was read|{Clerk} read the will|The reading took place] in {place} [before the whole household|to the assembled family|with every servant present|in silence], [and {benefactor}'s voice seemed to fill the room|and no one spoke until the end|and many wept openly|and {benefactor}'s chair stood empty|while rain fell outside].",
    "[The reading was|It was|All was] [brief and dignified|short and plain|quiet and orderly|simple]; {benefactor} had [always been sparing with words|chosen each word carefully|disliked fuss|planned it all|wanted it so].",
    "[Friends travelled far|Old comrades came|Even former rivals came] [to hear it read|for the reading|to {place}], [and raised a glass afterwards|and left with stories|and stayed for supper].",
  ]),
  grim: frames([
    "[The will was read|{Clerk} read the will|The reading happened] in [a cold room|a shuttered room|{place}], to relatives [who had not visited in years|who watched one another like wolves|who counted the silver with their eyes].",
    "[Before the wax was broken|Before {benefactor} was cold|Before the reading began|Before the last word was read], [someone had begun packing the silver|two cousins were shouting|a lawyer had filed an objection].",
    "[Nobody mourned|Few wept|The grief was brief]; [{benefactor} had made sure of that|the room was too busy calculating|the arguing started at once].",
  ]),
  whimsical: frames([
    "The will was read [aloud by a parrot|by a tipsy cousin|in verse|backwards], at {benefactor}'s [explicit instruction|insistence|last request].",
    "The reading took [four hours|all afternoon|three pots of tea], because {benefactor} [listed everyone who would get nothing, and why|included a recipe|paused for jokes].",
    "[A brass band|A string quartet|The benefactor's goat] [attended the reading|was named in the will|interrupted twice], [as required|to general confusion|by request].",
  ]),
};

export const SUMMARY_TAIL = [
  "and trouble comes with it",
  "with strings attached",
  "to an heir who never expected it",
  "and not everyone is pleased",
  "with conditions",
  "and the family is divided",
  "to general surprise",
  "and lawyers are circling",
];
export const WILL_OPEN = frame(
  "{benefactor}, [remembered as|known to most as|whom the family called|once] {a:role}, [left behind|left|bequeathed|has left] {bequest}.",
);

export const BENEFACTOR_ROLES: ByFamily<readonly string[]> = {
  old: [
    "reclusive aunt",
    "merchant prince",
    "disgraced general",
    "village healer",
    "great-uncle nobody had met",
    "retired spy",
    "childhood tutor",
    "estranged father",
    "godmother",
    "ship's captain",
    "old rival",
    "court alchemist",
  ],
  now: [
    "reclusive aunt",
    "property developer",
    "retired judge",
    "family doctor",
    "great-uncle nobody had met",
    "former employer",
    "retired spy",
    "piano teacher",
    "estranged father",
    "godmother",
    "old rival",
    "lottery winner",
  ],
  fallen: [
    "convoy boss",
    "old mechanic",
    "settlement healer",
    "bunker founder",
    "estranged father",
    "water trader",
    "retired raider",
    "godmother",
    "scavenger queen",
    "old rival",
    "radio preacher",
    "seed keeper",
  ],
  future: [
    "station magnate",
    "retired admiral",
    "colony doctor",
    "great-uncle nobody had met",
    "former employer",
    "retired spy",
    "AI ethicist",
    "estranged father",
    "godmother",
    "freighter captain",
    "old rival",
    "terraforming engineer",
  ],
};
