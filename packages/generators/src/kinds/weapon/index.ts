// The weapon generator: a named arm with its damage, reach, weight, maker, properties and story.
import { personNameIn } from "../../systems/language/person-names.js";
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { STAT_BLOCKS } from "../../stats/index.js";
import { enumOption } from "../../core/options.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList, sentence } from "../../core/text.js";
import type { Json, LinkValue } from "../../core/types.js";
import { linkFromWorld } from "../../core/world.js";
import { languageFor, nameIn, parseLanguage, stockLanguage, type Language } from "../../systems/language/index.js";
import { heldDice, tableWeapon } from "../../stats/phb.js";
import * as W from "./words.js";
import * as P from "./words-prose.js";
import * as S from "./words-setting.js";

const options = {
  type: enumOption("Type", ["any", ...W.CLASSES] as const),
  rarity: enumOption("Rarity", ["any", ...W.RARITIES] as const),
};
type Ctx = FieldCtx<typeof options>;

function lang(ctx: Ctx): Language {
  return (ctx.has("language") ? parseLanguage(ctx.meta("language")) : undefined) ?? stockLanguage("weapon-fallback");
}

// A name a reader stumbles on: a word over 14 letters, a tripled letter or syllable.
const FAULTY = /\p{L}{15,}|(\p{L})\1\1|(\p{L}{2,3})\2\2/iu;

/** A drawn name, drawn again (up to eight more times) while it has a fault. */
function fairName(draw: () => string): string {
  let n = draw();
  for (let i = 0; i < 8 && FAULTY.test(n); i++) n = draw();
  return n;
}

// The language system never coins a lone "A"/"An" (see systems/language/function-words.ts).
function personName(ctx: Ctx, rng: Rng): string {
  return fairName(() => personNameIn(lang(ctx), rng));
}

/** The text up to its first comma ("Slashing, 1d8" → "Slashing"). */
function beforeComma(s: string): string {
  const comma = s.indexOf(",");
  return comma < 0 ? s : s.slice(0, comma);
}

function rarity(ctx: Ctx): W.Rarity {
  const r = ctx.text("rarity");
  return (W.RARITIES as readonly string[]).includes(r) ? (r as W.Rarity) : "common";
}

// Each noun's first shape in ALL_SHAPES (several fields and the prose look it up).
const SHAPE_OF = new Map<string, W.WeaponShape>();
for (const s of [...S.SETTING_SHAPES, ...W.ALL_SHAPES]) if (!SHAPE_OF.has(s.noun)) SHAPE_OF.set(s.noun, s);

function shapeOf(noun: string): W.WeaponShape {
  return SHAPE_OF.get(noun) ?? (W.ALL_SHAPES[0] as W.WeaponShape);
}

function shape(ctx: Ctx): W.WeaponShape {
  return shapeOf(ctx.text("type"));
}

