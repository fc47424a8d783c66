// The government generator: a state's form, its ruler and their title, succession, legislature,
// courts, laws, army, taxes, stability, factions, neighbours and capital.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { capitalise, formatNumber, joinList, sentence } from "../../core/text.js";
import { linkFromWorld } from "../../core/world.js";
import * as W from "./words.js";

const options = {
  type: enumOption("Type", ["any", ...W.TYPES] as const),
  scale: enumOption("Scale", ["any", ...W.SCALES] as const),
};
type Ctx = FieldCtx<typeof options>;

function tw(ctx: Ctx): W.TypeWords {
  const t = ctx.meta<string>("type");
  return W.TYPE_WORDS[(W.TYPES as readonly string[]).includes(t ?? "") ? (t as W.GovType) : "monarchy"];
}
function scaleOf(ctx: Ctx): W.Scale {
  const s = ctx.meta<string>("scale");
  return (W.SCALES as readonly string[]).includes(s ?? "") ? (s as W.Scale) : "realm";
}
const land = (rng: Rng): string => rng.pick(W.NAME_START) + rng.pick(W.NAME_MID) + rng.pick(W.NAME_END);
const lower = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
const items = (v: { type: string; items?: readonly string[] }): readonly string[] => (v.type === "list" && v.items ? v.items : []);

export const government = defineGenerator({
  kind: "government",
  // v2: the Name row comes first in the result fields.
  version: 2,
  options,
  requiredFields: ["name", "type", "head", "succession", "legislature", "courts", "laws", "military", "taxation", "stability", "factions", "relations", "capital"],
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
      key: "scale",
      label: "Scale",
      generate: ({ rng, options: o }) => {
        const s = o.scale === "any" ? rng.pick(W.SCALES) : o.scale;
        return { type: "text", value: capitalise(s), meta: s };
      },
    },
    { key: "land", label: "Land", generate: ({ rng }) => ({ type: "text", value: land(rng) }) },
    {
      key: "name",
      label: "Name",
      dependsOn: ["land", "scale", "type"],
      generate: (ctx) => {
        const { rng } = ctx;
        const value = rng.weighted<() => string>([
          [() => `The ${rng.pick(W.SCALE_NOUN[scaleOf(ctx)])} of ${ctx.text("land")} and ${land(rng)}`, 1],
          [() => `The ${rng.pick(["Most Serene", "United", "Sovereign", "Holy", "Free", "Ancient", "Exalted"])} ${rng.pick(tw(ctx).noun)} of ${ctx.text("land")} and the ${rng.pick(W.REGIONS)}`, 1],
        ])();
        return { type: "text", value };
      },
    },
    {
      key: "head",
      label: "Head of state",
      dependsOn: ["type", "land"],
      generate: (ctx) => {
        const name = `${ctx.rng.pick(tw(ctx).titles)} ${ctx.rng.pick(W.GIVEN)} of ${land(ctx.stream("head-house"))}`;
        return linkFromWorld(ctx.rng, ctx.world, "character", () => ({ name }));
      },
    },
    { key: "succession", label: "Succession", dependsOn: ["type"], generate: (ctx) => ({ type: "text", value: ctx.rng.pick(tw(ctx).succession) }) },
    { key: "legislature", label: "Legislature", dependsOn: ["type"], generate: (ctx) => ({ type: "text", value: capitalise(ctx.rng.pick(tw(ctx).legislature)) }) },
    { key: "courts", label: "Courts", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.COURTS) }) },
    { key: "laws", label: "Notable laws", generate: ({ rng }) => ({ type: "list", items: rng.sample(W.LAWS, 3) }) },
    {
      key: "military",
      label: "Military",
      dependsOn: ["scale"],
      generate: (ctx) => {
        const mult = { city: 1, realm: 10, empire: 60 }[scaleOf(ctx)];
        return { type: "text", value: fill(ctx.rng.pick(W.MILITARY), { n: formatNumber(ctx.rng.int(3, 40) * 100 * mult) }) };
      },
    },
    { key: "taxation", label: "Taxation", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.TAX) }) },
    { key: "stability", label: "Stability", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.STABILITY) }) },
    {
      key: "factions",
      label: "Factions",
      generate: (ctx) => {
        const l = linkFromWorld(ctx.rng, ctx.world, "faction", (r) => ({ name: capitalise(r.pick(W.FACTIONS)) }));
        const other = capitalise(ctx.rng.pick(W.FACTIONS));
        return { type: "links", links: [...(l.type === "link" ? [l.link] : []), ...(l.type === "link" && l.link.name !== other ? [{ kind: "faction" as const, name: other }] : [])] };
      },
    },
    {
      key: "relations",
      label: "Foreign relations",
      generate: ({ rng }) => ({ type: "list", items: [0, 1].map(() => `${land(rng)}: ${rng.pick(W.RELATIONS)}`) }),
    },
    {
      key: "capital",
      label: "Capital",
      generate: (ctx) => linkFromWorld(ctx.rng, ctx.world, "location", (r) => ({ name: `${land(r)}${r.pick([" on the river", " by the sea", " in the hills", ""])}` })),
    },
    { key: "character", label: "Character", generate: (ctx) => ({ type: "text", value: ctx.rng.pick(W.TONE[ctx.options.tone]) }) },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const type = ctx.text("type").toLowerCase();
    const laws = items(ctx.get("laws"));
    const rel = items(ctx.get("relations"));
    const fv = ctx.get("factions");
    const factions = fv.type === "links" ? fv.links.map((l) => l.name) : [];
    const rule = [
      `${name} is ${type === "oligarchy" || type === "empire" ? "an" : "a"} ${type} ruled from ${ctx.text("capital")} by ${ctx.text("head")}.`,
      `${ctx.text("succession")}.`,
      `Laws are made by ${lower(ctx.text("legislature"))}. ${ctx.text("courts")}.`,
      `Among its notable laws: ${laws.map(lower).join("; ")}.`,
    ].join(" ");
    const power = [
      `${ctx.text("military")}. ${ctx.text("taxation")}.`,
      `The state is ${lower(ctx.text("stability"))}, and its politics turn on the rivalry of ${joinList(factions)}.`,
      `Abroad: ${rel.join("; ")}.`,
      ctx.text("character"),
    ].join(" ");
    return {
      name,
      summary: sentence(`${capitalise(ctx.text("scale").toLowerCase())}-sized ${type} ruled by ${ctx.text("head")}`),
      sections: [
        { title: "How it is ruled", markdown: rule },
        { title: "Power and its limits", markdown: power },
      ],
      tags: [type, ctx.text("scale").toLowerCase(), ctx.options.setting],
    };
  },
});
