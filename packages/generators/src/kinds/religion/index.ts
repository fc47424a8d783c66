// The religion generator: a faith with its deity or pantheon, cosmology and afterlife, texts,
// clergy, rites and holy days, symbols, tenets and taboos, sects and relation to the state.
import { defineGenerator } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import type { Rng } from "../../core/rng.js";
import { capitalise, joinList, sentence } from "../../core/text.js";
import { pickEntity, withLinks } from "../../core/world.js";
import * as W from "./words.js";

const options = { theism: enumOption("Theism", ["any", ...W.THEISMS] as const) };
const deity = (rng: Rng): string => rng.pick(W.DEITY_START) + rng.pick(W.DEITY_MID) + rng.pick(W.DEITY_END);
const lower = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
const items = (v: { type: string; items?: readonly string[] }): readonly string[] => (v.type === "list" && v.items ? v.items : []);
const COUNT: Record<W.Theism, number> = { monotheist: 1, polytheist: 4, animist: 3, dualist: 2, ancestor: 2 };

export const religion = defineGenerator({
  kind: "religion",
  // v2: the Name row comes first in the result fields.
  // v3: names and links saved entities of the world (output without a world is unchanged).
  version: 3,
  options,
  requiredFields: ["name", "theism", "pantheon", "cosmology", "afterlife", "texts", "clergy", "rites", "holyDays", "symbols", "tenets", "taboos", "sects", "state"],
  fields: [
    {
      key: "theism",
      label: "Theism",
      generate: ({ rng, options: o }) => {
        const t = o.theism === "any" ? rng.pick(W.THEISMS) : o.theism;
        return { type: "text", value: capitalise(t), meta: t };
      },
    },
    {
      key: "pantheon",
      label: "Pantheon or deity",
      dependsOn: ["theism"],
      generate: (ctx) => {
        const t = ctx.meta<string>("theism");
        const n = COUNT[(W.THEISMS as readonly string[]).includes(t ?? "") ? (t as W.Theism) : "polytheist"];
        const domains = ctx.rng.sample(W.DOMAINS, n * 2);
        const rows = Array.from({ length: n }, (_, i) => [deity(ctx.rng), `${capitalise(domains[i * 2] ?? "")} and ${domains[i * 2 + 1] ?? ""}`]);
        return { type: "table", columns: ["Name", "Domains"], rows };
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["pantheon"],
      generate: (ctx) => {
        const p = ctx.get("pantheon");
        const first = p.type === "table" ? (p.rows[0]?.[0] ?? deity(ctx.rng)) : deity(ctx.rng);
        return { type: "text", value: `The ${ctx.rng.pick(W.FAITH_ADJ)} ${ctx.rng.pick(W.FAITH_NOUN)} of ${first} the ${ctx.rng.pick(W.EPITHETS)}` };
      },
    },
    { key: "cosmology", label: "Cosmology", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.COSMOLOGY) }) },
    { key: "afterlife", label: "Afterlife", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.AFTERLIFE) }) },
    { key: "texts", label: "Sacred texts", generate: ({ rng }) => ({ type: "list", items: rng.sample(W.TEXTS, 2).map(capitalise) }) },
    { key: "clergy", label: "Clergy", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.CLERGY) }) },
    { key: "rites", label: "Rites", generate: ({ rng }) => ({ type: "list", items: rng.sample(W.RITES, 2).map(capitalise) }) },
    { key: "holyDays", label: "Holy days", generate: ({ rng }) => ({ type: "list", items: rng.sample(W.HOLY_DAYS, 2).map(capitalise) }) },
    { key: "symbols", label: "Symbols", generate: ({ rng }) => ({ type: "text", value: capitalise(rng.pick(W.SYMBOLS)) }) },
    { key: "tenets", label: "Tenets", generate: ({ rng }) => ({ type: "list", items: rng.sample(W.TENETS, 3) }) },
    { key: "taboos", label: "Taboos", generate: ({ rng }) => ({ type: "list", items: rng.sample(W.TABOOS, 2).map(capitalise) }) },
    { key: "sects", label: "Sects", generate: ({ rng }) => ({ type: "list", items: rng.sample(W.SECTS, 2).map(capitalise) }) },
    {
      key: "state",
      label: "Relation to the state",
      generate: (ctx) => {
        const gov = pickEntity(ctx.rng, ctx.world, "government");
        const s = ctx.rng.pick(W.STATE);
        return gov ? withLinks({ type: "text", value: `${s} So it stands in ${gov.name}.` }, [gov]) : { type: "text", value: s };
      },
    },
    { key: "character", label: "Character", generate: (ctx) => ({ type: "text", value: ctx.rng.pick(W.TONE[ctx.options.tone]) }) },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const p = ctx.get("pantheon");
    const gods = p.type === "table" ? p.rows.map((r) => `*${r[0] ?? ""}*, of ${lower(r[1] ?? "")}`) : [];
    const belief = [
      gods.length === 1 ? `The faith worships one god: ${gods[0] ?? ""}.` : `The faithful honour ${joinList(gods)}.`,
      ctx.text("cosmology"),
      ctx.text("afterlife"),
      `Its teachings are kept in ${joinList(items(ctx.get("texts")).map(lower))}.`,
    ].join(" ");
    const practice = [
      `${ctx.text("clergy")}. The faithful keep ${joinList(items(ctx.get("rites")).map(lower))}, and gather for ${joinList(items(ctx.get("holyDays")).map(lower))}.`,
      `Its sign is ${lower(ctx.text("symbols"))}. Its tenets: ${items(ctx.get("tenets")).join("; ")}. It forbids ${joinList(items(ctx.get("taboos")).map(lower))}.`,
      `It has split into ${joinList(items(ctx.get("sects")).map(lower))}. ${ctx.text("state")} ${ctx.text("character")}`,
    ].join(" ");
    return {
      name,
      summary: sentence(`${capitalise(ctx.text("theism").toLowerCase())} faith whose sign is ${lower(ctx.text("symbols"))}`),
      sections: [
        { title: "Belief", markdown: belief },
        { title: "Practice", markdown: practice },
      ],
      tags: [ctx.text("theism").toLowerCase(), "religion", ctx.options.setting],
    };
  },
});
