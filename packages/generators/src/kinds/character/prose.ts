// The character kind's prose: portrait, personality, history, and secrets with hooks.
import type { ComposeContext, Composed } from "../../core/define.js";
import { agreePhrase, pronounsFromLabel } from "../../core/pronouns.js";
import { fill } from "../../core/template.js";
import { capitalise, firstWord, joinList } from "../../core/text.js";
import type { FieldValue } from "../../core/types.js";
import * as S from "./words-story.js";

function items(v: FieldValue): readonly string[] {
  return v.type === "list" ? v.items : [];
}

function pair(v: FieldValue, label: string): string {
  return v.type === "pairs" ? (v.pairs.find((p) => p.label === label)?.value ?? "") : "";
}

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** "Honour: a promise is kept." → the first two parts split at ": " (as split(": ") gives them). */
function idealParts(s: string): [string, string | undefined] {
  const a = s.indexOf(": ");
  if (a < 0) return [s, undefined];
  const b = s.indexOf(": ", a + 2);
  return [s.slice(0, a), s.slice(a + 2, b < 0 ? s.length : b)];
}

/** A voice line that already says how often ("always watches the door") takes no second adverb. */
const FREQ = /^(?:always|never|often|sometimes|usually|constantly|rarely|seldom|forever|still|also)\b/i;
/** "He", or "Also, he": a lead-in and the subject, capitalised once. */
const leadIn = (lead: string, subject: string): string => (lead ? `${lead}${subject}` : capitalise(subject));
export function composeCharacter(ctx: ComposeContext<unknown>): Composed {
  const name = ctx.text("name");
  const first = firstWord(name);
  const p = pronounsFromLabel(ctx.text("pronouns"));
  const race = ctx.text("race");
  const job = (ctx.meta("occupation") as { job?: string } | undefined)?.job ?? ctx.text("occupation");
  const ageText = ctx.text("age");
  const age = firstWord(ageText);
  // The life stage in brackets: "34 (adult)".
  const open = ageText.indexOf("(");
  const close = ageText.lastIndexOf(")");
  const stage = open >= 0 && close > open ? ageText.slice(open + 1, close) : "adult";
  const ap = ctx.get("appearance");
  const traits = items(ctx.get("traits"));
  const r = ctx.rng("prose");
  const [idealName, idealWhy] = idealParts(ctx.text("ideal"));
  const vars = {
    name: first,
    full: name,
    race,
    job,
    age,
    stage,
    build: pair(ap, "Build"),
    height: pair(ap, "Height"),
    hair: pair(ap, "Hair"),
    eyes: pair(ap, "Eyes"),
    skin: pair(ap, "Skin"),
    marks: pair(ap, "Marks"),
    t1: traits[0] ?? "quiet",
    t2: traits[1] ?? "careful",
    t3: traits[2] ?? "stubborn",
    place: ctx.text("birthplace"),
  };
  const summary = fill(
    r.pick([
      "{A:t1} {race} {job} of {age} with {a:t2} streak and a secret.",
      "{Full}, {a:t1}, {t2} {race} {job} from {place}.",
      "{A:t1} {job} ({race}, {age}) from {place}, {t2} and {t3}.",
    ]),
    vars,
    p,
  );
  // Sentences are put together with + rather than collected in arrays and joined; sentences
  // around a field's own text are spelled out rather than made into one-off templates, so
  // fill's cache of parsed templates holds only fixed texts.
  let portrait = `${fill(r.pick(["{Full} is {a:build} {race} of {age}, {height} tall, with {hair} and {eyes} eyes.", "At {age}, {name} is {a:build} {race}, {height} tall, with {eyes} eyes and {hair}.", "{Name} is {a:stage} {race}, {build} and {height} tall; {they} {v:has} {hair} and {eyes} eyes.", "{Name}, {age}, stands {height} with {eyes} eyes; {a:build} {race}, {they} {v:has} {hair}.", "{A:build} {race} of {height}, {name} has {hair} and {eyes} eyes."]), vars, p)} ${fill(r.pick(["{Their} skin is {skin}, and {they} {v:has} {marks}.", "{Their} skin is {skin}. Look for {marks}.", "{They} {v:has} {marks}; {their} skin is {skin}.", "{Their} skin is {skin}; {they} also {v:has} {marks}."]), vars, p)}`;
  const voice = items(ctx.get("voice"));
  for (let i = 0; i < voice.length; i++)
    portrait +=
      i === 0
        ? ` ${capitalise(first)} ${lower(voice[i] as string)}.`
        : FREQ.test(voice[i] as string)
          ? ` ${leadIn(r.pick(["", "Also, ", "Besides, ", "And "]), p.plural ? p.subject : r.pick([p.subject, first]))} ${agreePhrase(p, lower(voice[i] as string))}.`
          : ` ${capitalise(p.subject)} ${r.pick(["also", "often", "sometimes", "usually"])} ${agreePhrase(p, lower(voice[i] as string))}.`;
  const why = idealWhy && r.chance(0.7) ? ` (${lower(idealWhy.endsWith(".") ? idealWhy.slice(0, -1) : idealWhy)})` : "";
  const fear = lower(ctx.text("fear"));
  const persona =
    `${fill(r.pick(["{Name} is {t1}, {t2} and {t3}.", "Friends call {name} {t1}; rivals call {them} {t2}. Both agree {they} {v:is} {t3}.", "Those who know {name} describe {them} as {t1} and {t2}, and more {t3} than is wise.", "{T1} and {t2}, {name} can also be {t3}.", "Most see {name} as {t1}. Those close to {them} know {them} as {t2} and {t3}."]), vars, p)} ` +
    `${fill(r.pick(S.IDEAL_FRAME), { ideal: lower(idealName), Ideal: idealName, why: "\u0001" }, p).replace("\u0001", why)} ` +
    `${fill(r.pick(S.FLAW_FRAME), { flaw: agreePhrase(p, lower(ctx.text("flaw"))), fear }, p)} ` +
    `${fill(r.pick(S.WANT_FRAME), { want: lower(ctx.text("motivation")) }, p)} ` +
    fill(r.pick(S.TONE_WORDS[ctx.options.tone]), vars, p);
  const history = `${fill(r.pick(["{Name} was born in {place}.", "{Name} comes from {place}.", "{Place} is where {name} was born.", "{Name} grew up in {place}."]), vars, p)} ${ctx.text("family")} ${ctx.text("formativeEvent")} ${fill(r.pick(S.WORK_FRAME), { job, skills: joinList(items(ctx.get("skills"))) }, p)}`;
  let hooks = `**Secret.** ${capitalise(first)} ${lower(ctx.text("secret"))}.\n`;
  for (const h of items(ctx.get("hooks"))) hooks += `\n- ${h}`;
  return {
    name,
    summary: capitalise(summary),
    sections: [
      { title: "Portrait", markdown: portrait },
      { title: "Personality", markdown: persona },
      { title: "History", markdown: history },
      { title: "Secrets and hooks", markdown: hooks },
    ],
    tags: ["character", race, job, ctx.text("role").toLowerCase()],
  };
}
