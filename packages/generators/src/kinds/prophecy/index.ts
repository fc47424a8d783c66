// The prophecy generator: a verse, its seer and date, omens, readings, believers, status and twist.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import type { Rng } from "../../core/rng.js";
import { max } from "../../core/int.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList, sentence } from "../../core/text.js";
import type { Json } from "../../core/types.js";
import { linkFromWorld } from "../../core/world.js";
import { calendarFor, dateValue, todayCount } from "../../systems/calendar/index.js";
import { languageFor, parseLanguage, stockLanguage, type Language } from "../../systems/language/index.js";
import { personNameIn } from "../../systems/language/person-names.js";
import * as W from "./words.js";

const options = {};
type Ctx = FieldCtx<typeof options>;

function lang(ctx: Ctx): Language {
  return (ctx.has("language") ? parseLanguage(ctx.meta("language")) : undefined) ?? stockLanguage("prophecy-fallback");
}

// The language system never coins a lone "A"/"An" (see systems/language/function-words.ts).
function personName(ctx: Ctx, rng: Rng): string {
  return personNameIn(lang(ctx), rng);
}

const SUMMARY = [
  "A prophecy of {subject}, spoken by {seer} on {given}",
  "{Seer} foretold {subject} on {given}",
  "Given on {given} by {seer}: a verse of {subject}",
  "A verse foretelling {subject}, first uttered by {seer}",
];
const SPOKEN = [
  "It was spoken on {given} by {seer}, {a:role}.",
  "{Seer}, {a:role}, gave it on {given}.",
  "On {given}, {seer} spoke it; {seer} was {a:role}.",
  "Its source: {seer}, {a:role}, on {given}.",
];
const ABOUT = [
  "Its subject, most agree, is {subject}.",
  "Most read it as {subject}.",
  "It concerns {subject}, or so it seems.",
  "The common reading: {subject}.",
];
const OMENS = ["Its heralds: {omens}.", "Watch for {omens}.", "Its omens are {omens}.", "Believers look for {omens}."];
const BELIEF = ["It is held true chiefly by {believers}.", "Its believers: {believers}.", "Mostly {believers} believe it.", "{Believers} take it seriously."];
const STATUS = ["Its status: {status}.", "Today it stands {status}.", "As things are, {status}.", "For now: {status}."];

