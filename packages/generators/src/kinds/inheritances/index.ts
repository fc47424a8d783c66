// The inheritances generator: a will — who left it, what is left, its conditions, and who contests it.
import { personNameIn } from "../../systems/language/person-names.js";
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList, sentence } from "../../core/text.js";
import type { Json, LinkValue } from "../../core/types.js";
import { linkFromWorld, withMeta } from "../../core/world.js";
import { languageFor, parseLanguage, stockLanguage, type Language } from "../../systems/language/index.js";
import { tell, tellOne } from "../../core/phrases/alternation.js";
import { forSetting } from "../../core/phrases/setting-pools.js";
import type { Setting } from "../../core/options.js";
import type { Rng } from "../../core/rng.js";
import * as F from "./frames.js";
import * as S from "./frames-setting.js";
import * as W from "./words.js";

const options = {};
type Ctx = FieldCtx<typeof options>;

function lang(ctx: Ctx): Language {
  return (ctx.has("language") ? parseLanguage(ctx.meta("language")) : undefined) ?? stockLanguage("inheritance-fallback");
}

// The language system never coins a lone "A"/"An" (see systems/language/function-words.ts).
function personName(ctx: Ctx, rng = ctx.rng): string {
  return personNameIn(lang(ctx), rng);
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
  // v7: conditions, disputes, readings and the will's story told from varied frames with setting-family words (no crown or temple among the stars).
  // v8: dark fantasy, steampunk and mythic wills have their own world (who reads, who rules, who gets the forfeit), obligations and benefactors.
  // v9: a person name that says one word twice ("Te Te Tsvetsvezeits") is drawn again.
  // v10: names in the language system keep to a length per sound (no word over 14 letters) and never write a letter or syllable three times running.
  version: 10,
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
        return withMeta(v, { role: ctx.rng.pick(forSetting(ctx.options.setting, F.BENEFACTOR_ROLES, S.OWN_BENEFACTOR_ROLES)) });
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
        const kind = rng.weighted([
          ["estate", 3],
          ["heirloom", 3],
          ["title", 2],
          ["debt", 2],
          ["secret", 2],
        ] as const);
        return { type: "text", value: capitalise(rng.pick(W.BEQUESTS[o.setting][kind])), meta: kind };
      },
    },
    {
      key: "conditions",
      label: "Conditions of the will",
      generate: ({ rng, options: o }) => ({ type: "text", value: tellOne(rng, F.CONDITIONS, willWords(rng, o.setting)) }),
    },
    {
      key: "obligations",
      label: "Obligations",
      generate: ({ rng, options: o }) => ({
        type: "list",
        items: rng.sample(forSetting(o.setting, F.OBLIGATIONS, S.OWN_OBLIGATIONS), rng.int(1, 3)).map(capitalise),
      }),
    },
    { key: "disputes", label: "Disputes", generate: ({ rng, options: o }) => ({ type: "text", value: tellOne(rng, F.DISPUTES, willWords(rng, o.setting)) }) },
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
    const lowBequest = `${bequest.charAt(0).toLowerCase()}${bequest.slice(1)}`;
    const summary = sentence(
      `${capitalise(withPossessive(benefactor))} will ${s.pick(["leaves", "hands on", "passes on", "bequeathes"])} ${lowBequest}, ${s.pick(F.SUMMARY_TAIL)}`,
    );
    const r = ctx.rng("section", "will");
    const words = willWords(r, ctx.options.setting);
    return {
      name,
      summary,
      sections: [
        {
          title: "The will",
          markdown: `${tell(r, F.WILL_OPEN, { benefactor, role: roleText, bequest: lowBequest })} ${tellOne(r, F.KIND_LINE[kind], {})} ${tellOne(r, F.READINGS[ctx.options.tone], { ...words, benefactor })}`,
        },
        { title: "Conditions and obligations", markdown: `${ctx.text("conditions")} ${tellOne(r, F.BOUND, { obs: joinList(obs) })}` },
        { title: "Disputes and rivals", markdown: `${ctx.text("disputes")} ${r.pick(F.OTHERS)}\n\n${rivals.map((x) => `- ${x}`).join("\n")}` },
      ],
      tags: [kind, ctx.options.setting, ctx.options.tone],
    };
  },
});

function withPossessive(n: string): string {
  return n.endsWith("s") ? `${n}'` : `${n}'s`;
}

/** The setting family's words for a will's prose: who receives forfeits, who rules, who reads. */
function willWords(rng: Rng, setting: Setting): Record<string, string> {
  const w = forSetting(setting, F.WILL_WORLD, S.OWN_WILL_WORLD);
  return { forfeit: rng.pick(w.forfeit), ruler: rng.pick(w.ruler), clerk: rng.pick(w.clerk), place: rng.pick(w.place), servant: rng.pick(w.servant) };
}
