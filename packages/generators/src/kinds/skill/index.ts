// The skill generator: an ability with cost, cooldown, range, effect, five ranks and counters.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList, sentence } from "../../core/text.js";
import { midName } from "../../core/realise.js";
import * as W from "./words.js";
import * as U from "./words-use.js";
import { familyOf, type Family } from "../../core/phrases/setting-families.js";
import type { Setting } from "../../core/options.js";
import * as L from "./words-legend.js";
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

/** Dark fantasy, steampunk and mythic have their own content (words-legend.ts); the others their family's. */
type Key = Family | L.Legend;
const LEGEND_OF: Partial<Record<Setting, L.Legend>> = { "dark-fantasy": "dark", steampunk: "steam", mythic: "mythic" };
const fam = (ctx: { options: { setting: Setting } }): Key => LEGEND_OF[ctx.options.setting] ?? familyOf(ctx.options.setting);
const ACTIVE_LEADS: Readonly<Record<Key, readonly string[]>> = { ...U.ACTIVE_LEADS, ...L.ACTIVE_LEADS };
const PASSIVE_LEADS: Readonly<Record<Key, readonly string[]>> = { ...U.PASSIVE_LEADS, ...L.PASSIVE_LEADS };
const RANGES: Readonly<Record<Key, readonly (readonly [string, string])[]>> = { ...U.RANGES, ...L.RANGES };
const ALWAYS: Readonly<Record<Key, string>> = { ...U.ALWAYS, ...L.ALWAYS };
const NO_COOLDOWN: Readonly<Record<Key, string>> = { ...U.NO_COOLDOWN, ...L.NO_COOLDOWN };
const PREREQS: Readonly<Record<Key, readonly string[]>> = { ...U.FAMILY_PREREQS, ...L.FAMILY_PREREQS };
const COUNTERS: Readonly<Record<Key, readonly string[]>> = { ...U.FAMILY_COUNTERS, ...L.FAMILY_COUNTERS };
const PLACES: Readonly<Record<Key, readonly string[]>> = { ...U.PLACES, ...L.PLACES };
const MENTORS: Readonly<Record<Key, readonly string[]>> = { ...U.MENTORS, ...L.MENTORS };
const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

function isActive(ctx: Ctx): boolean {
  return ctx.text("type") === "active";
}

