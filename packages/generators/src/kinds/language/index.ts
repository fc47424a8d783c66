// The language generator: a working conlang — phonemes, syllables, romanisation, a lexicon of
// 150 words, grammar, a glossed sentence, naming rules, script and dialects. Its `system` is
// the Language other generators use to name things in it.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import { rngFromKey } from "../../core/rng.js";
import { capitalise, formatNumber } from "../../core/text.js";
import { pickEntity } from "../../core/world.js";
import type { Json } from "../../core/types.js";
import { grammarPairs, makeGrammar, sampleSentence, type Grammar } from "../../systems/language/grammar.js";
import { hintFor } from "../../systems/language/hints.js";
import { lexiconOf, MEANINGS, wordFor } from "../../systems/language/lexicon.js";
import { makeName, makeNaming, type Naming } from "../../systems/language/names.js";
import {
  makeInventory,
  makeStructure,
  POOLS,
  SOUNDS,
  structureFormula,
  type Inventory,
  type Sound,
  type Structure,
  type Word,
} from "../../systems/language/phonology.js";
import { nativeName, type Language } from "../../systems/language/index.js";
import { tell, tellOne } from "../../core/phrases/alternation.js";
import * as F from "./frames.js";
import { composeLanguage } from "./prose.js";
import * as W from "./words.js";
import * as S from "./words-setting.js";
import { repeatsAWord } from "../../systems/language/person-names.js";

const options = { sound: enumOption("Sound", ["any", ...SOUNDS] as const) };
type Ctx = FieldCtx<typeof options>;

interface Phonology {
  sound: Sound;
  inventory: Inventory;
}

function phonology(ctx: Ctx): Phonology {
  const m = ctx.meta("phonemes") as unknown as Phonology | undefined;
  return m && m.inventory && (SOUNDS as readonly string[]).includes(m.sound) ? m : { sound: "soft", inventory: makeInventory(rngFromKey("fallback"), "soft") };
}

function structure(ctx: Ctx): Structure {
  return (ctx.meta("syllables") as unknown as Structure | undefined) ?? makeStructure(rngFromKey("fallback"), phonology(ctx).sound);
}

/** The language as far as the fields so far define it. */
export function languageOf(ctx: Pick<Ctx, "meta" | "has">): Language {
  const c = ctx as Ctx;
  const p = phonology(c);
  // The lexicon's meta names its key and, from v7, its word builder ({ key, words: 2 }); a bare key
  // is a lexicon made before v7 (locked, or regenerated around), built by the first builder.
  const lexicon = ctx.meta("lexicon") as string | { key: string; words?: 2 } | undefined;
  const key = (typeof lexicon === "string" ? lexicon : lexicon?.key) ?? "fallback";
  const words: 2 | undefined = typeof lexicon === "object" && lexicon?.words === 2 ? 2 : undefined;
  const grammar = (ctx.has("grammar") ? (ctx.meta("grammar") as unknown as Grammar | undefined) : undefined) ?? makeGrammar(rngFromKey(key));
  const naming = (ctx.has("naming") ? (ctx.meta("naming") as unknown as Naming | undefined) : undefined) ?? makeNaming(rngFromKey(key));
  const base = { key, inventory: p.inventory, structure: structure(c), sound: p.sound, ...(words ? { words } : {}) };
  return {
    type: "language",
    key,
    name: nativeName(base),
    sound: p.sound,
    inventory: p.inventory,
    structure: base.structure,
    grammar,
    naming,
    ...(words ? { words } : {}),
  };
}

const LENGTH_WORDS = ["one", "two", "three", "four"];
/** Meanings a science-fiction lexicon does not show. */
const OLD_WORLD: ReadonlySet<string> = new Set(["king", "queen", "crown"]);

/** The lexicon's meaning column: verbs as "to see". */
const GLOSSES = MEANINGS.map(([m, pos]) => (pos === "verb" ? `to ${m}` : m));

