// The race generator: a people with body, senses, gifts, homeland, society, names in their
// own language, relations with others, subraces, and the myth told about them versus the truth.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { roundTo } from "../../core/int.js";
import { enumOption } from "../../core/options.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList, sentence } from "../../core/text.js";
import type { Json } from "../../core/types.js";
import { familyOf } from "../../core/phrases/setting-families.js";
import { pickEntity } from "../../core/world.js";
import { languageFor, nameAndMeaning, parseLanguage, wordFor, type Language } from "../../systems/language/index.js";
import { stockLanguage } from "../../systems/language/index.js";
import { safeWord } from "../../systems/language/names.js";
import { buildWord, wordLength } from "../../systems/language/phonology.js";
import * as W from "./words.js";
import * as X from "./words-setting.js";

const RARITIES = ["any", "common", "uncommon", "rare", "legendary"] as const;
const options = { biome: enumOption("Biome", ["any", ...W.BIOMES] as const), rarity: enumOption("Rarity", RARITIES) };
type Ctx = FieldCtx<typeof options>;

export interface Lifespan {
  adult: number;
  old: number;
  max: number;
}

function lang(ctx: Pick<Ctx, "meta" | "has">): Language {
  return (ctx.has("naming") ? parseLanguage(ctx.meta("naming")) : undefined) ?? stockLanguage("race-fallback");
}

/** A setting's own pool, or high fantasy's (the pools of words.ts). */
function bySetting<T>(setting: Ctx["options"]["setting"], fantasy: T, other: Readonly<Record<X.OtherSetting, T>>): T {
  return setting === "high-fantasy" ? fantasy : other[setting];
}

function biome(ctx: Ctx): W.Biome {
  const b = ctx.meta("homeland") as unknown;
  return (W.BIOMES as readonly string[]).includes(b as string) ? (b as W.Biome) : "forest";
}

