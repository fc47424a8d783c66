// Frames for the technology kind's prose (our own writing): what a device does, how it works, its
// limits, dangers and impact, told with inline alternatives (core/phrases/alternation.ts).
import type { Tone } from "../../core/options.js";
import { frames, type Frame } from "../../core/phrases/alternation.js";
import type { Category } from "./words.js";

export const FUNCTIONS: Readonly<Record<Category, readonly Frame[]>> = {
  transport: frames([
    "[carries|moves|hauls] [people and cargo|goods and travellers|loads] [farther and faster than before|at twice the old speed|where no cart could go]",
    "lets [goods|traders|caravans] cross [terrain|country|distances] that once [stopped all trade|took a season|killed the unwary]",
    "moves [armies|whole households|harvests] in [days rather than months|hours, not weeks|a fraction of the time]",
  ]),
  communication: frames([
    "sends [messages|word|news] across [great distances|whole regions|the wilds] [in moments|within the hour|faster than riders]",
    "lets [rulers|merchants|families] hear [news|prices|word from afar] before [rumours outrun it|the market moves|it is stale]",
    "binds [scattered communities|distant towns|far-flung kin] into [one conversation|a single network|a common voice]",
  ]),
  medicine: frames([
    "[treats|closes|heals] [wounds|fevers|injuries] that once [killed|crippled|festered]",
    "[halts|slows|checks] the spread of [fevers|plague|infection] [in crowded quarters|within days|before it takes hold]",
    "[extends|lengthens|restores] the working life of [the sick and the old|the injured|miners and soldiers]",
  ]),
  agriculture: frames([
    "[doubles|triples|raises] the yield of [hard ground|poor soil|exhausted fields]",
    "frees [labourers|children|families] from [the fields|the harvest|back-breaking work]",
    "makes [famine years|bad harvests|lean winters] [rarer|survivable|less deadly]",
  ]),
  warfare: frames([
    "gives its owners [a decisive edge|the upper hand|a terrible advantage] [in battle|in sieges|at sea]",
    "[breaks|smashes|brings down] [walls|gates|fortresses] that stood for [centuries|generations|ages]",
    "turns [small forces|a handful of soldiers|raw recruits] into [dangerous ones|an army|a menace]",
  ]),
  energy: frames([
    "supplies power to [whole districts|a town|every workshop nearby]",
    "turns [a natural force|raw heat|the weather] into [useful work|steady power|motion]",
    "replaces the labour of [hundreds|a whole village|fifty horses]",
  ]),
  construction: frames([
    "lets builders raise [taller|stronger|lighter] [structures|towers|bridges] [than ever|in less time|on poor ground]",
    "[shortens|cuts|turns] years of work [to months|to weeks|into a season]",
    "makes [cheap, durable housing|sound roofs for all|fast shelters] possible",
  ]),
  computation: frames([
    "performs [calculations|sums|reckonings] no [clerk|team of scribes|human] could finish",
    "predicts [tides, harvests and markets|weather and prices|the stars and seasons]",
    "[stores and sorts|keeps and indexes|remembers and ranks] [vast amounts of knowledge|every record|whole libraries]",
  ]),
};

export const FUNCTION_SAY: readonly Frame[] = frames([
  "The {device} {does}.",
  "[Put simply|In short|At bottom|Above all], the {device} {does}.",
  "[What it does|Its purpose|Its job]: the {device} {does}.",
]);

export const PRINCIPLES: readonly Frame[] = frames([
  "It works by {verb} {force}, [a principle|an effect|a trick] [first noticed|discovered|stumbled on] [by accident|by chance|in error] in a {place_kind}.",
  "At its heart [is a simple idea|lies one idea|sits a single insight]: {verb_bare} {force} and [let the result work|the rest follows|harvest what comes|step back].",
  "Its designers learned to {verb_bare} {force}; [everything else is refinement|the rest is detail|all else is craft].",
  "[The secret|The trick|The core] is {verb} {force}[, nothing more|, carefully|, in small steps].",
]);

export const POWERED: readonly Frame[] = frames([
  "It [draws on|runs on|is driven by|needs] {power}[, and|; meanwhile,|. And|, while] [a working example|one unit|a single machine|each one|a full build] [costs|will cost|sells for|runs to] [about|roughly|around|some] {cost}.",
  "[Power comes from|It is fed by|The energy is] {power}; [building one costs|expect to pay|the price is] [about|roughly|around] {cost}.",
]);

