// The religion generator: a faith with its deity or pantheon, cosmology and afterlife, texts,
// clergy, rites and holy days, symbols, tenets and taboos, sects and relation to the state.
// The chief god's domain (domains.ts) decides its signs, rites, holy days, tenets and taboos;
// the setting decides where and how it is practised.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { archetypeField, archetypeOf } from "../../core/archetype.js";
import { enumOption, type OptionValues } from "../../core/options.js";
import { midName, quantity, title } from "../../core/realise.js";
import type { Json } from "../../core/types.js";
import { languageFor, nameIn, parseLanguage, stockLanguage, type Language } from "../../systems/language/index.js";
import { cleanLanguage, cleanName } from "../location/names.js";
import { FAITH_ARCHETYPES, STANDING, type FaithArchetype } from "./archetypes.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList, sentence } from "../../core/text.js";
import { pickEntity, withLinks } from "../../core/world.js";
import { DOMAIN, DOMAINS, type Domain, type DomainWords } from "./domains.js";
import * as W from "./words.js";

const options = { theism: enumOption("Theism", ["any", ...W.THEISMS] as const) };
type Ctx = FieldCtx<typeof options>;
function lang(ctx: Pick<Ctx, "meta" | "has">): Language {
  return (ctx.has("language") ? parseLanguage(ctx.meta("language")) : undefined) ?? stockLanguage("religion-fallback");
}
/** A god's name in the faith's language. */
const deityIn = (language: Language, rng: Rng): string => cleanName(() => nameIn(language, rng, "deity"));
// "Twin" names only a dualist faith, "Ninefold" only one of many gods.
const FAITH_ADJ: Readonly<Record<W.Theism, readonly string[]>> = {
  monotheist: W.FAITH_ADJ.filter((a) => a !== "Twin" && a !== "Ninefold"),
  polytheist: W.FAITH_ADJ.filter((a) => a !== "Twin"),
  animist: W.FAITH_ADJ.filter((a) => a !== "Twin"),
  dualist: W.FAITH_ADJ.filter((a) => a !== "Ninefold"),
  ancestor: W.FAITH_ADJ.filter((a) => a !== "Twin" && a !== "Ninefold"),
};
// No kings or crowns in a science-fiction hereafter.
const FATES_SF = W.FATES.filter((f) => !/\b(?:kings?|queens?|crowns?|knights?|castles?|peasants?)\b/.test(f));
const faith = (ctx: Pick<Ctx, "meta" | "text">): FaithArchetype => archetypeOf(ctx, FAITH_ARCHETYPES);
const firstGod = (ctx: Pick<Ctx, "get" | "meta" | "has">, rng: Rng): string => {
  const p = ctx.get("pantheon");
  return p.type === "table" ? (p.rows[0]?.[0] ?? deityIn(lang(ctx), rng)) : deityIn(lang(ctx), rng);
};
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

