// The character kind's prose: portrait, personality, history, and secrets with hooks.
import type { ComposeContext, Composed } from "../../core/define.js";
import { agree, agreePhrase, pronounsFromLabel } from "../../core/pronouns.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList } from "../../core/text.js";
import type { FieldValue } from "../../core/types.js";
import { TONE_WORDS } from "./words-mind.js";

function items(v: FieldValue): readonly string[] {
  return v.type === "list" ? v.items : [];
}

function pair(v: FieldValue, label: string): string {
  return v.type === "pairs" ? (v.pairs.find((p) => p.label === label)?.value ?? "") : "";
}

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

export function composeCharacter(ctx: ComposeContext<unknown>): Composed {
  const name = ctx.text("name");
  const first = name.split(" ")[0] as string;
  const p = pronounsFromLabel(ctx.text("pronouns"));
  const race = ctx.text("race");
  const job = (ctx.meta("occupation") as { job?: string } | undefined)?.job ?? ctx.text("occupation");
  const ageText = ctx.text("age");
  const age = ageText.split(" ")[0] ?? "";
  const stage = /\((.*)\)/.exec(ageText)?.[1] ?? "adult";
  const ap = ctx.get("appearance");
  const traits = items(ctx.get("traits"));
  const r = ctx.rng("prose");
  const ideal = ctx.text("ideal").split(": ");
  const vars = { name: first, full: name, race, job, age, stage, build: pair(ap, "Build"), height: pair(ap, "Height"), hair: pair(ap, "Hair"), eyes: pair(ap, "Eyes"), skin: pair(ap, "Skin"), marks: pair(ap, "Marks"), t1: traits[0] ?? "quiet", t2: traits[1] ?? "careful", t3: traits[2] ?? "stubborn", place: ctx.text("birthplace") };
  const summary = fill(r.pick(["{A:t1} {race} {job} of {age} with {a:t2} streak and a secret.", "{Full}, {a:t1}, {t2} {race} {job} from {place}.", "{A:t1} {job} ({race}, {age}) who is never quite what {they} {v:seems}."]), vars, p);
  const portrait = [
    fill(r.pick(["{Full} is {a:build} {race} of {age}, {height} tall, with {hair} and {eyes} eyes.", "At {age}, {name} is {a:build} {race}, {height} tall, with {eyes} eyes and {hair}.", "{Name} is {a:stage} {race}, {build} and {height} tall; {they} {v:has} {hair} and {eyes} eyes."]), vars, p),
    fill(`{Their} skin is {skin}, and {they} {v:has} {marks}.`, vars, p),
    ...items(ctx.get("voice")).map((v, i) => (i === 0 ? `${capitalise(first)} ${lower(v)}.` : fill(`{They} also ${lower(v)}.`, vars, p).replace(/\b(they) (also) (\w+)s\b/i, (m) => m))),
  ].join(" ");
  const persona = [
    fill(r.pick(["{Name} is {t1}, {t2} and {t3}.", "Friends call {name} {t1}; rivals call {them} {t2}. Both agree {they} {v:is} {t3}.", "Those who know {name} describe {them} as {t1} and {t2}, and more {t3} than is wise."]), vars, p),
    `${capitalise(p.determiner)} guiding ideal is ${lower(ideal[0] ?? "")}${ideal[1] ? ` — ${lower(ideal[1].replace(/\.$/, ""))} —` : ""} and it ${r.pick(["shapes most of what", "explains much of what", "lies behind nearly everything"])} ${p.subject} ${agree(p, "does")}.`,
    fill(`But {they} ${agreePhrase(p, lower(ctx.text("flaw")))}, and {they} {v:fears} ${lower(ctx.text("fear"))} more than {they} will admit.`, vars, p),
    `${capitalise(p.subject)} ${p.plural ? "want" : "wants"} ${lower(ctx.text("motivation"))}.`,
    fill(r.pick(TONE_WORDS[ctx.options.tone]), vars, p),
  ].join(" ");
  const history = [fill(`{Name} was born in {place}.`, vars, p), ctx.text("family"), ctx.text("formativeEvent"), fill(`Today {they} {v:works} as {a:job}, skilled in ${joinList(items(ctx.get("skills")))}.`, vars, p)].join(" ");
  const hooks = [`**Secret.** ${capitalise(first)} ${lower(ctx.text("secret"))}.`, "", ...items(ctx.get("hooks")).map((h) => `- ${h}`)].join("\n");
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

