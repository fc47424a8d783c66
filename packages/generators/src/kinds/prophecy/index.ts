// The prophecy generator: a verse, its seer and date, omens, readings, believers, status and twist.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import type { Rng } from "../../core/rng.js";
import { max } from "../../core/int.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList, sentence } from "../../core/text.js";
import type { Json } from "../../core/types.js";
import { linkFromWorld } from "../../core/world.js";
import { calendarFor, dateValue, todayCount } from "../../systems/calendar/index.js";
import { languageFor, nameIn, parseLanguage, stockLanguage, type Language } from "../../systems/language/index.js";
import * as W from "./words.js";

const options = {};
type Ctx = FieldCtx<typeof options>;

function lang(ctx: Ctx): Language {
  return (ctx.has("language") ? parseLanguage(ctx.meta("language")) : undefined) ?? stockLanguage("prophecy-fallback");
}

// The language system never coins a lone "A"/"An" (see systems/language/function-words.ts).
function personName(ctx: Ctx, rng: Rng): string {
  return nameIn(lang(ctx), rng, "person");
}

export const prophecy = defineGenerator({
  kind: "prophecy",
  // v2: invented words are never spelled like an English function word ("An", "They", "The").
  // v3: the Name row comes first in the result fields.
  // v4: a "y" glide no longer counts as a vowel when long vowel runs are worn down, so spellings match their pronunciation.
  // v5: without a saved language (or calendar) one of a fixed pool of stock ones is drawn, built once and shared (faster).
  // v6: pronunciations of consonant clusters are read digraph first (/ʃn/, /θr/, /xr/, /ŋk/, not /shn/, /thr/, /khr/, /ngk/).
  version: 6,
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
      generate: (ctx) => ({ ...linkFromWorld(ctx.stream("who"), ctx.world, "character", (r) => ({ name: personName(ctx, r) })), meta: ctx.rng.pick(W.SEER_ROLES) }),
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
    { key: "subject", label: "Subject", generate: ({ rng }) => ({ type: "text", value: capitalise(rng.pick(W.SUBJECTS)) }) },
    { key: "thing", label: "Central image", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.THINGS) }) },
    {
      key: "verse",
      label: "Verse",
      dependsOn: ["thing"],
      generate: (ctx) => {
        const { rng } = ctx;
        const t = ctx.options.tone;
        const v = { thing: ctx.text("thing"), count: rng.pick(W.COUNTS), subjectword: rng.pick(W.SUBJECT_WORDS) };
        const lines = [`${fill(rng.pick(W.VERSE_A[t]), v)},`, fill(rng.pick(W.VERSE_B[t]), v), fill(rng.pick(W.VERSE_C[t]), v)];
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
    { key: "omens", label: "Omens", generate: ({ rng }) => ({ type: "list", items: rng.sample(W.OMENS, 3).map(capitalise) }) },
    {
      key: "interpretations",
      label: "Interpretations",
      dependsOn: ["thing", "subject"],
      generate: (ctx) => ({ type: "list", items: ctx.rng.sample(W.INTERPRETATIONS, ctx.rng.int(2, 3)).map((t) => fill(t, { thing: `the ${ctx.text("thing")}`, subject: ctx.text("subject").toLowerCase() })) }),
    },
    { key: "status", label: "Status", generate: ({ rng }) => ({ type: "text", value: capitalise(rng.pick(W.STATUSES)) }) },
    { key: "believers", label: "Who believes it", generate: ({ rng }) => ({ type: "list", items: rng.sample(W.BELIEVERS, 2).map(capitalise) }) },
    { key: "twist", label: "The twist", generate: ({ rng, options: o }) => ({ type: "text", value: rng.pick(W.TWISTS[o.tone]) }) },
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
    const summary = sentence(`A prophecy of ${ctx.text("subject").toLowerCase()}, ${s.pick(["spoken by", "first uttered by", "given by"])} ${seer} on ${ctx.text("given")}`);
    return {
      name,
      summary,
      sections: [
        { title: "The verse", markdown: `${ctx.text("verse").split("\n").map((l) => `> ${l}`).join("\n")}\n\nIt was spoken on ${ctx.text("given")} by ${seer}, ${fill("{a:r}", { r: roleText })}. Its subject, most agree, is ${ctx.text("subject").toLowerCase()}.` },
        { title: "Omens and readings", markdown: `The signs said to herald it are ${joinList(list("omens").map((o) => o.toLowerCase()))}.\n\n${list("interpretations").map((i) => `- ${i}`).join("\n")}` },
        { title: "Belief and status", markdown: `It is held true chiefly by ${joinList(list("believers").map((b) => b.charAt(0).toLowerCase() + b.slice(1)))}. Its status: ${ctx.text("status").charAt(0).toLowerCase()}${ctx.text("status").slice(1)}.` },
        { title: "The twist", markdown: ctx.text("twist") },
      ],
      tags: ["prophecy", ctx.options.setting, ctx.options.tone],
    };
  },
});
