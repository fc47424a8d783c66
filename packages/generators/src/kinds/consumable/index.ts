// The consumable generator: a potion, food or draught with effects, side effects, ingredients and
// price. Rarity decides the price band, the strength of the effects and how long they last.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { STAT_BLOCKS } from "../../stats/index.js";
import { enumOption } from "../../core/options.js";
import { fill } from "../../core/template.js";
import { withArticle } from "../../core/text.js";
import { archetypeField, archetypeOf } from "../../core/archetype.js";
import type { OptionValues } from "../../core/options.js";
import { agreeWith, listOf, looksPlural, paragraph, quantity } from "../../core/realise.js";
import { max, min } from "../../core/int.js";
import { ARCHETYPES, archetypesOf, ONSET, type ConsumableArchetype } from "./archetypes.js";
import { ADJ_COLOUR, formOf, GIVEN, LOOKS, MEASURES, measureOf, NOUN_LOOK, TAKEN, vesselsFor, type Form } from "./forms.js";
import * as W from "./words.js";
import { withLinks, worldEntity } from "../../core/world.js";

const options = { type: enumOption("Type", ["any", ...W.TYPES] as const) };
type Ctx = Pick<FieldCtx<typeof options>, "meta" | "has">;

function ctype(ctx: Ctx): W.ConsumableType {
  const t = ctx.meta<string>("type");
  return (W.TYPES as readonly string[]).includes(t ?? "") ? (t as W.ConsumableType) : "potion";
}
/** The rarity field's value (a locked value is read defensively). */
export function rarityOf(ctx: Ctx): W.Rarity {
  const r = ctx.has("rarity") ? ctx.meta<string>("rarity") : undefined;
  return (W.RARITY as readonly string[]).includes(r ?? "") ? (r as W.Rarity) : "common";
}

const TIMED = /\b(?:after|once|next|for|when|until|while|week|morning)\b/;
const TAKE = ["It is {taken}.", "A dose is {taken}.", "It is best {taken}.", "{Name} is {taken}."];
const GIVE = ["It is {taken}.", "Poisoners prefer it {taken}.", "It is most often {taken}.", "{Name} is usually {taken}."];
const MAKING = ["{Makers} {verb} {where} from {ingredients}.", "{Makers} {verb} from {ingredients}, {where}."];
const PRICE_VERB = ["costs", "sells for", "goes for", "fetches", "is priced at", "changes hands for"];
const USERS = ["{Users} {do} {when}.", "{When}, {users} {do}."];

/** Users who already carry their occasion ("students before examinations") take no second one. */
const OCCASION = /\b(?:before|after|during|on|at|in|when)\b/;
function usersSentence(frame: string, users: string, does: string, when: string): string {
  return fill(OCCASION.test(users) ? "{Users} {do}." : frame, { users, do: does, when });
}

/** "1 gold crown", "12 gold crowns" in the setting's coin. */
export function priceText(n: number, setting: keyof typeof W.CURRENCY): string {
  const [one, many] = W.CURRENCY[setting];
  return quantity(n, one, { plural: many });
}

/** Where a duration sits in the archetype's list: rarer doses last longer. */
export function durationRange(a: ConsumableArchetype, rarity: W.Rarity): readonly [number, number] {
  const r = W.RARITY.indexOf(rarity);
  const last = a.durations.length - 1;
  return [min(last, max(0, r - 1)), min(last, r)];
}

const tableOf = (ctx: Pick<FieldCtx<typeof options>, "options">): readonly ConsumableArchetype[] => archetypesOf(ctx.options.type, ctx.options.setting);

