// The location generator: a settlement, ruin or wild place with region, people, rulers,
// economy, landmarks, districts or zones, history, dangers, rumours and its sensory feel.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { roundTo } from "../../core/int.js";
import { enumOption } from "../../core/options.js";
import { fill } from "../../core/template.js";
import { capitalise, formatNumber, joinList, withArticle } from "../../core/text.js";
import type { Json } from "../../core/types.js";
import { entityLink, pickEntity } from "../../core/world.js";
import { languageFor, nameIn, parseLanguage, stockLanguage, type Language } from "../../systems/language/index.js";
import * as W from "./words.js";

const SIZES = ["any", "small", "medium", "large"] as const;
const options = { type: enumOption("Type", ["any", ...W.TYPES] as const), size: enumOption("Size", SIZES) };
type Ctx = FieldCtx<typeof options>;

function lang(ctx: Pick<Ctx, "meta" | "has">): Language {
  return (ctx.has("language") ? parseLanguage(ctx.meta("language")) : undefined) ?? stockLanguage("location-fallback");
}

function locType(ctx: Pick<Ctx, "text">): W.LocType {
  const t = ctx.text("type");
  return (W.TYPES as readonly string[]).includes(t) ? (t as W.LocType) : "town";
}

function settled(ctx: Pick<Ctx, "text">): boolean {
  return W.SETTLED.includes(locType(ctx));
}

