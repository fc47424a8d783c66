// The name generator: a batch of names with pronunciation and meaning, in a chosen sound or a
// saved language, for people, places, taverns, ships or organisations.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption, numberOption } from "../../core/options.js";
import { capitalise, firstWord, joinList, numberWord, titleCase } from "../../core/text.js";
import type { Json } from "../../core/types.js";
import { drawStockLanguage, languageFor, nameWithMeaning, parseLanguage, SOUNDS, stockLanguage, wordFor, type Language, type NameParts } from "../../systems/language/index.js";
import { POOLS } from "../../systems/language/phonology.js";

const TYPES = ["person", "place", "tavern", "ship", "organisation"] as const;
const options = {
  culture: enumOption("Culture or sound", ["any", "world", ...SOUNDS] as const, "any", { world: "A saved language" }),
  nameType: enumOption("Name for", TYPES),
  gender: enumOption("Gender", ["any", "female", "male", "neutral"] as const),
  count: numberOption("How many", 5, 20, 10),
};
type Ctx = FieldCtx<typeof options>;

function lang(ctx: Pick<Ctx, "meta" | "has">): Language {
  return (ctx.has("language") ? parseLanguage(ctx.meta("language")) : undefined) ?? stockLanguage("name-fallback");
}

const TAVERN_FORMS = ["The {m}", "The {m} Inn", "The {m} Tavern", "{m} House", "The Sign of the {m}"] as const;
const SHIP_FORMS = ["{m}", "The {m}", "{m}'s Luck"] as const;

export const name = defineGenerator({
  kind: "name",
  // v2: fewer long vowels in generated languages.
  // v3: invented words are never spelled like an English function word ("An", "They", "The").
  // v4: ship and tavern names shown in the native form their pronunciation describes; usage notes per kind of name.
  // v5: the language is one of the stock pool (of the chosen sound), built once and shared (faster).
  // v6: pronunciations of consonant clusters are read digraph first (/ʃn/, /θr/, /xr/, /ŋk/, not /shn/, /thr/, /khr/, /ngk/).
  version: 6,
  options,
  requiredFields: ["language", "nameType", "names"],
  fields: [
    {
      key: "language",
      label: "Language",
      generate: ({ rng, options: o, world }) => {
        if (o.culture === "world" || (o.culture === "any" && world.entities.some((e) => e.kind === "language"))) {
          const { language, link } = languageFor(world, rng);
          return { type: "link", link, meta: language as unknown as Json };
        }
        const l = drawStockLanguage(rng, o.culture === "any" ? undefined : o.culture);
        return { type: "link", link: { kind: "language", name: l.name }, meta: l as unknown as Json };
      },
    },
    { key: "nameType", label: "Names for", generate: ({ options: o }) => ({ type: "text", value: o.nameType }) },
    {
      key: "names",
      label: "Names",
      dependsOn: ["language", "nameType"],
      generate: (ctx) => {
        const l = lang(ctx);
        const type = ctx.text("nameType");
        const rows: string[][] = [];
        const seen = new Set<string>();
        for (let i = 0; rows.length < ctx.options.count && i < ctx.options.count * 4; i++) {
          const g = ctx.options.gender === "any" ? ctx.rng.pick(["female", "male", "neutral"] as const) : ctx.options.gender;
          let n: NameParts;
          if (type === "person") n = nameWithMeaning(l, ctx.rng, "person", g);
          else if (type === "place") n = nameWithMeaning(l, ctx.rng, "place");
          else if (type === "organisation") n = nameWithMeaning(l, ctx.rng, "faction");
          else {
            const native = nameWithMeaning(l, ctx.rng, type === "ship" ? "ship" : "tavern");
            const form = ctx.rng.pick(type === "ship" ? SHIP_FORMS : TAVERN_FORMS);
            // The native name is shown, so its pronunciation describes what is written; the
            // translation visitors use goes with the meaning.
            const abroad = form.replace("{m}", titleCase(native.meaning));
            n = { name: native.name, meaning: `'${native.meaning}'; known abroad as ${abroad.replace(/^The /, "the ")}`, pronunciation: native.pronunciation };
          }
          if (seen.has(n.name)) continue;
          seen.add(n.name);
          rows.push([n.name, n.pronunciation, type === "tavern" || type === "ship" ? n.meaning : `'${n.meaning}'`]);
        }
        return { type: "table", columns: ["Name", "Pronunciation", "Meaning"], rows };
      },
    },
  ],
  compose(ctx) {
    const l = lang(ctx);
    const names = ctx.get("names");
    const rows = names.type === "table" ? names.rows : [];
    const type = ctx.text("nameType");
    const first = rows[0]?.[0] ?? "Nameless";
    const given = firstWord(first);
    const r = ctx.rng("prose");
    const nm = l.naming;
    const about = [
      `These ${type === "organisation" ? "organisation" : type} names are in ${l.name}, a language that sounds ${POOLS[l.sound].description}.`,
      type === "person"
        ? `A person carries a given name of one or two roots${nm.genderEndings ? ", with a gendered ending," : ""} followed by ${nm.family === "clan" ? "a clan name shared by the whole clan" : nm.family === "place" ? "the name of the family's home, introduced by the word for 'of'" : `a name meaning 'child of' the ${nm.family === "patronymic" ? "father" : "mother"}`}.`
        : type === "place"
          ? `Place names join two roots, and many end in *${wordFor(l, nm.placeHead).text}*, '${nm.placeHead}'.`
          : type === "organisation"
            ? `Orders and companies name themselves *${wordFor(l, "order").text}*, 'order', followed by the thing they swear by.`
            : `Locals know it by its native name; visitors use the translation, and both are painted on the ${type === "ship" ? "hull" : "sign"}.`,
      `Every name here has a meaning, built from the same lexicon — ${r.pick(["so names from one family or region echo each other", "which is why many share a root", "and native speakers hear the meaning as plainly as the name"])}.`,
    ].join(" ");
    const tips = [
      type === "person" ? `Nicknames usually keep only the first syllable: ${given} becomes ${given.slice(0, 3)}.`
      : type === "ship" ? `Once aboard, the crew calls ${first} by its first word alone.`
      : type === "tavern" ? `Regulars shorten ${first} to a single word before the second round.`
      : type === "place" ? `Travellers' maps spell ${first} a dozen ways; locals care only that the stress falls right.`
      : `Members rarely say ${first} in full; among themselves it is simply 'the order'.`,
      r.pick(["Foreigners tend to flatten the long vowels, which locals find funny.", "Stress matters: said wrongly, a name can mean something rude.", "Names are never reused within living memory of the last bearer."]),
      `Of the ${numberWord(rows.length)} names above, ${rows[1]?.[0] ?? first} and ${rows[2]?.[0] ?? first} ${r.pick(["would suit a rival pair", "sound like they belong to one family", "would work well for a traveller far from home"])}.`,
    ].join(" ");
    return {
      name: first,
      summary: `${capitalise(numberWord(rows.length))} ${type} names in ${l.name}, among them ${joinList(rows.slice(0, 3).map((x) => x[0] ?? ""))}.`,
      sections: [
        { title: "About these names", markdown: about },
        { title: "Using them", markdown: tips },
      ],
      tags: ["name", type, l.sound],
    };
  },
});
