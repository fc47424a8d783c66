// The bloodline generator: a house with founder, origin of its gift, inherited traits and their
// price, notable members, seat, heraldry, feuds and present standing.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList, sentence } from "../../core/text.js";
import { linkFromWorld } from "../../core/world.js";
import * as W from "./words.js";

const options = { prestige: enumOption("Prestige", ["any", ...W.PRESTIGE] as const) };
type Ctx = FieldCtx<typeof options>;

function prestigeOf(ctx: Ctx): W.Prestige {
  const s = ctx.meta<string>("prestige");
  return (W.PRESTIGE as readonly string[]).includes(s ?? "") ? (s as W.Prestige) : "noble";
}
const house = (rng: Rng): string => rng.pick(W.HOUSE_START) + rng.pick(W.HOUSE_MID) + rng.pick(W.HOUSE_END);
const lower = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

export const bloodline = defineGenerator({
  kind: "bloodline",
  // v2: the Name row comes first in the result fields.
  version: 2,
  options,
  requiredFields: ["name", "founder", "origin", "gifts", "manifestation", "weakness", "members", "seat", "heraldry", "feuds", "standing"],
  fields: [
    {
      key: "prestige",
      label: "Prestige",
      generate: ({ rng, options: o }) => {
        const p = o.prestige === "any" ? rng.pick(W.PRESTIGE) : o.prestige;
        return { type: "text", value: capitalise(p), meta: p };
      },
    },
    { key: "family", label: "Family name", generate: ({ rng }) => ({ type: "text", value: house(rng) }) },
    {
      key: "name",
      label: "House name",
      dependsOn: ["family"],
      generate: ({ rng, text }) => ({ type: "text", value: `House ${text("family")} of ${house(rng)}` }),
    },
    {
      key: "founder",
      label: "Founder",
      dependsOn: ["family"],
      generate: (ctx) => {
        const name = `${ctx.rng.pick(W.FOUNDER_GIVEN)} ${ctx.text("family")} ${ctx.rng.pick(W.FOUNDER_EPITHET)}`;
        return linkFromWorld(ctx.rng, ctx.world, "character", () => ({ name }));
      },
    },
    { key: "origin", label: "Origin", dependsOn: ["founder"], generate: (ctx) => ({ type: "text", value: fill(ctx.rng.pick(W.ORIGIN), { founder: ctx.text("founder") }) }) },
    { key: "gifts", label: "Inherited gifts", generate: (ctx) => ({ type: "list", items: ctx.rng.sample(W.GIFTS[ctx.options.setting], 2).map(capitalise) }) },
    {
      key: "manifestation",
      label: "Age of manifestation",
      generate: ({ rng }) => {
        const n = rng.int(6, 21);
        return { type: "number", value: n, unit: "years", text: `Around the age of ${n}` };
      },
    },
    { key: "weakness", label: "Weakness", generate: ({ rng }) => ({ type: "text", value: capitalise(rng.pick(W.WEAKNESS)) }) },
    {
      key: "members",
      label: "Notable members",
      dependsOn: ["family"],
      generate: (ctx) => ({
        type: "list",
        items: ctx.rng.sample(W.MEMBER_ROLES, 3).map((role) => `${ctx.rng.pick(W.FOUNDER_GIVEN)} ${ctx.text("family")}, ${role}`),
      }),
    },
    {
      key: "seat",
      label: "Seat",
      generate: (ctx) => {
        const name = `${capitalise(ctx.rng.pick(W.SEAT[ctx.options.setting]))} at ${house(ctx.rng)}`;
        return linkFromWorld(ctx.rng, ctx.world, "location", () => ({ name }));
      },
    },
    {
      key: "heraldry",
      label: "Heraldry",
      generate: ({ rng }) => {
        const [a, b] = rng.sample(W.TINCTURE, 2);
        return { type: "text", value: `${capitalise(rng.pick(W.CHARGE))} ${b ?? "or"} on a field of ${a ?? "azure"}` };
      },
    },
    {
      key: "feuds",
      label: "Feuds",
      generate: (ctx) => {
        const l = linkFromWorld(ctx.rng, ctx.world, "bloodline", (r) => ({ name: `House ${house(r)}` }));
        return { type: "links", links: l.type === "link" ? [l.link] : [] };
      },
    },
    { key: "standing", label: "Present standing", dependsOn: ["prestige"], generate: (ctx) => ({ type: "text", value: ctx.rng.pick(W.STANDING[prestigeOf(ctx)]) }) },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const g = ctx.get("gifts");
    const gifts = g.type === "list" ? g.items.map(lower) : [];
    const m = ctx.get("members");
    const members = m.type === "list" ? m.items : [];
    const feuds = ctx.text("feuds");
    const blood = [
      ctx.text("origin"),
      `Those of the blood show ${joinList(gifts)}, usually ${lower(ctx.text("manifestation"))}.`,
      `The gift has its price: ${lower(ctx.text("weakness"))}.`,
    ].join(" ");
    const house = [
      `The house holds ${lower(ctx.text("seat"))}, and bears ${lower(ctx.text("heraldry"))}.`,
      `Among its remembered members are ${joinList(members)}.`,
      feuds ? `Its oldest feud is with ${feuds}, and neither side remembers how it began.` : "",
      ctx.text("standing"),
    ].filter(Boolean).join(" ");
    return {
      name,
      summary: sentence(`${capitalise(ctx.text("prestige").toLowerCase())} bloodline founded by ${ctx.text("founder")}, whose heirs inherit ${gifts[0] ?? "a strange gift"}`),
      sections: [
        { title: "The blood and its gift", markdown: blood },
        { title: "The house today", markdown: house },
      ],
      tags: [ctx.text("prestige").toLowerCase(), "bloodline", ctx.options.setting],
    };
  },
});
