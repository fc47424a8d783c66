// The game kind's prose, rendered from the entry's fields (frames.ts): a summary (the kind of
// game, who plays, the core of play and the objective), how it is played (players and equipment,
// a turn, the objective and its scoring) and its place in the world (who plays it and how they
// hold it, two house rules and what they change, a famous match). Also the readers the fields
// share: the equipment's short names and the target as the archetype's frames use them.
import { archetypeOf } from "../../core/archetype.js";
import type { ComposeContext, Composed } from "../../core/define.js";
import type { Setting } from "../../core/options.js";
import { frame, tell, tellOne, type Frame } from "../../core/phrases/alternation.js";
import { midName, paragraph } from "../../core/realise.js";
import { capitalise, numberWord } from "../../core/text.js";
import type { FieldValue, Json } from "../../core/types.js";
import { ARCHETYPES, kitOf, type GameArchetype } from "./archetypes.js";
import * as F from "./frames.js";

/** What the fields and the composer both read of an entry. */
export interface Reader {
  readonly options: { readonly setting: Setting };
  meta<T extends Json = Json>(key: string): T | undefined;
  text(key: string): string;
  get(key: string): FieldValue;
  has(key: string): boolean;
}

type Obj = { readonly [k: string]: Json };
const EMPTY: Obj = {};

/** A field's meta as an object (empty when it is not one). */
export function metaOf(ctx: Pick<Reader, "meta">, key: string): Obj {
  const m = ctx.meta<Json>(key);
  return m && typeof m === "object" && !Array.isArray(m) ? (m as Obj) : EMPTY;
}

const cache = new Map<string, Frame>();
/** An archetype's frame source, compiled once. */
export function frameOf(src: string): Frame {
  let f = cache.get(src);
  if (!f) {
    f = frame(src);
    cache.set(src, f);
  }
  return f;
}
export const frameList = (srcs: readonly string[]): readonly Frame[] => srcs.map(frameOf);

/** A count as the prose says it: one to twelve in words, larger in digits. */
export const numberText = (n: number): string => numberWord(n);

/** A field's text in mid-sentence: its first letter lowered unless it starts an acronym ("AI"). */
export const low = (s: string): string => (/^[A-Z][^A-Z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

/** The tokens an archetype's frames use: each equipment role's short name, and the target. */
export function gameVars(ctx: Reader): Record<string, string> {
  const a = archetypeOf(ctx, ARCHETYPES);
  const kit = kitOf(a, ctx.options.setting);
  const out: Record<string, string> = {};
  const eq = ctx.has("equipment") ? metaOf(ctx, "equipment") : EMPTY;
  const shorts = eq.arch === a.id && eq.shorts && typeof eq.shorts === "object" && !Array.isArray(eq.shorts) ? (eq.shorts as Obj) : EMPTY;
  for (const role of Object.keys(a.gear)) {
    const s = shorts[role];
    out[role] = typeof s === "string" ? s : (kit.gear[role]?.[1] ?? role);
  }
  if (a.targets && a.targets.length > 0) {
    const m = ctx.has("objective") ? metaOf(ctx, "objective") : EMPTY;
    out.target = numberText(m.arch === a.id && typeof m.target === "number" ? m.target : (a.targets[0] as number));
  }
  return out;
}

/** The rules the entry shows, as indices into its archetype's rules (none when they were locked from elsewhere). */
export function ruleIds(ctx: Reader, a: GameArchetype): readonly number[] {
  const m = metaOf(ctx, "rules");
  return m.arch === a.id && Array.isArray(m.ids) ? m.ids.filter((i): i is number => typeof i === "number") : [];
}

const items = (v: FieldValue): readonly string[] => (v.type === "list" ? v.items : []);

/** How many play, in words: "two to six players", "two sides of nine to fifteen". */
function playersText(ctx: Reader): string {
  const m = metaOf(ctx, "players");
  if (typeof m.from !== "number" || typeof m.to !== "number") return low(ctx.text("players"));
  // Both in words, or both in digits: "two to six", "9 to 15".
  const words = m.to <= 12;
  const [from, to] = words ? [numberText(m.from), numberText(m.to)] : [String(m.from), String(m.to)];
  const range = m.from === m.to ? from : `${from} ${m.to === m.from + 1 ? "or" : "to"} ${to}`;
  return m.sides === true ? `two sides of ${range}` : `${range} players`;
}

/** The house rules as label and change: from the field's meta, else read back from its items ("River rules: …"). */
function houseRules(ctx: Reader): { readonly label: string; readonly change: string }[] {
  const m = metaOf(ctx, "variants");
  const out: { label: string; change: string }[] = [];
  if (Array.isArray(m.items))
    for (const it of m.items)
      if (it && typeof it === "object" && !Array.isArray(it) && typeof it.label === "string" && typeof it.change === "string")
        out.push({ label: it.label, change: it.change });
  if (out.length > 0) return out;
  for (const i of items(ctx.get("variants"))) {
    const k = i.indexOf(": ");
    if (k > 0) out.push({ label: low(i.slice(0, k)), change: i.slice(k + 2) });
  }
  return out;
}

export function composeGame(ctx: ComposeContext<object>): Composed {
  const a = archetypeOf(ctx, ARCHETYPES);
  const vars = gameVars(ctx);
  const name = ctx.text("name");
  const players = playersText(ctx);
  const objective = low(ctx.text("objective"));
  const summaryRng = ctx.rng("summary");
  const gist = tell(summaryRng, frameOf(summaryRng.pick(a.gist)), vars);
  const summary = tellOne(summaryRng, F.SUMMARY, { kind: summaryRng.pick(a.kind), players, gist, objective });

  const play = ctx.rng("section", "play");
  const how = paragraph([
    tellOne(play, /^\d/.test(players) || play.chance(0.75) ? F.PLAY_OPEN : F.PLAY_OPEN_PLAYERS, { name: midName(name), players }),
    ctx.text("turn"),
    tellOne(play, a.sides ? F.AIM_SIDES : F.AIM, { objective }),
    ctx.text("scoring"),
  ]);

  const world = ctx.rng("section", "world");
  const house = houseRules(ctx);
  const [h1, h2] = house;
  const rules =
    h1 && h2
      ? tellOne(world, F.VARIANTS_TWO, { l1: h1.label, c1: h1.change, l2: h2.label, c2: h2.change })
      : h1
        ? tellOne(world, F.VARIANTS_ONE, { l1: h1.label, c1: h1.change })
        : "";
  const inWorld = paragraph([ctx.text("culturalRole"), rules, ctx.text("famousMatch")]);

  return {
    name,
    summary: capitalise(summary),
    sections: [
      { title: "How it is played", markdown: how },
      { title: "In the world", markdown: inWorld },
    ],
    tags: [a.type, a.id, ctx.options.setting],
  };
}
