// The name generator: a batch of names with pronunciation and meaning, in a chosen sound or a
// saved language, for people, places, taverns, ships or organisations.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption, numberOption } from "../../core/options.js";
import { repeatsAWord } from "../../systems/language/person-names.js";
import { functionWordFix } from "../../systems/language/function-words.js";
import { classOf, FORMS, ROAD_NAMES, SETTING_SOUNDS, styleOf } from "./setting.js";
import { fill } from "../../core/template.js";
import { capitalise, firstWord, joinList, numberWord, titleCase } from "../../core/text.js";
import type { Json } from "../../core/types.js";
import {
  affixFor,
  drawStockLanguage,
  languageFor,
  nameWithMeaning,
  parseLanguage,
  raceSound,
  SOUNDS,
  stockLanguage,
  wordFor,
  type Language,
  type NameParts,
} from "../../systems/language/index.js";

const TYPES = ["person", "place", "tavern", "ship", "organisation"] as const;
/** Peoples whose tongues have a sound of their own (systems/language/peoples.ts): a dwarf's name reads dwarvish. */
const PEOPLES = ["dwarvish", "elvish", "orcish", "halfling", "gnomish"] as const;
const PEOPLE_RACE: Record<(typeof PEOPLES)[number], string> = { dwarvish: "dwarf", elvish: "elf", orcish: "orc", halfling: "halfling", gnomish: "gnome" };
const options = {
  culture: enumOption("Culture or sound", ["any", "world", ...SOUNDS, ...PEOPLES] as const, "any", {
    world: "A saved language",
    dwarvish: "Dwarvish",
    elvish: "Elvish",
    orcish: "Orcish",
    halfling: "Halfling",
    gnomish: "Gnomish",
  }),
  nameType: enumOption("Name for", TYPES),
  gender: enumOption("Gender", ["any", "female", "male", "neutral"] as const),
  count: numberOption("How many", 5, 20, 10),
};
type Ctx = FieldCtx<typeof options>;

/** A language's name as a proper noun, also after a leading glottal apostrophe ("'utau" → "'Utau"). */
function properName(s: string): string {
  let i = 0;
  while (i < s.length && (s[i] === "'" || s[i] === "’")) i++;
  return i === 0 ? capitalise(s) : s.slice(0, i) + capitalise(s.slice(i));
}

function lang(ctx: Pick<Ctx, "meta" | "has">): Language {
  return (ctx.has("language") ? parseLanguage(ctx.meta("language")) : undefined) ?? stockLanguage("name-fallback");
}

/** A nickname: the given name's first three letters, or four when three spell an English word ("The"). */
function nickOf(given: string): string {
  const three = given.slice(0, 3);
  return functionWordFix(three) === "" ? three : given.slice(0, 4);
}

/** How each sound strikes a listener, in a few words. */
const SOUND_WORDS: Record<(typeof SOUNDS)[number], readonly string[]> = {
  soft: ["soft and breathy", "gentle, full of liquids", "like a murmur"],
  harsh: ["hard-edged", "full of stops and trills", "like breaking stone"],
  flowing: ["long and rolling", "like running water", "smooth and unhurried"],
  guttural: ["deep in the throat", "heavy and low", "like a rockslide"],
  sibilant: ["hissing", "full of whispers", "sharp with s-sounds"],
  clipped: ["short and precise", "brisk and clean", "like a ticking clock"],
  melodic: ["sung more than spoken", "musical and nasal", "like a lullaby"],
};

/**
 * More words for each sound, used outside high fantasy: a setting favours a few sounds (setting.ts),
 * so each of them is described in more ways there.
 */
const SOUND_WORDS_MORE: Record<(typeof SOUNDS)[number], readonly string[]> = {
  soft: [...SOUND_WORDS.soft, "hushed and warm", "like a lowered voice"],
  harsh: [...SOUND_WORDS.harsh, "all edges", "like a blade on a whetstone"],
  flowing: [...SOUND_WORDS.flowing, "unbroken, vowel to vowel", "like a slow river"],
  guttural: [...SOUND_WORDS.guttural, "growled more than said", "rough and throaty"],
  sibilant: [...SOUND_WORDS.sibilant, "like steam escaping", "hushing and hissing"],
  clipped: [...SOUND_WORDS.clipped, "terse, each syllable cut short", "like a telegraph"],
  melodic: [...SOUND_WORDS.melodic, "rising and falling like a chant", "tuneful"],
};