export const race = defineGenerator({
  kind: "race",
  // v2: fewer long vowels in generated languages.
  // v3: invented words are never spelled like an English function word ("An", "They", "The").
  // v4: the Name row comes first in the result fields.
  // v5: a "y" glide no longer counts as a vowel when long vowel runs are worn down, so spellings match their pronunciation.
  // v6: without a saved language (or calendar) one of a fixed pool of stock ones is drawn, built once and shared (faster).
  // v7: pronunciations of consonant clusters are read digraph first (/ʃn/, /θr/, /xr/, /ŋk/, not /shn/, /thr/, /khr/, /ngk/);
  //     the race's name is a word of two or more syllables in its language's sounds, drawn from the name field's own stream.
  // v8: varied prose (summary, lifespan, senses, names, subraces); names keep the pronounceability rules.
  // v9: a closing line by tone; society, relations, subraces, senses and myths composed from parts (for variety); neighbours by setting.
  // v10: the setting changes the content: homelands, bodies, senses, gifts, rulers, neighbours and subraces of its own.
  // v11: the lifespan's meta carries the race's height range (so characters of a saved race draw heights from it); lifespan text and prose shortened so no 8-gram repeats. Names keep to a length per sound and never triple a letter or syllable.
  version: 11,
  options,
  requiredFields: [
    "name",
    "lifespan",
    "size",
    "physicalTraits",
    "senses",
    "innateTraits",
    "homeland",
    "society",
    "naming",
    "relations",
    "subraces",
    "mythVsTruth",
  ],
  fields: [
    {
      key: "naming",
      label: "Naming conventions",
      generate: ({ rng, world }) => {
        const { language, link } = languageFor(world, rng);
        return { type: "link", link, meta: language as unknown as Json };
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["naming"],
      generate: (ctx) => {
        const l = lang(ctx);
        // A word of the language's sounds of its own (not a lexicon word: peoples sharing a tongue
        // still have names of their own), drawn from this field's stream.
        const n = wordLength(ctx.rng, l.structure);
        const w = safeWord(buildWord(ctx.rng, l.inventory, l.structure, n < 2 ? 2 : n).text);
        const stem = capitalise(w.length < 4 ? w + wordFor(l, "people").text.slice(0, 2) : w);
        return { type: "text", value: ctx.rng.pick([stem, stem, `${stem}i`, `${stem}ar`, `${stem}en`]) };
      },
    },
    {
      key: "rarity",
      label: "Rarity",
      generate: ({ rng, options: o }) => ({
        type: "text",
        value:
          o.rarity === "any"
            ? rng.weighted([
                ["common", 4],
                ["uncommon", 3],
                ["rare", 2],
                ["legendary", 1],
              ] as const)
            : o.rarity,
      }),
    },
    {
      key: "size",
      label: "Size",
      generate: ({ rng }) => {
        const [cat, lo0, hi0] = rng.pick(W.SIZES);
        const lo = lo0 + rng.int(-2, 2) * 5;
        const hi = hi0 + rng.int(-2, 2) * 5;
        return { type: "text", value: `${cat}: ${lo}–${hi} cm tall`, meta: { lo, hi } };
      },
    },
    {
      key: "lifespan",
      label: "Lifespan",
      dependsOn: ["size"],
      generate: (ctx) => {
        const rng = ctx.rng;
        const max = rng.weighted([
          [rng.int(40, 70), 2],
          [rng.int(70, 120), 4],
          [rng.int(120, 400), 3],
          [rng.int(400, 1200), 1],
        ] as const);
        const adult = roundTo(max * (0.12 + rng.next() * 0.1), 1) || 10;
        const old = roundTo(max * (0.6 + rng.next() * 0.15), 1);
        // The race's height range rides with its lifespan, so a character of a saved race draws its height from it.
        const h = ctx.meta<{ lo?: number; hi?: number }>("size");
        const heights = h && typeof h.lo === "number" && typeof h.hi === "number" ? { lo: h.lo, hi: h.hi } : {};
        const life: Lifespan = { adult, old, max };
        return {
          type: "number",
          value: max,
          unit: "years",
          text: `Adult at ${adult}, rarely past ${max} years`,
          meta: { ...life, ...heights } as unknown as Json,
        };
      },
    },
    {
      key: "homeland",
      label: "Homeland",
      generate: ({ rng, options: o, world }) => {
        const b: W.Biome = o.biome === "any" ? rng.pick(W.BIOMES) : o.biome;
        const loc = pickEntity(rng, world, "location");
        const where = loc
          ? loc.name
          : o.setting === "high-fantasy"
            ? rng.pick(W.BIOME_TEXT[b].place)
            : fill(rng.pick(X.PLACES[o.setting]), { b: X.BIOME_WORD[b] });
        return { type: "text", value: `${capitalise(b)}: ${where}`, meta: b };
      },
    },
    {
      key: "physicalTraits",
      label: "Physical traits",
      dependsOn: ["homeland"],
      generate: (ctx) => {
        const { rng } = ctx;
        const traits = rng
          .sample(bySetting<readonly string[]>(ctx.options.setting, W.BODY_TRAITS, X.BODY_TRAITS), 2)
          .map((t) => fill(t, { colour: rng.pick(W.COLOURS), stone: rng.pick(W.STONES) }));
        return { type: "list", items: [...traits, rng.pick(W.BIOME_TEXT[biome(ctx)].adapt)].map(capitalise) };
      },
    },
    {
      key: "senses",
      label: "Senses",
      generate: ({ rng, options: o }) => ({
        type: "list",
        items: rng.sample(bySetting<readonly string[]>(o.setting, W.SENSES, X.SENSES), rng.int(1, 2)).map(capitalise),
      }),
    },
    {
      key: "innateTraits",
      label: "Innate traits",
      generate: ({ rng, options: o }) => ({
        type: "list",
        items: rng
          .sample(bySetting<readonly string[]>(o.setting, W.INNATE, X.INNATE), rng.int(2, 3))
          .map((t) => capitalise(fill(t, { element: rng.pick(W.ELEMENTS), animals: rng.pick(W.ANIMALS), art: rng.pick(W.ARTS) }))),
      }),
    },
    {
      key: "society",
      label: "Society",
      generate: ({ rng, options: o }) => {
        const v = joinList(rng.sample(W.VALUES, 2));
        return {
          type: "text",
          value: `${rng.pick(W.SOCIETY_UNIT)}, ${rng.pick(bySetting<readonly string[]>(o.setting, W.SOCIETY_RULE, X.SOCIETY_RULE))}. ${fill(rng.pick(W.VALUE_FRAME), { v, V: capitalise(v) })}`,
        };
      },
    },
    {
      key: "relations",
      label: "Relations with others",
      generate: ({ rng, world, options: o }) => {
        const r = pickEntity(rng, world, "race");
        const s = o.setting;
        const others = rng.sample(s === "dark-fantasy" || s === "steampunk" || s === "mythic" ? X.OTHERS[s] : W.OTHERS[familyOf(s)], 2);
        const first = r ? r.name : (others[0] as string);
        return {
          type: "list",
          items: rng
            .sample(W.RELATIONS, 2)
            .map((t, i) => capitalise(fill(t, { other: i === 0 ? first : (others[1] as string) })))
            .map((s) => `They ${s.charAt(0).toLowerCase()}${s.slice(1)}`),
        };
      },
    },
    {
      key: "subraces",
      label: "Subraces",
      dependsOn: ["name"],
      generate: (ctx) => {
        const name = ctx.text("name");
        const n = ctx.rng.int(2, 3);
        const adjs = ctx.rng.sample(bySetting<readonly string[]>(ctx.options.setting, W.SUBRACE_ADJ, X.SUBRACE_ADJ), n);
        const arts = bySetting<readonly string[]>(ctx.options.setting, W.ARTS, X.ARTS);
        const traits = ctx.rng.sample(W.SUBRACE_TRAIT, n);
        const diffs = ctx.rng.sample(W.SUBRACE_DIFF, n);
        const says = ctx.rng.sample(["they", "these", "its folk", "its people", "members"], n);
        return {
          type: "list",
          items: adjs.map((a, i) => `${a} ${name}: ${says[i] ?? "they"} ${diffs[i]} and ${fill(traits[i] as string, { art: ctx.rng.pick(arts) })}`),
        };
      },
    },
    {
      key: "mythVsTruth",
      label: "Myth and truth",
      generate: ({ rng }) => {
        const [myth, truths] = rng.pick(W.MYTHS);
        const myths = `${rng.pick(W.MYTH_FRAME)} ${fill(myth, { origin: rng.pick(W.ORIGINS) })}.`;
        return {
          type: "pairs",
          pairs: [
            { label: "Myth", value: myths },
            { label: "Truth", value: `${rng.pick(W.TRUTH_FRAME)} ${rng.pick(truths)}.` },
          ],
        };
      },
    },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const r = ctx.rng("prose");
    const life = ctx.meta("lifespan") as unknown as Lifespan | undefined;
    // "Biome: where": the place after the first ": ", and the biome before the first ":".
    const homeland = ctx.text("homeland");
    const colon = homeland.indexOf(":");
    const sep = homeland.indexOf(": ");
    const home = (sep < 0 ? "" : homeland.slice(sep + 2)) || homeland;
    const traits = ctx.get("physicalTraits");
    const traitList = traits.type === "list" ? traits.items.map((t) => t.charAt(0).toLowerCase() + t.slice(1)) : [];
    const innate = ctx.get("innateTraits");
    const innateList = innate.type === "list" ? innate.items.map((t) => t.charAt(0).toLowerCase() + t.slice(1)) : [];
    const myth = ctx.get("mythVsTruth");
    const pairs = myth.type === "pairs" ? myth.pairs : [];
    const rarity = ctx.text("rarity");
    const summary = sentence(
      fill(
        r.pick([
          "The {name}, {a:rarity} people of {home}, are known for {trait}",
          "{A:rarity} folk of {home}, the {name} show {trait}",
          "From {home} come the {rarity} {name}, marked by {trait}",
          "{Home} is home to the {name}: {rarity}, with {trait}",
        ]),
        { name, rarity, home, trait: traitList[0] ?? "their looks" },
      ),
    );
    const hm = ctx.meta<{ lo?: number; hi?: number }>("size");
    const heights = { lo: typeof hm?.lo === "number" ? hm.lo : 150, hi: typeof hm?.hi === "number" ? hm.hi : 190 };
    const body = [
      `${fill(r.pick(["{Name} stand {lo} to {hi} cm.", "Most {name} reach {lo}–{hi} cm.", "Adults stand {lo}–{hi} cm.", "Their height runs {lo}–{hi} cm."]), { name, lo: heights.lo, hi: heights.hi })} ${r.pick(["They have", "Look for", "Most show", "Expect", "Typical are", "Many have", "Most bear", "Common are", "Telltale are"])} ${joinList(traitList)}.`,
      life
        ? fill(`${r.pick(["Grown by {adult}", "Adult at {adult}", "Of age at {adult}"])}; ${r.pick(["few pass {max}", "few see {max}", "old at {old}"])}.`, {
            name,
            adult: life.adult,
            old: life.old,
            max: life.max,
          })
        : "",
      `${r.pick(["Senses:", "They have", "Their senses:", "Gifted with"])} ${joinList((ctx.get("senses") as { items: readonly string[] }).items.map((s) => s.charAt(0).toLowerCase() + s.slice(1)))}. ${r.pick(["Innate:", "Born with", "By birth:", "Gifts:"])} ${joinList(innateList)}.`,
    ]
      .filter((s) => s !== "")
      .join(" ");
    const soc = [ctx.text("society"), ...(ctx.get("relations") as { items: readonly string[] }).items.map((s) => sentence(s))].join(" ");
    const l = lang(ctx);
    const nr = ctx.rng("names");
    const ex = [nameAndMeaning(l, nr, "person", "female"), nameAndMeaning(l, nr, "person", "male"), nameAndMeaning(l, nr, "place")];
    const names = `${nr.pick(["Their tongue is", "They speak", "Language:", "At home they speak"])} ${ctx.text("naming")}${nr.pick(["; names such as", ". Typical names:", ", naming themselves", "; examples:"])} ${joinList(ex.map((n) => `${n.name} ('${n.meaning}')`))}.`;
    return {
      name,
      summary,
      sections: [
        { title: "Body and senses", markdown: body },
        { title: "Society and neighbours", markdown: `${soc}\n\n${names}` },
        { title: "Subraces", markdown: (ctx.get("subraces") as { items: readonly string[] }).items.map((s) => `- ${s}.`).join("\n") },
        { title: "Myth and truth", markdown: `${pairs.map((p) => `**${p.label}.** ${p.value}`).join("\n\n")}\n\n${r.pick(W.TONE_LINE[ctx.options.tone])}` },
      ],
      tags: ["race", rarity, (colon < 0 ? homeland : homeland.slice(0, colon)).toLowerCase(), ctx.options.setting],
    };
  },
});
