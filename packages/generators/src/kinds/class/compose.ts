// The class kind's prose, rendered from the entry (docs/generators.md, "The third edition"): it
// says only what the fields do not — how a 5th-level turn runs with the features drawn, what the
// resource's pool buys, what the class is bad at, its paths' glosses, how one becomes one and
// how it stands today (by tone). No line restates the level table, the lore field or the
// playstyle.
import type { ComposeContext, Composed } from "../../core/define.js";
import { floorDiv } from "../../core/int.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { capitalise, numberWord, ordinal } from "../../core/text.js";
import { agreeWith, listOf, looksPlural, pluralOf, quantity, singularOf } from "../../core/realise.js";
import type { Json } from "../../core/types.js";
import type { ClassArchetype, Kit } from "./shape.js";
import { drawnOf, pathsOf, type Drawn } from "./progression.js";
import * as P from "./prose.js";
import * as W from "./words.js";
import { loreOf, STANDING, STANDING_PLAIN } from "./words-origin.js";

type Ctx = Pick<ComposeContext<{ readonly powerLevel: W.Power }>, "rng" | "get" | "text" | "meta" | "options">;

/** What the class's paths are called: the first word they all share ("Order of …"), or "path". */
export function pathWordOf(k: Kit): string {
  if (k.pathWord) return k.pathWord;
  const firsts = new Set(k.paths.map(([n]) => n.split(" ")[0] ?? ""));
  const [w] = [...firsts];
  return firsts.size === 1 && w && ["Path", "Order", "School", "College", "Oath", "Way", "Circle"].includes(w) ? w.toLowerCase() : "path";
}

/** A noun in mid-sentence: "Hedge Witch" → "hedge witch", "K-9 Handler" → "K-9 handler". */
/** A class noun's plural: "trauma techs", not the library's "trauma teches". */
export const pluralNoun = (n: string): string => (/tech$/.test(n) ? `${n}s` : pluralOf(n));

export const lowerNoun = (s: string): string =>
  s
    .split(" ")
    .map((w) => (/^[A-Z][a-z]/.test(w) ? w.toLowerCase() : w))
    .join(" ");

/** The resource's name, the unit its costs count and what refills it, read back defensively. */
export function resourceOf(ctx: Pick<Ctx, "meta" | "text">): { readonly name: string; readonly unit: string; readonly rest: string; readonly curve: W.Curve } {
  const m = ctx.meta<Json>("resource");
  const o = m && typeof m === "object" && !Array.isArray(m) ? (m as { readonly [k: string]: Json }) : {};
  const name = typeof o.name === "string" ? o.name : (ctx.text("resource").split(",")[0] ?? "Focus");
  const unit = typeof o.unit === "string" ? o.unit : `${name.toLowerCase()} point`;
  const curve: W.Curve = o.curve === "short" || o.curve === "deep" || o.curve === "late" ? o.curve : o.refill === "short" ? "short" : "steady";
  return { name, unit, rest: curve === "short" ? "short rest" : "long rest", curve };
}

const TIMES = ["no times", "once", "twice", "three times"];

/** A 5th-level turn: the bonus action feature, the action, and the reaction that waits. */
function turnLine(r: Rng, drawn: readonly Drawn[], act: string, noun: string, unit: string): string {
  const early = drawn.filter((d) => d.level <= 5);
  const bonuses = early.filter((d) => d.mech === "bonus");
  const bonus = bonuses.find((d) => d.spend) ?? bonuses[0];
  const reaction = early.find((d) => d.mech === "reaction");
  const chain = bonus
    ? fill(r.pick(P.TURN_BONUS), {
        act,
        bonus: bonus.spend ? `spends ${quantity(bonus.cost, unit)} on ${bonus.name}` : `uses ${bonus.name}`,
        bonusName: bonus.name,
      })
    : fill(r.pick(P.TURN_PLAIN), { act });
  const turn = reaction ? `${chain}${fill(r.pick(P.TURN_REACTION), { reaction: reaction.name })}` : chain;
  return fill(r.pick(P.TURN), { noun, turn });
}