export const consumable = defineGenerator({
  kind: "consumable",
  // v2: the Name row comes first in the result fields.
  // v3: field keys in camelCase (former kebab-case keys still accepted as locks).
  // v4: names and links saved entities of the world (output without a world is unchanged).
  // v5: rarity decides price band, potency and duration; composed, setting- and tone-aware prose.
  // v6: the storage sentence reads "Kept from sunlight, it lasts …", not "Kept kept from sunlight".
  // v7: mythic has its own nouns (libations, kykeon, ambrosia) and its own side-effect timings.
  // v8: an archetype (healing draught, stupor poison, …) decides type, effects, onset, duration, side effects and users; prices say "1 gold crown".
  // v9: the name's noun decides the form (a Spray is sprayed), the form the look, container and measure; a colour in the name is the look's colour; prose says how it is taken and who makes it, not the fields again; no "also/Beyond that", no hedged prices.
  version: 9,
  options,
  stats: STAT_BLOCKS,
  requiredFields: ["name", "type", "effects", "duration", "sideEffects", "ingredients", "tasteAndLook", "rarity", "price", "shelfLife"],
  fields: [
    archetypeField<ConsumableArchetype, OptionValues<typeof options>>({
      table: tableOf,
      fits: {
        type: (a, v) => v.type === "text" && a.type === v.value,
        duration: (a, v) => v.type === "text" && a.durations.includes(v.value),
        onset: (a, v) => v.type === "text" && ONSET[a.onset].includes(v.value),
        effects: (a, v) => v.type === "list" && v.items.every((e) => a.effects.includes(e)),
      },
    }),
    {
      key: "type",
      label: "Type",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const t = archetypeOf(ctx, ARCHETYPES).type;
        return { type: "text", value: t, meta: t };
      },
    },
    {
      key: "rarity",
      label: "Rarity",
      generate: ({ rng }) => {
        const r = rng.weighted(W.RARITY_WEIGHTS);
        return { type: "text", value: r, meta: r };
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["type"],
      generate: (ctx) => {
        const { rng, options: o } = ctx;
        const who = rng.pick(W.SYL_A) + rng.pick(W.SYL_B) + rng.pick(W.SYL_C);
        return { type: "text", value: `${who}'s ${rng.pick(W.ADJ[o.setting])} ${rng.pick(W.NOUN[o.setting][ctype(ctx)])}` };
      },
    },
    {
      key: "effects",
      label: "Effects",
      dependsOn: ["archetype"],
      generate: (ctx) => ({ type: "list", items: ctx.rng.sample(archetypeOf(ctx, ARCHETYPES).effects, 2) }),
    },
    {
      key: "onset",
      label: "Onset",
      dependsOn: ["archetype"],
      generate: (ctx) => ({ type: "text", value: ctx.rng.pick(ONSET[archetypeOf(ctx, ARCHETYPES).onset]) }),
    },
    {
      key: "duration",
      label: "Duration",
      dependsOn: ["archetype", "rarity"],
      generate: (ctx) => {
        const a = archetypeOf(ctx, ARCHETYPES);
        const [lo, hi] = durationRange(a, rarityOf(ctx));
        return { type: "text", value: a.durations[ctx.rng.int(lo, hi)] as string };
      },
    },
    {
      key: "sideEffects",
      formerKeys: ["side-effects"],
      label: "Side effects",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const { rng, options: o } = ctx;
        const what = rng.chance(0.6) ? rng.pick(archetypeOf(ctx, ARCHETYPES).sides) : rng.pick(W.SIDE_WHAT[o.tone]);
        const when = rng.pick(W.SIDE_WHEN[o.setting]);
        // A side effect that already says when ("a black mood once it fades") takes no second time.
        return { type: "text", value: TIMED.test(what) ? what : `${what} ${when}` };
      },
    },
    {
      key: "ingredients",
      label: "Ingredients",
      generate: (ctx) => {
        const items = ctx.rng.sample(W.INGREDIENTS[ctx.options.setting], 3);
        const place = worldEntity(ctx, "location");
        return withLinks({ type: "list", items: place ? items.map((x, i) => (i === 0 ? `${x} from ${place.name}` : x)) : items }, [place]);
      },
    },
    {
      key: "tasteAndLook",
      formerKeys: ["taste-and-look"],
      label: "Taste and look",
      dependsOn: ["type", "name"],
      generate: (ctx) => {
        const { rng, options: o } = ctx;
        const name = ctx.text("name");
        const form = formOf(name, ctype(ctx));
        const named = name.split(" ").find((w) => ADJ_COLOUR[w] !== undefined);
        const colour = rng.pick(W.COLOURS);
        const own = NOUN_LOOK[name.split(" ").slice(-1)[0] ?? ""];
        const body = rng.pick(LOOKS[form]);
        const filled = (own ?? body).replace("{colour}", named ? (ADJ_COLOUR[named] ?? colour) : colour);
        const look = /^an? /.test(filled) ? withArticle(filled.slice(filled.indexOf(" ") + 1)) : filled;
        const taste = rng.pick(ctype(ctx) === "poison" ? W.POISON_TASTES : W.TASTES);
        const vessel = rng.pick(vesselsFor(form, o.setting));
        return { type: "text", value: `${look} ${vessel}, ${taste}`, meta: [form, vessel] };
      },
    },
    {
      key: "price",
      label: "Price",
      dependsOn: ["rarity"],
      generate: (ctx) => {
        const [lo, hi] = W.PRICE_BAND[rarityOf(ctx)];
        const n = ctx.rng.int(lo, hi);
        const text = priceText(n, ctx.options.setting);
        return { type: "number", value: n, unit: text.slice(text.indexOf(" ") + 1), text };
      },
    },
    {
      key: "shelfLife",
      formerKeys: ["shelf-life"],
      label: "Shelf life",
      dependsOn: ["type"],
      generate: (ctx) => {
        const s1 = ctx.rng.pick(W.SHELF[ctype(ctx)]);
        const s2 = ctx.rng.pick(W.STORAGE[ctx.options.setting]);
        return { type: "text", value: `${s1} ${s2}`, meta: [s1, s2] };
      },
    },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const list = (k: string): readonly string[] => {
      const v = ctx.get(k);
      return v.type === "list" ? v.items : [];
    };
    const o = ctx.options;
    const a = archetypeOf(ctx, ARCHETYPES);
    const rng = ctx.rng("section", "use");
    const effects = list("effects");
    const lookMeta = ctx.meta("tasteAndLook");
    const [formMeta, vesselMeta] = Array.isArray(lookMeta) ? lookMeta.map(String) : [];
    const form: Form = formMeta !== undefined && formMeta in LOOKS ? (formMeta as Form) : formOf(name, a.type);
    const unit = measureOf(vesselMeta ?? "");
    const poison = a.type === "poison";
    const taken = rng.pick((poison ? GIVEN[form] : undefined) ?? (poison ? GIVEN.liquid : TAKEN[form]) ?? TAKEN.liquid);
    const t = ctx.rng("section", "trade");
    const use = [
      fill(rng.pick(poison ? GIVE : TAKE), { name, taken }),
      usersSentence(t.pick(USERS), t.pick(a.users), t.pick((poison ? W.POISON_DO : W.USERS_DO)[o.tone]), t.pick(a.when)),
    ];
    const makers = t.pick(W.MAKERS[o.setting]);
    const making = [
      fill(t.pick(MAKING), {
        makers,
        verb: agreeWith(looksPlural(makers), t.pick(W.MAKE_VERB[a.type].filter((v) => v !== "sells it"))),
        where: t.pick(W.MAKE_WHERE),
        ingredients: listOf(list("ingredients")),
      }),
      `${unit ? withArticle(unit) : t.pick(MEASURES[form])} ${t.pick(PRICE_VERB)} ${ctx.text("price")}`,
    ];
    const kind = a.label.toLowerCase();
    return {
      name,
      summary: paragraph([`${withArticle(`${ctx.text("rarity")} ${kind}`)} that ${effects[0] ?? "does little"}`]),
      sections: [
        { title: "Use and effects", markdown: paragraph(use) },
        { title: "Making and trade", markdown: paragraph(making) },
      ],
      tags: [ctx.text("type"), ctx.text("rarity"), o.setting],
    };
  },
});
