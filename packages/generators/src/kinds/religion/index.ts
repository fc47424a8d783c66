// The religion generator: a faith with its deity or pantheon, cosmology and afterlife, texts,
// clergy, rites and holy days, symbols, tenets and taboos, sects and relation to the state.
// The chief god's domain (domains.ts) decides its signs, rites, holy days, tenets and taboos;
// the setting decides where and how it is practised.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList, sentence } from "../../core/text.js";
import { pickEntity, withLinks } from "../../core/world.js";
import { DOMAIN, DOMAINS, type Domain, type DomainWords } from "./domains.js";
import * as W from "./words.js";

const options = { theism: enumOption("Theism", ["any", ...W.THEISMS] as const) };
type Ctx = FieldCtx<typeof options>;
const deity = (rng: Rng): string => rng.pick(W.DEITY_START) + rng.pick(W.DEITY_MID) + rng.pick(W.DEITY_END);
const lower = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
const items = (v: { type: string; items?: readonly string[] }): readonly string[] => (v.type === "list" && v.items ? v.items : []);
const COUNT: Record<W.Theism, number> = { monotheist: 1, polytheist: 4, animist: 3, dualist: 2, ancestor: 2 };
const isDomain = (d: unknown): d is Domain => typeof d === "string" && (DOMAINS as readonly string[]).includes(d);

function theism(ctx: Pick<Ctx, "meta" | "has">): W.Theism {
  const t = ctx.has("theism") ? ctx.meta<string>("theism") : undefined;
  return (W.THEISMS as readonly string[]).includes(t ?? "") ? (t as W.Theism) : "polytheist";
}
/** The pantheon's domains, chief first (from the pantheon's meta; a locked old value falls back to the harvest). */
function domains(ctx: Pick<Ctx, "meta" | "has">): readonly Domain[] {
  const m = ctx.has("pantheon") ? ctx.meta("pantheon") : undefined;
  const list = Array.isArray(m) ? m.filter(isDomain) : [];
  return list.length > 0 ? list : ["the harvest"];
}
const chief = (ctx: Pick<Ctx, "meta" | "has">): DomainWords => DOMAIN[domains(ctx)[0] as Domain];
/** A domain other than the chief: the pantheon's second god's, or another drawn from rng. */
function other(ctx: Pick<Ctx, "meta" | "has">, rng: Rng): DomainWords {
  const d = domains(ctx);
  return DOMAIN[d[1] ?? rng.pick(DOMAINS.filter((x) => x !== d[0]))];
}