/** What the pool buys: the first spender at its level, and the costliest by 9th. */
function budgetLine(
  r: Rng,
  drawn: readonly Drawn[],
  v: Readonly<Record<string, string>>,
  power: W.Power,
  res: { readonly unit: string; readonly rest: string; readonly curve: W.Curve },
): string | undefined {
  const { unit, rest } = res;
  const spenders = drawn.filter((d) => d.spend);
  const s1 = spenders[0];
  const later = spenders.filter((d) => d !== s1 && d.level <= 9);
  const top = later.reduce<Drawn | undefined>((b, d) => (!b || d.cost >= b.cost ? d : b), undefined);
  if (!s1 || !top) return undefined;
  const pool1 = W.poolAt(s1.level, power, res.curve);
  const pool9 = W.poolAt(top.level, power, res.curve);
  const k = floorDiv(pool1, s1.cost);
  return fill(
    r
      .pick(P.BUDGET)
      .split("1st level")
      .join(`${ordinal(s1.level)} level`),
    {
      ...v,
      pool1: String(pool1),
      units1: pool1 === 1 ? unit : pluralOf(unit),
      pay: pool1 === 1 ? "pays" : "pay",
      it: v.is === "are" ? "them" : "it",
      pool9: String(pool9),
      units9: pluralOf(unit),
      s1: s1.name,
      c1: String(s1.cost),
      c1u: quantity(s1.cost, unit),
      k: k < TIMES.length ? (TIMES[k] as string) : `${numberWord(k)} times`,
      top: top.name,
      nth: ordinal(top.level),
      topCost: quantity(top.cost, unit),
      rest,
    },
  );
}

