// The lore generator: a myth, legend, folk tale or history, told in full with its origins and truth.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import { PRONOUNS, type PronounId } from "../../core/pronouns.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { capitalise, ordinal, sentence } from "../../core/text.js";
import type { Json, LinkValue } from "../../core/types.js";
import { tell, tellOne } from "../../core/phrases/alternation.js";
import { forSetting } from "../../core/phrases/setting-pools.js";
import { linkFromWorld } from "../../core/world.js";
import { languageFor, nameIn, parseLanguage, stockLanguage, type Language } from "../../systems/language/index.js";
import * as T from "./tale.js";
import * as W from "./words.js";
import * as O from "./words-old.js";
import { BOON_WORDS_BY, FOE_WORDS_BY, HELPER_WORDS_BY } from "./words-titles.js";

const options = { type: enumOption("Type", ["any", ...W.TYPES] as const) };
type Ctx = FieldCtx<typeof options>;

function lang(ctx: Ctx): Language {
  return (ctx.has("language") ? parseLanguage(ctx.meta("language")) : undefined) ?? stockLanguage("lore-fallback");
}

// The language system never coins a lone "A"/"An" (see systems/language/function-words.ts).
function personName(ctx: Ctx, rng: Rng, gender?: "female" | "male" | "neutral"): string {
  return nameIn(lang(ctx), rng, "person", gender);
}

function loreType(ctx: Ctx): W.LoreType {
  const t = ctx.text("type");
  return (W.TYPES as readonly string[]).includes(t) ? (t as W.LoreType) : "legend";
}

interface Cast {
  hero: string;
  pronoun: PronounId;
  place: string;
  foe: string;
  boon: string;
  helper: string;
  role: string;
}

function cast(ctx: Ctx): Cast {
  const f = ctx.get("figures");
  const hero = f.type === "links" && f.links[0] ? f.links[0].name : "the hero";
  const m = ctx.meta<{ pronoun?: string; role?: string; helper?: string }>("figures");
  const pronoun = (["he", "she", "they"] as const).find((p) => p === m?.pronoun) ?? "they";
  return {
    hero,
    pronoun,
    place: ctx.text("region"),
    foe: ctx.text("foe"),
    boon: ctx.text("boon"),
    helper: typeof m?.helper === "string" ? m.helper : "old hermit",
    role: typeof m?.role === "string" ? m.role : "shepherd",
  };
}

// Extra variables go last: Node 20's V8 takes a slow path (~1 µs) when properties follow a
// spread (`{ ...vars(c), ...more }`), not when the spread comes last.
function vars(c: Cast, extra: Record<string, string> = {}) {
  return { hero: c.hero, place: c.place, foe: c.foe, boon: c.boon, helper: c.helper, role: c.role, ...extra };
}