export const weapon = defineGenerator({
  kind: "weapon",
  // v3: invented words are never spelled like an English function word ("An", "They", "The").
  // v4: the Name row comes first in the result fields.
  // v5: a "y" glide no longer counts as a vowel when long vowel runs are worn down, so spellings match their pronunciation.
  // v6: without a saved language (or calendar) one of a fixed pool of stock ones is drawn, built once and shared (faster).
  // v7: pronunciations of consonant clusters are read digraph first (/ʃn/, /θr/, /xr/, /ŋk/, not /shn/, /thr/, /khr/, /ngk/).
  // v8: description, making, history and reputation composed from parts (for variety).
  // v9: the setting changes the content: its own arms, names, makers, marks, properties and wars.
  // v10: where arms are manufactured, what followed the making is told of factories and workshops, not forges.
  // v11: damage texts without inner commas (the prose reads "built for ragged tearing cuts"); deeds and aftermaths fit any setting (no squires or princes).
  // v12: a person name that says one word twice ("Kehehei Kehehei") is drawn again.
  // v13: damage dice are the Player's Handbook's for the weapons it has (longsword 1d8, spear 1d6, dagger 1d4; the block adds versatile dice), and by grip otherwise. Names keep to a length per sound and never triple a letter or syllable.
  // v14: a proper or owner's name with a word over 14 letters or a tripled letter or syllable is drawn again.
  version: 14,
  options,
  stats: STAT_BLOCKS,
  requiredFields: ["name", "type", "damage", "reach", "weight", "material", "craft", "properties", "history", "wielders", "inscription"],
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
      key: "rarity",
      label: "Rarity",
      generate: ({ rng, options: o }) => ({
        type: "text",
        value:
          o.rarity === "any"
            ? rng.weighted([
                ["common", 3],
                ["uncommon", 3],
                ["rare", 2],
                ["legendary", 1],
              ] as const)
            : o.rarity,
      }),
    },
    {
      key: "type",
      label: "Type",
      generate: ({ rng, options: o }) => {
        const cls = o.type === "any" ? rng.pick(W.CLASSES) : o.type;
        const s = rng.pick((S.settingShapes(o.setting) ?? W.shapesFor(o.setting))[cls]);
        return { type: "text", value: s.noun, meta: { noun: s.noun, cls } };
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["language", "type", "rarity"],
      generate: (ctx) => {
        const { rng } = ctx;
        const proper = fairName(() => nameIn(lang(ctx), rng, "word"));
        const set = ctx.options.setting;
        const adj = rng.pick(S.poolFor(S.EPITHET_ADJ, set, W.EPITHET_ADJ));
        const noun = rng.pick(S.poolFor(S.EPITHET_NOUN, set, W.EPITHET_NOUN));
        const form = rng.pick([
          "{p}, the {adj} {noun}",
          "The {adj} {noun} of {owner}",
          "{p}, {noun} of {owner}",
          "{owner}'s {adj} {noun}",
          "{p} the {adj}, {noun} of {owner}",
        ]);
        // The owner's name is the field's last draw: a form that names no owner need not draw one.
        return { type: "text", value: fill(form, { p: proper, adj, noun, owner: form.includes("{owner}") ? personName(ctx, rng) : "" }) };
      },
    },
    {
      key: "damage",
      label: "Damage profile",
      dependsOn: ["type", "rarity"],
      generate: (ctx) => {
        // The Player's Handbook's dice for a weapon it has (a longsword 1d8, or 1d10 in two hands); dice by grip otherwise.
        const s = shape(ctx);
        const t = tableWeapon(s.noun);
        const dice = t ? t.dice : heldDice(s.hands, ctx.get("type").meta !== undefined && (ctx.get("type").meta as { cls?: string }).cls === "ranged");
        const bonus = { common: 0, uncommon: 1, rare: 2, legendary: 3 }[rarity(ctx)];
        const b = bonus ? ` + ${bonus}` : "";
        return { type: "text", value: `${capitalise(s.damage)}, ${dice}${b}` };
      },
    },
    { key: "reach", label: "Reach", dependsOn: ["type"], generate: (ctx) => ({ type: "text", value: capitalise(shape(ctx).reach) }) },
    {
      key: "weight",
      label: "Weight",
      dependsOn: ["type"],
      generate: (ctx) => {
        const [lo, hi] = shape(ctx).weight;
        const n = ctx.rng.int(lo, hi);
        return { type: "number", value: n, unit: "lb", text: `${n} lb` };
      },
    },
    { key: "material", label: "Material", generate: ({ rng, options: o }) => ({ type: "text", value: rng.pick(W.MATERIALS[o.setting]) }) },
    {
      key: "craft",
      label: "Craft",
      dependsOn: ["language"],
      generate: (ctx) => {
        const { rng } = ctx;
        const set = ctx.options.setting;
        return {
          type: "text",
          value: fill(rng.pick(W.CRAFT_TEMPLATES), {
            role: rng.pick(S.poolFor(S.SMITH_ROLES, set, W.SMITH_ROLES)),
            smith: personName(ctx, rng),
            span: rng.pick(S.poolFor(S.SPANS, set, W.SPANS)),
            part: rng.pick(S.poolFor(S.PARTS, set, W.PARTS)),
            mark: rng.pick(S.poolFor(S.MARKS, set, W.MARKS)),
          }),
        };
      },
    },
    {
      key: "properties",
      label: "Properties",
      dependsOn: ["rarity"],
      generate: (ctx) => {
        const r = rarity(ctx);
        const idx = W.RARITIES.indexOf(r);
        const table = S.PROPERTIES[ctx.options.setting] ?? P.PROPERTIES;
        const items = [...ctx.rng.sample(table[r], r === "legendary" ? 2 : 1), ...(idx > 0 ? ctx.rng.sample(table[W.RARITIES[idx - 1]!], 1) : [])];
        return { type: "list", items: items.map(capitalise) };
      },
    },
    {
      key: "wielders",
      label: "Wielders",
      dependsOn: ["language"],
      generate: (ctx) => {
        const n = ctx.rng.int(1, 3);
        const links: LinkValue[] = [];
        for (let i = 0; i < n; i++) {
          const v = linkFromWorld(ctx.stream(`w${i}`), ctx.world, "character", (r) => ({ name: personName(ctx, r) }));
          if (v.type === "link" && !links.some((l) => l.name === v.link.name)) links.push(v.link);
        }
        return { type: "links", links };
      },
    },
    {
      key: "history",
      label: "History",
      dependsOn: ["wielders", "language"],
      generate: (ctx) => {
        const w = ctx.get("wielders");
        const holder = w.type === "links" && w.links[0] ? w.links[0].name : personName(ctx, ctx.rng);
        const t = ctx.options.tone;
        const vars = { holder, Holder: holder, place: nameIn(lang(ctx), ctx.rng, "place"), deed: ctx.rng.pick(P.DEEDS[t]) };
        const frames = S.poolFor(S.HISTORY_FRAME, ctx.options.setting, P.HISTORY_FRAME);
        return { type: "text", value: `${fill(ctx.rng.pick(frames), vars)} ${ctx.rng.pick(P.HISTORY_AFTER[t])}` };
      },
    },
    { key: "inscription", label: "Inscription", generate: ({ rng, options: o }) => ({ type: "text", value: `"${rng.pick(W.INSCRIPTIONS[o.tone])}"` }) },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const noun = ctx.text("type");
    const r = ctx.text("rarity");
    const material = ctx.text("material");
    const s = ctx.rng("summary");
    const first = (ctx.get("properties") as { items: readonly string[] }).items[0]?.toLowerCase() ?? "endures";
    const summary = sentence(
      `${capitalise(fill("{a:r}", { r }))} ${noun} of ${material}, ${s.pick(["known as a weapon that", "prized because it", "remembered because it", "a weapon that", "which", "and it"])} ${first}`,
    );
    const u = ctx.rng("section", "use");
    const shapeText = fill(u.pick(P.USE_TEMPLATES), {
      noun,
      feel: u.pick(P.FEELS),
      damage: beforeComma(ctx.text("damage")).toLowerCase(),
      reach: ctx.text("reach").toLowerCase(),
      hands: shapeOf(noun).hands,
    });
    const props = (ctx.get("properties") as { items: readonly string[] }).items.map((p) => p.toLowerCase());
    const w = ctx.get("wielders");
    const wielders = joinList(w.type === "links" ? w.links.map((l) => l.name) : []);
    const h = ctx.rng("section", "history");
    const weight = ctx.text("weight");
    const build = fill(u.pick(P.BUILD_FRAME), { weight, Weight: capitalise(weight), material, Material: capitalise(material), noun });
    const propText = fill(u.pick(P.PROPS_FRAME), { p: joinList(props) });
    const inscription = fill(u.pick(P.INSCRIPTION_FRAME), { i: ctx.text("inscription"), part: u.pick(["blade", "grip", "hilt", "spine", "stock", "haft"]) });
    const repute = P.REPUTE[(W.RARITIES as readonly string[]).includes(r) ? (r as W.Rarity) : "common"];
    return {
      name,
      summary,
      sections: [
        { title: "Description", markdown: `${shapeText} ${build} ${propText} ${inscription}` },
        { title: "Making", markdown: `${ctx.text("craft")} ${h.pick(S.MAKING_AFTER[ctx.options.setting] ?? P.MAKING_AFTER)}` },
        {
          title: "History",
          markdown: `${ctx.text("history")} ${wielders ? `${fill(h.pick(P.BEARERS_FRAME), { w: wielders, W: wielders })} ` : ""}${h.pick(S.REPUTE_WHO[ctx.options.setting] ?? repute.who)} ${h.pick(repute.what)}`,
        },
      ],
      tags: [noun, r, material, ctx.options.setting],
    };
  },
});