export function composeClass(ctx: Ctx, a: ClassArchetype, k: Kit): Composed {
  const { setting, tone, powerLevel: power } = ctx.options;
  const list = (key: string): readonly string[] => {
    const v = ctx.get(key);
    return v.type === "list" ? v.items : [];
  };
  const noun = lowerNoun((ctx.meta<{ noun?: string }>("name") as { noun?: string } | undefined)?.noun ?? k.nouns[0] ?? "Adept");
  const nouns = pluralNoun(noun);
  const res = resourceOf(ctx);
  const drawn = drawnOf(ctx.meta("progression"));
  const profs = list("proficiencies").map((p) => p.toLowerCase());
  const weapon = singularOf((profs[1] ?? k.weapons).split(/, | and /)[0] ?? "weapon");
  const terms = { ...k.terms, weapon };
  const v = {
    noun,
    nouns,
    role: ctx.text("role").toLowerCase(),
    res: res.name.toLowerCase(),
    is: looksPlural(res.name) ? "are" : "is",
    reaches: looksPlural(res.name) ? "reach" : "reaches",
  };

  // At the table: a turn, the budget, the weak spots.
  const t = ctx.rng("section", "table");
  const act = fill(t.pick(a.act), terms);
  const hd = ctx.get("hitDie");
  const die = hd.type === "number" ? hd.value : a.hitDie;
  const derived = [...(die <= 6 ? [fill(t.pick(P.WEAK_FRAIL), { die: `d${die}` })] : []), ...((profs[0] ?? k.armour).startsWith("no ") ? [P.WEAK_BARE] : [])];
  const own = t.sample(
    a.weak.map((w) => fill(w, terms)),
    2,
  );
  const [w1, w2] = derived.length > 0 && t.chance(0.5) ? [own[0], t.pick(derived)] : own;
  const table = [
    turnLine(t, drawn, act, noun, res.unit),
    [budgetLine(t, drawn, v, power, res), fill(t.pick(P.WEAK), { ...v, w1: w1 ?? "", w2: w2 ?? "" })].filter(Boolean).join(" "),
  ].join("\n\n");

  // Paths: the lead and each path's gloss.
  const subs = list("subclasses");
  const word = pathWordOf(k);
  const pr = ctx.rng("section", "paths");
  const subMeta = ctx.meta<Json>("subclasses") as { focus?: unknown; features?: unknown } | undefined;
  const foci = Array.isArray(subMeta?.focus) ? (subMeta.focus as unknown[]) : [];
  const n = numberWord(subs.length);
  const lead = fill(pr.pick(P.PATHS_LEAD), { ...v, n, N: capitalise(n), word, words: pluralOf(word) });
  // Each path's gloss, as it is or as what its members do, one way for the whole list (never
  // "Bridge Wreckers: wreckers who …").
  const stems = (t: string) =>
    t
      .toLowerCase()
      .split(/[\s'-]+/)
      .filter((w) => w.length >= 5)
      .map((w) => w.slice(0, 5));
  const clash = subs.some((s) => stems(s).some((x) => stems(noun).includes(x)));
  // A plural path name ("Keepers of the Vault") never takes a bare singular gloss ("keeps the vault").
  const plural = subs.some((x) => looksPlural(x.split(" of ")[0] ?? x));
  const who = pr.pick(clash ? (plural ? ["they"] : ["", "those who"]) : plural ? [`${nouns} who`, "they"] : ["", "those who", `${nouns} who`]);
  // Each path's features at the levels it grants them (paths.ts), after its gloss, in one form per entry.
  const feats = pathsOf({ paths: (subMeta?.features ?? []) as Json });
  const featForm = pr.pick(P.PATH_FEATURE);
  const lines = subs.map((s, i) => {
    const focus = foci[i];
    const gloss = typeof focus !== "string" ? `- **${s}**.` : `- **${s}**: ${who ? `${who} ${agreeWith(true, focus)}` : focus}.`;
    const own = (feats[i] ?? []).map((f) => `  - ${fill(featForm, { nth: ordinal(f.level), name: f.name, text: f.text })}.`);
    return [gloss, ...own].join("\n");
  });

  // Origins: how one becomes one, and how the class stands today.
  const o = ctx.rng("section", "origins");
  // Two standings that share no word ("admired online and listed online").
  const toneSt = o.pick(STANDING[setting][tone]);
  const words = new Set(toneSt.split(" ").filter((x) => x.length > 3));
  const plain = STANDING_PLAIN[setting].filter((x) => !x.split(" ").some((y) => words.has(y)));
  const [st1, st2] = o.shuffle([toneSt, o.pick(plain.length > 0 ? plain : STANDING_PLAIN[setting])]) as [string, string];
  const st = st1.includes(" and ") || st2.includes(" and ") ? `${st1}, and ${st2}` : `${st1} and ${st2}`;
  const made = o.pick(loreOf(a.id, setting).made);
  const origins = [fill(o.pick(P.MADE), { ...v, made, mades: agreeWith(true, made) }), fill(o.pick(P.STANDING), { ...v, st })].join(" ");

  // The summary: a playstyle part the field does not already say.
  const playMeta = ctx.meta<Json>("playstyle") as { spare?: unknown; parts?: unknown } | undefined;
  const spare = Array.isArray(playMeta?.spare) ? (playMeta.spare as unknown[]).filter((x): x is string => typeof x === "string") : [];
  const parts = Array.isArray(playMeta?.parts) ? (playMeta.parts as unknown[]).filter((x): x is string => typeof x === "string") : [];
  const sr = ctx.rng("summary");
  const style = spare.length > 0 ? sr.pick(spare) : listOf(parts.length > 0 ? parts : [ctx.text("playstyle").toLowerCase()]);
  return {
    name: ctx.text("name"),
    summary: capitalise(fill(sr.pick(P.SUMMARY), { ...v, style })),
    sections: [
      { title: "At the table", markdown: table },
      { title: "Paths", markdown: [lead, "", ...lines].join("\n") },
      { title: "Origins", markdown: origins },
    ],
    tags: ["class", a.family, a.id, power],
  };
}
