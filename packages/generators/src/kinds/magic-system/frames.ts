// Frames for the magic-system kind's prose (our own writing): every slot is a field of the entry,
// and each sentence ties two fields together (the cost to what goes wrong, a law to what follows
// from it, a rank to the school it opens). Slots: {users}, {source}, {casting}, {cost}, {danger},
// {rule}, {so}, {count}, {m1}, {m2}, {r0}…{r2} and {top} (ranks; {r0s}, {tops} plural), {s0}…{s2}
// (schools), {spell}, {effect}, {training}, {years}, {age}, {kind}, {name}, {rks}, {standing},
// {legality}, {who}, {verb}, {tail}; {wr} and {wrs} are the rank that may work the strongest working.
import { frames, type Frame } from "../../core/phrases/alternation.js";
import type { Tone } from "../../core/options.js";
import type { Access } from "./archetype-types.js";
import type { Register } from "./words.js";

export const SUMMARY: readonly Frame[] = frames([
  "{Hardness}, {power} {kind} [drawn from|fed by|that runs on] {source}.",
  "{Kind}, {hardness} and {power}, [paid for with|bought with|that costs] {cost}.",
  "{A:power}, {hardness} art of {source}, [open to|worked by] {users}.",
  "{Kind} [worked through|cast by] {casting}, [drawing on|fed by] {source}.",
  "{Users} [work|practise] this {hardness}, {power} {kind} [through|by] {casting}.",
]);

/** Where the power comes from and how it is reached. */
export const WORK: readonly Frame[] = frames([
  "{Users} [draw on|call on|tap] {source} through {casting}.",
  "Its power is {source}, [reached|called up|taken] through {casting}.",
  "Every working [begins with|starts with|needs] {casting}, [which calls on|to reach|drawing on] {source}.",
  "Through {casting}, {users} [draw on|reach] {source}.",
  "[Only|None but] {users} can [reach|wake] {source}, and only through {casting}.",
]);

/** What a working costs, and what goes wrong when a caster takes too much. */
export const COST: readonly Frame[] = frames([
  "Each working [costs|takes] {cost}; [overreach|push too far|spend too freely], and {danger}.",
  "The price [of a working |]is {cost}. [Overreach|Push too far|Spend too freely], and {danger}.",
  "A working [asks|demands|wants] {cost}[, and for| — and for|; for] [those who overreach|the greedy|the careless|anyone who takes too much], {danger}.",
  "[A working|Each working] is [bought|paid for] with {cost}; whoever [overreaches|takes too much] [finds|learns] that {danger}.",
  "[Workings are paid for in|It is paid for in] {cost}, and [when a caster overreaches|when the price runs short], {danger}.",
]);

/** A law and what follows from it: hard magic counts its laws, soft magic knows few. */
export const RULE_HARD: readonly Frame[] = frames([
  "Of its {count} [laws|hard laws], the [first|strictest|oldest|plainest] is that {rule}, [so|and so] {so}.",
  "Its laws are [exact|strict|few and exact|written down]. [Chief among them|First among them|The first|The oldest]: {rule}, so {so}.",
  "[Adepts|Students|Beginners] learn [its|the] {count} laws [by heart|first|before any working]; [because|since] {rule}, {so}.",
  "{So}, [since|because] {rule}[, the first of its {count} laws| — one of {count} laws, all exact|; the other laws are as strict].",
]);
export const RULE_SOFT: readonly Frame[] = frames([
  "[Little about it is fixed|Few of its ways are sure|Its ways are loose|It keeps few rules], but {rule}, [so|and so] {so}.",
  "[Only one law is sure|One law holds|One rule is known|Its one sure law]: {rule}. [Hence|That is why|So] {so}.",
  "{So}, [for|since] {rule}; [little else about it is certain|beyond that, nothing is certain|the rest is guesswork].",
  "[No one has|Nobody has ever|No master has] [written|set] [its laws|its rules] down, but {rule}, [so|and so] {so}.",
]);

