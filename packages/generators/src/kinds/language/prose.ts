// The language kind's prose: summary and sourcebook sections built from its fields, told from
// varied frames (frames.ts) so no two languages read alike.
import type { ComposeContext, Composed } from "../../core/define.js";
import { tell, tellOne } from "../../core/phrases/alternation.js";
import type { Rng } from "../../core/rng.js";
import type { Json } from "../../core/types.js";
import { joinList, numberWord } from "../../core/text.js";
import { wordFor } from "../../systems/language/lexicon.js";
import type { Language } from "../../systems/language/index.js";
import * as F from "./frames.js";

function pair(ctx: ComposeContext<unknown>, key: string, label: string): string {
  const v = ctx.get(key);
  return v.type === "pairs" ? (v.pairs.find((p) => p.label === label)?.value ?? "") : "";
}

/** The plural as prose: the grammar's own words, or a varied telling when the plural is unmarked. */
function plural(rng: Rng, said: string, kind: Language["grammar"]["plural"]): string {
  if (kind === "reduplication") return said.replace("the first syllable is doubled", "doubling the first syllable");
  if (kind !== "none") return said;
  const example = /\(.*\)$/.exec(said)?.[0] ?? "";
  return tell(rng, F.PLURAL_NONE, { example: example || "." }).replace(/ \.$/, "");
}

/** Tense as prose, with the affixes the grammar pairs show. */
function tense(rng: Rng, said: string, kind: Language["grammar"]["tense"]): string {
  const m = /past \*-?([^*]+)\*, future \*-?([^*]+)\*/.exec(said);
  return m ? tell(rng, F.TENSE[kind], { past: m[1]!, future: m[2]! }) : said;
}

/** A language's name as a proper noun, also after a leading glottal apostrophe ("'abra" → "'Abra"). */
function properName(n: string): string {
  return n.charCodeAt(0) === 39 && n.length > 1 ? `'${n.charAt(1).toUpperCase()}${n.slice(2)}` : n;
}

const VOWELS_SMALL_MORE = [...F.VOWELS_SMALL, "spare", "a lean handful", "plain and sparse", "few, and clearly kept apart"];

export function composeLanguage(ctx: ComposeContext<unknown>, lang: Language): Composed {
  const name = properName(ctx.text("name"));
  const inv = lang.inventory;
  const r = ctx.rng("summary");
  const [feel, feel2] = r.sample(F.SOUND_FEEL[lang.sound], 2);
  const summary = tellOne(r, F.SUMMARY, { name, sound: lang.sound, nc: numberWord(inv.consonants.length), nv: numberWord(inv.vowels.length), feel: feel! });
  const s = ctx.rng("sound");
  const [feel3, feel4] = s.sample(
    F.SOUND_FEEL[lang.sound].filter((f) => f !== feel),
    2,
  );
  const fav = joinList(inv.consonants.slice(0, 3).map((p) => `*${p.r}*`));
  // Settings other than high fantasy favour a few sounds (words-setting.ts), so small vowel sets come up
  // more often there: they are described from a longer list.
  const small = (ctx.options as { setting: string }).setting === "high-fantasy" ? F.VOWELS_SMALL : VOWELS_SMALL_MORE;
  const vowels = s.pick(inv.vowels.length > 7 ? F.VOWELS_RICH : small);
  const direction = pair(ctx, "script", "Direction").toLowerCase();
  const dirAt = F.DIRECTIONS.indexOf(direction);
  const scriptVars = {
    name,
    type: pair(ctx, "script", "Type").split(":")[0]?.toLowerCase() || "a script",
    script: pair(ctx, "script", "Name"),
    direction: dirAt >= 0 ? s.pick(F.DIRECTION_SAYS[dirAt]!) : direction,
    medium: pair(ctx, "script", "Medium").toLowerCase(),
  };
  const words = {
    water: wordFor(lang, "water").text,
    fire: wordFor(lang, "fire").text,
    home: wordFor(lang, "home").text,
    friend: wordFor(lang, "friend").text,
  };
  const soundSection = [
    tellOne(s, F.SOUND_OPEN, { name, feel: feel3 ?? feel!, feel2: feel4 ?? feel2! }),
    tellOne(s, F.SOUND_FAV, { fav, vowels }),
    ctx.text("syllables"),
    tellOne(s, F.WORDS, words),
    tellOne(s, F.SCRIPT, scriptVars),
    pair(ctx, "script", "Note"),
  ].join(" ");
  const g = lang.grammar;
  const gr = ctx.rng("grammar");
  const grammarSection = [
    `${tell(gr, F.ORDER[g.order], {})}. ${tell(gr, F.ADJECTIVES[g.adjective], {})}. ${tellOne(gr, F.MARKING, { plural: plural(gr, pair(ctx, "grammar", "Plural"), g.plural), tense: tense(gr, pair(ctx, "grammar", "Tense"), g.tense) })}`,
    tell(gr, F.ARTICLES[g.articles ? "yes" : "no"], {}),
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