export const religion = defineGenerator({
  kind: "religion",
  // v2: the Name row comes first in the result fields.
  // v3: names and links saved entities of the world (output without a world is unchanged).
  // v4: the chief god's domain decides signs, rites, holy days, tenets and taboos; the setting decides places, clergy, texts and standing; varied prose.
  // v5: a mythic world has its own shapes (a slain giant's body, the fates' loom), not the high-fantasy ones.
  version: 5,
  options,
  requiredFields: [
    "name",
    "theism",
    "pantheon",
    "cosmology",
    "afterlife",
    "texts",
    "clergy",
    "rites",
    "holyDays",
    "symbols",
    "tenets",
    "taboos",
    "sects",
    "state",
  ],
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
        const n = COUNT[theism(ctx)];
        const ds = ctx.rng.sample(DOMAINS, n);
        const rows = ds.map((d) => [deity(ctx.rng), `${capitalise(d)} and ${ctx.rng.pick(DOMAIN[d].kin)}`]);
        return { type: "table", columns: ["Name", "Domains"], rows, meta: ds };
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["pantheon"],
      generate: (ctx) => {
        const p = ctx.get("pantheon");
        const first = p.type === "table" ? (p.rows[0]?.[0] ?? deity(ctx.rng)) : deity(ctx.rng);
        return {
          type: "text",
          value: `The ${ctx.rng.pick(W.FAITH_ADJ)} ${ctx.rng.pick(W.FAITH_NOUN[ctx.options.setting])} of ${first} the ${ctx.rng.pick(chief(ctx).epithets)}`,
        };
      },
    },
    {
      key: "cosmology",
      label: "Cosmology",
      dependsOn: ["theism"],
      generate: (ctx) => {
        const shapes = W.NEW_SHAPES[ctx.options.setting] ?? W.WORLD_SHAPES;
        const opener = ctx.rng.pick(["The world is", "Creation is", "All that is, is", "Everything is", "The cosmos is", "Existence is"]);
        return { type: "text", value: `${opener} ${ctx.rng.pick(shapes)}, ${ctx.rng.pick(W.DIVINE_ROLES[theism(ctx)])}.` };
      },
    },
    {
      key: "afterlife",
      label: "Afterlife",
      generate: ({ rng }) => ({
        type: "text",
        value: `${rng.pick(["The dead", "Souls", "The departed", "The faithful dead", "All mortals"])} ${rng.pick(W.JOURNEYS)}; ${rng.pick(W.FATES)}.`,
      }),
    },
    {
      key: "texts",
      label: "Sacred texts",
      dependsOn: ["pantheon"],
      generate: (ctx) => {
        const forms = ctx.rng.sample(W.TEXT_FORMS[ctx.options.setting], 2);
        const p = ctx.get("pantheon");
        const god = p.type === "table" ? (p.rows[0]?.[0] ?? deity(ctx.rng)) : deity(ctx.rng);
        return { type: "list", items: [capitalise(fill(forms[0] ?? "", { x: god })), capitalise(fill(forms[1] ?? "", { x: deity(ctx.rng) }))] };
      },
    },
    {
      key: "clergy",
      label: "Clergy",
      generate: ({ rng, options: o }) => ({
        type: "text",
        value: `${capitalise(rng.pick(W.CLERGY_TITLES[o.setting]))} ${rng.pick(W.CLERGY_WAYS)} ${rng.pick(["and serve in", "and keep", "and tend", "and live in", "and guard"])} ${rng.pick(W.PLACES[o.setting])}`,
      }),
    },
    {
      key: "rites",
      label: "Rites",
      dependsOn: ["pantheon"],
      generate: (ctx) => ({ type: "list", items: [ctx.rng.pick(chief(ctx).rites), ctx.rng.pick(W.SETTING_RITES[ctx.options.setting])].map(capitalise) }),
    },
    {
      key: "holyDays",
      label: "Holy days",
      dependsOn: ["pantheon"],
      generate: (ctx) => {
        const when = ctx.rng.sample(W.TIMINGS[ctx.options.setting], 2);
        return {
          type: "list",
          items: [`${ctx.rng.pick(chief(ctx).holyDays)} ${when[0] ?? ""}`, `${ctx.rng.pick(other(ctx, ctx.rng).holyDays)} ${when[1] ?? ""}`].map((s) =>
            capitalise(s.trim()),
          ),
        };
      },
    },
    {
      key: "symbols",
      label: "Symbols",
      dependsOn: ["pantheon"],
      generate: (ctx) => ({ type: "text", value: capitalise(`${ctx.rng.pick(chief(ctx).symbols)}, ${ctx.rng.pick(W.SIGN_MEDIA[ctx.options.setting])}`) }),
    },
    {
      key: "tenets",
      label: "Tenets",
      dependsOn: ["pantheon"],
      generate: (ctx) => ({ type: "list", items: [...ctx.rng.sample(chief(ctx).tenets, 2), ctx.rng.pick(other(ctx, ctx.rng).tenets)] }),
    },
    {
      key: "taboos",
      label: "Taboos",
      dependsOn: ["pantheon"],
      generate: (ctx) => ({ type: "list", items: [ctx.rng.pick(chief(ctx).taboos), ctx.rng.pick(other(ctx, ctx.rng).taboos)].map(capitalise) }),
    },
    {
      key: "sects",
      label: "Sects",
      generate: ({ rng, options: o }) => {
        const nouns = rng.sample(W.SECT_NOUNS, 2);
        const ways = rng.sample(W.SECT_WAYS, 2);
        const places = rng.sample(W.PLACES[o.setting], 2);
        return { type: "list", items: nouns.map((n, i) => `The ${n} of the ${places[i] ?? ""}, who ${ways[i] ?? ""}`) };
      },
    },
    {
      key: "state",
      label: "Relation to the state",
      generate: (ctx) => {
        const gov = pickEntity(ctx.rng, ctx.world, "government");
        const s = ctx.rng.pick(W.STATE[ctx.options.setting]);
        return gov ? withLinks({ type: "text", value: `${s} So it stands in ${gov.name}.` }, [gov]) : { type: "text", value: s };
      },
    },
    { key: "character", label: "Character", generate: (ctx) => ({ type: "text", value: ctx.rng.pick(W.TONE[ctx.options.tone]) }) },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const p = ctx.get("pantheon");
    const gods = p.type === "table" ? p.rows.map((r) => `*${r[0] ?? ""}*, of ${lower(r[1] ?? "")}`) : [];
    const r = ctx.rng("section", "belief");
    const v = {
      gods: joinList(gods),
      texts: joinList(items(ctx.get("texts"))),
      rites: joinList(items(ctx.get("rites")).map(lower)),
      days: joinList(items(ctx.get("holyDays"))),
      sign: lower(ctx.text("symbols")),
      taboos: joinList(items(ctx.get("taboos")).map(lower)),
      sects: joinList(items(ctx.get("sects")).map(lower)),
    };
    const belief = [
      gods.length === 1
        ? fill(r.pick(["The faith worships one god: {gods}.", "One god only: {gods}.", "Its single god is {gods}."]), v)
        : fill(r.pick(["The faithful honour {gods}.", "Its gods: {gods}.", "Prayers go to {gods}.", "It names {gods}."]), v),
      ctx.text("cosmology"),
      ctx.text("afterlife"),
      fill(
        r.pick([
          "Its teachings fill {texts}.",
          "Scripture: {texts}.",
          "It reads {texts}.",
          "{Texts} hold its law.",
          "Its canon: {texts}.",
          "The faithful study {texts}.",
        ]),
        v,
      ),
    ].join(" ");
    const q = ctx.rng("section", "practice");
    const practice = [
      `${ctx.text("clergy")}.`,
      fill(
        q.pick([
          "The faithful keep {rites}; {days} gather them.",
          "Rites: {rites}. Feasts: {days}.",
          "Worship means {rites}; {days} are kept.",
          "{Days} aside, worship is {rites}.",
        ]),
        v,
      ),
      fill(q.pick(["Its sign is {sign}.", "Look for {sign}.", "The sign: {sign}."]), v),
      `${q.pick(["Its tenets:", "It teaches:", "Its law:", "Commandments:"])} ${items(ctx.get("tenets")).join("; ")}.`,
      fill(q.pick(["It forbids {taboos}.", "Forbidden: {taboos}.", "No one may risk {taboos}."]), v),
      fill(q.pick(["It has split into {sects}.", "Sects: {sects}.", "Its schisms produced {sects}."]), v),
      ctx.text("state"),
      ctx.text("character"),
    ].join(" ");
    return {
      name,
      summary: sentence(
        fill(
          ctx
            .rng("summary")
            .pick([
              "{Theism} faith whose sign is {sign}",
              "{A:theism} faith of {chief}",
              "A {count}-god faith of {chief}",
              "{A:theism} creed, marked by {sign}",
            ]),
          { theism: ctx.text("theism").toLowerCase(), sign: v.sign, chief: domains(ctx)[0] ?? "the harvest", count: String(gods.length) },
        ),
      ),
      sections: [
        { title: "Belief", markdown: belief },
        { title: "Practice", markdown: practice },
      ],
      tags: [ctx.text("theism").toLowerCase(), "religion", ctx.options.setting],
    };
  },
});
