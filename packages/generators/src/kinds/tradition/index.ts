// The tradition generator: a festival, rite or custom with its steps, meaning, food, origin and taboos.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList, sentence } from "../../core/text.js";
import type { Json } from "../../core/types.js";
import { linkFromWorld } from "../../core/world.js";
import { languageFor, nameIn, parseLanguage, stockLanguage, type Language } from "../../systems/language/index.js";
import { tell, tellOne } from "../../core/phrases/alternation.js";
import { forSetting } from "../../core/phrases/setting-pools.js";
import * as F from "./frames.js";
import * as W from "./words.js";
import * as O from "./words-old.js";

const options = { type: enumOption("Type", ["any", ...W.TYPES] as const) };
type Ctx = FieldCtx<typeof options>;

function lang(ctx: Ctx): Language {
  return (ctx.has("language") ? parseLanguage(ctx.meta("language")) : undefined) ?? stockLanguage("tradition-fallback");
}

function tType(ctx: Ctx): W.TraditionType {
  const t = ctx.text("type");
  return (W.TYPES as readonly string[]).includes(t) ? (t as W.TraditionType) : "festival";
}

function lower(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

export const tradition = defineGenerator({
  kind: "tradition",
  // v2: invented words are never spelled like an English function word ("An", "They", "The").
  // v3: the Name row comes first in the result fields.
  // v4: a "y" glide no longer counts as a vowel when long vowel runs are worn down, so spellings match their pronunciation.
  // v5: without a saved language (or calendar) one of a fixed pool of stock ones is drawn, built once and shared (faster).
  // v6: pronunciations of consonant clusters are read digraph first (/ʃn/, /θr/, /xr/, /ŋk/, not /shn/, /thr/, /khr/, /ngk/).
  // v8: timing, steps, meaning, customs, origins, variants and taboos told from varied frames; symbols, gifts,
  //     food, music, dress, participants and founding deeds by setting family (no barley sheaves on a station).
  // v9: dark fantasy, steampunk and mythic keep their own symbols, gifts, food, music, dress, founders' deeds and variants;
  //     name words by setting; one taboo from the tone and one from the setting.
  // v10: names in the language system keep to a length per sound (no word over 14 letters) and never write a letter or syllable three times running. No "There is always honey cakes" or "Lantern Lantern Night".
  version: 10,
  options,
  requiredFields: ["name", "type", "culture", "when", "participants", "steps", "symbolism", "customs", "origin", "variants", "taboos"],
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
      key: "home",
      label: "Home",
      dependsOn: ["language"],
      generate: (ctx) => {
        const v = linkFromWorld(ctx.rng, ctx.world, "location", (r) => ({ name: nameIn(lang(ctx), r, "place") }));
        return v;
      },
    },
    {
      key: "culture",
      label: "Culture",
      dependsOn: ["home"],
      generate: (ctx) =>
        linkFromWorld(ctx.rng, ctx.world, "race", (r) => ({ name: `${r.pick(forSetting(ctx.options.setting, F.FOLK, O.FOLK_OLD))} of ${ctx.text("home")}` })),
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["type", "home"],
      generate: (ctx) => {
        const { rng } = ctx;
        const form = rng.pick(["The {adj} {noun} of {home}", "{home} {adj} {noun}", "The {home} {noun}", "{adj} {noun} at {home}"]);
        return {
          type: "text",
          value: fill(form, { adj: rng.pick(O.NAME_ADJ_BY[ctx.options.setting]), noun: rng.pick(W.NAME_NOUNS[tType(ctx)]), home: ctx.text("home") }),
        };
      },
    },
    { key: "when", label: "When", dependsOn: ["type"], generate: (ctx) => ({ type: "text", value: capitalise(tellOne(ctx.rng, F.WHENS[tType(ctx)], {})) }) },
    {
      key: "participants",
      label: "Participants",
      generate: ({ rng, options: o }) => ({ type: "text", value: capitalise(rng.pick(forSetting(o.setting, F.PARTICIPANTS, O.PARTICIPANTS_OLD))) }),
    },
    { key: "symbol", label: "Symbol", generate: ({ rng, options: o }) => ({ type: "text", value: rng.pick(forSetting(o.setting, F.SYMBOLS, O.SYMBOLS_OLD)) }) },
    {
      key: "steps",
      label: "Steps",
      dependsOn: ["type", "symbol"],
      generate: (ctx) => {
        const all = F.STEPS[tType(ctx)];
        const n = ctx.rng.int(3, 4);
        const picked = ctx.rng
          .sample(
            all.map((_, i) => i),
            n,
          )
          .sort((a, b) => a - b);
        const gifts = forSetting(ctx.options.setting, F.GIFTS, O.GIFTS_OLD);
        return { type: "list", items: picked.map((i) => tell(ctx.rng, all[i]!, { symbol: ctx.text("symbol"), gift: ctx.rng.pick(gifts) })) };
      },
    },
    {
      key: "symbolism",
      label: "Symbolism",
      dependsOn: ["symbol"],
      generate: (ctx) => ({ type: "text", value: tellOne(ctx.rng, F.SYMBOLISM, { symbol: ctx.text("symbol"), meaning: tellOne(ctx.rng, F.MEANINGS, {}) }) }),
    },
    {
      key: "customs",
      label: "Food, music and dress",
      generate: ({ rng, options: o }) => {
        const s = o.setting;
        return {
          type: "pairs",
          pairs: [
            { label: "Food", value: capitalise(joinList(rng.sample(forSetting(s, F.FOODS, O.FOODS_OLD), 2))) },
            { label: "Music", value: capitalise(rng.pick(forSetting(s, F.MUSIC, O.MUSIC_OLD))) },
            { label: "Dress", value: capitalise(rng.pick(forSetting(s, F.DRESS, O.DRESS_OLD))) },
          ],
        };
      },
    },
    {
      key: "origin",
      label: "Origin story",
      dependsOn: ["language"],
      generate: (ctx) => {
        const founder = nameIn(lang(ctx), ctx.rng, "person");
        return {
          type: "text",
          value: tellOne(ctx.rng, F.ORIGINS, { founder, deed: tellOne(ctx.rng, forSetting(ctx.options.setting, F.DEEDS, O.DEEDS_OLD), {}) }),
        };
      },
    },
    {
      key: "variants",
      label: "Variants",
      generate: ({ rng, options: o }) => {
        const places = rng.sample(forSetting(o.setting, F.VARIANT_PLACES, O.VARIANT_PLACES_OLD), 2);
        return { type: "list", items: rng.sample(F.VARIANTS, 2).map((f, i) => tell(rng, f, { where: places[i]! })) };
      },
    },
    {
      key: "taboos",
      label: "Taboos",
      // One taboo from the tone, one from the setting (no iron on the altar aboard a station).
      generate: ({ rng, options: o }) => ({
        type: "list",
        items: [tellOne(rng, F.TABOOS[o.tone], {}), tellOne(rng, forSetting(o.setting, O.SETTING_TABOOS, O.SETTING_TABOOS_OLD), {})],
      }),
    },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const type = ctx.text("type");
    const culture = ctx.text("culture");
    const steps = ctx.get("steps");
    const customs = ctx.get("customs");
    const pairs = customs.type === "pairs" ? customs.pairs : [];
    const food = pairs.find((p) => p.label === "Food")?.value ?? "bread";
    const music = pairs.find((p) => p.label === "Music")?.value ?? "song";
    const dress = pairs.find((p) => p.label === "Dress")?.value ?? "best clothes";
    const variants = ctx.get("variants");
    const taboos = ctx.get("taboos");
    const s = ctx.rng("summary");
    const summary = sentence(
      `${capitalise(fill("{a:type}", { type }))} ${s.pick(["kept by", "held by", "observed by", "beloved of"])} ${culture} ${lower(ctx.text("when"))}, ${s.pick(["remembered for its", "loved for its", "known for its", "famous for its", "marked by its"])} ${ctx.text("symbol")}`,
    );
    const o = ctx.rng("section", "observance");
    return {
      name,
      summary,
      sections: [
        {
          title: "The observance",
          markdown: `${capitalise(tellOne(o, F.OBSERVANCE, { culture, name: name.replace(/^The /, "the "), when: lower(ctx.text("when")), participants: lower(ctx.text("participants")) }))} ${ctx.text("symbolism")}\n\n${steps.type === "list" ? steps.items.map((x, i) => `${i + 1}. ${x}`).join("\n") : ""}`,
        },
        { title: "Food, music and dress", markdown: tellOne(o, F.CUSTOMS, { food: lower(food), music: lower(music), dress: lower(dress) }) },
        { title: "Origin and variants", markdown: `${ctx.text("origin")} ${variants.type === "list" ? variants.items.join(" ") : ""}` },
        { title: "Taboos", markdown: taboos.type === "list" ? taboos.items.map((x) => `- ${x}`).join("\n") : "" },
      ],
      tags: [type, ctx.options.setting, ctx.options.tone],
    };
  },
});
