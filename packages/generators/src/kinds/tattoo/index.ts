// The tattoo generator: a design with its placement, style, inks, meaning, culture, the rite
// of application, who may bear it, and what it does.
import { defineGenerator } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList, sentence, withArticle } from "../../core/text.js";
import { linkFromWorld } from "../../core/world.js";
import * as W from "./words.js";
import * as S from "./words-setting.js";
import { archetypeField, archetypeOf } from "../../core/archetype.js";
import type { FieldCtx } from "../../core/define.js";
import { ARCHETYPES, archetypesOf, type TattooArchetype } from "./archetypes.js";

const options = { style: enumOption("Style", ["any", ...W.STYLES] as const) };
const lower = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
type Ctx = FieldCtx<typeof options>;
const arch = (ctx: Pick<Ctx, "meta" | "text">): TattooArchetype => archetypeOf(ctx, ARCHETYPES);
const BAD_NAME = /(.)\1\1|(\w{2,3})\2\2/i;

export const tattoo = defineGenerator({
  kind: "tattoo",
  // v2: the Name row comes first in the result fields.
  // v3: meaning, rite, bearers, effect and the look composed from parts (for variety).
  // v4: the setting changes the content: motifs, deeds, promises, the rite, bearers, peoples and when it stirs.
  // v5: where ink is technology (science fiction, modern, steampunk) the effect is a made thing, not a spell.
  // v6: an archetype (deed mark, oath mark, ward, rite-of-passage mark) decides placement, styles, what the name calls it and how its meaning is said; tags name its style and kind once each; no tripled syllables in names.
  version: 6,
  options,
  requiredFields: ["name", "design", "placement", "style", "inks", "meaning", "culture", "ritual", "bearers", "effect"],
  fields: [
    archetypeField<TattooArchetype, Ctx["options"]>({
      label: "Kind of mark",
      table: (ctx) => archetypesOf(ctx.options.style, ctx.options.setting),
      fits: { placement: (a, v) => v.type === "text" && a.placements.includes(lower(v.value)) },
    }),
    {
      key: "style",
      label: "Style",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const { rng, options: o } = ctx;
        const s = o.style === "any" ? rng.pick(arch(ctx).styles) : o.style;
        return { type: "text", value: capitalise(W.STYLE_TEXT[s]), meta: s };
      },
    },
    {
      key: "design",
      label: "Design",
      generate: ({ rng, options: o }) => {
        const subject = rng.pick(S.SUBJECT[o.setting]);
        return { type: "text", value: capitalise(`${withArticle(subject)} ${rng.pick(S.ACTION[o.setting])} ${rng.pick(S.OBJECT[o.setting])}`), meta: subject };
      },
    },
    {
      key: "culture",
      label: "Culture",
      generate: (ctx) => linkFromWorld(ctx.rng, ctx.world, "heritage", (r) => ({ name: r.pick(S.CULTURE_NAMES[ctx.options.setting]) })),
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["design", "archetype"],
      generate: (ctx) => {
        const subject = ctx.meta<string>("design") ?? "serpent";
        const { rng } = ctx;
        const first = rng.pick(W.NAME_FIRST);
        const last = rng.pick(W.NAME_LAST);
        const full = first + rng.pick(W.NAME_MID) + last;
        // A name that would triple a letter or a syllable ("Brarara") drops its middle.
        const given = BAD_NAME.test(full) ? first + last : full;
        const mark = rng.pick(arch(ctx).marks);
        const value = `${given}'s ${subject.split(" ").map(capitalise).join(" ")} ${mark}`;
        return { type: "text", value };
      },
    },
    {
      key: "placement",
      label: "Placement",
      dependsOn: ["archetype"],
      generate: (ctx) => ({ type: "text", value: capitalise(ctx.rng.pick(arch(ctx).placements)) }),
    },
    { key: "inks", label: "Inks", generate: (ctx) => ({ type: "list", items: ctx.rng.sample(W.INKS[ctx.options.setting], 2).map(capitalise) }) },
    {
      key: "meaning",
      label: "Meaning",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const { rng, options: o } = ctx;
        return {
          type: "text",
          value: fill(rng.pick(arch(ctx).meanings), {
            deed: rng.pick(S.DEED[o.setting]),
            promise: rng.pick(S.PROMISE[o.setting]),
            promise2: rng.pick(S.PROMISE2[o.setting]),
          }),
        };
      },
    },
    {
      key: "ritual",
      label: "Ritual of application",
      dependsOn: ["culture"],
      generate: ({ rng, text, options: o }) => ({
        type: "text",
        value: `It is ${rng.pick(W.RITE_VERB)} ${rng.pick(S.RITE_TIME[o.setting])} ${fill(rng.pick(S.RITE_WHO[o.setting]), { culture: text("culture").replace(/^the /, "") })}, ${rng.pick(S.RITE_RULE[o.setting])}.`,
      }),
    },
    {
      key: "bearers",
      label: "Who may bear it",
      dependsOn: ["culture"],
      generate: (ctx) => ({ type: "text", value: fill(ctx.rng.pick(S.BEARERS[ctx.options.setting]), { culture: ctx.text("culture").replace(/^the /, "") }) }),
    },
    {
      key: "effect",
      label: "Magical effect",
      generate: (ctx) => ({
        type: "text",
        value: `It ${ctx.rng.pick((S.INK_EFFECT[ctx.options.setting] ?? W.EFFECT)[ctx.options.tone])} ${ctx.rng.pick(S.EFFECT_WHEN[ctx.options.setting])}.`,
      }),
    },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const ik = ctx.get("inks");
    const inks = ik.type === "list" ? ik.items.map(lower) : [];
    const r = ctx.rng("prose");
    const placement = lower(ctx.text("placement"));
    const style = lower(ctx.text("style"));
    const look = [
      fill(
        r.pick([
          "{design}, worked {placement} in {style}.",
          "{design}, {placement}, in {style}.",
          "{design} in {style}, set {placement}.",
          "Done in {style}: {d}, {placement}.",
        ]),
        { design: ctx.text("design"), d: lower(ctx.text("design")), placement, style },
      ),
      fill(r.pick(["The inks are {i}.", "Inks: {i}.", "It is inked with {i}.", "The artist uses {i}.", "{I} give it colour."]), {
        i: joinList(inks),
        I: capitalise(joinList(inks)),
      }),
      ctx.text("meaning"),
    ].join(" ");
    const bearers = ctx.text("bearers");
    const rite = `${ctx.text("ritual")} ${fill(r.pick(W.BEARER_FRAME), { b: lower(bearers), B: bearers })} ${ctx.text("effect")}`;
    const culture = ctx.text("culture");
    return {
      name,
      summary: sentence(
        fill(
          r.pick([
            "{design}, worn {placement} by those of {culture}",
            "{design}: a mark of {culture}, {placement}",
            "Among {culture}, {d} worn {placement}",
            "{design}, {placement}; {culture} wear it",
          ]),
          { design: ctx.text("design"), d: lower(ctx.text("design")), placement, culture },
        ),
      ),
      sections: [
        { title: "Design and meaning", markdown: look },
        { title: "The rite", markdown: rite },
      ],
      tags: [String(ctx.meta("style") ?? "tattoo"), arch(ctx).label.toLowerCase(), ctx.options.setting],
    };
  },
});
