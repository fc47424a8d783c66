// The inheritances generator: a will — who left it, what is left, its conditions, and who contests it.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList, sentence } from "../../core/text.js";
import type { Json, LinkValue } from "../../core/types.js";
import { linkFromWorld, withMeta } from "../../core/world.js";
import { languageFor, nameIn, parseLanguage, stockLanguage, type Language } from "../../systems/language/index.js";
import * as W from "./words.js";

const options = {};
type Ctx = FieldCtx<typeof options>;

function lang(ctx: Ctx): Language {
  return (ctx.has("language") ? parseLanguage(ctx.meta("language")) : undefined) ?? stockLanguage("inheritance-fallback");
}

// The language system never coins a lone "A"/"An" (see systems/language/function-words.ts).
function personName(ctx: Ctx, rng = ctx.rng): string {
  return nameIn(lang(ctx), rng, "person");
}

function bequestKind(k: Json | undefined): W.BequestKind {
  return typeof k === "string" && (W.BEQUEST_KINDS as readonly string[]).includes(k) ? (k as W.BequestKind) : "estate";
}

export const inheritances = defineGenerator({
  kind: "inheritances",
  // v2: invented words are never spelled like an English function word ("An", "They", "The").
  // v3: the Name row comes first in the result fields.
  // v4: without a saved language (or calendar) one of a fixed pool of stock ones is drawn, built once and shared (faster).
  // v5: pronunciations of consonant clusters are read digraph first (/ʃn/, /θr/, /xr/, /ŋk/, not /shn/, /thr/, /khr/, /ngk/).
  version: 6,
  options,
  requiredFields: ["name", "benefactor", "bequest", "conditions", "obligations", "disputes", "rivals"],
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
      key: "benefactor",
      label: "Benefactor",
      dependsOn: ["language"],
      generate: (ctx) => {
        const v = linkFromWorld(ctx.stream("who"), ctx.world, "character", (r) => ({ name: personName(ctx, r) }));
        return withMeta(v, { role: ctx.rng.pick(W.BENEFACTOR_ROLES) });
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["benefactor"],
      generate: (ctx) => ({ type: "text", value: fill(ctx.rng.pick(W.NAME_FORMS), { benefactor: ctx.text("benefactor"), Adj: ctx.rng.pick(W.ADJ) }) }),
    },
    {
      key: "bequest",
      label: "What is left",
      generate: ({ rng, options: o }) => {
        const kind = rng.weighted([["estate", 3], ["heirloom", 3], ["title", 2], ["debt", 2], ["secret", 2]] as const);
        return { type: "text", value: capitalise(rng.pick(W.BEQUESTS[o.setting][kind])), meta: kind };
      },
    },
    { key: "conditions", label: "Conditions of the will", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.CONDITIONS) }) },
    { key: "obligations", label: "Obligations", generate: ({ rng }) => ({ type: "list", items: rng.sample(W.OBLIGATIONS, rng.int(1, 3)).map(capitalise) }) },
    { key: "disputes", label: "Disputes", generate: ({ rng }) => ({ type: "text", value: rng.pick(W.DISPUTES) }) },
    {
      key: "rivals",
      label: "Who else wants it",
      dependsOn: ["language", "benefactor"],
      generate: (ctx) => {
        const n = ctx.rng.int(1, 3);
        const roles = ctx.rng.sample(W.RIVAL_ROLES, n);
        const links: LinkValue[] = [];
        const labels: string[] = [];
        for (let i = 0; i < n; i++) {
          const name = personName(ctx, ctx.stream(`r${i}`));
          if (name === ctx.text("benefactor") || links.some((l) => l.name === name)) continue;
          links.push({ kind: "character", name });
          labels.push(`${name}, ${roles[i] ?? "a distant relative"}`);
        }
        return { type: "links", links, meta: labels };
      },
    },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const benefactor = ctx.text("benefactor");
    const bm = ctx.meta<Json>("benefactor");
    const role = bm && typeof bm === "object" && !Array.isArray(bm) ? (bm as { readonly [k: string]: Json }).role : undefined;
    const roleText = typeof role === "string" ? role : "distant relative";
    const bequest = ctx.text("bequest");
    const kind = bequestKind(ctx.meta<Json>("bequest"));
    const rivalsMeta = ctx.meta<Json>("rivals");
    const rivals = Array.isArray(rivalsMeta) ? rivalsMeta.filter((x): x is string => typeof x === "string") : [];
    const obligations = ctx.get("obligations");
    const obs = obligations.type === "list" ? obligations.items.map((o) => o.charAt(0).toLowerCase() + o.slice(1)) : [];
    const s = ctx.rng("summary");
    const summary = sentence(`${capitalise(withPossessive(benefactor))} will leaves ${bequest.charAt(0).toLowerCase()}${bequest.slice(1)}, ${s.pick(["and trouble comes with it", "with strings attached", "to an heir who never expected it", "and not everyone is pleased"])}`);
    const r = ctx.rng("section", "will");
    const kindLine = {
      estate: "Property is never simply property: it comes with tenants, roofs that leak and neighbours with long memories.",
      heirloom: "Its value to collectors is considerable, but its value to the family is harder to name.",
      title: "A title brings rank, but also every enemy its previous holder ever made.",
      debt: "It is the kind of inheritance no one wants, and it cannot simply be refused.",
      secret: "Some inheritances are dangerous precisely because nobody can see them.",
    }[kind];
    return {
      name,
      summary,
      sections: [
        { title: "The will", markdown: `${benefactor}, ${r.pick(["remembered as", "known to most as", "whom the family called"])} ${withArticleSafe(roleText)}, left behind ${bequest.charAt(0).toLowerCase()}${bequest.slice(1)}. ${kindLine} ${r.pick(W.READINGS[ctx.options.tone])}` },
        { title: "Conditions and obligations", markdown: `${ctx.text("conditions")} Beyond that, the heir is bound to ${joinList(obs)}.` },
        { title: "Disputes and rivals", markdown: `${ctx.text("disputes")} Others want it too:\n\n${rivals.map((x) => `- ${x}`).join("\n")}` },
      ],
      tags: [kind, ctx.options.setting, ctx.options.tone],
    };
  },
});

function withPossessive(n: string): string {
  return n.endsWith("s") ? `${n}'` : `${n}'s`;
}

function withArticleSafe(role: string): string {
  return fill("{a:role}", { role });
}
