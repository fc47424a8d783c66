// The skill generator: an ability with cost, cooldown, range, effect, five ranks and counters.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList, ordinal, sentence } from "../../core/text.js";
import * as W from "./words.js";
import { withLinks, worldEntity } from "../../core/world.js";

const SKILL_TYPES = ["any", "active", "passive"] as const;
const options = {
  type: enumOption("Type", SKILL_TYPES),
  discipline: enumOption("Discipline", ["any", ...W.DISCIPLINES] as const),
};
type Ctx = FieldCtx<typeof options>;

function founder(rng: Rng): string {
  return rng.pick(W.FOUNDER_START) + rng.pick(W.FOUNDER_MIDDLE) + rng.pick(W.FOUNDER_END);
}

function discipline(ctx: Ctx): W.Discipline {
  const d = ctx.meta<string>("discipline");
  return (W.DISCIPLINES as readonly string[]).includes(d ?? "") ? (d as W.Discipline) : "blade";
}

function isActive(ctx: Ctx): boolean {
  return ctx.text("type") === "active";
}

export const skill = defineGenerator({
  kind: "skill",
  // v2: the Name row comes first in the result fields.
  // v3: names and links saved entities of the world (output without a world is unchanged).
  version: 3,
  options,
  requiredFields: ["name", "type", "discipline", "prerequisites", "cost", "cooldown", "range", "effect", "ranks", "counters", "flavour"],
  fields: [
    {
      key: "discipline",
      label: "Discipline",
      generate: ({ rng, options: o }) => {
        const d = o.discipline === "any" ? rng.pick(W.DISCIPLINES) : o.discipline;
        return { type: "text", value: W.DISCIPLINE_WORDS[d].label, meta: d };
      },
    },
    {
      key: "type",
      label: "Type",
      generate: ({ rng, options: o }) => ({ type: "text", value: o.type === "any" ? rng.weighted([["active", 3], ["passive", 1]] as const) : o.type }),
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["discipline"],
      generate: (ctx) => {
        const w = W.DISCIPLINE_WORDS[discipline(ctx)];
        const { rng } = ctx;
        const adj = rng.pick(w.adjectives);
        const noun = rng.pick(w.nouns);
        const other = rng.pick(w.nouns.filter((n) => n !== noun));
        const name = rng.weighted<() => string>([
          [() => `${founder(rng)}'s ${adj} ${noun}`, 5],
          [() => `${noun} of the ${adj} ${other}`, 1],
          [() => `The ${founder(rng)} ${noun}`, 2],
        ])();
        return { type: "text", value: name };
      },
    },
    {
      key: "prerequisites",
      label: "Prerequisites",
      dependsOn: ["discipline"],
      generate: (ctx) => ({ type: "list", items: ctx.rng.sample(W.DISCIPLINE_WORDS[discipline(ctx)].prerequisites, ctx.rng.int(1, 2)).map(capitalise) }),
    },
    {
      key: "cost",
      label: "Cost",
      dependsOn: ["type"],
      generate: (ctx) => {
        const res = ctx.rng.pick(W.RESOURCE[ctx.options.setting]);
        if (!isActive(ctx)) return { type: "text", value: `None to use; it reserves ${ctx.rng.int(5, 20)}% of maximum ${res}` };
        const n = ctx.rng.int(2, 12) * 5;
        return { type: "number", value: n, unit: res, text: `${n} ${res}` };
      },
    },
    {
      key: "cooldown",
      label: "Cooldown",
      dependsOn: ["type"],
      generate: (ctx) => {
        if (!isActive(ctx)) return { type: "text", value: "Always in effect" };
        const n = ctx.rng.pick([0, 1, 2, 3, 4, 6, 8, 10, 12, 20, 30, 60]);
        return n === 0 ? { type: "text", value: "None; limited only by its cost" } : { type: "number", value: n, unit: "seconds", text: `${n} seconds` };
      },
    },
    {
      key: "range",
      label: "Range",
      generate: ({ rng }) => ({ type: "text", value: rng.pick(W.RANGES) }),
    },
    {
      key: "effect",
      label: "Effect",
      dependsOn: ["discipline", "type"],
      generate: (ctx) => {
        const w = W.DISCIPLINE_WORDS[discipline(ctx)];
        const act = ctx.rng.pick(w.actions);
        const lead = isActive(ctx) ? ctx.rng.pick(["On use, the user", "With a word and a gesture, the user", "For a heartbeat of effort, the user", "Once readied, the user"]) : ctx.rng.pick(["While this is known, the user sometimes", "Whenever the moment is right, the user instinctively", "Without conscious thought, the user"]);
        const bonus = ctx.rng.int(1, 4) * 5;
        return { type: "text", value: `${lead} ${act}. Its potency grows with ${w.attribute}, adding ${bonus}% per point above the average.` };
      },
    },
    {
      key: "ranks",
      label: "Ranks",
      dependsOn: ["discipline"],
      generate: (ctx) => {
        const base = ctx.rng.int(2, 6) * 5;
        const step = ctx.rng.int(1, 3) * 5;
        const extras = ctx.rng.shuffle(["its area widens by a pace", "it can be used while moving", "its cost falls by a fifth", "a second target may be chosen", "its effect lingers one more turn", "allies nearby share a portion of it", "it no longer needs a free hand", "it can be used in reaction to an attack"]);
        const rows: string[][] = [];
        for (let r = 1; r <= 5; r++) {
          const names = ["Novice", "Adept", "Expert", "Master", "Grandmaster"];
          rows.push([`${r}`, names[r - 1] as string, `${base + step * (r - 1)}% potency${r > 1 ? `; ${extras[r - 2] as string}` : ""}`]);
        }
        return { type: "table", columns: ["Rank", "Title", "Scaling"], rows };
      },
    },
    {
      key: "counters",
      label: "Counters",
      dependsOn: ["discipline"],
      generate: (ctx) => ({ type: "list", items: ctx.rng.sample(W.DISCIPLINE_WORDS[discipline(ctx)].counters, 2).map(capitalise) }),
    },
    {
      key: "flavour",
      label: "Flavour",
      generate: (ctx) => {
        const { rng } = ctx;
        const text = `${fill(rng.pick(W.FLAVOUR_OPENERS), { place: rng.pick(W.PLACES), mentor: rng.pick(W.MENTORS) })} ${rng.pick(W.FLAVOUR_CLOSERS)}`;
        const cls = worldEntity(ctx, "class");
        return withLinks({ type: "text", value: cls ? `${text} Every ${cls.name} is expected to learn it.` : text }, [cls]);
      },
    },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const disc = ctx.text("discipline");
    const type = ctx.text("type");
    const rng = ctx.rng("summary");
    const summary = sentence(`${capitalise(fill("{a:type}", { type }))} ${disc.toLowerCase()} ${rng.pick(["technique", "art", "discipline", "skill"])} — ${ctx.text("effect").split(".")[0]?.replace(/^[^,]*, /, "") ?? ""}`);
    const ranks = ctx.get("ranks");
    const rankLines = ranks.type === "table" ? ranks.rows.map((r) => `${ordinal(Number(r[0]))} rank, **${r[1] ?? ""}**: ${r[2] ?? ""}.`) : [];
    const t = ctx.rng("learning");
    const learning = [
      `To learn ${name}, a student needs ${joinList(ctx.get("prerequisites").type === "list" ? (ctx.get("prerequisites") as { items: readonly string[] }).items.map((s) => s.charAt(0).toLowerCase() + s.slice(1)) : [])}.`,
      t.pick([
        `Most teachers demand ${t.pick(["a month", "a season", "a full year"])} of drills before the first rank is granted.`,
        `Few masters teach it openly; the rest pass it on only to students who have proved themselves.`,
        `It can be learned from a book, but those who do so rarely pass the second rank.`,
      ]),
      ...rankLines.map((l) => `- ${l}`),
    ];
    const use = [
      ctx.text("effect"),
      `It reaches ${ctx.text("range")}, costs ${ctx.text("cost").charAt(0).toLowerCase()}${ctx.text("cost").slice(1)}, and its cooldown is ${ctx.text("cooldown").toLowerCase()}.`,
      `Wise opponents answer it with ${joinList((ctx.get("counters") as { items: readonly string[] }).items.map((s) => s.toLowerCase()), "or")}.`,
    ];
    return {
      name,
      summary,
      sections: [
        { title: "In use", markdown: use.join(" ") },
        { title: "Learning and mastery", markdown: `${learning.slice(0, 2).join(" ")}\n\n${learning.slice(2).join("\n")}` },
        { title: "Lore", markdown: ctx.text("flavour") },
      ],
      tags: [disc.toLowerCase(), type, ctx.options.setting],
    };
  },
});
