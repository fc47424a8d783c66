// Government prose: each sentence is rendered whole from this state's fields (who rules, from
// where, how the next ruler comes, who makes laws and judges, what pays for the army, how the
// state stands and with whom) — never a field pasted after a label.
import type { ComposeContext, Composed } from "../../core/define.js";
import type { Json } from "../../core/types.js";
import { agreeWith, looksPlural, midName, quantity } from "../../core/realise.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList, sentence, withArticle } from "../../core/text.js";
import { STABILITY_SENTENCE, SUCCESSION_SENTENCE } from "./sentences.js";
import type * as W from "./words.js";

interface Reads {
  meta<T extends Json = Json>(key: string): T | undefined;
  text(key: string): string;
}

/** {ruler} ("the Doge"), {title}, {capital} and {name} of this state. */
export function closerVars(ctx: Reads): { ruler: string; title: string; capital: string; name: string; land: string } {
  const hm = ctx.meta<{ title?: Json }>("head");
  const title = typeof hm?.title === "string" ? hm.title : "";
  return {
    ruler: title ? `the ${title}` : ctx.text("head"),
    title: title || "ruler",
    capital: ctx.text("capital"),
    name: midName(ctx.text("name")),
    land: ctx.text("land"),
  };
}

const TYPE_ADJ: Readonly<Record<W.GovType, string>> = {
  monarchy: "monarchic",
  republic: "republican",
  theocracy: "theocratic",
  oligarchy: "oligarchic",
  council: "council-ruled",
  empire: "imperial",
  junta: "military",
};
const SCALE_NOUN: Readonly<Record<W.Scale, string>> = { city: "city-state", realm: "realm", empire: "state of many provinces" };
const WIDE_NOUN: Readonly<Record<string, string>> = {
  "science-fiction": "state of many worlds",
  "post-apocalyptic": "state of many holds",
  mythic: "state of many peoples",
};
/** First letters that stay capital in mid-sentence: names and initialisms ("Sunday", "AI"). */
const KEEP_CASE = /^(?:[A-Z]{2}|Sunday\b|Heroes')/;
const lower = (s: string): string => (KEEP_CASE.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1));
/** "the Voice of the God Honoria"; "Marshal Severine" as it is. */
const headPhrase = (head: string, title: string): string => (title.includes(" of ") && !head.startsWith("The ") ? `the ${head}` : midName(head));

const LAW_VERBS = ["makes the laws", "passes every law", "writes the laws", "votes on each new law"];

