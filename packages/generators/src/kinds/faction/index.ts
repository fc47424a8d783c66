// The faction generator: an organisation with motto, symbol, leader, goals public and secret,
// methods, resources, allies and enemies, ranks, recruitment and reputation.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList } from "../../core/text.js";
import { linkFromWorld } from "../../core/world.js";
import * as W from "./words.js";

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
const place = (rng: Rng): string => rng.pick(W.NAME_START) + rng.pick(W.NAME_MIDDLE) + rng.pick(W.NAME_END);
const otherFaction = (rng: Rng): { name: string } => ({ name: `the ${rng.pick(W.ALLY_ENEMY_NAMES)} of ${place(rng)}` });
const linkNames = (v: { type: string; links?: readonly { name: string }[] }): string[] => (v.type === "links" && v.links ? v.links.map((l) => l.name) : []);
const listItems = (v: { type: string; items?: readonly string[] }): readonly string[] => (v.type === "list" && v.items ? v.items : []);

export const faction = defineGenerator({
  kind: "faction",
  // v2: the Name row comes first in the result fields.
  // v3: an old order's founder is not its leader; summary ends with a full stop; "Joining and standing" in sentences.
  version: 3,
  options,
  requiredFields: ["name", "type", "motto", "symbol", "leader", "size", "headquarters", "publicGoal", "secretGoal", "methods", "resources", "allies", "enemies", "ranks", "recruitment", "reputation"],
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
        const noun = rng.pick(W.TYPE_NOUN[typeOf(ctx)]);
        const value = rng.weighted<() => string>([
          [() => `${noun} of the ${rng.pick(W.NAME_ADJ)} ${rng.pick(W.NAME_THING)}, ${place(rng)} Chapter`, 1],
          [() => `${place(rng)} ${noun} of the ${rng.pick(W.NAME_ADJ)} ${rng.pick(W.NAME_THING)}`, 3],
          [() => `${rng.pick(W.NAME_ADJ)} ${rng.pick(W.NAME_THING)} ${noun} of ${place(rng)}`, 2],
        ])();
        return { type: "text", value };
      },
    },
    {
      key: "motto",
      label: "Motto",
      generate: ({ rng }) => ({
        type: "text",
        value: `“${fill(rng.pick(W.MOTTO), { verb: rng.pick(W.MOTTO_VERB), verbed: rng.pick(W.MOTTO_VERBED), thing: rng.pick(W.NAME_THING).toLowerCase(), foe: rng.pick(W.MOTTO_FOE) })}.”`,
      }),
    },
    {
      key: "symbol",
      label: "Symbol and colours",
      generate: ({ rng }) => ({ type: "text", value: `${capitalise(fill(rng.pick(W.SYMBOL_POSE), { thing: rng.pick(W.NAME_THING).toLowerCase() }))}, in ${rng.pick(W.COLOURS)}` }),
    },
    {
      key: "leader",
      label: "Leader",
      dependsOn: ["type"],
      generate: (ctx) => {
        const { rng } = ctx;
        const name = `${rng.pick(W.LEADER_TITLE[typeOf(ctx)])} ${rng.pick(W.LEADER_GIVEN)} ${rng.pick(W.LEADER_FAMILY)}`;
        return linkFromWorld(rng, ctx.world, "character", () => ({ name }));
      },
    },
    { key: "size", label: "Size", generate: ({ rng }) => ({ type: "text", value: capitalise(rng.weighted(W.SIZE)) }) },
    {
      key: "headquarters",
      label: "Headquarters",
      generate: (ctx) => {
        const hq = `${capitalise(ctx.rng.pick(W.HQ[ctx.options.setting]))} in ${place(ctx.rng)}`;
        return linkFromWorld(ctx.rng, ctx.world, "location", () => ({ name: hq }));
      },
    },
    { key: "publicGoal", label: "Public goal", dependsOn: ["alignment"], generate: (ctx) => ({ type: "text", value: capitalise(ctx.rng.pick(W.PUBLIC_GOAL[alignOf(ctx)])) }) },
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
        value: capitalise(fill(ctx.rng.pick(W.SECRET_GOAL), { hq: "their own headquarters", resource: ctx.rng.pick(["salt", "memory", "lamp oil", "rare ink", "silence", "iron"]) })),
      }),
    },
    { key: "methods", label: "Methods", dependsOn: ["alignment"], generate: (ctx) => ({ type: "list", items: ctx.rng.sample(W.METHODS[alignOf(ctx)], 3).map(capitalise) }) },
    {
      key: "allies",
      label: "Allies",
      generate: (ctx) => {
        const l = linkFromWorld(ctx.rng, ctx.world, "faction", otherFaction);
        return { type: "links", links: l.type === "link" ? [l.link] : [] };
      },
    },
    {
      key: "enemies",
      label: "Enemies",
      generate: (ctx) => {
        const a = otherFaction(ctx.rng);
        const b = otherFaction(ctx.rng);
        return { type: "links", links: [{ kind: "faction", name: a.name }, ...(b.name !== a.name ? [{ kind: "faction" as const, name: b.name }] : [])] };
      },
    },
    {
      key: "ranks",
      label: "Ranks",
      dependsOn: ["type"],
      generate: (ctx) => ({ type: "table", columns: ["Rank", "Title"], rows: W.RANKS[typeOf(ctx)].map((r, i) => [`${i + 1}`, r]) }),
    },
    { key: "recruitment", label: "Recruitment", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.RECRUIT) }) },
    { key: "reputation", label: "Reputation", dependsOn: ["alignment"], generate: (ctx) => ({ type: "text", value: ctx.rng.pick(W.REPUTATION[alignOf(ctx)]) }) },
    { key: "founded", label: "Founded", generate: ({ rng }) => {
      const n = rng.int(12, 480);
      return { type: "number", value: n, unit: "years ago", text: `${n} years ago` };
    } },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const type = ctx.text("type").toLowerCase();
    const leader = ctx.text("leader");
    const r = ctx.rng("history");
    const years = ctx.get("founded").type === "number" ? String((ctx.get("founded") as { value: number }).value) : "many";
    const template = r.pick(W.HISTORY[ctx.options.tone]);
    // Someone who founded it generations ago cannot lead it today.
    const age = ctx.get("founded").type === "number" ? (ctx.get("founded") as { value: number }).value : 100;
    const founder = age <= 40 ? leader : r.pick(W.FOUNDERS);
    const history = capitalise(fill(template, { name: name.replace(/^The /, ""), years, founder }));
    const allies = linkNames(ctx.get("allies"));
    const enemies = linkNames(ctx.get("enemies"));
    const methods = listItems(ctx.get("methods")).map((m) => m.toLowerCase());
    const resources = listItems(ctx.get("resources")).map((m) => m.charAt(0).toLowerCase() + m.slice(1));
    const overview = [
      history,
      `Today it numbers ${ctx.text("size").charAt(0).toLowerCase()}${ctx.text("size").slice(1)}, and answers to ${leader} from ${ctx.text("headquarters").charAt(0).toLowerCase()}${ctx.text("headquarters").slice(1)}.`,
      `Its banner shows ${ctx.text("symbol").charAt(0).toLowerCase()}${ctx.text("symbol").slice(1)}, beneath the words ${ctx.text("motto")}`,
    ].join(" ");
    const aims = [
      `Publicly, the ${type} exists ${ctx.text("publicGoal").charAt(0).toLowerCase()}${ctx.text("publicGoal").slice(1)}.`,
      `Its inner circle has another purpose: ${ctx.text("secretGoal").charAt(0).toLowerCase()}${ctx.text("secretGoal").slice(1)}.`,
      `It works through ${joinList(methods)}, and can draw on ${joinList(resources)}.`,
      allies.length ? `It counts ${joinList(allies)} as a friend, and ${joinList(enemies)} as ${enemies.length > 1 ? "rivals" : "a rival"}.` : "",
    ].filter(Boolean).join(" ");
    const rep = ctx.text("reputation");
    const joining = `${ctx.text("recruitment")} To outsiders the ${type} is ${rep.charAt(0).toLowerCase()}${rep.slice(1).replace(/\.$/, "")}.`;
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
