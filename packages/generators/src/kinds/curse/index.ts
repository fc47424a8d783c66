// The curse generator: who laid it and why, what triggers it, three stages of effect, how long
// it lasts, its signs, how to break it, what breaking costs, and what folk say of it.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList, sentence } from "../../core/text.js";
import { linkFromWorld } from "../../core/world.js";
import * as W from "./words.js";
import { archetypeField, archetypeOf } from "../../core/archetype.js";
import { midName } from "../../core/realise.js";
import { ARCHETYPES, archetypesOf, RUNG, type CurseArchetype } from "./archetypes.js";

const options = { severity: enumOption("Severity", ["any", ...W.SEVERITIES] as const) };
type Ctx = FieldCtx<typeof options>;

function severityOf(ctx: Ctx): W.Severity {
  const s = ctx.meta<string>("severity");
  return (W.SEVERITIES as readonly string[]).includes(s ?? "") ? (s as W.Severity) : "serious";
}
const given = (rng: Rng): string => rng.pick(W.NAME_FIRST) + rng.pick(W.NAME_MID) + rng.pick(W.NAME_LAST);
const lower = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
/** A caster in mid-sentence: "laid by the hedge-witch Grelanulla", not "by The hedge-witch". */
const midCaster = (s: string): string => (/^(?:A|An) [a-z]/.test(s) ? lower(s) : midName(s));
const arch = (ctx: Pick<Ctx, "meta" | "text">): CurseArchetype => archetypeOf(ctx, ARCHETYPES);
/** When a later stage comes: n of the curse's unit. */
const LATER = ["After {n} {unit}", "{N} {unit} on", "Within {n} {unit}", "Once {n} {unit} have passed", "By {n} {unit} in"];
const NUM = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** Three positions on the ladder, in order, within the severity's reach. */
export function rungs(rng: Rng, severity: W.Severity): readonly [number, number, number] {
  const [lo, hi] = RUNG[severity];
  const picks = rng.sample(
    Array.from({ length: hi - lo + 1 }, (_, i) => lo + i),
    3,
  );
  const [a, b, c] = [...picks].sort((x, y) => x - y) as [number, number, number];
  return [a, b, c];
}

const SUMMARY = [
  "{A:sev} curse laid by {caster} that wakes on {trigger}",
  "{Caster} laid this {sev} curse; {trigger} wakes it",
  "A curse, {sev}, from {caster}, woken by {trigger}",
  "{Trigger} wakes this {sev} curse of {caster}",
];
const FIRST = ["At once", "Straight away", "Within the hour", "That night", "By morning", "Soon after"];
const WAKES = [
  "It wakes on {trigger}, and lasts {duration}.",
  "The trigger: {trigger}. It lasts {duration}.",
  "It stirs at {trigger} and holds {duration}.",
  "Once woken by {trigger}, it runs {duration}.",
];
const SIGNS_T = ["Victims bear {signs}.", "Look for {signs}.", "Its marks: {signs}.", "Victims show {signs}."];
const CURE = [
  "To break it: {breaking}",
  "The cure: {breaking}",
  "Lifters must {breaking}",
  "Break it thus: {breaking}",
  "Whoever would lift it has to {breaking}",
  "It breaks for those who {breaking}",
];
const COST_T = ["The price: {cost}.", "It costs {cost}.", "Even then, it takes {cost}.", "Lifting it demands {cost}."];

