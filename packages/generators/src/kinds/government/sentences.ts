// Government sentences keyed by field value: how each succession rule and each state of the
// realm reads as a whole sentence ({ruler} is "the Doge", {title} "Doge"), and whether the mood is
// good (a closing line may praise it) or bad; plus the checks that keep picks true to type and scale.
import type { GovType, Scale } from "./words.js";

/** How each succession rule reads in prose. */
export const SUCCESSION_SENTENCE: Readonly<Record<string, readonly string[]>> = {
  "The eldest child inherits": ["When {ruler} dies, the eldest child takes the throne.", "The throne goes to the eldest child, son or daughter."],
  "The eldest son inherits": ["Only a son may inherit, and the eldest takes the throne.", "Daughters are passed over; the eldest son inherits."],
  "The monarch names a cousin heir": ["By custom {ruler} names a cousin as heir.", "Each monarch picks an heir from among the cousins."],
  "The crown passes to a sibling": ["On a death the crown passes to a brother or sister.", "The crown goes sideways, to a sibling, not down."],
  "Elected every five years": ["{Ruler} stands for election every five years.", "Every fifth year the voters choose {a:title} again."],
  "Chosen by lot each year": ["Each year a new {title} is drawn by lot.", "The lot, drawn every year, picks the {title}."],
  "Elected for life by the assembly": ["The assembly elects each {title} for life.", "Once the assembly has chosen {a:title}, the choice is for life."],
  "Elected by property holders": ["Property holders alone elect {ruler}.", "Only those who own property may vote for {a:title}."],
  "A child born at the ruler's death": [
    "When {ruler} dies, the priests seek a child born that same hour.",
    "Each {title} is a child found born in the hour the last one died.",
  ],
  "Chosen by the oracle": ["The oracle names each new {title}.", "No {title} rules until the oracle has named them."],
  "Elected by a conclave": ["A conclave of priests elects each {title}.", "The priests shut themselves in conclave to choose {a:title}."],
  "Revealed in a vision": ["Each {title} is revealed to the priests in a vision.", "A vision, not a vote, shows the priests their next {title}."],
  "The richest family chooses": ["The richest family chooses {ruler}.", "Whichever house is richest names the {title}."],
  "Bought from the council": ["The office of {title} is bought from the council.", "The council sells the office of {title} to the highest bidder."],
  "Rotates among seven houses": ["The office rotates among seven great houses.", "Seven houses take the office of {title} in turn."],
  "The largest creditor takes it": ["Whoever holds most of the state's debt becomes {title}.", "The state's largest creditor takes the office of {title}."],
  "Chosen by the council each spring": ["Each spring the council chooses a new {title}.", "The council picks its {title} afresh every spring."],
  "The eldest presides": ["The eldest member presides, for as long as they live.", "Age alone decides: the eldest presides."],
  "Each clan takes a turn": ["Each clan takes its turn to give the {title}.", "The office passes from clan to clan in turn."],
  "Whoever speaks best": ["The council follows whoever speaks best.", "Whoever wins the argument becomes {title}."],
  "The emperor adopts an heir": ["Each {title} adopts an heir from among the generals.", "Heirs are adopted, not born; {ruler} has already chosen one."],
  "Whoever holds the army": ["Whoever holds the army holds the throne.", "The army, not the law, makes each {title}."],
  "The eldest, confirmed by the legions": ["The eldest child rules once the legions confirm the choice.", "An heir is the eldest child, if the legions agree."],
  "Murder, in practice": ["The law names an heir; in practice the throne goes by murder.", "Most heirs have been murdered; the killer usually rules."],
  "Whoever the officers back": ["{Ruler} rules for as long as the officers allow.", "Whoever the officers back is the next {title}."],
  "Seized by the strongest general": ["The strongest general seizes power when the old one weakens.", "No one inherits; the strongest general takes power."],
  "Named by the outgoing commander": ["Each outgoing commander names a successor.", "{Ruler} will name the next {title} on stepping down."],
  "Decided by the next coup": ["The next coup will decide who follows {ruler}.", "Power changes hands by coup, and the next is expected."],
};