/** Where its clergy and sects gather: a faith that is not established keeps no cathedrals or capital basilicas. */
const GRAND = /\b(?:cathedrals?|basilicas?|capital|castle|palace|first-city)\b/;
function placesFor(ctx: Pick<FieldCtx<typeof options>, "meta" | "text" | "options">): readonly string[] {
  const all = W.PLACES[ctx.options.setting];
  if (faith(ctx).stance === "established") return all;
  const out = all.filter((p) => !GRAND.test(p));
  return out.length >= 2 ? out : all;
}
export const religion = defineGenerator({
  kind: "religion",
  // v2: the Name row comes first in the result fields.
  // v3: names and links saved entities of the world (output without a world is unchanged).
  // v4: the chief god's domain decides signs, rites, holy days, tenets and taboos; the setting decides places, clergy, texts and standing; varied prose.
  // v5: a mythic world has its own shapes (a slain giant's body, the fates' loom), not the high-fantasy ones.
  // v6: an archetype (harvest church, judge of the dead, mystery cult, ancestor halls …) fixes theism, the chief god's domain and the faith's standing; gods named in the world's language; titles of texts in italics.
  // v7: prose frames fit their slots (no "keep keeping", no "; and", no label notes, tenets lower-cased, god lists in parentheses, an article in the summary); animist and ancestor faiths honour spirits and forebears, not gods; closers name the faith's own clergy; sects each a sentence; a faith that is not established keeps no cathedrals or capital basilicas. Also: a sect way reworded (no recurring 8-word run).
  version: 7,
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
    archetypeField<FaithArchetype, OptionValues<typeof options>>({
      table: (ctx) => (ctx.options.theism === "any" ? FAITH_ARCHETYPES : FAITH_ARCHETYPES.filter((a) => a.theism === ctx.options.theism)),
      fits: {
        theism: (a, v) => v.type === "text" && v.value.toLowerCase() === a.theism,
        pantheon: (a, v) => Array.isArray(v.meta) && a.chief.includes(v.meta[0] as Domain),
      },
    }),
    {
      key: "theism",
      label: "Theism",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const t = faith(ctx).theism;
        return { type: "text", value: capitalise(t), meta: t };
      },
    },
    {
      key: "language",
      label: "Language",
      generate: ({ rng, world }) => {
        const { language, link } = cleanLanguage(() => languageFor(world, rng));
        return { type: "link", link, meta: language as unknown as Json };
      },
    },
    {
      key: "pantheon",
      label: "Pantheon or deity",
      dependsOn: ["theism", "archetype", "language"],
      generate: (ctx) => {
        const n = COUNT[theism(ctx)];
        const head = ctx.rng.pick(faith(ctx).chief);
        const ds = [
          head,
          ...ctx.rng.sample(
            DOMAINS.filter((d) => d !== head),
            n - 1,
          ),
        ];
        const language = lang(ctx);
        const rows = ds.map((d) => [deityIn(language, ctx.rng), `${capitalise(d)} and ${ctx.rng.pick(DOMAIN[d].kin)}`]);
        return { type: "table", columns: ["Name", "Domains"], rows, meta: ds };
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["pantheon", "theism"],
      generate: (ctx) => {
        const first = firstGod(ctx, ctx.rng);
        return {
          type: "text",
          value: `The ${ctx.rng.pick(FAITH_ADJ[theism(ctx)])} ${ctx.rng.pick(W.FAITH_NOUN[ctx.options.setting])} of ${first} the ${ctx.rng.pick(chief(ctx).epithets)}`,
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
      generate: ({ rng, options: o }) => ({
        type: "text",
        value: `${rng.pick(["The dead", "Souls", "The departed", "The faithful dead", "All mortals"])} ${rng.pick(W.JOURNEYS)}; ${rng.pick(o.setting === "science-fiction" ? FATES_SF : W.FATES)}.`,
      }),
    },
    {
      key: "texts",
      label: "Sacred texts",
      dependsOn: ["pantheon"],
      generate: (ctx) => {
        const forms = ctx.rng.sample(W.TEXT_FORMS[ctx.options.setting], 2);
        const p = ctx.get("pantheon");
        const god = firstGod(ctx, ctx.rng);
        const second = p.type === "table" && p.rows.length > 1 ? (p.rows[1]?.[0] ?? god) : god;
        return { type: "list", items: [capitalise(fill(forms[0] ?? "", { x: god })), capitalise(fill(forms[1] ?? "", { x: second }))] };
      },
    },
    {
      key: "clergy",
      label: "Clergy",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const { rng, options: o } = ctx;
        const title = rng.pick(W.CLERGY_TITLES[o.setting]);
        return {
          type: "text",
          value: `${capitalise(title)} ${rng.pick(W.CLERGY_WAYS)} ${rng.pick(["and serve in", "and keep", "and tend", "and live in", "and guard"])} ${rng.pick(placesFor(ctx))}`,
          meta: { title },
        };
      },
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
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const { rng } = ctx;
        const nouns = rng.sample(W.SECT_NOUNS, 2);
        const ways = rng.sample(W.SECT_WAYS, 2);
        const places = rng.sample(placesFor(ctx), 2);
        return { type: "list", items: nouns.map((n, i) => `The ${n} of the ${places[i] ?? ""}, who ${ways[i] ?? ""}`) };
      },
    },
    {
      key: "state",
      label: "Relation to the state",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const gov = pickEntity(ctx.rng, ctx.world, "government");
        const s = ctx.rng.pick(STANDING[ctx.options.setting][faith(ctx).stance]);
        return gov ? withLinks({ type: "text", value: `${s} So it stands in ${gov.name}.` }, [gov]) : { type: "text", value: s };
      },
    },
    {
      key: "character",
      label: "Character",
      dependsOn: ["clergy"],
      generate: (ctx) => {
        // The closing line names this faith's own clergy, not "priests" in every faith.
        const m = ctx.meta<{ title?: string }>("clergy");
        const clergy = typeof m?.title === "string" ? m.title : "clergy";
        return { type: "text", value: fill(ctx.rng.pick(W.TONE[ctx.options.tone]), { clergy }) };
      },
    },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const p = ctx.get("pantheon");
    const gods = p.type === "table" ? p.rows.map((r) => `*${r[0] ?? ""}* (${lower(r[1] ?? "")})`) : [];
    const theism = ctx.meta<string>("theism") ?? "";
    const sectList = items(ctx.get("sects")).map(lower);
    const nTexts = items(ctx.get("texts")).length;
    const r = ctx.rng("section", "belief");
    const v = {
      gods: joinList(gods),
      texts: joinList(items(ctx.get("texts")).map(title)),
      rites: joinList(items(ctx.get("rites")).map(lower)),
      days: joinList(items(ctx.get("holyDays")).map(midName)),
      sign: lower(ctx.text("symbols")),
      taboos: joinList(items(ctx.get("taboos")).map(lower)),
      taboosOr: joinList(items(ctx.get("taboos")).map(lower), "or"),
      sects: sectList[0] ?? "",
      sect2: sectList[1] ? capitalise(sectList[1]) : "",
    };
    const belief = [
      gods.length === 1
        ? fill(r.pick(["The faith worships one god: {gods}.", "One god only: {gods}.", "Its single god is {gods}."]), v)
        : theism === "animist"
          ? fill(
              r.pick([
                "Its spirits include {gods}.",
                "Spirits of place rule it; the greatest are {gods}.",
                "The land's spirits come first: {gods}.",
                "It courts the spirits {gods}.",
              ]),
              v,
            )
          : theism === "ancestor"
            ? fill(
                r.pick([
                  "Its honoured dead include {gods}.",
                  "The line's first dead are {gods}.",
                  "It reveres the founders {gods}.",
                  "Its forebears {gods} are still fed.",
                ]),
                v,
              )
            : fill(r.pick(["The faithful honour {gods}.", "Its gods are {gods}.", "Prayers go to {gods}.", "It names its gods {gods}."]), v),
      ctx.text("cosmology"),
      ctx.text("afterlife"),
      fill(
        r.pick([
          "Its teachings fill {texts}.",
          nTexts > 1 ? "Its scriptures are {texts}." : "Its scripture is {texts}.",
          "Its teachers quote {texts}.",
          "The faithful study {texts}.",
        ]),
        v,
      ),
      ctx.text("character"),
    ].join(" ");
    const q = ctx.rng("section", "practice");
    const practice = [
      `${ctx.text("clergy")}.`,
      ...q.shuffle([
        fill(
          q.pick([
            "Its rites are {rites}; {days} bring crowds.",
            "Worship means {rites}, and the year turns on {days}.",
            "Devotion here is {rites}; the faithful gather for {days}.",
            "Worship means {rites}; {days} draw the faithful.",
          ]),
          v,
        ),
        fill(q.pick(["Its sign is {sign}.", "Look for {sign}.", "Its shrines bear {sign}."]), v),
        `${q.pick(["Its commandments are short:", "Believers are told:", "Its teachers repeat:", "It asks three things:", "Its creed runs:", "Converts learn:"])} ${items(ctx.get("tenets")).map(lower).join("; ")}.`,
        fill(q.pick(["It forbids {taboos}.", "No one may risk {taboosOr}.", "The faithful shun {taboos}."]), v),
      ]),
      ctx.text("state"),
      v.sects
        ? fill(
            q.pick([
              "Its schisms produced {sects}.",
              "A breakaway branch calls itself {sects}.",
              "Among its sects are {sects}.",
              "Dissent gave rise to {sects}.",
              "Its first schism made {sects}.",
            ]),
            v,
          )
        : "",
      v.sect2 ? fill(q.pick(["{Sect2}, split off later.", "{Sect2}, broke away too.", "{Sect2}, followed them out."]), v) : "",
    ]
      .filter(Boolean)
      .join(" ");
    return {
      name,
      summary: sentence(
        fill(
          ctx
            .rng("summary")
            .pick([
              "{A:theism} faith whose sign is {sign}",
              "{A:theism} faith of {chief}",
              gods.length > 1 ? "A faith of {count} under {god}, lord of {chief}" : "A faith of one god, {god}, keeper of {chief}",
              "{A:theism} creed, marked by {sign}",
            ]),
          {
            theism: ctx.text("theism").toLowerCase(),
            sign: v.sign,
            chief: domains(ctx)[0] ?? "the harvest",
            count: quantity(gods.length, "god", { words: true }),
            god: `*${firstGod(ctx, ctx.rng("summary", "god"))}*`,
          },
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