export const curse = defineGenerator({
  kind: "curse",
  // v2: the Name row comes first in the result fields.
  // v3: severity decides stages, duration and cost; casters, triggers, signs and cures by
  //     setting; origins and lore composed by tone; varied prose (no fixed sentences).
  // v4: a caster in mid-sentence reads "laid by the hedge-witch …", not "by The hedge-witch".
  // v5: an archetype (stone curse, haunting, …) decides a ladder of effects; stages climb it in order of harm at rising times in one unit; its own signs.
  version: 5,
  options,
  requiredFields: ["name", "origin", "caster", "trigger", "stages", "duration", "signs", "breaking", "cost", "lore"],
  fields: [
    archetypeField<CurseArchetype, Ctx["options"]>({ label: "Kind of curse", table: (ctx) => archetypesOf(ctx.options.setting) }),
    {
      key: "severity",
      label: "Severity",
      generate: ({ rng, options: o }) => {
        const s = o.severity === "any" ? rng.pick(W.SEVERITIES) : o.severity;
        return { type: "text", value: capitalise(s), meta: s };
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const { rng } = ctx;
        const noun = rng.chance(0.6) ? rng.pick(arch(ctx).names) : rng.pick(W.NAME_NOUN);
        const i = rng.int(0, W.NAME_ADJ.length - 1);
        const drawn = W.NAME_ADJ[i] as string;
        const adjective = drawn === noun ? (W.NAME_ADJ[(i + 1) % W.NAME_ADJ.length] as string) : drawn;
        return {
          type: "text",
          value: rng.weighted<() => string>([
            [() => `The ${adjective} ${noun} of ${given(rng)}`, 3],
            [() => `${given(rng)}'s ${adjective} ${noun}`, 2],
          ])(),
        };
      },
    },
    {
      key: "caster",
      label: "Caster",
      generate: (ctx) => {
        const name = `${capitalise(ctx.rng.pick(W.CASTER_ROLE[ctx.options.setting]))} ${given(ctx.stream("caster-name"))}`;
        return linkFromWorld(ctx.rng, ctx.world, "character", () => ({ name }));
      },
    },
    {
      key: "origin",
      label: "Origin",
      dependsOn: ["caster"],
      generate: (ctx) => ({
        type: "text",
        value: `${capitalise(ctx.text("caster"))} ${ctx.rng.pick(W.ORIGIN_HOW)} ${ctx.rng.pick(W.ORIGIN_WHY[ctx.options.tone])}.`,
      }),
    },
    { key: "trigger", label: "Trigger", generate: ({ rng, options: o }) => ({ type: "text", value: capitalise(rng.pick(W.TRIGGER[o.setting])) }) },
    {
      key: "stages",
      label: "Stages",
      dependsOn: ["archetype", "severity"],
      generate: (ctx) => {
        const { rng } = ctx;
        const a = arch(ctx);
        const unit = rng.pick(a.units);
        const n1 = rng.int(2, 6);
        const n2 = n1 + rng.int(2, 6);
        const when = [rng.pick(FIRST), ...[n1, n2].map((n) => fill(rng.pick(LATER), { n: String(n), N: capitalise(NUM[n] ?? String(n)), unit }))];
        return {
          type: "table",
          columns: ["Stage", "When", "Effect"],
          rows: rungs(rng, severityOf(ctx)).map((k, i) => [`${i + 1}`, when[i] as string, capitalise(a.ladder[k] as string)]),
          meta: { unit, at: [0, n1, n2] },
        };
      },
    },
    {
      key: "duration",
      label: "Duration",
      dependsOn: ["severity"],
      generate: (ctx) => ({ type: "text", value: capitalise(ctx.rng.pick(W.DURATION[severityOf(ctx)])) }),
    },
    {
      key: "signs",
      label: "Signs",
      dependsOn: ["archetype"],
      generate: (ctx) => ({ type: "list", items: [ctx.rng.pick(arch(ctx).signs), ctx.rng.pick(W.SIGNS[ctx.options.setting])].map(capitalise) }),
    },
    {
      key: "breaking",
      label: "How to break it",
      generate: ({ rng, options: o }) => ({ type: "text", value: `${capitalise(rng.pick(W.BREAK_DO[o.setting]))} ${rng.pick(W.BREAK_WHEN)}.` }),
    },
    {
      key: "cost",
      label: "Cost of breaking",
      dependsOn: ["severity"],
      generate: (ctx) => ({ type: "text", value: capitalise(ctx.rng.pick(W.COST[severityOf(ctx)])) }),
    },
    {
      key: "lore",
      label: "Lore",
      generate: ({ rng, options: o }) => ({ type: "text", value: `${rng.pick(W.LORE_WHO[o.setting])} ${rng.pick(W.LORE_SAY[o.tone])}.` }),
    },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const st = ctx.get("stages");
    const rows = st.type === "table" ? st.rows : [];
    const sg = ctx.get("signs");
    const signs = sg.type === "list" ? sg.items.map(lower) : [];
    const r = ctx.rng("section", "nature");
    const v = {
      trigger: lower(ctx.text("trigger")),
      duration: lower(ctx.text("duration")),
      signs: joinList(signs),
      breaking: lower(ctx.text("breaking")),
      cost: lower(ctx.text("cost")),
    };
    const nature = [
      ctx.text("origin"),
      fill(r.pick(WAKES), v),
      ...rows.map((row) => `${row[1] ?? ""}, ${lower(row[2] ?? "")}.`),
      fill(r.pick(SIGNS_T), v),
    ].join(" ");
    const c = ctx.rng("section", "cure");
    const cure = `${fill(c.pick(CURE), v)} ${fill(c.pick(COST_T), v)} ${ctx.text("lore")}`;
    return {
      name,
      summary: sentence(
        fill(ctx.rng("summary").pick(SUMMARY), {
          sev: ctx.text("severity").toLowerCase(),
          caster: midCaster(ctx.text("caster")),
          trigger: lower(ctx.text("trigger")),
        }),
      ),
      sections: [
        { title: "Nature of the curse", markdown: nature },
        { title: "Breaking it", markdown: cure },
      ],
      tags: [ctx.text("severity").toLowerCase(), "curse", ctx.options.setting],
    };
  },
});
