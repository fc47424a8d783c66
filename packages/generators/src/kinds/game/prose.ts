// The game kind's prose, rendered from the entry (frames.ts). The fields above it give the
// players, equipment, objective, turn, scoring and rules; the prose adds what they cannot
// (docs/generators.md, "Prose adds, it does not repeat"): a round of play told with three named
// players, in the order the table meets the rules, and what good play turns on ("How it is
// played"); how its players hold it, who plays which house rule, and how the famous match went
// ("In the world"). Also the readers the fields share: the tokens of the archetype's frames, and
// the rules and terms the entry shows.
import { archetypeOf } from "../../core/archetype.js";
import type { ComposeContext, Composed } from "../../core/define.js";
import type { Setting } from "../../core/options.js";
import { frame, tell, tellOne, type Frame } from "../../core/phrases/alternation.js";
import { paragraph } from "../../core/realise.js";
import type { Rng } from "../../core/rng.js";
import { capitalise, numberWord } from "../../core/text.js";
import type { FieldValue, Json } from "../../core/types.js";
import { ARCHETYPES, kitOf, type GameArchetype, type Told } from "./archetypes.js";
import * as F from "./frames.js";
import { namesFor, possessive } from "./words.js";

/** What the fields and the composer both read of an entry. */
export interface Reader {
  readonly options: { readonly setting: Setting; readonly tone?: string };
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

/** A field's text in mid-sentence: its first letter lowered unless it starts an acronym ("AI"). */
export const low = (s: string): string => (/^[A-Z][^A-Z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

/** The tokens an archetype's frames use: each equipment role's short name, the kit's words, and the target. */
export function gameVars(ctx: Reader): Record<string, string> {
  const a = archetypeOf(ctx, ARCHETYPES);
  const kit = kitOf(a, ctx.options.setting);
  const out: Record<string, string> = { ...(kit.words ?? {}) };
  const eq = ctx.has("equipment") ? metaOf(ctx, "equipment") : EMPTY;
  const shorts = eq.arch === a.id && eq.shorts && typeof eq.shorts === "object" && !Array.isArray(eq.shorts) ? (eq.shorts as Obj) : EMPTY;
  for (const role of Object.keys(a.gear)) {
    const s = shorts[role];
    out[role] = typeof s === "string" ? s : (kit.gear[role]?.[1] ?? role);
  }
  if (a.targets && a.targets.length > 0) {
    const m = ctx.has("objective") ? metaOf(ctx, "objective") : EMPTY;
    out.target = numberWord(m.arch === a.id && typeof m.target === "number" ? m.target : (a.targets[0] as number));
  }
  return out;
}

/** The names of a told line's people: {a}, {b}, {c} and their possessives {a's}, {b's}, {c's}. */
export function nameVars(names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  names.forEach((n, i) => {
    const k = "abc".charAt(i);
    out[k] = n;
    out[`${k}'s`] = possessive(n);
  });
  return out;
}

/** The rules the entry shows, as indices into its archetype's rules (none when they were locked from elsewhere). */
export function ruleIds(ctx: Pick<Reader, "meta">, a: GameArchetype): readonly number[] {
  const m = metaOf(ctx, "rules");
  return m.arch === a.id && Array.isArray(m.ids) ? m.ids.filter((i): i is number => typeof i === "number") : a.rules.flatMap((r, i) => (r.core ? [i] : []));
}

/** The terms the entry has introduced: the turn's and scoring's, and those of every rule it shows. */
export function termsShown(a: GameArchetype, ids: readonly number[]): Set<string> {
  return new Set([...(a.basics ?? []), ...ids.flatMap((i) => a.rules[i]?.gives ?? [])]);
}

/** Whether a told line's terms have all been introduced. */
export const fits = (t: { readonly needs?: readonly string[] }, terms: ReadonlySet<string>): boolean => (t.needs ?? []).every((n) => terms.has(n));

/** The told lines whose terms the entry has introduced (all of them when none fit). */
export function fitting<T extends Told>(lines: readonly T[], terms: ReadonlySet<string>): readonly T[] {
  const ok = lines.filter((t) => fits(t, terms));
  return ok.length > 0 ? ok : lines;
}

/** Who plays at the table, as the summary says it: "players", "two sides", "pilots". */
function tablePlayers(a: GameArchetype, setting: Setting): string {
  return a.sides ? "two sides" : (kitOf(a, setting).unit ?? "players");
}

/** One line of play: the i-th form of every step, so its steps follow one another; lines whose terms are not shown are skipped. */
function round(rng: Rng, a: GameArchetype, terms: ReadonlySet<string>, vars: Record<string, string>): string[] {
  const forms = a.round[0]?.length ?? 0;
  const lines = Array.from({ length: forms }, (_, i) => i).filter((i) =>
    a.round.every((step) => {
      const t = step[i];
      return t !== undefined && fits(t, terms);
    }),
  );
  const line = lines.length > 0 ? rng.pick(lines) : 0;
  return a.round.map((step) => capitalise(tell(rng, frameOf(step[line]?.text ?? step[0]?.text ?? ""), vars)));
}

/** The house rules as name and change: from the field's meta. */
function houseRules(ctx: Reader): string[] {
  const m = metaOf(ctx, "variants");
  const out: string[] = [];
  if (Array.isArray(m.items))
    for (const it of m.items) if (it && typeof it === "object" && !Array.isArray(it) && typeof it.name === "string") out.push(it.name);
  return out;
}

export function composeGame(ctx: ComposeContext<object>): Composed {
  const a = archetypeOf(ctx, ARCHETYPES);
  const setting = (ctx.options as { setting: Setting }).setting;
  const tone = (ctx.options as { tone?: string }).tone ?? "heroic";
  const kit = kitOf(a, setting);
  const vars = gameVars(ctx);
  const name = ctx.text("name");
  const terms = termsShown(a, ruleIds(ctx, a));

  const summaryRng = ctx.rng("summary");
  const gist = tell(summaryRng, frameOf(summaryRng.pick(a.gist)), vars);
  const summary = tellOne(summaryRng, F.SUMMARY, { kind: summaryRng.pick(a.kind), players: tablePlayers(a, setting), gist });

  // A round of play, with three players who are neither the inventor nor the famous match's.
  const play = ctx.rng("section", "play");
  const inventor = metaOf(ctx, "name").inventor;
  const match = metaOf(ctx, "famousMatch");
  const taken = [inventor, match.a, match.b].filter((x): x is string => typeof x === "string");
  const table = namesFor(play, setting, 3, taken);
  const how = paragraph([...round(play, a, terms, { ...vars, ...nameVars(table) }), tell(play, frameOf(play.pick(a.craft)), vars)]);

  // How its players hold it, who plays a house rule, and how the famous match went.
  const world = ctx.rng("section", "world");
  const culture = metaOf(ctx, "culturalRole");
  const whoAt = typeof culture.who === "number" ? culture.who : 0;
  const stake = typeof culture.stake === "string" ? culture.stake : (kit.stakes[0] ?? "");
  const feat = tell(world, frameOf(world.pick(fitting(a.feats, terms)).text), vars);
  const lines = [
    capitalise(
      tellOne(world, F.TONE_LINE[tone === "grim" && kit.gentle ? "gentle" : (tone as "heroic" | "grim" | "whimsical")] ?? F.TONE_LINE.heroic, { stake, feat }),
    ),
  ];
  const house = houseRules(ctx);
  const others = kit.who.filter((_, i) => i !== whoAt);
  if (house.length > 0 && others.length > 0) lines.push(tellOne(world, F.VARIANT_WHO, { people: world.pick(others)[0], variant: world.pick(house) }));
  if (typeof match.outcome === "string" && match.outcome) lines.push(tellOne(world, F.STORY, { outcome: match.outcome }));
  const inWorld = lines.join(" ");

  return {
    name,
    summary: capitalise(summary),
    sections: [
      { title: "How it is played", markdown: how },
      { title: "In the world", markdown: inWorld },
    ],
    tags: [a.type, a.id, setting],
  };
}