const CLAN_LINES = ["A clan name, shared by kin, follows.", "Second comes the clan name.", "Each {L} clan has its own name, said last."] as const;
const CLAN_LINES_MORE = [...CLAN_LINES, "The clan's name closes it.", "After it, the clan they belong to."] as const;

const TAVERN_FORMS = ["The {m}", "The {m} Inn", "The {m} Tavern", "{m} House", "The Sign of the {m}"] as const;
const SHIP_FORMS = ["{m}", "The {m}", "{m}'s Luck"] as const;

export const name = defineGenerator({
  kind: "name",
  // v2: fewer long vowels in generated languages.
  // v3: invented words are never spelled like an English function word ("An", "They", "The").
  // v4: ship and tavern names shown in the native form their pronunciation describes; usage notes per kind of name.
  // v5: the language is one of the stock pool (of the chosen sound), built once and shared (faster).
  // v6: pronunciations of consonant clusters are read digraph first (/ʃn/, /θr/, /xr/, /ŋk/, not /shn/, /thr/, /khr/, /ngk/).
  // v7: pronounceable names (no triple repeats or clashing consonants), peoples' tongues as cultures (Dwarvish …), varied prose built around the language's own words.
  // v8: a language name is capitalised after a leading glottal apostrophe ("'Utau given names", not "'utau").
  // v9: the setting picks the sounds names favour (culture "any"), a naming-style note and each name written in full the setting's way.
  // v10: names in the language system keep to a length per sound (no word over 14 letters) and never write a letter or syllable three times running; pronunciations in italics; no nickname spelled like an English word ("The").
  version: 10,
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
        const people = (PEOPLES as readonly string[]).includes(o.culture) ? PEOPLE_RACE[o.culture as (typeof PEOPLES)[number]] : undefined;
        const favoured = SETTING_SOUNDS[o.setting];
        const sound = o.culture === "any" ? (favoured ? rng.pick(favoured) : undefined) : people ? raceSound(people) : (o.culture as (typeof SOUNDS)[number]);
        const l = drawStockLanguage(rng, sound);
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
          // A name already shown is passed over, and so is one that says a word twice ("Koong Koong")
          // while there are draws to spare (a language whose every such name doubles still gets names).
          if (seen.has(n.name) || (repeatsAWord(n.name) && i < ctx.options.count * 3)) continue;
          seen.add(n.name);
          // The pronunciation is of the invented name, so it is set in italics like the language's words.
          rows.push([n.name, `*${n.pronunciation}*`, type === "tavern" || type === "ship" ? n.meaning : `'${n.meaning}'`]);
        }
        return { type: "table", columns: ["Name", "Pronunciation", "Meaning"], rows };
      },
    },
    {
      key: "style",
      label: "Naming style",
      dependsOn: ["nameType"],
      generate: (ctx) => ({ type: "text", value: styleOf(ctx.rng, ctx.options.setting, classOf(ctx.text("nameType"))) }),
    },
    {
      key: "forms",
      label: "Written in full",
      dependsOn: ["names", "nameType"],
      generate: (ctx) => {
        const names = ctx.get("names");
        const shown = names.type === "table" ? names.rows.slice(0, 3).map((r) => r[0] ?? "") : [];
        const forms = ctx.rng.sample(FORMS[ctx.options.setting][classOf(ctx.text("nameType"))], shown.length);
        const items = shown.map((n, i) => {
          const words = n.split(" ");
          const g = words[0] ?? n;
          return fill(forms[i] ?? "{n}", {
            n,
            g,
            l: words[words.length - 1] ?? n,
            i: g.replace(/^'/, "").charAt(0).toUpperCase(),
            num: ctx.rng.int(2, 99),
            num2: ctx.rng.int(100, 999),
            road: ctx.rng.pick(ROAD_NAMES),
          });
        });
        return { type: "list", items };
      },
    },
  ],
  compose(ctx) {
    const l = lang(ctx);
    const names = ctx.get("names");
    const rows = names.type === "table" ? names.rows : [];
    const type = ctx.text("nameType");
    const first = rows[0]?.[0] ?? "Nameless";
    const second = rows[1]?.[0] ?? first;
    const third = rows[2]?.[0] ?? first;
    const given = firstWord(first);
    const r = ctx.rng("prose");
    const nm = l.naming;
    // Short fixed runs between the language's own words, so no sentence recurs across results.
    const v = {
      L: properName(l.name),
      first,
      second,
      third,
      given,
      nick: nickOf(given),
      sound: r.pick((ctx.options.setting === "high-fantasy" ? SOUND_WORDS : SOUND_WORDS_MORE)[l.sound]),
      child: affixFor(l, "child").text,
      of: wordFor(l, "of").text,
      head: wordFor(l, nm.placeHead).text,
      headMeaning: nm.placeHead,
      order: wordFor(l, "order").text,
      parent: nm.family === "matronymic" ? "mother" : "father",
      kind: type === "organisation" ? "organisation" : type,
    };
    const family =
      nm.family === "patronymic" || nm.family === "matronymic"
        ? r.pick([
            "Surname: the {parent}'s name, then *{child}*.",
            "Then the {parent}'s name with *{child}*.",
            "*{Child}* ('child') follows the {parent}'s name.",
            "The {parent}'s name plus *{child}* ends it.",
          ])
        : nm.family === "clan"
          ? r.pick(ctx.options.setting === "high-fantasy" ? CLAN_LINES : CLAN_LINES_MORE)
          : r.pick(["The family's home follows *{of}*, 'of'.", "Then *{of}* and the home village.", "Families are known by place: *{of}* and a town."]);
    const detail =
      type === "person"
        ? r.pick(["{Given} is a typical {L} given name", "{L} given names, like {given}, have", "{A:L} child gets a name like {given}"]) +
          r.pick([": one or two roots", ", a root or two", ", built of roots", ", short and meaningful", ": roots joined"]) +
          (nm.genderEndings ? r.pick(["; its ending marks gender. ", ", gendered at the end. ", "; endings show sex. ", ", ending by gender. "]) : ". ") +
          family
        : type === "place"
          ? r.pick([
              "{L} places join two roots; many end in *{head}*, '{headMeaning}'.",
              "Look for *{head}* ('{headMeaning}') at the end of {L} place names.",
              "Most {L} towns end in *{head}*: '{headMeaning}'.",
            ])
          : type === "organisation"
            ? r.pick([
                "{L} orders call themselves *{order}*, 'order', then their oath.",
                "*{Order}* means 'order' in {L}; the oath follows.",
                "Every {L} company starts with *{order}*.",
              ])
            : r.pick([
                "Locals use the {L} name; visitors, the translation.",
                "Both names are painted up: {L} and translated.",
                "In {L} ports the native name comes first.",
              ]);
    const about = [
      fill(
        r.pick([
          "These {kind} names are {L}, which sounds {sound}.",
          "{L} sounds {sound}; these are its {kind} names.",
          "{Kind} names in {L}, a tongue {sound}.",
        ]),
        v,
      ),
      fill(detail, v),
      fill(r.pick(["Each name means something in {L}.", "Every {L} name carries a meaning.", "{L} speakers hear the meanings plainly."]), v),
    ].join(" ");
    const tips = [
      fill(
        type === "person"
          ? r.pick(["Friends shorten {given} to {nick}.", "{Given} becomes {nick} among family.", "Call {given} '{nick}' once you know them."])
          : type === "ship"
            ? r.pick(["Aboard, {first} is just its first word.", "Crews call {first} by one word.", "Sailors clip {first} to a syllable."])
            : type === "tavern"
              ? r.pick(["Regulars shorten {first} by round two.", "{First} becomes one word after dark.", "Nobody says {first} in full twice."])
              : type === "place"
                ? r.pick(["Maps spell {first} a dozen ways.", "Locals stress {first} on the first beat.", "Travellers mangle {first}; locals forgive."])
                : r.pick(["Members call {first} 'the order'.", "{First} is rarely said in full.", "Outsiders garble {first}."]),
        v,
      ),
      fill(
        r.pick([
          "Foreigners flatten {L} vowels.",
          "Misplaced stress makes {L} names rude.",
          "{L} names skip a generation.",
          "{A:L} name said wrong is an omen.",
          "{L} children get nicknames first.",
          "Say {L} names slowly.",
        ]),
        v,
      ),
      fill(r.pick(["{Second} and {third} {pair}.", "Pair {second} with {third}: they {pair}.", "Try {second} beside {third}; they {pair}."]), {
        second,
        third,
        pair: r.pick(["suit rivals", "sound like kin", "fit travellers", "suit a duel", "sound like lovers"]),
      }),
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