export const prophecy = defineGenerator({
  kind: "prophecy",
  // v2: invented words are never spelled like an English function word ("An", "They", "The").
  // v3: the Name row comes first in the result fields.
  // v4: a "y" glide no longer counts as a vowel when long vowel runs are worn down, so spellings match their pronunciation.
  // v5: without a saved language (or calendar) one of a fixed pool of stock ones is drawn, built once and shared (faster).
  // v6: pronunciations of consonant clusters are read digraph first (/ʃn/, /θr/, /xr/, /ŋk/, not /shn/, /thr/, /khr/, /ngk/).
  // v7: seers, subjects, images, omens and believers drawn by setting (no royal line in science
  //     fiction); verses, readings and twists composed from parts by tone; varied prose.
  // v9: a seer's name never repeats a word.
  // v10: names in the language system keep to a length per sound (no word over 14 letters) and never write a letter or syllable three times running.
  version: 10,
  options,
  requiredFields: ["name", "verse", "seer", "given", "subject", "omens", "interpretations", "status", "believers", "twist"],
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
      key: "seer",
      label: "Seer",
      dependsOn: ["language"],
      generate: (ctx) => ({
        ...linkFromWorld(ctx.stream("who"), ctx.world, "character", (r) => ({ name: personName(ctx, r) })),
        meta: `${ctx.rng.pick(W.SEER_WHO[ctx.options.setting])} ${ctx.rng.pick(W.SEER_WHERE[ctx.options.setting])}`,
      }),
    },
    {
      key: "given",
      label: "When given",
      generate: ({ rng, world }) => {
        const { calendar } = calendarFor(world, rng);
        const day = max(0, todayCount(calendar) - rng.int(30, 40000));
        return { type: "date", date: dateValue(calendar, day) };
      },
    },
    {
      key: "subject",
      label: "Subject",
      generate: ({ rng, options: o }) => ({ type: "text", value: capitalise(`${rng.pick(W.SUBJECT_ACT)} ${rng.pick(W.SUBJECT_OBJ[o.setting])}`) }),
    },
    { key: "thing", label: "Central image", generate: ({ rng, options: o }) => ({ type: "text", value: rng.pick(W.THINGS[o.setting]) }) },
    {
      key: "verse",
      label: "Verse",
      dependsOn: ["thing"],
      generate: (ctx) => {
        const { rng } = ctx;
        const t = ctx.options.tone;
        const thing = ctx.text("thing");
        const lines = [
          `When the ${thing} ${rng.pick(W.VERSE_A[t])},`,
          `${capitalise(rng.pick(W.VERSE_B_WHO[t]))} ${rng.pick(W.VERSE_B_DO[t])}`,
          `and the ${rng.pick(W.SUBJECT_WORDS)} shall ${rng.pick(W.VERSE_C_END[t])}.`,
        ];
        return { type: "text", value: lines.join("\n") };
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["seer", "thing"],
      generate: (ctx) => {
        const seer = ctx.text("seer");
        const form = ctx.rng.pick(["The Prophecy of the {Thing}", "The {Thing} Prophecy", "The Verse of the {Thing}"]);
        return { type: "text", value: `${fill(form, { Thing: ctx.text("thing").replace(/\b\w/g, (c) => c.toUpperCase()) })}, as spoken by ${seer}` };
      },
    },
    {
      key: "omens",
      label: "Omens",
      generate: ({ rng, options: o }) => ({
        type: "list",
        items: rng.sample(W.OMEN_WHAT[o.setting], 3).map((w) => capitalise(`${w} ${rng.pick(W.OMEN_HOW)}`)),
      }),
    },
    {
      key: "interpretations",
      label: "Interpretations",
      dependsOn: ["thing", "subject"],
      generate: (ctx) => {
        const { rng } = ctx;
        const who = rng.sample(W.INTERP_WHO[ctx.options.setting], rng.int(2, 3));
        const views = rng.sample(W.INTERP_VIEW, who.length);
        const vars = { thing: `the ${ctx.text("thing")}`, subject: ctx.text("subject").toLowerCase() };
        return { type: "list", items: who.map((w, i) => `${w} ${fill(views[i] as string, vars)} ${rng.pick(W.INTERP_WHY)}.`) };
      },
    },
    { key: "status", label: "Status", generate: ({ rng }) => ({ type: "text", value: capitalise(rng.pick(W.STATUSES)) }) },
    {
      key: "believers",
      label: "Who believes it",
      generate: ({ rng, options: o }) => ({ type: "list", items: rng.sample(W.BELIEVERS[o.setting], 2).map(capitalise) }),
    },
    {
      key: "twist",
      label: "The twist",
      generate: ({ rng, options: o }) => ({ type: "text", value: `${rng.pick(W.TWIST_WHO)} ${rng.pick(W.TWIST_TRUTH[o.tone])}.` }),
    },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const seer = ctx.text("seer");
    const role = ctx.meta<Json>("seer");
    const roleText = typeof role === "string" ? role : "seer";
    const list = (k: string) => {
      const v = ctx.get(k);
      return v.type === "list" ? v.items : [];
    };
    const s = ctx.rng("summary");
    const subject = ctx.text("subject").toLowerCase();
    const given = ctx.text("given");
    const summary = sentence(fill(s.pick(SUMMARY), { subject, seer, given }));
    const vars = {
      seer,
      given,
      role: roleText,
      subject,
      omens: joinList(list("omens").map((o) => o.toLowerCase())),
      believers: joinList(list("believers").map((b) => b.charAt(0).toLowerCase() + b.slice(1))),
      status: ctx.text("status").charAt(0).toLowerCase() + ctx.text("status").slice(1),
    };
    const p = ctx.rng("prose");
    return {
      name,
      summary,
      sections: [
        {
          title: "The verse",
          markdown: `${ctx
            .text("verse")
            .split("\n")
            .map((l) => `> ${l}`)
            .join("\n")}\n\n${fill(p.pick(SPOKEN), vars)} ${fill(p.pick(ABOUT), vars)}`,
        },
        {
          title: "Omens and readings",
          markdown: `${fill(p.pick(OMENS), vars)}\n\n${list("interpretations")
            .map((i) => `- ${i}`)
            .join("\n")}`,
        },
        { title: "Belief and status", markdown: `${fill(p.pick(BELIEF), vars)} ${fill(p.pick(STATUS), vars)}` },
        { title: "The twist", markdown: `${ctx.text("twist")} ${ctx.rng("twist").pick(W.TWIST_NOTE[ctx.options.tone])}` },
      ],
      tags: ["prophecy", ctx.options.setting, ctx.options.tone],
    };
  },
});
