// The faction generator: an organisation with motto, symbol, leader, goals public and secret,
// methods, resources, allies and enemies, ranks, recruitment and reputation.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import { familyOf, type Family } from "../../core/phrases/setting-families.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList } from "../../core/text.js";
import { linkFromWorld } from "../../core/world.js";
import * as W from "./words.js";
import * as F from "./words-family.js";

const options = {
  type: enumOption("Type", ["any", ...W.TYPES] as const),
  alignment: enumOption("Alignment", ["any", ...W.ALIGNMENTS] as const),
};
type Ctx = FieldCtx<typeof options>;

function typeOf(ctx: Ctx): W.FactionType {
  const t = ctx.meta<string>("type");
  return (W.TYPES as readonly string[]).includes(t ?? "") ? (t as W.FactionType) : "guild";
}
function alignOf(ctx: Ctx): W.Alignment {
  const a = ctx.meta<string>("alignment");
  return (W.ALIGNMENTS as readonly string[]).includes(a ?? "") ? (a as W.Alignment) : "neutral";
}
const place = (rng: Rng, fam: Family): string => rng.pick(F.PLACE_PARTS[fam][0]) + rng.pick(F.PLACE_PARTS[fam][1]);
const otherFaction =
  (fam: Family) =>
  (rng: Rng): { name: string } => ({ name: `the ${rng.pick(F.ALLY_NAMES[fam])} of ${place(rng, fam)}` });
const fam = (ctx: { options: { setting: Parameters<typeof familyOf>[0] } }): Family => familyOf(ctx.options.setting);
const lower = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
const linkNames = (v: { type: string; links?: readonly { name: string }[] }): string[] => (v.type === "links" && v.links ? v.links.map((l) => l.name) : []);
const listItems = (v: { type: string; items?: readonly string[] }): readonly string[] => (v.type === "list" && v.items ? v.items : []);

