// The heritage generator: a people's roots — homeland, migrations, customs, heirlooms, values, crafts, ancestors.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList, sentence } from "../../core/text.js";
import type { Json, LinkValue } from "../../core/types.js";
import { linkFromWorld, withMeta } from "../../core/world.js";
import { languageFor, nameIn, parseLanguage, stockLanguage, type Language } from "../../systems/language/index.js";
import * as W from "./words.js";
import * as F from "./words-family.js";
import { personNameIn } from "../../systems/language/person-names.js";
import { forSetting } from "../../core/phrases/setting-pools.js";
import * as S from "./words-setting.js";

const options = {};
type Ctx = FieldCtx<typeof options>;

function lang(ctx: Ctx): Language {
  return (ctx.has("language") ? parseLanguage(ctx.meta("language")) : undefined) ?? stockLanguage("heritage-fallback");
}

// The language system never coins a lone "A"/"An" (see systems/language/function-words.ts).
function personName(ctx: Ctx, rng: Rng): string {
  return personNameIn(lang(ctx), rng);
}

function items(v: { type: string; items?: readonly string[] }): readonly string[] {
  return v.type === "list" && v.items ? v.items : [];
}

export const heritage = defineGenerator({
  kind: "heritage",
  // v2: invented words are never spelled like an English function word ("An", "They", "The").
  // v3: a "y" glide no longer counts as a vowel when long vowel runs are worn down, so spellings match their pronunciation; heritage: people come out of a place, not "descended from" it.
  // v4: without a saved language (or calendar) one of a fixed pool of stock ones is drawn, built once and shared (faster).
  // v5: pronunciations of consonant clusters are read digraph first (/ʃn/, /θr/, /xr/, /ŋk/, not /shn/, /thr/, /khr/, /ngk/).
  // v6: homelands, causes, journeys, heirlooms and the tellers of the journey by setting family; values and how it is told by tone; composed prose.
  // v8: an ancestor's name never repeats a word ("Skratati Skratati").
  // v9: dark fantasy, steampunk and mythic peoples have their own homelands, causes and roads of leaving, customs, heirlooms and tellers.
  // v10: names in the language system keep to a length per sound (no word over 14 letters) and never write a letter or syllable three times running.
  version: 10,
  options,
  requiredFields: ["people", "homeland", "migrations", "customs", "heirlooms", "values", "crafts", "ancestors"],
  fields: [
    {
      key: "language",
      label: "Language",
      generate: ({ rng, world }) => {
        const { language, link } = languageFor(world, rng);
        return { type: "link", link, meta: language as unknown as Json };
      },
    },
    {
      key: "people",
      label: "People",
      dependsOn: ["language"],
      generate: (ctx) => ({ type: "text", value: fill(ctx.rng.pick(W.PEOPLE_FORMS), { name: nameIn(lang(ctx), ctx.rng, "family") }) }),
    },
    {
      key: "homeland",
      label: "Ancestral homeland",
      dependsOn: ["language"],
      generate: (ctx) => {
        const v = linkFromWorld(ctx.stream("home"), ctx.world, "location", (r) => ({ name: nameIn(lang(ctx), r, "place") }));
        const desc = ctx.rng.pick(forSetting(ctx.options.setting, F.HOMELANDS, S.OWN_HOMELANDS));
        return withMeta(v, desc);
      },
    },
    {
      key: "migrations",
      label: "Migrations",
      generate: ({ rng, options: o }) => {
        const n = rng.int(1, 2);
        const causes = rng.sample(forSetting(o.setting, F.CAUSES, S.OWN_CAUSES), n);
        const ways = rng.sample(forSetting(o.setting, F.WAYS, S.OWN_WAYS), n);
        const lines = rng.sample(F.MIGRATION_LINES, n);
        return {
          type: "list",
          items: causes.map((c, i) => capitalise(fill(lines[i] ?? "After {cause}, they {way}.", { cause: c, way: ways[i] ?? "moved on" }))),
        };
      },
    },
    {
      key: "customs",
      label: "Customs",
      generate: ({ rng, options: o }) => ({
        type: "list",
        items: rng.shuffle([...rng.sample(F.CUSTOMS, 2), rng.pick(forSetting(o.setting, F.FAMILY_CUSTOMS, S.OWN_FAMILY_CUSTOMS))]).map(capitalise),
      }),
    },
    {
      key: "heirlooms",
      label: "Heirlooms",
      generate: ({ rng, options: o }) => ({ type: "list", items: rng.sample(forSetting(o.setting, F.HEIRLOOMS, S.OWN_HEIRLOOMS), 2).map(capitalise) }),
    },
    { key: "values", label: "Values", generate: ({ rng, options: o }) => ({ type: "list", items: rng.sample(F.VALUES[o.tone], 3).map(capitalise) }) },
    { key: "crafts", label: "Crafts", generate: ({ rng, options: o }) => ({ type: "list", items: rng.sample(W.CRAFTS[o.setting], 2).map(capitalise) }) },
    {
      key: "ancestors",
      label: "Notable ancestors",
      dependsOn: ["language"],
      generate: (ctx) => {
        const deeds = ctx.rng.sample(F.DEEDS, 2);
        const links: LinkValue[] = [];
        const lines: string[] = [];
        deeds.forEach((d, i) => {
          const v = linkFromWorld(ctx.stream(`a${i}`), ctx.world, "character", (r) => ({ name: personName(ctx, r) }));
          if (v.type !== "link" || links.some((l) => l.name === v.link.name)) return;
          links.push(v.link);
          lines.push(`${v.link.name}, who ${d}`);
        });
        return { type: "links", links, meta: lines };
      },
    },
  ],
  compose(ctx) {
    const people = ctx.text("people");
    const home = ctx.text("homeland");
    const desc = ctx.meta<Json>("homeland");
    const descText = typeof desc === "string" ? desc : "a land now far away";
    const lm = ctx.meta<Json>("ancestors");
    const ancestors = Array.isArray(lm) ? lm.filter((x): x is string => typeof x === "string") : [];
    const lower = (s: readonly string[]) => s.map((x) => x.charAt(0).toLowerCase() + x.slice(1));
    const listOf = (key: string) => items(ctx.get(key) as { type: string; items?: readonly string[] });
    const s = ctx.rng("summary");
    const summary = sentence(`${people}, ${s.pick(["who came out of", "whose roots lie in", "who still remember"])} ${home}, ${descText}`);
    const h = ctx.rng("section", "history");
    // Put together with + rather than arrays joined (the joins were slow).
    const moves = listOf("migrations");
    let migrations = "";
    for (let i = 0; i < moves.length; i++) migrations += i === 0 ? (moves[i] as string) : ` ${moves[i] as string}`;
    let notable = "";
    for (let i = 0; i < ancestors.length; i++) notable += `${i === 0 ? "" : "\n"}- ${ancestors[i] as string}`;
    return {
      name: people,
      summary,
      sections: [
        {
          title: "Homeland and migrations",
          markdown: `${people} trace their origins to ${home}, ${descText}. ${migrations} ${h.pick(forSetting(ctx.options.setting, F.TELLERS, S.OWN_TELLERS))} ${h.pick(F.TELLS[ctx.options.tone])}.`,
        },
        {
          title: "Customs and values",
          markdown: `${fill(h.pick(F.CUSTOM_LINES), { list: joinList(lower(listOf("customs"))) })} ${fill(h.pick(F.VALUE_LINES), { list: joinList(lower(listOf("values"))) })} ${fill(h.pick(F.CRAFT_LINES), { crafts: joinList(lower(listOf("crafts"))) })}`,
        },
        {
          title: "Heirlooms and ancestors",
          markdown: `${fill(h.pick(F.HEIRLOOM_LINES), { list: joinList(lower(listOf("heirlooms"))) })} ${h.pick(F.ANCESTOR_HEADS)}\n\n${notable}`,
        },
      ],
      tags: ["heritage", ctx.options.setting, ctx.options.tone],
    };
  },
});