export const lore = defineGenerator({
  kind: "lore",
  // v3: invented words are never spelled like an English function word ("An", "They", "The").
  // v4: a bargain's price is always paid in the tale; the eastern variant swaps the hero's sex.
  // v5: without a saved language (or calendar) one of a fixed pool of stock ones is drawn, built once and shared (faster).
  // v6: pronunciations of consonant clusters are read digraph first (/ʃn/, /θr/, /xr/, /ŋk/, not /shn/, /thr/, /khr/, /ngk/).
  // v7: tale, origins, variants and truth composed from setting-family pools and varied frames (no fixed sentences recur).
  // v8: dark fantasy, steampunk and mythic tell their own tales (harms, helpers, roles, tellers, variants, history); title words and the truth's scholars and finds by setting.
  // v9: names in the language system keep to a length per sound (no word over 14 letters) and never write a letter or syllable three times running.
  version: 9,
  options,
  requiredFields: ["title", "type", "tale", "origin", "moral", "figures", "variants", "truth"],
  fields: [
    {
      key: "language",
      label: "Language",
      generate: ({ rng, world }) => {
        const { language, link } = languageFor(world, rng);
        return { type: "link", link, meta: language as unknown as Json };
      },
    },
    { key: "type", label: "Type", generate: ({ rng, options: o }) => ({ type: "text", value: o.type === "any" ? rng.pick(W.TYPES) : o.type }) },
    {
      key: "region",
      label: "Region",
      dependsOn: ["language"],
      generate: (ctx) => {
        const v = linkFromWorld(ctx.rng, ctx.world, "location", (r) => ({ name: nameIn(lang(ctx), r, "place") }));
        return v.type === "link"
          ? { type: "text", value: v.link.name, meta: v.link as unknown as Json }
          : { type: "text", value: nameIn(lang(ctx), ctx.rng, "place") };
      },
    },
    {
      key: "figures",
      label: "Figures",
      dependsOn: ["language"],
      generate: (ctx) => {
        const { rng } = ctx;
        const pronoun = rng.pick(["he", "she", "they"] as const);
        const gender = pronoun === "he" ? "male" : pronoun === "she" ? "female" : "neutral";
        const links: LinkValue[] = [];
        const first = linkFromWorld(ctx.stream("hero"), ctx.world, "character", (r) => ({ name: personName(ctx, r, gender) }));
        if (first.type === "link") links.push(first.link);
        const extra = rng.int(1, 2);
        for (let i = 0; i < extra; i++) {
          const n = personName(ctx, ctx.stream(`f${i}`));
          if (!links.some((l) => l.name === n)) links.push({ kind: "character", name: n });
        }
        const st = ctx.options.setting;
        return {
          type: "links",
          links,
          meta: { pronoun, role: rng.pick(forSetting(st, T.ROLES, O.ROLES_OLD)), helper: rng.pick(forSetting(st, T.HELPERS, O.HELPERS_OLD)) },
        };
      },
    },
    { key: "foe", label: "Adversary", generate: ({ rng, options: o }) => ({ type: "text", value: rng.pick(W.FOES[o.setting]) }) },
    { key: "boon", label: "Prize", generate: ({ rng, options: o }) => ({ type: "text", value: rng.pick(W.BOONS[o.setting]) }) },
    {
      key: "title",
      label: "Title",
      dependsOn: ["type", "figures", "region"],
      generate: (ctx) => {
        const c = cast(ctx);
        const { rng } = ctx;
        return {
          type: "text",
          value: fill(rng.pick(W.TITLE_FORMS[loreType(ctx)]), {
            hero: c.hero,
            place: c.place,
            Foeword: rng.pick(FOE_WORDS_BY[ctx.options.setting]),
            Boonword: rng.pick(BOON_WORDS_BY[ctx.options.setting]),
            Helperword: rng.pick(HELPER_WORDS_BY[ctx.options.setting]),
          }),
        };
      },
    },
    {
      key: "tale",
      label: "The tale",
      dependsOn: ["type", "figures", "region", "foe", "boon"],
      generate: (ctx) => {
        const c = cast(ctx);
        const { rng } = ctx;
        const p = PRONOUNS[c.pronoun];
        const st = ctx.options.setting;
        const [condition, paid] = rng.pick(T.PRICES);
        const [harm1, harm2] = rng.sample(forSetting(st, T.HARMS, O.HARMS_OLD), 2);
        const v = vars(c, {
          span: rng.pick(T.SPANS),
          price: fill(condition, vars(c), p),
          conditionLead: rng.pick(T.CONDITION_LEADS),
          crossing: rng.pick(forSetting(st, T.CROSSINGS, O.CROSSINGS_OLD)),
          nth: ordinal(rng.int(3, 40)),
          harm1: harm1!,
          harm2: harm2!,
        });
        const deed = rng.int(0, T.DEEDS.length - 1);
        // A bargain struck in the tale (the second deed) is settled before it ends.
        const ending = tellOne(rng, T.ENDINGS[ctx.options.tone], v, p);
        const paras = [
          tellOne(rng, T.OPENINGS[loreType(ctx)], v, p),
          tellOne(rng, T.TROUBLES, v, p),
          tell(rng, T.DEEDS[deed]!, v, p),
          deed === 1 ? `${tell(rng, paid, v, p)} ${ending}` : ending,
        ];
        return { type: "text", value: paras.join("\n\n") };
      },
    },
    {
      key: "origin",
      label: "Origin",
      dependsOn: ["region"],
      generate: (ctx) => {
        const [teller, teller2] = ctx.rng.sample(forSetting(ctx.options.setting, T.TELLERS, O.TELLERS_OLD), 2);
        return { type: "text", value: capitalise(tellOne(ctx.rng, T.ORIGINS, { place: ctx.text("region"), teller: teller!, teller2: teller2! })) };
      },
    },
    { key: "moral", label: "Moral", generate: ({ rng, options: o }) => ({ type: "text", value: rng.pick(T.MORALS[o.tone]) }) },
    {
      key: "variants",
      label: "Regional variants",
      dependsOn: ["figures", "foe"],
      generate: (ctx) => {
        const c = cast(ctx);
        // The eastern tellers swap the hero's sex: a heroine becomes a man, a hero a woman.
        const she = c.pronoun === "she";
        const swap = { otherSex: she ? "man" : "woman", otherPossessive: she ? "his" : "her", otherSibling: she ? "brother" : "sister" };
        const [where, where2] = ctx.rng.sample(forSetting(ctx.options.setting, T.VARIANT_PLACES, O.VARIANT_PLACES_OLD), 2);
        const v = vars(c, { ...swap, where: where!, where2: where2! });
        return { type: "list", items: ctx.rng.sample(T.VARIANTS, 2).map((t) => sentence(tell(ctx.rng, t, v))) };
      },
    },
    {
      key: "truth",
      label: "The truth behind it",
      dependsOn: ["figures", "region"],
      generate: (ctx) => {
        const st = ctx.options.setting;
        const { rng } = ctx;
        const v = vars(cast(ctx), {
          event: rng.pick(forSetting(st, T.EVENTS, O.EVENTS_OLD)),
          plainRole: rng.pick(forSetting(st, T.PLAIN_ROLES, O.PLAIN_ROLES_OLD)),
          scholars: rng.pick(forSetting(st, O.SCHOLARS, O.SCHOLARS_OLD)),
          find: rng.pick(forSetting(st, O.FINDS, O.FINDS_OLD)),
        });
        return { type: "text", value: sentence(tellOne(ctx.rng, T.TRUTHS, v)) };
      },
    },
  ],
  compose(ctx) {
    const title = ctx.text("title");
    const type = ctx.text("type");
    const region = ctx.text("region");
    const s = ctx.rng("summary");
    const variants = ctx.get("variants");
    const f = ctx.get("figures");
    const names = f.type === "links" ? f.links.map((l) => l.name) : [];
    const summary = sentence(
      `${capitalise(fill("{a:type}", { type }))} from ${region} ${s.pick(["about", "telling of", "recounting how"]) === "recounting how" ? `recounting how ${names[0] ?? "a stranger"} faced ${ctx.text("foe")}` : `about ${names[0] ?? "a stranger"} and ${ctx.text("foe")}`}`,
    );
    const o = ctx.rng("section", "origin");
    return {
      name: title,
      summary,
      sections: [
        { title: "The tale", markdown: ctx.text("tale") },
        {
          title: "Origins and telling",
          markdown: `${sentence(`The tale was ${ctx.text("origin").charAt(0).toLowerCase()}${ctx.text("origin").slice(1)}`)} ${o.pick(T.MORAL_LEADS)} *"${ctx.text("moral")}"*`,
        },
        { title: "Variants", markdown: variants.type === "list" ? variants.items.map((i) => `- ${i}`).join("\n") : "" },
        { title: "The truth behind it", markdown: ctx.text("truth") },
      ],
      tags: [type, region, ctx.options.setting, ctx.options.tone],
    };
  },
});