export const faction = defineGenerator({
  kind: "faction",
  // v2: the Name row comes first in the result fields.
  // v3: an old order's founder is not its leader; summary ends with a full stop; "Joining and standing" in sentences.
  // v4: the type decides the name word (no "Sisterhood" of type brotherhood); content by setting family and tone; prose composed from parts.
  version: 4,
  options,
  requiredFields: [
    "name",
    "type",
    "motto",
    "symbol",
    "leader",
    "size",
    "headquarters",
    "publicGoal",
    "secretGoal",
    "methods",
    "resources",
    "allies",
    "enemies",
    "ranks",
    "recruitment",
    "reputation",
  ],
  fields: [
    {
      key: "type",
      label: "Type",
      generate: ({ rng, options: o }) => {
        const t = o.type === "any" ? rng.pick(W.TYPES) : o.type;
        return { type: "text", value: capitalise(t), meta: t };
      },
    },
    {
      key: "alignment",
      label: "Alignment",
      generate: ({ rng, options: o }) => {
        const a = o.alignment === "any" ? rng.pick(W.ALIGNMENTS) : o.alignment;
        return { type: "text", value: capitalise(a), meta: a };
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["type"],
      generate: (ctx) => {
        const { rng } = ctx;
        const f = fam(ctx);
        const noun = rng.pick(W.TYPE_NOUN[typeOf(ctx)]);
        const adj = rng.pick(F.ADJS[f]);
        const thing = rng.pick(F.THINGS[f]);
        const value = rng.weighted<() => string>([
          [() => `${noun} of the ${adj} ${thing}, ${place(rng, f)} Chapter`, 1],
          [() => `${place(rng, f)} ${noun} of the ${adj} ${thing}`, 3],
          [() => `${adj} ${thing} ${noun} of ${place(rng, f)}`, 2],
        ])();
        return { type: "text", value, meta: { thing } };
      },
    },
    {
      key: "motto",
      label: "Motto",
      generate: (ctx) => {
        const { rng } = ctx;
        const f = fam(ctx);
        return {
          type: "text",
          value: `“${capitalise(fill(rng.pick(F.MOTTO), { verb: rng.pick(F.MOTTO_VERB), verbed: rng.pick(F.MOTTO_VERBED), thing: rng.pick(F.THINGS[f]).toLowerCase(), foe: rng.pick(F.MOTTO_FOE[f]) }))}.”`,
        };
      },
    },
    {
      key: "symbol",
      label: "Symbol and colours",
      dependsOn: ["name"],
      generate: (ctx) => {
        // The symbol shows the thing the faction is named for (a locked old name falls back to a drawn one).
        const named = ctx.meta<{ thing?: string }>("name")?.thing;
        const thing = (typeof named === "string" ? named : ctx.rng.pick(F.THINGS[fam(ctx)])).toLowerCase();
        return { type: "text", value: `${capitalise(fill(ctx.rng.pick(F.SYMBOL_POSE), { thing }))}, in ${ctx.rng.pick(F.COLOURS)}` };
      },
    },
    {
      key: "leader",
      label: "Leader",
      dependsOn: ["type"],
      generate: (ctx) => {
        const { rng } = ctx;
        const titles = fam(ctx) === "old" ? W.LEADER_TITLE : W.LEADER_TITLE_NEW;
        const name = `${rng.pick(titles[typeOf(ctx)])} ${rng.pick(W.LEADER_GIVEN)} ${rng.pick(W.LEADER_FAMILY)}`;
        return linkFromWorld(rng, ctx.world, "character", () => ({ name }));
      },
    },
    { key: "size", label: "Size", generate: (ctx) => ({ type: "text", value: capitalise(ctx.rng.pick(F.SIZE[fam(ctx)])) }) },
    {
      key: "headquarters",
      label: "Headquarters",
      generate: (ctx) => {
        const hq = `${capitalise(ctx.rng.pick(F.HQ[fam(ctx)]))} in ${place(ctx.rng, fam(ctx))}`;
        return linkFromWorld(ctx.rng, ctx.world, "location", () => ({ name: hq }));
      },
    },
    {
      key: "publicGoal",
      label: "Public goal",
      dependsOn: ["alignment"],
      generate: (ctx) => {
        const { rng } = ctx;
        const f = fam(ctx);
        return {
          type: "text",
          value: capitalise(
            fill(rng.pick(F.PUBLIC_GOAL[alignOf(ctx)]), { people: rng.pick(F.PEOPLE[f]), routes: rng.pick(F.ROUTES[f]), lore: rng.pick(F.LORE[f]) }),
          ),
        };
      },
    },
    {
      key: "resources",
      label: "Resources",
      generate: (ctx) => ({ type: "list", items: ctx.rng.sample(W.RESOURCES[ctx.options.setting], 3).map(capitalise) }),
    },
    {
      key: "secretGoal",
      label: "Secret goal",
      generate: (ctx) => ({
        type: "text",
        value: capitalise(
          fill(ctx.rng.pick(F.SECRET_GOAL), {
            hq: "their own headquarters",
            resource: ctx.rng.pick(F.SECRET_RES[fam(ctx)]),
            thing: ctx.rng.pick(F.THINGS[fam(ctx)]).toLowerCase(),
          }),
        ),
      }),
    },
    {
      key: "methods",
      label: "Methods",
      dependsOn: ["alignment"],
      generate: (ctx) => ({ type: "list", items: [...ctx.rng.sample(F.METHODS[alignOf(ctx)], 2), ctx.rng.pick(F.FAMILY_METHODS[fam(ctx)])].map(capitalise) }),
    },
    {
      key: "allies",
      label: "Allies",
      generate: (ctx) => {
        const l = linkFromWorld(ctx.rng, ctx.world, "faction", otherFaction(fam(ctx)));
        return { type: "links", links: l.type === "link" ? [l.link] : [] };
      },
    },
    {
      key: "enemies",
      label: "Enemies",
      generate: (ctx) => {
        const f = fam(ctx);
        const [x, y] = ctx.rng.sample(F.ALLY_NAMES[f], 2);
        const a = `the ${x} of ${place(ctx.rng, f)}`;
        const b = `the ${y} of ${place(ctx.rng, f)}`;
        return {
          type: "links",
          links: [
            { kind: "faction", name: a },
            { kind: "faction", name: b },
          ],
        };
      },
    },
    {
      key: "ranks",
      label: "Ranks",
      dependsOn: ["type"],
      generate: (ctx) => ({ type: "table", columns: ["Rank", "Title"], rows: W.RANKS[typeOf(ctx)].map((r, i) => [`${i + 1}`, r]) }),
    },
    {
      key: "recruitment",
      label: "Recruitment",
      generate: (ctx) => ({
        type: "text",
        value: fill(ctx.rng.pick(F.RECRUIT_LINES), { from: ctx.rng.pick(F.RECRUIT_FROM[fam(ctx)]), test: ctx.rng.pick(F.RECRUIT_TEST) }),
      }),
    },
    {
      key: "reputation",
      label: "Reputation",
      dependsOn: ["alignment"],
      generate: (ctx) => {
        const { rng } = ctx;
        const [p1, p2] = rng.sample(F.REP_WHERE[fam(ctx)], 2);
        return { type: "text", value: `${capitalise(rng.pick(F.REP_A[alignOf(ctx)]))} in ${p1}, ${rng.pick(F.REP_B)} in ${p2}.` };
      },
    },
    {
      key: "founded",
      label: "Founded",
      generate: ({ rng }) => {
        const n = rng.int(12, 480);
        return { type: "number", value: n, unit: "years ago", text: `${n} years ago` };
      },
    },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const type = ctx.text("type").toLowerCase();
    const leader = ctx.text("leader");
    const r = ctx.rng("history");
    const f = familyOf(ctx.options.setting);
    const foundedV = ctx.get("founded");
    const age = foundedV.type === "number" ? foundedV.value : 100;
    // Someone who founded it generations ago cannot lead it today.
    const founder = age <= 40 ? leader : r.pick(F.FOUNDERS[f]);
    const history = capitalise(
      fill(r.pick(F.HISTORY[ctx.options.tone]), { name: name.replace(/^The /, ""), years: String(age), founder, deed: r.pick(F.DEEDS[ctx.options.tone]) }),
    );
    const allies = linkNames(ctx.get("allies"));
    const enemies = linkNames(ctx.get("enemies"));
    const methods = listItems(ctx.get("methods")).map((m) => m.toLowerCase());
    const resources = listItems(ctx.get("resources")).map(lower);
    const overview = [
      history,
      fill(r.pick(F.SIZE_LINES), { size: lower(ctx.text("size")), leader, hq: lower(ctx.text("headquarters")) }),
      fill(r.pick(F.BANNER_LINES), { symbol: lower(ctx.text("symbol")), motto: ctx.text("motto") }),
    ].join(" ");
    const aims = [
      fill(r.pick(F.PUBLIC_LINES), { type, goal: lower(ctx.text("publicGoal")) }),
      fill(r.pick(F.SECRET_LINES), { secret: lower(ctx.text("secretGoal")) }),
      fill(r.pick(F.MEANS_LINES), { methods: joinList(methods), resources: joinList(resources) }),
      allies.length
        ? fill(r.pick(F.FRIEND_LINES), { allies: joinList(allies), enemies: joinList(enemies), rivals: enemies.length > 1 ? "rivals" : "a rival" })
        : "",
    ]
      .filter(Boolean)
      .join(" ");
    const joining = `${ctx.text("recruitment")} ${fill(r.pick(F.REP_LINES_SHORT), { type, rep: lower(ctx.text("reputation")).replace(/\.$/, "") })}`;
    return {
      name,
      summary: `${capitalise(ctx.text("alignment").toLowerCase())} ${type} led by ${leader}, whose motto is ${ctx.text("motto").replace(/\.”$/, "”")}.`,
      sections: [
        { title: "History and bearing", markdown: overview },
        { title: "Aims and methods", markdown: aims },
        { title: "Joining and standing", markdown: joining },
      ],
      tags: [type, ctx.text("alignment").toLowerCase(), ctx.options.setting],
    };
  },
});