export const language = defineGenerator({
  kind: "language",
  // v2: vowel runs in names worn down to two letters.
  // v3: fewer long vowels in generated languages.
  // v4: invented words are never spelled like an English function word ("An", "They", "The").
  // v5: the Name row comes first in the result fields.
  // v6: a "y" glide no longer counts as a vowel when long vowel runs are worn down, so spellings match their pronunciation.
  // v7: words are built by the second-edition word builder (roots.ts), stored as `words: 2`; consonant
  //     clusters' IPA is read digraph first (/ʃn/, not /shn/).
  // v8: prose (summary, sections, syllables, speakers, naming, script note, dialects) told from varied frames; words and names unchanged.
  // v9: the setting chooses the sounds its tongues favour, where dialects are spoken and how names are used (high fantasy unchanged).
  // v10: example person names never say one word twice.
  // v11: names in the language system keep to a length per sound (no word over 14 letters) and never write a letter or syllable three times running. Science-fiction lexicons leave out kings, queens and crowns; sample sentences and the possession example name no king.
  version: 11,
  options,
  requiredFields: ["name", "speakers", "phonemes", "syllables", "romanisation", "lexicon", "grammar", "sample", "naming", "script", "dialects"],
  fields: [
    {
      key: "phonemes",
      label: "Phoneme inventory",
      generate: ({ rng, options: o }) => {
        const sound: Sound = o.sound === "any" ? rng.pick(S.OWN_SOUNDS[o.setting] ?? SOUNDS) : o.sound;
        const inventory = makeInventory(rng, sound);
        return {
          type: "pairs",
          pairs: [
            { label: "Sound", value: `${capitalise(sound)}: ${POOLS[sound].description}` },
            { label: "Consonants", value: inventory.consonants.map((p) => `/${p.ipa}/`).join(" ") },
            { label: "Vowels", value: inventory.vowels.map((p) => `/${p.ipa}/`).join(" ") },
            { label: "Clusters", value: inventory.clusters.map((p) => `/${p.ipa}/`).join(" ") },
          ],
          meta: { sound, inventory } as unknown as Json,
        };
      },
    },
    {
      key: "syllables",
      label: "Syllable structure",
      dependsOn: ["phonemes"],
      generate: (ctx) => {
        const st = makeStructure(ctx.rng, phonology(ctx).sound);
        const lens = st.lengths.map((w, i) => [i, w] as const).filter(([, w]) => w > 0);
        const common = lens.reduce((a, b) => (b[1] > a[1] ? b : a))[0];
        const length = `${LENGTH_WORDS[common]} syllable${common === 0 ? "" : "s"}`;
        const says = ctx.stream("says");
        const value = [
          tell(says, F.LENGTH, { length }),
          tell(says, F.STRESS_SAYS, { stress: says.pick(F.STRESS[st.stress]) }),
          tell(says, F.CODA_SAYS, { coda: says.pick(F.CODAS[st.coda > 0.45 ? "common" : st.coda > 0.2 ? "light" : "rare"]) }),
          tell(says, F.SHAPE, { formula: structureFormula(st) }),
        ].join(" ");
        return {
          type: "text",
          value,
          meta: st as unknown as Json,
        };
      },
    },
    {
      key: "romanisation",
      label: "Romanisation",
      dependsOn: ["phonemes"],
      generate: (ctx) => {
        const inv = phonology(ctx).inventory;
        const all = [...inv.consonants, ...inv.vowels];
        return {
          type: "table",
          columns: ["Letter", "Sound", "As in"],
          rows: all.map((p) => [p.r === "'" ? "' (apostrophe)" : p.r, `/${p.ipa}/`, hintFor(p.ipa)]),
        };
      },
    },
    {
      key: "lexicon",
      label: "Lexicon",
      dependsOn: ["phonemes", "syllables"],
      generate: (ctx) => {
        const key = ctx.rng.uint32().toString(36) + ctx.rng.uint32().toString(36);
        const src = { key, inventory: phonology(ctx).inventory, structure: structure(ctx), words: 2 } as const;
        const words = lexiconOf(src);
        return {
          type: "table",
          columns: ["Meaning", "Word", "Pronunciation", "Part of speech"],
          // A science-fiction lexicon leaves out the old world's rulers and their crowns.
          rows: MEANINGS.flatMap(([m, pos], i) => {
            if (ctx.options.setting === "science-fiction" && OLD_WORLD.has(m)) return [];
            const w = words[i] as Word;
            return [[GLOSSES[i] as string, w.text, w.ipa, pos]];
          }),
          meta: { key, words: 2 },
        };
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["phonemes", "syllables", "lexicon"],
      generate: (ctx) => ({ type: "text", value: languageOf(ctx).name }),
    },
    {
      key: "speakers",
      label: "Speakers",
      generate: ({ rng, options: o, world }) => {
        const race = pickEntity(rng, world, "race");
        const who = race ? race.name : rng.pick(W.SPEAKER_GROUPS[o.setting]);
        const n = rng.weighted([
          [rng.int(2, 90) * 1000, 2],
          [rng.int(100, 990) * 1000, 3],
          [rng.int(1, 40) * 1_000_000, 2],
        ] as const);
        const says = rng.pick(F.SPEAKERS);
        const value = tell(rng, says, { count: formatNumber(n), who, status: tellOne(rng, F.STATUS, {}) });
        return { type: "text", value: value.charAt(0).toUpperCase() + value.slice(1), ...(race ? { meta: race.id } : {}) };
      },
    },
    {
      key: "grammar",
      label: "Grammar",
      dependsOn: ["lexicon"],
      generate: (ctx) => {
        const g = makeGrammar(ctx.rng);
        return { type: "pairs", pairs: grammarPairs(languageOf(ctx), g), meta: g as unknown as Json };
      },
    },
    {
      key: "sample",
      label: "Sample sentence",
      dependsOn: ["lexicon", "grammar"],
      generate: (ctx) => {
        const lang = languageOf(ctx);
        let s = sampleSentence(ctx.rng, lang, lang.grammar);
        // A sentence that says one word twice running ("za za") is drawn again (at most twice).
        for (let i = 0; i < 2 && repeatsAWord(s.text); i++) s = sampleSentence(ctx.rng, lang, lang.grammar);
        return {
          type: "pairs",
          pairs: [
            { label: "Text", value: s.text },
            { label: "Gloss", value: s.gloss },
            { label: "Translation", value: s.translation },
          ],
        };
      },
    },
    {
      key: "naming",
      label: "Naming conventions",
      dependsOn: ["lexicon"],
      generate: (ctx) => {
        const naming = makeNaming(ctx.rng);
        // The language with this field's naming (written out: a spread with more properties is slow in V8).
        const l = languageOf(ctx);
        const lang: Language = {
          type: "language",
          key: l.key,
          name: l.name,
          sound: l.sound,
          inventory: l.inventory,
          structure: l.structure,
          grammar: l.grammar,
          naming,
          ...(l.words ? { words: l.words } : {}),
        };
        const ex = ctx.stream("examples");
        // A person name that says one word twice ("Tsitsesess Tsitsesess") is drawn again (twice at most).
        const person = (gender: "female" | "male") => {
          let n = makeName(lang, ex, "person", gender, false);
          for (let i = 0; i < 2 && repeatsAWord(n.name); i++) n = makeName(lang, ex, "person", gender, false);
          return n;
        };
        const f = person("female");
        const m = person("male");
        const p = makeName(lang, ex, "place", "neutral", false);
        const says = ctx.stream("says");
        const parts = says.shuffle([
          tellOne(says, F.GIVEN, { family: tell(says, F.FAMILY[naming.family], {}) }),
          tell(says, F.GENDER[naming.genderEndings ? "yes" : "no"], {}),
          tell(says, F.PLACES, { head: naming.placeHead, headWord: wordFor(lang, naming.placeHead).text }),
        ]);
        const use = S.OWN_NAME_USE[ctx.options.setting];
        if (use) parts.push(tellOne(says, use, {}));
        const text = [...parts, tell(says, F.EXAMPLES, { f: f.name, fm: f.meaning, m: m.name, mm: m.meaning, p: p.name, pm: p.meaning })].join(" ");
        return { type: "text", value: text, meta: naming as unknown as Json };
      },
    },
    {
      key: "script",
      label: "Script",
      dependsOn: ["lexicon"],
      generate: (ctx) => {
        const [type, how] = ctx.rng.pick(W.SCRIPT_TYPES);
        const word = capitalise(wordFor(languageOf(ctx), "writing").text);
        return {
          type: "pairs",
          pairs: [
            { label: "Name", value: word },
            { label: "Type", value: `${capitalise(type)}: ${how}` },
            { label: "Direction", value: capitalise(ctx.rng.pick(W.SCRIPT_DIRECTIONS)) },
            { label: "Medium", value: capitalise(ctx.rng.pick(W.SCRIPT_MEDIA[ctx.options.setting])) },
            { label: "Note", value: tellOne(ctx.rng, F.SCRIPT_NOTES, {}) },
          ],
        };
      },
    },
    {
      key: "dialects",
      label: "Dialects",
      dependsOn: ["lexicon"],
      generate: (ctx) => {
        const lang = languageOf(ctx);
        const n = ctx.rng.int(2, 3);
        const regions = ctx.rng.sample(S.OWN_DIALECT_REGIONS[ctx.options.setting] ?? W.DIALECT_REGIONS, n);
        const traits = ctx.rng.sample(F.DIALECT_TRAITS, n);
        const says = ctx.stream("says");
        // A handful of common words is enough to show each sound change.
        const sampleWords = ["water", "fire", "stone", "salt", "night", "sea", "hand", "two", "star", "bread", "see", "old"].map(
          (m) => [m, wordFor(lang, m).text] as const,
        );
        const items = regions.map((region, i) => {
          const candidates = W.SHIFTS.filter(([from]) => sampleWords.some(([, w]) => w.includes(from)));
          const [from, to, desc] = candidates.length > 0 ? ctx.rng.pick(candidates) : (W.SHIFTS[0] as (typeof W.SHIFTS)[number]);
          const hit = sampleWords.find(([, w]) => w.includes(from));
          const example = hit ? ` (*${hit[1].replace(from, to)}* for *${hit[1]}* '${hit[0]}')` : "";
          return capitalise(
            tellOne(says, F.DIALECT, { region, name: lang.name, shift: desc, example: example || " ", trait: tell(says, traits[i]!, {}) }).replace(" ;", ";"),
          );
        });
        return { type: "list", items };
      },
    },
  ],
  compose: (ctx) => composeLanguage(ctx, languageOf(ctx)),
});