export function composeGovernment(ctx: ComposeContext<object>): Composed {
  const name = ctx.text("name");
  const typeKey = (ctx.meta<string>("type") ?? "monarchy") as W.GovType;
  const scale = (ctx.meta<string>("scale") ?? "realm") as W.Scale;
  const cv = closerVars(ctx);
  const title = cv.title;
  const head = headPhrase(ctx.text("head"), title);
  const lv = ctx.get("laws");
  const laws = lv.type === "list" ? lv.items.map(lower) : [];
  const rv = ctx.meta<{ rel: string; with: string }[]>("relations");
  const rel = Array.isArray(rv) ? rv.filter((x) => typeof x?.rel === "string" && typeof x.with === "string") : [];
  const fv = ctx.get("factions");
  const factions = fv.type === "links" ? fv.links.map((l) => midName(l.name)) : [];
  const capital = midName(ctx.text("capital"));
  const cm = ctx.meta<{ people?: Json; runBy?: Json }>("capital");
  const people = typeof cm?.people === "number" ? quantity(cm.people, "person", { plural: "people" }) : "";
  const runBy = typeof cm?.runBy === "string" ? cm.runBy : "";
  const v = { name: midName(name), head, capital, people, runBy, ruler: cv.ruler, title, land: ctx.text("land") };
  const r = ctx.rng("section", "rule");
  const city = scale === "city";

  const opening = fill(
    r.pick(
      city
        ? [
            "{Head} governs {name}, a lone city.",
            "{Name} is one city; {head} governs it.",
            "Within its walls, {head} governs {name}.",
            "{Head} governs {name} from its citadel.",
          ]
        : ["{Head} rules {name} from {capital}.", "{Name} answers to {head}, who sits in {capital}.", "From {capital}, {head} governs {name}."],
    ),
    v,
  );
  const plural = looksPlural(runBy) || / and /.test(runBy);
  const capitalLine =
    people && runBy
      ? fill(
          r.pick(
            city
              ? [
                  "Its {people} answer to {runBy}.",
                  "{RunBy} {see} to its {people}.",
                  "Day to day, {runBy} {run} it for its {people}.",
                  "For its {people}, {runBy} {keep} the peace.",
                ]
              : [
                  "{Capital} holds {people}, and {runBy} {run} it for the state.",
                  "{RunBy} {run} {capital}, a city of {people}.",
                  "Some {people} live in {capital}; {runBy} {keep} its order.",
                ],
          ),
          { ...v, see: agreeWith(plural, "sees"), run: agreeWith(plural, "runs"), keep: agreeWith(plural, "keeps") },
        )
      : "";
  const succ = SUCCESSION_SENTENCE[ctx.text("succession")];
  const succession = succ ? fill(r.pick(succ), v) : "";
  const leg = lower(ctx.text("legislature"));
  const lawmaking = leg.startsWith("none")
    ? fill(r.pick(["No assembly sits; {ruler} and the staff rule by decree.", "There is no assembly: orders come from {ruler} and are obeyed."]), v)
    : `${capitalise(leg)} ${agreeWith(looksPlural(leg.replace(/,.*$/, "")), r.pick(LAW_VERBS))}.`;
  const courts = lower(ctx.text("courts"));
  const justice = r.pick([
    `In court, ${courts}.`,
    `As for justice, ${courts}.`,
    `${capitalise(courts)}.`,
    `Before the law, ${courts}.`,
    `When wrongs are done, ${courts}.`,
    `${capitalise(courts)}, by law.`,
  ]);
  const lawLine =
    laws.length > 0
      ? `${r.pick(["Three laws stand out:", "Visitors learn three laws:", "Its best-known laws:", "Three laws are quoted most:", "Newcomers hear three laws first:", "Its law books say so:", "Three rules matter most:"])} ${laws.join("; ")}.`
      : "";
  const rule = [opening, capitalLine, ...r.shuffle([succession, lawmaking, justice]), lawLine].filter(Boolean).join(" ");

  const q = ctx.rng("section", "power");
  const tax = lower(ctx.text("taxation"));
  const military = lower(ctx.text("military"));
  const money = fill(
    q.pick([
      "Its treasury lives on {tax} and pays {military}.",
      "With {tax} it keeps {military}.",
      "Revenue comes from {tax}; with it {land} funds {military}.",
      "It raises {tax} to fund {military}.",
      "{Land} spends {tax} on {military}.",
      ...(looksPlural(tax) ? ["{Tax} meet the cost of {military}.", "{Tax} keep {military} in pay."] : []),
    ]),
    { tax, military, land: ctx.text("land") },
  );
  const stab = STABILITY_SENTENCE[ctx.text("stability")];
  const mood = stab ? fill(stab[0], v) : "";
  const powers =
    factions.length > 1
      ? `${capitalise(joinList(factions))} ${q.pick(["vie for influence", "contend for power", "are the powers to watch", "watch each other closely"])}.`
      : factions.length === 1
        ? `${capitalise(factions[0] as string)} ${q.pick(["is the power to watch", "holds the most sway after the ruler"])}.`
        : "";
  const [r1, r2] = rel;
  const abroad =
    r1 && r2
      ? fill(
          q.pick([
            "Abroad, {land} keeps {a1} with {x1} and {a2} with {x2}.",
            "Beyond its borders {land} has {a1} with {x1}, and {a2} with {x2}.",
            "With {x1} it has {a1}; with {x2}, {a2}.",
            "{X1} and {x2} border it; it has {a1} with the first and {a2} with the second.",
          ]),
          {
            a1: withArticle(r1.rel),
            x1: r1.with,
            a2: withArticle(r2.rel),
            x2: r2.with,
            land: ctx.text("land"),
          },
        )
      : "";
  const power = `${money}\n\n${[mood, abroad, powers, ctx.text("character")].filter(Boolean).join(" ")}`;

  const scaleNoun = scale === "empire" ? (WIDE_NOUN[ctx.options.setting] ?? SCALE_NOUN.empire) : SCALE_NOUN[scale];
  const summary = sentence(
    fill(
      ctx
        .rng("summary")
        .pick([
          "{Head} rules this {adj} {scale} from {capital}",
          "From {capital}, {head} rules {a:adj} {scale}",
          "{A:adj} {scale}, ruled by {head} in {capital}",
          "{Capital} is the seat of {head}, who rules {a:adj} {scale}",
        ]),
      {
        head,
        adj: TYPE_ADJ[typeKey],
        scale: scaleNoun,
        capital,
      },
    ),
  );
  return {
    name,
    summary,
    sections: [
      { title: "How it is ruled", markdown: rule },
      { title: "Power and its limits", markdown: power },
    ],
    tags: [...new Set([typeKey, scale, ctx.options.setting])],
  };
}
