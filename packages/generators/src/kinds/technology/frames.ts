// Frames for the technology kind's prose (our own writing): what a device changed, by category,
// and how its first maker is told; every slot is a field of the entry.
import { frames, type Frame } from "../../core/phrases/alternation.js";
import type { Category } from "./words.js";

/** What it changed, by category; {scope} is where, from the setting. Early means before engines. */
export const IMPACTS: Readonly<Record<Category, readonly Frame[]>> = {
  transport: frames([
    "Trade across {scope} [grew|doubled|quickened] once it spread.",
    "It brought {scope} [within days of each other|closer together|into one market].",
    "[Goods|Travellers|Letters] moved [faster|cheaper] across {scope} [ever after|from then on].",
  ]),
  communication: frames([
    "News [now reached|came to] {scope} before rumour did.",
    "Whoever held it knew first what [happened|went on] across {scope}.",
    "[Orders|Prices|Warnings] [reached|spread through] {scope} [in hours|in a day|overnight].",
  ]),
  medicine: frames([
    "Fewer [died|were lost] of [wounds|sickness] across {scope}.",
    "It [spread|passed] from the rich to the poor of {scope} [within a generation|in a lifetime].",
    "[Healers|Physicians] across {scope} [swore by|came to rely on] it.",
  ]),
  agriculture: frames([
    "[Bread|Food|Grain] grew cheaper across {scope}.",
    "Fewer hands were needed [on the land|in the fields], and {scope} [filled|swelled] with the ones it freed.",
    "[Famine|Hunger] came more rarely to {scope}.",
  ]),
  warfare: frames([
    "[Defences|Armies] across {scope} had to change to meet it.",
    "For [a generation|a lifetime], its owners had the upper hand in {scope}.",
    "[Wars|Raids|Feuds] in {scope} grew [bloodier|shorter|crueller].",
  ]),
  energy: frames([
    "[Work|Labour] that once took many hands ran on it [across|throughout] {scope}.",
    "[Towns|Settlements] across {scope} grew up around it.",
    "[Workshops|Households] across {scope} [came to depend on|could not do without] it.",
  ]),
  construction: frames([
    "Buildings across {scope} grew [taller|larger] and [cheaper|quicker to raise].",
    "It changed what {scope} could build, and how fast.",
    "[Builders|Masons] across {scope} [learned it|took it up] within [a generation|a lifetime].",
  ]),
  computation: frames([
    "[Planners|Traders|Officials] across {scope} came to trust [its answers|its figures] over their own.",
    "Across {scope}, [reckonings|records] that once took days took [hours|minutes].",
    "[Trade|Government] in {scope} came to run on its [figures|records].",
  ]),
};
/** Computation before engines: counts kept, not answers computed. */
export const EARLY_COMPUTATION: readonly Frame[] = frames([
  "Across {scope}, [counts|debts|seasons] were kept by [it|its marks] [rather than by memory|instead of in the head].",
  "[Disputes|Quarrels] over [counts|debts|dates] grew rarer across {scope}.",
  "[Feasts|Markets|Sowings] across {scope} [were timed|came to be set] by it.",
]);

export const CREDIT: readonly Frame[] = frames([
  "{Inventor}, {maker}, [got it working|made it work] first.",
  "The first to make {one} work was {inventor}, {maker}.",
  "It was {maker}, {inventor}, who first made it work.",
]);

/** Who can afford one (tier from the device, buyer from the setting). */
export const AFFORD: readonly (readonly Frame[])[] = [
  frames([
    "[It is within reach of|Its price suits] {buyer}.",
    "{Buyer} can [save up for|afford] {one}.",
    "[It is no great outlay for|It is a small cost to|It is a modest price for] {buyer}.",
  ]),
  frames(["[It is a fair outlay for|It takes the savings of|It is worth the price to] {buyer}.", "{Buyer} [can afford|might buy] {one}."]),
  frames(["Only {buyer} [can pay for|can afford|could fund] {one}.", "{Buyer} [commissions|pays for] {one}, [as a rule|most often|if anyone does]."]),
  frames(["[Only|Nothing less than] {buyer} [can pay for|can fund] {one}.", "[It takes|It needs] the wealth of {buyer}."]),
];

/** After the Fall: how the old ones are kept going now. */
export const AFTER_FALL: readonly Frame[] = frames([
  "No one [now|left] can build [another|a new] {device}.",
  "[Every|Each|The last] {device} [still working|left] runs on [salvage|scavenged parts|wire and tape].",
  "[Settlements|Raiders|Traders] guard a working {device} [like water|like a well|with guns].",
  "[Scavengers|Salvagers] strip dead {devices} for [parts|wire and metal].",
]);

/** The price read as time worked: {cost} is the price, {time} the wages, {worker} who earns them. */
export const PRICE: readonly Frame[] = frames([
  "[At|For] {cost}, {one} [costs|takes] {worker} {time} wages.",
  "{Cost} [is|comes to|equals] {time} wages for {worker}.",
  "{Worker} would [work|toil] {span} [for|to pay for] {one}.",
]);
