// The magic-system kind's prose, rendered from the entry's fields (frames.ts, frames-world.ts): a
// summary, then sections laid out by the kind of magic's plan — a learned craft opens on how it
// works, a gift on who is born to it, a pact on its price, a device on its workings, a lore on its
// laws — so entries of different kinds do not make the same moves in the same order. Each sentence
// is told from a frame whose words do not echo each other (clash.ts) and that repeats no field
// already told; an entry closes on something of its own by tone (docs/generators.md, "The reader").
import { archetypeOf } from "../../core/archetype.js";
import type { ComposeContext, Composed } from "../../core/define.js";
import { tell, type Frame, type FrameVars } from "../../core/phrases/alternation.js";
import { midName, pluralOf, quantity } from "../../core/realise.js";
import type { Rng } from "../../core/rng.js";
import { capitalise, numberWord } from "../../core/text.js";
import type { FieldValue, Json } from "../../core/types.js";
import type { Access, Plan } from "./archetype-types.js";
import { ARCHETYPES, walkIndex, type MagicArchetype } from "./archetypes.js";
import { sentenceEcho } from "./clash.js";
import * as F from "./frames.js";
import { END, END_HIDDEN, STAND } from "./frames-world.js";

type Ctx = ComposeContext<object>;

/** A list field's items (none for any other value). */
export const items = (v: FieldValue): readonly string[] => (v.type === "list" ? v.items : []);
/** A field's text in mid-sentence: its first letter lowered unless it starts an acronym ("AI") or a name. */
export const low = (s: string): string => (/^[A-Z][^A-Z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

// Ranks whose plural the plural library gets wrong.
const PLURAL: Readonly<Record<string, string>> = { "rad-shaman": "rad-shamans", magus: "magi", latent: "latents" };
export const plural = (rank: string): string => PLURAL[rank] ?? pluralOf(rank);
const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** A string out of an object meta ("users" of the users field, …), if there is one. */
export function metaString(ctx: Pick<Ctx, "meta">, key: string, prop: string): string | undefined {
  const m = ctx.meta<Json>(key);
  const v = m && typeof m === "object" && !Array.isArray(m) ? (m as { readonly [k: string]: Json })[prop] : undefined;
  return typeof v === "string" ? v : undefined;
}

type Move = "work" | "price" | "danger" | "law" | "law2" | "marks" | "top" | "low" | "mid" | "access" | "years" | "ladder" | "stand" | "end";
interface Part {
  readonly title: string | Readonly<Partial<Record<Access, string>>>;
  readonly moves: readonly Move[];
}
/** Moves a section may leave out, so no two entries of one plan tell exactly the same fields. */
const OPTIONAL: ReadonlySet<Move> = new Set<Move>(["marks", "danger", "low", "mid", "years", "ladder", "law2"]);

const PLANS: Readonly<Record<Plan, readonly Part[]>> = {
  craft: [
    { title: "How it works", moves: ["work", "law", "law2", "price"] },
    { title: "Learning it", moves: ["access", "ladder", "years", "top"] },
    { title: "In the world", moves: ["stand", "end"] },
  ],
  gift: [
    { title: { inborn: "The gift", marked: "The mark" }, moves: ["access", "low", "marks"] },
    { title: "What it can do", moves: ["work", "top", "price", "danger"] },
    { title: "In the world", moves: ["law", "stand", "end"] },
  ],
  pact: [
    { title: { bargained: "The bargain", granted: "The favour" }, moves: ["work", "price", "danger"] },
    { title: "Its laws", moves: ["law", "law2"] },
    { title: "Those who serve", moves: ["access", "years", "top"] },
    { title: "In the world", moves: ["stand", "end"] },
  ],
  device: [
    { title: "The workings", moves: ["work", "low", "top"] },
    { title: "Price and peril", moves: ["price", "marks", "danger"] },
    { title: "Learning it", moves: ["access", "ladder"] },
    { title: "In the world", moves: ["law", "stand", "end"] },
  ],
  lore: [
    { title: "Its laws", moves: ["law", "law2", "danger"] },
    { title: "Practice", moves: ["work", "price", "mid"] },
    { title: "Masters", moves: ["access", "years", "top"] },
    { title: "In the world", moves: ["stand", "end"] },
  ],
};

/** The slots whose text must be told once only: a second sentence naming the same field says nothing new. */
const ONCE = [
  "users",
  "source",
  "casting",
  "training",
  "small",
  "great",
  "danger",
  "rule",
  "so",
  "rule2",
  "so2",
  "effect",
  "lowEffect",
  "midEffect",
  "standing",
  "legality",
  "m1",
  "m2",
];

class Teller {
  private readonly told = new Set<string>();
  private readonly pairs: readonly (readonly [string, string])[];
  /** @param seed neighbouring seeds start each move on a different frame (walkIndex), so a batch does not repeat one. */
  constructor(
    private readonly v: FrameVars,
    private readonly seed: string,
  ) {
    this.pairs = [
      [v.rule ?? "", v.so ?? ""],
      [v.rule2 ?? "", v.so2 ?? ""],
    ];
  }

  /** A sentence from one of the frames: the first, in the stream's order, with no echo and no field told twice. */
  say(rng: Rng, fs: readonly Frame[], move: string): string {
    // The seed's own frame first, then the rest in the stream's order, each twice, so a frame whose
    // alternatives echo once may be told another way.
    const first = walkIndex(this.seed, move, fs.length);
    const rest = rng.shuffle(fs.map((_, i) => i).filter((i) => i !== first));
    const order = [first, ...rest, ...rng.shuffle(fs.map((_, i) => i))];
    let fallback = "";
    for (const i of order) {
      let s: string;
      try {
        s = capitalise(tell(rng, fs[i] as Frame, this.v));
      } catch {
        continue;
      }
      const said = s.toLowerCase();
      const repeats = ONCE.some((k) => this.told.has(k) && (this.v[k] ?? "").length > 5 && said.includes((this.v[k] as string).toLowerCase()));
      if (!repeats && sentenceEcho(s, this.pairs) === undefined) return this.keep(s);
      if (!repeats && !fallback) fallback = s;
    }
    return fallback ? this.keep(fallback) : "";
  }

  private keep(s: string): string {
    const said = s.toLowerCase();
    for (const k of ONCE) if ((this.v[k] ?? "").length > 5 && said.includes((this.v[k] as string).toLowerCase())) this.told.add(k);
    return s;
  }
}

const TEENS = ["thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"];
/** A span of years in words ("fifteen years"), as a sourcebook writes them. */
const yearsIn = (n: number): string => (n <= 12 ? quantity(n, "year", { words: true }) : `${TEENS[n - 13] ?? String(n)} years`);

/** A price out of a cost field (a locked one may be text). */
const priceLine = (v: FieldValue, i: number): string => (v.type === "pairs" ? (v.pairs[i]?.value ?? "") : v.type === "text" ? v.value : "");

/** The entry's slots, read back from its fields. */
function slotsOf(ctx: Ctx, a: MagicArchetype): Record<string, string> {
  const rankField = items(ctx.get("ranks")).map(low);
  const ranks = rankField.length >= 4 ? rankField : a.ranks;
  const schoolField = items(ctx.get("schools"));
  const schools = schoolField.length >= 3 ? schoolField : a.schools.map((s) => s.name);
  const marks = items(ctx.get("sideEffects")).map(low);
  const rules = items(ctx.get("rules")).map(low);
  const soOf = (rule: string) => a.laws.find((l) => same(l.law, rule))?.so ?? "";
  const sp = ctx.get("spells");
  const rows = sp.type === "table" ? sp.rows : [];
  const top = rows[rows.length - 1];
  const first = rows[0];
  const mid = rows.find((r) => same(r[2] ?? "", ranks[2] ?? "")) ?? rows[2];
  const learn = ctx.rng("section", "years");
  const rk = (i: number): string => ranks[i] ?? "";
  const rule = rules[0] ?? "";
  const rule2 = rules[1] ?? "";
  return {
    kind: a.kind,
    name: midName(ctx.text("name")),
    users: metaString(ctx, "users", "users") ?? low(ctx.text("users").split(";")[0] ?? ""),
    source: low(ctx.text("source")),
    casting: low(ctx.text("casting")),
    training: low(ctx.text("training")),
    small: metaString(ctx, "cost", "small") ?? low(priceLine(ctx.get("cost"), 0)),
    great: metaString(ctx, "cost", "great") ?? low(priceLine(ctx.get("cost"), 1)),
    danger: low(ctx.text("dangers")),
    rule,
    so: rule ? soOf(rule) : "",
    rule2,
    so2: rule2 ? soOf(rule2) : "",
    count: numberWord(rules.length),
    m1: marks[0] ?? "",
    m2: marks[1] ?? "",
    r0: rk(0),
    r1: rk(1),
    r2: rk(2),
    top: rk(3),
    r0s: plural(rk(0)),
    r1s: plural(rk(1)),
    r2s: plural(rk(2)),
    tops: plural(rk(3)),
    s0: schools[0] ?? "",
    s1: schools[1] ?? "",
    s2: schools[2] ?? "",
    low: first?.[0] ?? "",
    lowEffect: low(first?.[3] ?? ""),
    mid: mid?.[0] ?? "",
    midEffect: low(mid?.[3] ?? ""),
    spell: top?.[0] ?? "",
    effect: low(top?.[3] ?? ""),
    years: yearsIn(learn.int(a.years[0], a.years[1])),
    age: numberWord(learn.int(5, 12)),
    standing: low(metaString(ctx, "standing", "standing") ?? ctx.text("standing").split(".")[0] ?? ""),
    legality: low(ctx.text("legality")),
    haunt: ctx.rng("section", "haunt").pick(a.haunts),
  };
}

export function composeMagic(ctx: Ctx): Composed {
  const a: MagicArchetype = archetypeOf(ctx, ARCHETYPES);
  const v = slotsOf(ctx, a);
  const teller = new Teller(v, ctx.seed);
  const hard = v.rule2 !== "";
  const frameOf: Readonly<Record<Move, readonly Frame[]>> = {
    work: F.WORK,
    price: F.PRICE,
    danger: F.DANGER,
    law: hard ? F.LAW_HARD : F.LAW_SOFT,
    law2: F.LAW2,
    marks: F.MARKS,
    top: F.TOP,
    low: F.LOW,
    mid: F.MID,
    access: F.ACCESS[a.access],
    years: F.YEARS,
    ladder: F.LADDER,
    stand: STAND,
    // An outlawed art keeps no open door: its heroic close is told from the hidden frames.
    end: ctx.options.tone === "heroic" && metaString(ctx, "standing", "stance") === "outlawed" ? END_HIDDEN : END[ctx.options.tone],
  };
  const planRng = ctx.rng("section", "plan");
  const sections = PLANS[a.plan].flatMap((part) => {
    const rng = ctx.rng("section", typeof part.title === "string" ? part.title : "opening");
    let moves = part.moves.filter((m) => (m === "law2" ? hard : m === "law" ? v.rule !== "" : true));
    const optional = moves.filter((m) => OPTIONAL.has(m));
    if (moves.length >= 3 && optional.length > 0 && planRng.chance(0.4)) {
      const drop = planRng.pick(optional);
      moves = moves.filter((m) => m !== drop);
    }
    const sentences = moves.map((m) => teller.say(rng, frameOf[m], m)).filter((s) => s !== "");
    const title = typeof part.title === "string" ? part.title : (part.title[a.access] ?? "How it works");
    return sentences.length > 0 ? [{ title, markdown: sentences.join(" ") }] : [];
  });
  const summary = new Teller(v, ctx.seed).say(ctx.rng("summary"), F.SUMMARY, "summary");
  return {
    name: ctx.text("name"),
    summary,
    sections,
    tags: [ctx.text("hardness").toLowerCase(), ctx.text("power").toLowerCase(), a.id, ctx.options.setting],
  };
}
