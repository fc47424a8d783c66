// What one weakness buys a band, by what kind of weakness it is (packages/generators/reading/monster.md, Reading 3): a
// thing carried into the fight (fire, silver, harpoons, an EMP burst), ground or weather the fight
// is picked for (bare rock, deep mud, the cold of the desert night) or a piece of lore (a true name,
// a riddle, its mother's voice). A frame for one kind never takes another ("Bring staying on the
// path", "The cold of the desert night will cover a retreat" are gone). Slots: {W}/{w} the
// weakness, {is} {buy} {turn} {has} agreeing with it, {S}/{s} the subject. Our own writing.
import type { Threat } from "./words.js";

export type WeakKind = "tool" | "ground" | "lore";

const LORE =
  /name|riddle|song|bargain|voice|burial|grave|maker|ignored|looking back|the path|reflection|justice|priest|command|patience|threshold|church|blessed|hero|\bsleep\b|\brage\b|its own|remains|house left|stitch|god's|mother|\blie\b|sheep it|proper|pride|counting|sons of/;
const GROUND =
  /ground|\brock\b|bedrock|\bmud\b|snow|thin ice|passage|gorge|\bdays\b|weather|spell\b|summer|winter|\bnight\b|thaw|\bstorm\b|\bwind\b|\bfog\b|shallow|daylight|the sun\b|sunlight|light of the sun|\bdry\b|cold high air|deep cold|extreme cold|\bcold\b$|vacuum|open ground|turning|running out|a frozen lake|tunnels|being grounded|being lured|losing its/;

/** Things carried that the lore and ground tests would otherwise take. */
const CARRIED_THING = /blessed|its own venom|pheromones|command codes|a dog that keeps|grounding rods/;
const GROUND_FIRST = /^cold\b(?! iron)|smothered|church's ground|stopped at one mouth|\bfloods?\b|flooded|\brain\b|running water/;

export function weakKind(w: string): WeakKind {
  const s = w.toLowerCase();
  if (CARRIED_THING.test(s)) return "tool";
  if (GROUND_FIRST.test(s)) return "ground";
  if (LORE.test(s)) return "lore";
  if (GROUND.test(s)) return "ground";
  return "tool";
}

/** What a carried weakness buys at each threat. */
export const TOOL_LINE: Readonly<Record<Threat, readonly string[]>> = {
  minor: ["{W} {is} enough to drive {s} away.", "Against {w}, {s} {v:gives} up quickly.", "{S} {v:flees} from {w}.", "A little {w} and {s} {v:is} gone."],
  dangerous: ["With {w}, a trained band has the edge.", "{W} {is} what beats {s}.", "Used early, {w} {turn} the fight.", "{W} {turn} the fight against {s}."],
  deadly: [
    "{W} will cover a retreat, no more.",
    "Use {w} to get away, not to win.",
    "{W} {buy} time against {s}, nothing more.",
    "Against {s}, {w} {buy} a moment, no more.",
  ],
  legendary: [
    "{W} may turn {s} aside for a while.",
    "At best, {w} {buy} a band time to run.",
    "{W} {has} turned {s} aside, never beaten {them}.",
    "Even {w} only {buy} a little time against {s}.",
  ],
};

/** Ground or weather: the band picks where and when it fights. */
export const GROUND_LINE: Readonly<Record<Threat, readonly string[]>> = {
  minor: ["Choose the ground: {w} {is} ally enough.", "Wait for {w}, and {s} {v:is} easy prey.", "{W} alone {turn} {s} back."],
  dangerous: [
    "Choose the ground: {w} {is} the band's best ally.",
    "Pick the time well; {w} {turn} the fight.",
    "Fight {s} only when {w} {is} on the band's side.",
  ],
  deadly: [
    "Choose the ground: {w} {is} the only ally a band has.",
    "Fight {s} only with {w} on the band's side.",
    "Even with {w} in the band's favour, {s} {v:is} deadly.",
  ],
  legendary: ["{W} {has} saved a few from {s}; nothing else has.", "Only {w} {has} ever given a band a chance against {s}.", "Only {w} {has} ever slowed {s}."],
};

/** Lore: what the old stories say works. */
export const LORE_LINE: Readonly<Record<Threat, readonly string[]>> = {
  minor: ["The old remedy works: {w}.", "Anyone local knows the answer: {w}.", "Against {s}, {w} {is} worth more than steel."],
  dangerous: [
    "Learn the lore first: {w} {is} worth more than steel.",
    "The tales agree on {w}, and the tales are right.",
    "Against {s}, {w} {is} the surest weapon.",
  ],
  deadly: ["Steel will not do it; {w} might.", "The only story that ends well with {s} involves {w}.", "Those who lived through {s} knew about {w}."],
  legendary: [
    "The tales name {w}; nobody has tested it and lived to boast.",
    "If anything ends {s}, the stories say it is {w}.",
    "Every tale of {s} ends with {w}, and none ends well.",
  ],
};