/** What paying the cost leaves on those who pay it for years. */
export const MARKS: readonly Frame[] = frames([
  "[A lifetime of it|Long practice|Every year of it] [leaves|brings] {m1}, then {m2}.",
  "{M1} and {m2} [mark|betray|give away] {tops}.",
  "[Veterans|Old hands|Long-time adepts] [show|carry|bear] {m1} and {m2}.",
  "[In time|Over the years|Sooner or later], the price shows as {m1} and {m2}.",
  "[After years of it|From long use], [adepts|its users] [show|bear] {m1} and {m2}.",
]);

/** The strongest working in the table, and who may work it. */
export const TOP: readonly Frame[] = frames([
  "[At its height|At full strength|At its strongest], [in the hands of|worked by|cast by] {a:wr}, the {spell} {effect}.",
  "[No one below|None short of] {a:wr} [may|can] [work|attempt] the {spell}, which {effect}.",
  "[Its strongest|Its greatest] working, the {spell}, {effect}.",
  "The {spell} {effect}[, and none below {a:wr} [may|can] work it|; {wrs} and those above them may work it].",
]);

/** How one comes by it, by access (training is never the subject, so no verb need agree with it). */
export const ACCESS: Readonly<Record<Access, readonly Frame[]>> = {
  inborn: frames([
    "[The gift|The talent|This power] [belongs to|is only for] [those born to it|those born with it|born talents], [shaped by|later trained through|then honed by] {training}.",
    "It [cannot be taught|is born, not taught], only [sharpened|honed] by {training}.",
    "The gift shows by the age of {age}; [after that it is honed through|then it is trained through] {training}.",
    "[Talent comes first|The gift is born first], and {training} after.",
  ]),
  learned: frames([
    "[Anyone|Any student] [patient enough|with the patience|stubborn enough] can [learn|master] it through {training}.",
    "It is [learned|taught|studied], not [born|inherited], [by way of|through] {training}.",
    "[Students|Beginners|Newcomers] [come to it|learn it] through {training}, [and many give up|and most give up|and few finish].",
    "[No one|Nobody] is born to [it|the art]; [it takes|learning it means|mastery takes] {training}.",
  ]),
  granted: frames([
    "It is [given|granted], not [learned|earned]; [those who ask first go through|the hopeful first endure] {training}.",
    "[No study earns it|No amount of study wins it], though the hopeful still [undergo|go through] {training}.",
    "[Study cannot earn it|It cannot be earned by study]; [the chosen|those favoured] receive it [after|once they have finished] {training}.",
  ]),
  bargained: frames([
    "[Anyone|Whoever] [strikes|makes|seals] the bargain may [use|work] it; [the terms are learned|its terms are taught] through {training}.",
    "It is [bought|bargained for], not [studied|born]; [newcomers|beginners] [find out|are taught] what to [offer|promise] through {training}.",
    "[Nobody is born to it|It is no birthright]: [the bargain comes first|each user strikes a bargain first], [and its terms are learned through|and the rest comes from|then the rest is learned through] {training}.",
    "[The bargain comes first|First comes the bargain]; [its terms are learned through|then comes] {training}.",
  ]),
  fitted: frames([
    "It is [installed|fitted], not learned; [carriers|users] [master it|get the use of it] through {training}.",
    "Fitting takes a day; [learning to use it|mastering it] [takes|means] {training}.",
    "[Anyone|Whoever] [has the implant|is fitted] can [use|run] it once they finish {training}.",
  ]),
  marked: frames([
    "[Nobody|No one] [chooses|asks for] it: [it chooses its users|it marks its users first], then they [learn the rest through|are taught through] {training}.",
    "It [finds|marks] its users [itself|unasked]; [the rest comes through|what follows is] {training}.",
    "[It cannot be taught|It is not taught|No one teaches it] to the unmarked; [the marked|those it marks|its chosen] [learn its use|learn to use it|are trained] through {training}.",
  ]),
};