export const skill = defineGenerator({
  kind: "skill",
  // v2: the Name row comes first in the result fields.
  // v3: names and links saved entities of the world (output without a world is unchanged).
  // v4: passive or active decides the effect (a passive skill never calls lightning) and the range; ranges read in whole sentences ("affects only the user", not "reaches self"), "1 second"; content by setting family; prose composed from parts.
  // v5: every setting other than high fantasy names its skills with its own adjectives; dark fantasy, steampunk and mythic have their own leads, ranges, prerequisites, counters, places and mentors (words-legend.ts).
  // v6: a name's leading "The" is lower-cased in mid-sentence ("To learn the Variss Shade…").
  version: 6,
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
      generate: ({ rng, options: o }) => ({
        type: "text",
        value:
          o.type === "any"
            ? rng.weighted([
                ["active", 3],
                ["passive", 1],
              ] as const)
            : o.type,
      }),
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["discipline"],
      generate: (ctx) => {
        const w = W.DISCIPLINE_WORDS[discipline(ctx)];
        const { rng } = ctx;
        const k = fam(ctx);
        // High fantasy names a skill with its discipline's adjective; every other setting with its own.
        const adj = rng.pick(k === "old" ? w.adjectives : L.NAME_ADJ[k]);
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
      generate: (ctx) => ({
        type: "list",
        items: ctx.rng
          .shuffle([...ctx.rng.sample(W.DISCIPLINE_WORDS[discipline(ctx)].prerequisites, ctx.rng.int(1, 2)), ctx.rng.pick(PREREQS[fam(ctx)])])
          .map(capitalise),
      }),
    },
    {
      key: "cost",
      label: "Cost",
      dependsOn: ["type"],
      generate: (ctx) => {
        const res = ctx.rng.pick(W.RESOURCE[ctx.options.setting]);
        if (!isActive(ctx))
          return {
            type: "text",
            value: fill(
              ctx.rng.pick([
                "None to use; it reserves {n}% of maximum {res}",
                "Free, but it holds back {n}% of {res}",
                "No cost; {n}% of {res} stays reserved",
                "Nothing, though it ties up {n}% of {res}",
              ]),
              { n: ctx.rng.int(5, 20), res },
            ),
          };
        const n = ctx.rng.int(2, 12) * 5;
        return { type: "number", value: n, unit: res, text: `${n} ${res}` };
      },
    },
    {
      key: "cooldown",
      label: "Cooldown",
      dependsOn: ["type"],
      generate: (ctx) => {
        if (!isActive(ctx)) return { type: "text", value: ALWAYS[fam(ctx)] };
        const n = ctx.rng.pick([0, 1, 2, 3, 4, 6, 8, 10, 12, 20, 30, 60]);
        return n === 0
          ? { type: "text", value: NO_COOLDOWN[fam(ctx)] }
          : { type: "number", value: n, unit: "seconds", text: `${n} ${n === 1 ? "second" : "seconds"}` };
      },
    },
    {
      key: "range",
      label: "Range",
      dependsOn: ["type"],
      generate: (ctx) => {
        const all = RANGES[fam(ctx)];
        const [range, reach] = ctx.rng.pick(isActive(ctx) ? all : all.filter(([r]) => U.PASSIVE_RANGE.has(r)));
        return { type: "text", value: range, meta: reach };
      },
    },
    {
      key: "effect",
      label: "Effect",
      dependsOn: ["discipline", "type"],
      generate: (ctx) => {
        const w = W.DISCIPLINE_WORDS[discipline(ctx)];
        const active = isActive(ctx);
        const act = ctx.rng.pick(active ? w.actions : U.PASSIVE[discipline(ctx)]);
        const lead = ctx.rng.pick((active ? ACTIVE_LEADS : PASSIVE_LEADS)[fam(ctx)]);
        const bonus = ctx.rng.int(1, 4) * 5;
        return { type: "text", value: `${lead} ${act}. ${fill(ctx.rng.pick(U.SCALING), { attr: w.attribute, bonus })}` };
      },
    },
    {
      key: "ranks",
      label: "Ranks",
      dependsOn: ["discipline"],
      generate: (ctx) => {
        const base = ctx.rng.int(2, 6) * 5;
        const step = ctx.rng.int(1, 3) * 5;
        const extras = ctx.rng.sample(U.RANK_EXTRAS, 4);
        const rows: string[][] = [];
        for (let r = 1; r <= 5; r++) {
          rows.push([`${r}`, ctx.rng.pick(U.RANK_TITLES[r - 1]!), `${base + step * (r - 1)}% potency${r > 1 ? `; ${extras[r - 2] as string}` : ""}`]);
        }
        return { type: "table", columns: ["Rank", "Title", "Scaling"], rows };
      },
    },
    {
      key: "counters",
      label: "Counters",
      dependsOn: ["discipline"],
      generate: (ctx) => ({
        type: "list",
        items: [ctx.rng.pick(W.DISCIPLINE_WORDS[discipline(ctx)].counters), ctx.rng.pick(COUNTERS[fam(ctx)])].map(capitalise),
      }),
    },
    {
      key: "flavour",
      label: "Flavour",
      generate: (ctx) => {
        const { rng } = ctx;
        const text = `${fill(rng.pick(U.OPENERS), { place: rng.pick(PLACES[fam(ctx)]), mentor: rng.pick(MENTORS[fam(ctx)]) })} ${rng.pick(U.CLOSERS[ctx.options.tone])}`;
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
    const summary = sentence(
      `${capitalise(fill("{a:type}", { type }))} ${disc.toLowerCase()} ${rng.pick(["technique", "art", "discipline", "skill"])} — ${
        ctx
          .text("effect")
          .split(".")[0]
          ?.replace(/^[^,]*, /, "") ?? ""
      }`,
    );
    const ranks = ctx.get("ranks");
    const rankLines = ranks.type === "table" ? ranks.rows.map((r) => `- Rank ${r[0] ?? ""}, **${r[1] ?? ""}**: ${r[2] ?? ""}.`) : [];
    const t = ctx.rng("learning");
    const pre = ctx.get("prerequisites");
    const learning = `${fill(t.pick(U.LEARN_LINES), { name: midName(name), prereqs: joinList(pre.type === "list" ? pre.items.map(lowerFirst) : []) })} ${fill(t.pick(U.TEACH_LINES), { time: t.pick(U.TIMES), who: t.pick(U.WHO) })}`;
    const reachMeta = ctx.meta("range");
    const reach = typeof reachMeta === "string" ? reachMeta : `reaches ${ctx.text("range")}`;
    const counters = ctx.get("counters");
    const use = [
      ctx.text("effect"),
      type === "active"
        ? fill(t.pick(U.USE_LINES), { reach, cost: lowerFirst(ctx.text("cost")), cooldown: ctx.text("cooldown").toLowerCase() })
        : fill(t.pick(U.PASSIVE_USE_LINES), { reach, cost: lowerFirst(ctx.text("cost")) }),
      fill(t.pick(U.COUNTER_LINES), { counters: joinList(counters.type === "list" ? counters.items.map(lowerFirst) : [], "or") }),
    ];
    return {
      name,
      summary,
      sections: [
        { title: "In use", markdown: use.join(" ") },
        { title: "Learning and mastery", markdown: `${learning}\n\n${rankLines.join("\n")}` },
        { title: "Lore", markdown: ctx.text("flavour") },
      ],
      tags: [disc.toLowerCase(), type, ctx.options.setting],
    };
  },
});