/** Each state of the realm as a sentence, and whether it is a good one. */
export const STABILITY_SENTENCE: Readonly<Record<string, readonly [string, boolean]>> = {
  "Stable; the people grumble and obey": ["The people of {land} grumble, but obey.", true],
  "Shaky; two provinces near revolt": ["Two provinces of {land} are near revolt.", false],
  "Strong under a loved ruler": ["{Ruler} is loved across {land}.", true],
  "Fragile, its succession disputed": ["A disputed succession leaves {land} fragile.", false],
  "Rotten beneath the calm": ["Under the calm, {land} is rotten.", false],
  "Recovering from a civil war": ["{Land} has barely left a civil war.", false],
  "Stable while the mills run": ["{Land} stays calm while mills run.", true],
  "Shaken by strikes": ["Strikes have shaken {land} this year.", false],
  "Bristling with reformers": ["Reformers fill every club in {capital}.", true],
  "Held by the police": ["The police hold {land} together.", false],
  "Booming and corrupt": ["Trade booms in {land}, and so does bribery.", true],
  "Anxious over the colonies": ["Its colonies keep {land} anxious.", false],
  "Stable democracy": ["Elections in {land} are dull and stable.", true],
  "Polarised and gridlocked": ["Politics in {land} are polarised and gridlocked.", false],
  "Protests every weekend": ["{Capital} sees protests every weekend.", false],
  "Coup-prone": ["{Land} has had three coups in memory.", false],
  "Quietly authoritarian": ["{Land} is quietly authoritarian.", false],
  "Booming on oil money": ["Oil money keeps {land} booming.", true],
  "Stable across the core worlds": ["Its core worlds are calm.", true],
  "Rim colonies in revolt": ["The rim colonies of {land} are in revolt.", false],
  "Held by surveillance": ["Surveillance holds {land} together.", false],
  "Fragile since the war": ["{Land} has been fragile since the war.", false],
  "Corporate-run and calm": ["Corporations run {land}, and run it calmly.", true],
  "Split by a succession crisis": ["A succession crisis has split {land}.", false],
  "Holding, barely": ["{Land} is holding on, barely.", false],
  "Raided every season": ["Raiders come every season.", false],
  "Strong behind its wall": ["{Land} is strong behind its wall.", true],
  "Starving this winter": ["{Land} is starving this winter.", false],
  "Split between two bosses": ["Two bosses split {land} between them.", false],
  "Growing as others fall": ["{Land} grows as other holds fall.", true],
  "Rotting; the harvest failed twice": ["Two failed harvests have left {land} rotting.", false],
  "Held by fear of the pyre": ["Fear of the pyre holds {land} together.", false],
  "Emptied by plague": ["Plague has emptied the streets of {capital}.", false],
  "One bad winter from revolt": ["{Land} is one bad winter from revolt.", false],
  "The court poisons itself": ["Its court poisons itself.", false],
  "Kept alive by the executioner": ["The executioner keeps {land} alive.", false],
  "Blessed while omens hold": ["{Land} is blessed, while the omens hold.", true],
  "Cursed since an old ruler's crime": ["An old ruler's crime still curses {land}.", false],
  "Strong; the gods favour it": ["The gods favour {land}; {land} is strong.", true],
  "Torn by quarrelling heroes": ["Quarrelling heroes tear {land} apart.", false],
  "Waiting on the oracle's word": ["{Land} waits on the oracle's word.", true],
  "Haunted by an unburied king": ["An unburied king haunts {land}.", false],
};

const ROYAL = /\b(?:royal|kings?|crown|lords?|privy|dynastic|marriage)\b/i;
const WIDE = /\b(?:provinces?|colonies|worlds|holds)\b/i;
const MARTIAL = /\b(?:martial|military|boss)\b/i;
const CLAN = /\bclans?\b/i;
const DEMOCRATIC = /\bdemocracy|elections\b/i;
const FAITH = /\b(?:temple|church|prophets?|oracle|priestess|signal|inquisition|mysteries|flagellants)\b/i;
const CROWNED: ReadonlySet<GovType> = new Set(["monarchy", "empire"]);

/** Whether a word-list pick fits a state of this type and scale (no royal cousins for a commune). */
export function fitsState(s: string, type: GovType, scale: Scale): boolean {
  if (!CROWNED.has(type) && type !== "oligarchy" && ROYAL.test(s)) return false;
  if (type === "oligarchy" && /\b(?:royal|kings?|crown|dynastic|marriage)\b/i.test(s)) return false;
  if (scale === "city" && (WIDE.test(s) || CLAN.test(s))) return false;
  if (type !== "junta" && type !== "empire" && type !== "monarchy" && MARTIAL.test(s)) return false;
  if (type !== "republic" && type !== "council" && DEMOCRATIC.test(s)) return false;
  return true;
}

/** Whether a faction fits: a state the temple already rules has no temple party to rival it. */
export function fitsFaction(f: string, type: GovType): boolean {
  return !(type === "theocracy" && FAITH.test(f));
}

/** Picks that fit, or all of them when none does. */
export function fitting<T extends string>(pool: readonly T[], ok: (s: T) => boolean): readonly T[] {
  const out = pool.filter(ok);
  return out.length > 0 ? out : pool;
}