export const CREDIT: readonly Frame[] = frames([
  "It is credited to {inventor}, {a:role} [who spent a decade perfecting it|who stumbled on it by accident|whose rivals dispute the credit|who died before it spread|who never profited from it|who sold it for a song].",
  "{Inventor}, {a:role}, [built the first one|made it work|gets the credit] [after years of failure|almost by accident|against all advice|in a borrowed workshop].",
  "[The first working model|The prototype|The original] came from {inventor}, {a:role}[, though rivals disagree|, who kept the notes secret|, now long dead|].",
]);

export const LIMITS: readonly Frame[] = frames([
  "It [breaks down|fails|seizes up] in [extreme cold|great heat|damp weather].",
  "Only [a handful of experts|a few trained hands|its makers' heirs] can [maintain|repair|tune] it.",
  "It needs [rare materials|scarce parts|costly ingredients] that are [running out|hard to find|controlled by rivals].",
  "It is [too heavy to move|fixed in place|hard to shift] [once built|after assembly|for good].",
  "It works only [in good weather|by day|at full strength].",
  "Its output [falls sharply|drops|fades] with [age|use|each season].",
  "It [requires|needs|demands] [constant supervision|a full crew|daily care].",
  "Scaling it up has [always failed|never worked|ended badly].",
  "[Spare parts|Fuel|Repairs] [cost a fortune|take months|are smuggled in].",
  "It [is loud enough to deafen|shakes the ground|fouls the air] [nearby|for miles|within a street].",
]);

export const DANGER_WHO = ["Careless operators", "Apprentices", "Nearby households", "Its crews", "Curious children", "Inspectors", "Thieves", "Its owners"];
export const DANGERS: Readonly<Record<Tone, readonly Frame[]>> = {
  heroic: frames([
    "{Who} have [lost fingers|been burned|been hurt|lost eyes], [though strict drills keep accidents rare|but training keeps most safe|so rules are strict|yet they are proud of it].",
    "[A failure|One mistake|A cracked part] can [start fires|flood a street|bring down a roof|maim a crew], [so crews keep watch|so every site has a warden|so drills are frequent|and has done so].",
    "[Misused|In the wrong hands|Turned to war], it could [do real harm|kill|ruin a town|level a street], [which is why its makers guard it|so its secrets are kept|and everyone knows it|so it is licensed].",
  ]),
  grim: frames([
    "{Who} [sicken over the years|cough themselves to death|go blind slowly], and [no one speaks of the graveyard|the owners look away|the records are burned].",
    "When it fails, it fails [catastrophically|all at once|without warning]; [one disaster levelled a district|a whole street burned|nobody survived the last].",
    "It has [already been turned against|been used to crush|been aimed at] [the people it was built to serve|its own makers|the poor].",
  ]),
  whimsical: frames([
    "It [occasionally explodes|sometimes bursts|now and then pops], but [cheerfully|politely|harmlessly], and [always with a warning whistle|usually after lunch|to applause].",
    "It [attracts pigeons|draws cats|summons goats] in [alarming numbers|great crowds|suspicious numbers].",
    "{Who} [fall asleep from its hum|grow fond of it|give it names], [which is its chief danger|which worries the owners|which nobody minds].",
  ]),
};

export const IMPACTS: readonly Frame[] = frames([
  "Within [a generation|twenty years|a lifetime], {it} had reshaped {scope}: [old trades vanished|guilds collapsed|villages emptied] and [new fortunes were made|new towns rose|new quarrels began].",
  "{It} changed {scope} [less through its function than|mostly through|above all through] [who controlled it|who could afford it|who was left out].",
  "[Few inventions|Little else|No other device|Nothing before it] [did more to shift|so changed|so upended] [power|wealth|the balance] [across|in|throughout] {scope}; [early adopters still dominate|the first owners grew rich|latecomers never caught up].",
  "{It} spread [slowly at first|quietly|in secret], [then everywhere at once|then suddenly|then overnight], and {scope} [has never looked back|was changed for good|still argues about it].",
]);
export const SCOPES = [
  "the whole continent",
  "the coastal cities",
  "the old heartlands",
  "every market town",
  "the frontier",
  "the outer provinces",
  "the river valleys",
  "the capital",
  "the mining country",
  "the border regions",
];

export const SUMMARY_NOUN = ["invention of", "device from", "creation in", "breakthrough during", "marvel amid"];
export const SUMMARY_ADJ = ["proven ", "rare ", "celebrated ", "much-copied ", "hard-won ", "famous ", "feared ", "humble ", "costly ", "clever "];
export const SUMMARY_POWERED = ["powered by", "running on", "driven by", "fed by", "drawing on"];
