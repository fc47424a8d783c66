// The language kind's prose: summary and sourcebook sections built from its fields.
import type { ComposeContext, Composed } from "../../core/define.js";
import type { Json } from "../../core/types.js";
import { capitalise, joinList, numberWord, withArticle } from "../../core/text.js";
import { wordFor } from "../../systems/language/lexicon.js";
import type { Language } from "../../systems/language/index.js";
import { POOLS } from "../../systems/language/phonology.js";

function pair(ctx: ComposeContext<unknown>, key: string, label: string): string {
  const v = ctx.get(key);
  return v.type === "pairs" ? (v.pairs.find((p) => p.label === label)?.value ?? "") : "";
}

export function composeLanguage(ctx: ComposeContext<unknown>, lang: Language): Composed {
  const name = ctx.text("name");
  const inv = lang.inventory;
  const r = ctx.rng("summary");
  const summary = `${name} is ${withArticle(lang.sound)} language ${r.pick(["of", "with"])} ${numberWord(inv.consonants.length)} consonants and ${numberWord(inv.vowels.length)} vowels, ${POOLS[lang.sound].description}.`;
  const s = ctx.rng("sound");
  const fav = inv.consonants.slice(0, 3).map((p) => `*${p.r}*`);
  const soundSection = [
    `To outsiders ${name} sounds ${POOLS[lang.sound].description}. ${s.pick(["Its speakers lean on", "Ears soon pick out", "The sounds heard most are"])} ${joinList(fav)}, and ${s.pick(["vowels are", "the vowel system is"])} ${inv.vowels.length > 7 ? "rich, with long and gliding vowels" : "compact"}.`,
    ctx.text("syllables"),
    `The word for 'water' is *${wordFor(lang, "water").text}*, 'fire' is *${wordFor(lang, "fire").text}* and 'home' is *${wordFor(lang, "home").text}*; a greeting between friends is simply *${wordFor(lang, "friend").text}*.`,
    `It is written in ${pair(ctx, "script", "Type").split(":")[0]?.toLowerCase() ?? "a script"} called ${pair(ctx, "script", "Name")}, ${pair(ctx, "script", "Direction").toLowerCase()}, most often as ${pair(ctx, "script", "Medium").toLowerCase()}. ${pair(ctx, "script", "Note")}`,
  ].join(" ");
  const g = lang.grammar;
  const grammarSection = [
    `${capitalise(pair(ctx, "grammar", "Word order"))}. Adjectives ${pair(ctx, "grammar", "Adjectives")}. The plural is marked by ${pair(ctx, "grammar", "Plural")}; tense by ${pair(ctx, "grammar", "Tense")}.`,
    g.articles ? "Nouns take a definite article." : "There are no articles.",
    "",
    `> *${pair(ctx, "sample", "Text")}*  `,
    `> ${pair(ctx, "sample", "Gloss")}  `,
    `> "${pair(ctx, "sample", "Translation")}"`,
  ].join("\n");
  const d = ctx.get("dialects");
  const namesSection = [ctx.text("naming"), "", ...(d.type === "list" ? d.items.map((i) => `- ${i}`) : [])].join("\n");
  return {
    name,
    summary,
    sections: [
      { title: "Sound and script", markdown: soundSection },
      { title: "Grammar", markdown: grammarSection },
      { title: "Names and dialects", markdown: namesSection },
      { title: "Speakers", markdown: ctx.text("speakers") },
    ],
    tags: ["language", lang.sound, (ctx.options as { setting: string }).setting],
    system: lang as unknown as Json,
  };
}