/** How long the first step of the ranks takes. */
export const YEARS: readonly Frame[] = frames([
  "[Rising|The climb] from {r0} to {r1} takes {years}.",
  "{A:r0} [needs|spends] {years} [to become|before becoming] {a:r1}.",
  "[Most|Many] {r0s} [serve|wait] {years} before they are [called|named] {r1s}.",
  "It takes {years} to [make|turn] {a:r0} into {a:r1}.",
]);

/** Which rank opens which school (schools are never the subject). */
export const LADDER: readonly Frame[] = frames([
  "{A:r0} [begins with|learns|is set to] {s0}; {a:r1} [may add|adds|goes on to] {s1}, and only {a:r2} [may touch|is taught|is trusted with] {s2}.",
  "{R0s} [learn|study|start with] {s0}, {r1s} [go on to|add|progress to] {s1}, and only {r2s} [study|are taught|may touch] {s2}.",
  "[No one|Nobody] [below|short of] {a:r2} [may study|is taught|may touch] {s2}; {s0} and {s1} [come first|are learned first|must come before it].",
  "First comes {s0}; [then|after it,|next,] {r1s} [move on to|take up|turn to] {s1}, [and|while] {r2s} [are trusted with|may study|go on to] {s2}.",
]);

/** How its adepts are treated. */
export const STAND: readonly Frame[] = frames([
  "Its {rks} are {standing}.",
  "[Those who practise|Practitioners of|Adepts of] {name} [are|tend to be|are, as a rule,|are mostly|are often] {standing}.",
  "[As a rule|Mostly|For the most part], {rks} are {standing}.",
  "[Wherever it is practised|Where it is known], {rks} are {standing}.",
]);

/** What the law says of it. */
export const LAW: readonly Frame[] = frames([
  "By law, {kind} is {legality}.",
  "[In law|On paper|Officially], it is {legality}.",
  "[The law is plain|The law is clear|The law leaves no doubt]: {kind} is {legality}.",
  "[As the law stands|For now], {kind} [is|remains] {legality}.",
]);

/** A closing line by tone. */
export const MOOD: Readonly<Record<Tone, readonly Frame[]>> = {
  heroic: frames([
    "Its {tops} are [trusted|expected] to [use|spend] their [art|gift] [for others|on strangers' behalf|for those who cannot pay].",
    "[Tales|Stories] remember {tops} who paid {cost} [for strangers|for others|without complaint].",
    "[People|Those] in [trouble|need] send for {a:r2} [first|before anyone else].",
    "[A good|Any decent] {top} [teaches|takes on] {r0s} [for nothing|without a fee].",
    "{R1s} [are sworn|swear] to use {s0} for [anyone who asks|all who ask|the poor first].",
    "[No|Not one] {top} turns away [a stranger|a beggar|anyone] who [asks|comes asking].",
    "{Tops} have [stood|put themselves] between [their people|the helpless] and [disaster|ruin] [before|more than once].",
  ]),
  grim: frames([
    "[Few|Not many] {r0s} live to [be called|become] {tops}.",
    "Every {top} [has paid|pays] in {m1}, [sooner or later|in the end].",
    "[No|Not one] {top} has [died old|died in bed|died at peace].",
    "[Those|Families] who [hire|call on] {a:r2} [pay twice|learn the price|regret it].",
    "[Half of all|Most] {r0s} [quit|give up|break] before they are [called|named] {r1s}.",
    "{S2} [is|has always been] [feared|whispered about] even [by|among] {tops}.",
  ]),
  whimsical: frames([
    "{R0s} [argue|bicker] [endlessly|for hours] about {casting}.",
    "[Rival|Quarrelling] {tops} [still dispute|have never agreed on] who [invented|named] {s1}.",
    "{A:r0}'s first [working|attempt] [almost always|usually] [goes wrong|goes sideways|ends in embarrassment].",
    "[Every|Each] {top} [swears|insists] that {s0} [works better|goes better] [after tea|on a full stomach|in slippers].",
    "[No|Not one] {r1} has ever [managed|mastered] {s0} [without a mishap|on the first try|without an audience].",
    "{R1s} [keep|share] a [long|running] list of [mishaps|disasters] in {s1}.",
  ]),
};