export const location = defineGenerator({
  kind: "location",
  // v2: fewer long vowels in names; ports lie on coasts.
  // v3: invented words are never spelled like an English function word ("An", "They", "The").
  version: 3,
  options,
  requiredFields: ["name", "type", "region", "population", "ruler", "economy", "landmarks", "districts", "history", "dangers", "rumours", "senses"],
  fields: [
    {
      key: "type",
      label: "Type",
      generate: ({ rng, options: o }) => ({ type: "text", value: o.type === "any" ? rng.weighted([["city", 2], ["town", 3], ["village", 3], ["port", 2], ["fortress", 1], ["ruin", 2], ["dungeon", 1], ["wilds", 1]] as const) : o.type }),
    },
    {
      key: "language",
      label: "Language",
      generate: ({ rng, world }) => {
        const { language, link } = languageFor(world, rng);
        return { type: "link", link, meta: language as unknown as Json };
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["language", "type"],
      generate: (ctx) => {
        const base = nameIn(lang(ctx), ctx.rng, "place");
        const t = locType(ctx);
        const forms = t === "ruin" ? ["Ruins of {n}", "Old {n}", "{n}"] : t === "dungeon" ? ["The Vaults of {n}", "The Pit of {n}", "{n} Deeps"] : t === "wilds" ? ["The {n} Wilds", "{n} Moor", "The {n} Reach"] : t === "fortress" ? ["Fort {n}", "{n} Keep", "{n}"] : ["{n}", "{n}", "{n}"];
        return { type: "text", value: fill(ctx.rng.pick(forms), { n: base }) };
      },
    },
    {
      key: "region",
      label: "Region and climate",
      dependsOn: ["type"],
      generate: (ctx) => {
        const { rng, world } = ctx;
        const parent = pickEntity(rng, world, "location");
        const regions = ctx.text("type") === "port" ? W.COASTAL_REGIONS : W.REGIONS;
        const where = parent ? `near ${parent.name}, ${rng.pick(regions)}` : capitalise(rng.pick(regions));
        return { type: "text", value: `${capitalise(where)}; the climate is ${rng.pick(W.CLIMATES)}` };
      },
    },
    {
      key: "population",
      label: "Population",
      dependsOn: ["type"],
      generate: (ctx) => {
        const [lo, hi] = W.SIZE_POP[locType(ctx)];
        const s = ctx.options.size;
        const span = hi - lo;
        const [a, b] = s === "small" ? [lo, lo + span / 5] : s === "medium" ? [lo + span / 5, lo + span / 2] : s === "large" ? [lo + span / 2, hi] : [lo, hi];
        const n = roundTo(ctx.rng.int(roundTo(a, 1), roundTo(b, 1)), hi > 1000 ? 10 : 1);
        const text = n === 0 ? "Uninhabited, save for whatever lairs there" : `About ${formatNumber(n)} ${n === 1 ? "soul" : "souls"}${settled(ctx) ? "" : ", most of them squatters, hermits or worse"}`;
        return { type: "number", value: n, unit: "people", text };
      },
    },
    {
      key: "ruler",
      label: "Ruler or government",
      dependsOn: ["type", "language"],
      generate: (ctx) => {
        const gov = pickEntity(ctx.rng, ctx.world, "government") ?? pickEntity(ctx.rng, ctx.world, "faction");
        if (gov) return { type: "link", link: entityLink(gov) };
        if (!settled(ctx)) return { type: "text", value: ctx.rng.pick(["No one; the last lord's line died out", "Whoever holds the old gate this season", "A bandit chief who calls herself queen", "Nominally the crown, in practice no one"]) };
        const title = ctx.rng.pick(W.RULER_TITLES[ctx.options.setting]);
        return /Council|Board|Assembly|Guild|Parliament/.test(title) ? { type: "text", value: `The ${title}` } : { type: "text", value: `${title} ${nameIn(lang(ctx), ctx.rng, "person")}` };
      },
    },
    {
      key: "economy",
      label: "Economy",
      dependsOn: ["type"],
      generate: (ctx) => ({ type: "list", items: ctx.rng.sample(W.ECONOMY[locType(ctx)], 2).map(capitalise) }),
    },
    {
      key: "landmarks",
      label: "Landmarks",
      generate: ({ rng }) => ({
        type: "list",
        items: rng.sample(W.LANDMARKS, 3).map(([what, detail]) => {
          const vars = { adj: rng.pick(W.LANDMARK_ADJ), detail: rng.pick(W.DETAILS), detail2: rng.pick(W.DETAILS2), bells: rng.pick(W.BELLS), well: rng.pick(W.WELLS), inn: rng.pick(W.INNS) };
          return capitalise(`${fill(what, vars)}, ${fill(detail, vars)}`);
        }),
      }),
    },
    {
      key: "districts",
      label: "Districts or zones",
      dependsOn: ["type"],
      generate: (ctx) => ({ type: "list", items: ctx.rng.sample(settled(ctx) ? W.DISTRICTS : W.ZONES, ctx.rng.int(3, 5)).map(capitalise) }),
    },
    {
      key: "history",
      label: "History",
      generate: ({ rng }) => {
        const years = rng.int(80, 1400);
        const found = fill(rng.pick(W.HISTORY), { years, founders: rng.pick(W.FOUNDERS), why: rng.pick(W.WHY), why2: rng.pick(W.WHY2) });
        const ago = `${rng.int(2, 9) * 10} years ago`;
        return { type: "text", value: `${found} ${fill(rng.pick(W.TURNS), { ago })}` };
      },
    },
    { key: "dangers", label: "Dangers", generate: ({ rng }) => ({ type: "list", items: rng.sample(W.DANGERS, 2).map(capitalise) }) },
    {
      key: "rumours",
      label: "Rumours and hooks",
      generate: ({ rng, options: o }) => ({ type: "list", items: rng.sample(W.RUMOURS, 3).map((r) => fill(r, { ruler: rng.pick(W.RULER_TITLES[o.setting]).toLowerCase() })) }),
    },
    {
      key: "senses",
      label: "Sights, sounds and smells",
      generate: ({ rng }) => ({ type: "pairs", pairs: [{ label: "Sights", value: rng.pick(W.SIGHTS) }, { label: "Sounds", value: rng.pick(W.SOUNDS) }, { label: "Smells", value: rng.pick(W.SMELLS) }] }),
    },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const type = ctx.text("type");
    const r = ctx.rng("prose");
    const list = (k: string) => {
      const v = ctx.get(k);
      return v.type === "list" ? v.items : [];
    };
    const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
    const sense = ctx.get("senses");
    const s = (label: string) => (sense.type === "pairs" ? (sense.pairs.find((p) => p.label === label)?.value ?? "") : "");
    const region = ctx.text("region");
    const summary = `${name} is ${withArticle(type)} ${lower(region.split(";")[0] ?? region)}, known for ${lower(list("landmarks")[0]?.split(",")[0] ?? "its stubborn people")}.`;
    const arrival = [
      fill(r.pick(["Travellers smell {smell} long before they see {name}.", "The first thing visitors notice about {name} is {sight}.", "{Name} announces itself with {sound}."]), { name, smell: s("Smells"), sight: s("Sights"), sound: s("Sounds") }),
      `${capitalise(region)}.`,
      `${ctx.text("population")}. ${settled({ text: () => type }) ? `Power rests with ${ctx.text("ruler")}, and the wealth comes from ${joinList(list("economy").map(lower))}.` : `Nominal authority: ${lower(ctx.text("ruler"))}. What little trade there is comes from ${joinList(list("economy").map(lower))}.`}`,
    ].join(" ");
    const places = [`Notable sights:`, "", ...list("landmarks").map((l) => `- ${l}.`), "", `${settled({ text: () => type }) ? "Its districts" : "Its parts"} include ${joinList(list("districts").map(lower))}.`].join("\n");
    const past = `${ctx.text("history")} ${r.pick(["Locals still argue about which version is true.", "Every schoolchild can recite the founding story.", "Few outsiders know any of this."])}`;
    const trouble = [`Visitors should beware of ${joinList(list("dangers").map(lower))}.`, "", "Rumours going around:", "", ...list("rumours").map((x) => `- ${x}`)].join("\n");
    return {
      name,
      summary,
      sections: [
        { title: "Arrival", markdown: arrival },
        { title: "Places of note", markdown: places },
        { title: "History", markdown: past },
        { title: "Dangers and rumours", markdown: trouble },
      ],
      tags: ["location", type, ctx.options.setting],
    };
  },
});
