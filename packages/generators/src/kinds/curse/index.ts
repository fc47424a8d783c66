// The curse generator: who laid it and why, what triggers it, three stages of effect, how long
// it lasts, its signs, how to break it, what breaking costs, and what folk say of it.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList, sentence } from "../../core/text.js";
import { linkFromWorld } from "../../core/world.js";
import * as W from "./words.js";

const options = { severity: enumOption("Severity", ["any", ...W.SEVERITIES] as const) };
type Ctx = FieldCtx<typeof options>;

function severityOf(ctx: Ctx): W.Severity {
  const s = ctx.meta<string>("severity");
  return (W.SEVERITIES as readonly string[]).includes(s ?? "") ? (s as W.Severity) : "serious";
}
const given = (rng: Rng): string => rng.pick(W.NAME_FIRST) + rng.pick(W.NAME_MID) + rng.pick(W.NAME_LAST);
const lower = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

export const curse = defineGenerator({
  kind: "curse",
  // v2: the Name row comes first in the result fields.
  version: 2,
  options,
  requiredFields: ["name", "origin", "caster", "trigger", "stages", "duration", "signs", "breaking", "cost", "lore"],
  fields: [
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
      generate: ({ rng }) =>
        ({ type: "text", value: rng.weighted<() => string>([
          [() => `The ${rng.pick(W.NAME_ADJ)} ${rng.pick(W.NAME_NOUN)} of ${given(rng)}`, 3],
          [() => `${given(rng)}'s ${rng.pick(W.NAME_ADJ)} ${rng.pick(W.NAME_NOUN)}`, 2],
        ])() }),
    },
    {
      key: "caster",
      label: "Caster",
      generate: (ctx) => {
        const name = `${capitalise(ctx.rng.pick(W.CASTER_ROLE))} ${given(ctx.stream("caster-name"))}`;
        return linkFromWorld(ctx.rng, ctx.world, "character", () => ({ name }));
      },
    },
    { key: "origin", label: "Origin", dependsOn: ["caster"], generate: (ctx) => ({ type: "text", value: capitalise(fill(ctx.rng.pick(W.ORIGIN), { caster: ctx.text("caster") })) }) },
    { key: "trigger", label: "Trigger", generate: ({ rng }) => ({ type: "text", value: capitalise(rng.pick(W.TRIGGER)) }) },
    {
      key: "stages",
      label: "Stages",
      dependsOn: ["severity"],
      generate: (ctx) => ({
        type: "table",
        columns: ["Stage", "When", "Effect"],
        rows: W.STAGE[severityOf(ctx)].map((opts, i) => [`${i + 1}`, i === 0 ? "At once" : `After ${ctx.rng.int(2, 9) * (i + 1)} days`, capitalise(ctx.rng.pick(opts))]),
      }),
    },
    { key: "duration", label: "Duration", dependsOn: ["severity"], generate: (ctx) => ({ type: "text", value: capitalise(ctx.rng.pick(W.DURATION[severityOf(ctx)])) }) },
    { key: "signs", label: "Signs", generate: ({ rng }) => ({ type: "list", items: rng.sample(W.SIGNS, 2).map(capitalise) }) },
    { key: "breaking", label: "How to break it", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.BREAK) }) },
    { key: "cost", label: "Cost of breaking", generate: ({ rng }) => ({ type: "text", value: capitalise(rng.pick(W.COST)) }) },
    { key: "lore", label: "Lore", generate: (ctx) => ({ type: "text", value: ctx.rng.pick(W.LORE[ctx.options.tone]) }) },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const st = ctx.get("stages");
    const rows = st.type === "table" ? st.rows : [];
    const sg = ctx.get("signs");
    const signs = sg.type === "list" ? sg.items.map(lower) : [];
    const nature = [
      ctx.text("origin"),
      `It wakes ${lower(ctx.text("trigger"))}, and lasts ${lower(ctx.text("duration"))}.`,
      ...rows.map((r) => `${r[1] ?? ""}, ${lower(r[2] ?? "")}.`),
      `The afflicted can be known by ${joinList(signs)}.`,
    ].join(" ");
    const cure = `${ctx.text("breaking")} Even then, ${lower(ctx.text("cost"))}. ${ctx.text("lore")}`;
    return {
      name,
      summary: sentence(`${capitalise(ctx.text("severity").toLowerCase())} curse laid by ${ctx.text("caster")} that wakes ${lower(ctx.text("trigger"))}`),
      sections: [
        { title: "Nature of the curse", markdown: nature },
        { title: "Breaking it", markdown: cure },
      ],
      tags: [ctx.text("severity").toLowerCase(), "curse", ctx.options.setting],
    };
  },
});