/** The legend of its founder: {who} the founder, {top} the highest rank, {spell} the strongest working. */
export const LEGEND: readonly Frame[] = frames([
  "{Who}, {a:top}, {verb} the {spell} {tail}.",
  "It was {who}, {a:top}, who {verb} the {spell} {tail}.",
  "[Tradition has it|The story goes|It is said|Old accounts say] that {who}, {a:top}, {verb} the {spell} {tail}.",
]);

export const LEGEND_VERB: Readonly<Record<Register, readonly string[]>> = {
  old: ["first worked", "first cast", "devised", "was first to work"],
  steam: ["first worked", "first demonstrated", "devised", "patented"],
  now: ["first worked", "first tried", "came up with", "stumbled on"],
  fallen: ["first worked", "first used", "found", "dug up"],
  future: ["first ran", "first used", "wrote", "coded"],
};

/** How the legend ends, by tone and register. */
export const LEGEND_TAIL: Readonly<Record<Tone, Readonly<Record<Register, readonly string[]>>>> = {
  heroic: {
    old: [
      "and taught it to any who asked",
      "and used it only in defence",
      "in the year of the long siege",
      "and never once used it for gold",
      "and gave it away freely",
      "in a besieged city's last hour",
    ],
    steam: [
      "and published it for all",
      "and refused every patent offer",
      "in the year of the great smog",
      "and taught it at night school",
      "and used it only in rescue work",
      "during the great fire",
    ],
    now: [
      "and shared it for free",
      "and used it only to help",
      "during the citywide blackout",
      "and turned down every buyer",
      "the night of the great flood",
      "and taught it at a community centre",
    ],
    fallen: [
      "and shared it with every settlement",
      "and used it only to protect",
      "in the first winter after the bombs",
      "and never sold it for water",
      "the year the wells ran dry",
      "and taught it to the caravans",
    ],
    future: [
      "and released it to every colony",
      "and used it only in rescues",
      "during the colony riots",
      "and refused every corporate offer",
      "on the first deep-space run",
      "and gave the code away",
    ],
  },

  grim: {
    old: [
      "and paid with an eye",
      "and never worked again",
      "and buried a village after",
      "to win a blood feud",
      "and lost a hand to it",
      "for a tyrant's gold",
    ],
    steam: [
      "and died in an asylum",
      "for a wager, and lost",
      "and levelled a street",
      "for a mill owner's bonus",
      "and was hanged for it",
      "and lost a hand to it",
    ],
    now: ["and lost a year of memory", "for a payday", "and was never seen again", "and spent a decade in prison", "for a hedge fund", "and lost a hand to it"],
    fallen: [
      "and died of it a month later",
      "for a tank of fuel",
      "to break a rival gang",
      "and lost half the tribe",
      "and was shot for it",
      "for a warlord's water",
    ],
    future: [
      "and lost the crew anyway",
      "and was decommissioned after",
      "for a corporate bonus",
      "and vanished from every record",
      "for a cartel's payroll",
      "and lost an eye to it",
    ],
  },
  whimsical: {
    old: ["by accident, while cooking", "to win a bet", "to get a cat down", "to impress a baker", "to make a goat stop singing", "to win a cheese contest"],
    steam: [
      "to boil a kettle faster",
      "to win a bet at the club",
      "to impress a duchess",
      "to silence a neighbour's parrot",
      "to fix a cuckoo clock",
      "to win a tea-tasting",
    ],
    now: ["to find a parking space", "to win a pub quiz", "to rescue a treed cat", "to skip a queue", "to dodge a parking ticket", "to win a karaoke night"],
    fallen: [
      "to open a tin of peaches",
      "to win a lizard race",
      "to impress a trader",
      "to fix a jukebox",
      "to win a spitting contest",
      "to catch a runaway goat",
    ],
    future: [
      "to fix a vending machine",
      "to win a card game on shift",
      "because the lift was slow",
      "to warm a cold coffee",
      "to win a zero-g chess game",
      "to find a lost sock",
    ],
  },
};
