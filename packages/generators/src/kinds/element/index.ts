// The element generator: a primal force with its nature, correspondences, allies, foes, creatures
// and uses, all drawn from one aspect (aspects.ts), so the fields agree with each other.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList, sentence } from "../../core/text.js";
import { withLinks, worldEntity } from "../../core/world.js";
import { ASPECT, ASPECTS, ELEMENT_NAMES, type Aspect, type AspectWords } from "./aspects.js";
import * as W from "./words.js";

const options = { aspect: enumOption("Aspect", ["any", ...ASPECTS] as const) };
type Ctx = FieldCtx<typeof options>;

function invent(rng: Rng): string {
  return rng.pick(W.SYL_A) + rng.pick(W.SYL_B) + (rng.chance(0.3) ? rng.pick(W.SYL_B) : "") + rng.pick(W.SYL_C);
}

/** The aspect the fields are drawn from (a locked value's meta is checked; fire when unreadable). */
function aspectOf(ctx: Pick<Ctx, "meta" | "has">): AspectWords {
  const a = ctx.has("aspect") ? ctx.meta<string>("aspect") : undefined;
  return ASPECT[(ASPECTS as readonly string[]).includes(a ?? "") ? (a as Aspect) : "fire"];
}

const list = (items: readonly string[]) => ({ type: "list" as const, items });

export const element = defineGenerator({
  kind: "element",
  // v2: field keys in camelCase (former kebab-case keys still accepted as locks).
  // v3: names and links saved entities of the world (output without a world is unchanged).
  // v4: every field drawn from the element's aspect: colours, seasons, allies and foes agree; setting and tone change the content.
  // v5: no "the Ember Ember", "the Rime Rime", "the Dusk Dusk" or "hollow hollow men": adjectives never repeat their aspect's nouns or creatures.
  version: 5,
  options,
  requiredFields: ["name", "nature", "properties", "correspondences", "allies", "opposed", "manifestations", "creatures", "magicalUses", "symbol"],
  fields: [
    {
      key: "aspect",
      label: "Aspect",
      generate: ({ rng, options: o }) => {
        const a = o.aspect === "any" ? rng.pick(ASPECTS) : o.aspect;
        return { type: "text", value: ASPECT[a].label, meta: a };
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["aspect"],
      generate: (ctx) => {
        const w = aspectOf(ctx);
        return { type: "text", value: `${invent(ctx.rng)}, the ${ctx.rng.pick(w.adj)} ${ctx.rng.pick(w.noun)}` };
      },
    },
    {
      key: "nature",
      label: "Nature",
      dependsOn: ["aspect"],
      generate: (ctx) => ({ type: "text", value: `${ctx.rng.pick(W.KINDS[ctx.options.setting])}: ${ctx.rng.pick(aspectOf(ctx).natures)}` }),
    },
    {
      key: "properties",
      label: "Properties",
      dependsOn: ["aspect"],
      generate: (ctx) => list(ctx.rng.shuffle([...ctx.rng.sample(aspectOf(ctx).properties, 2), ctx.rng.pick(W.SETTING_PROPERTIES[ctx.options.setting])])),
    },
    {
      key: "correspondences",
      label: "Colours, emotions and seasons",
      dependsOn: ["aspect"],
      generate: (ctx) => {
        const w = aspectOf(ctx);
        return {
          type: "pairs",
          pairs: [
            { label: "Colours", value: joinList(ctx.rng.sample(w.colours, 2)) },
            { label: "Emotion", value: ctx.rng.pick(w.emotions) },
            { label: "Season", value: ctx.rng.pick(w.seasons) },
          ],
        };
      },
    },
    {
      key: "allies",
      label: "Allied elements",
      dependsOn: ["aspect"],
      generate: (ctx) => list(ctx.rng.shuffle(aspectOf(ctx).allies).map((a) => ELEMENT_NAMES[a])),
    },
    {
      key: "opposed",
      label: "Opposed elements",
      dependsOn: ["aspect"],
      generate: (ctx) => list(ctx.rng.shuffle(aspectOf(ctx).opposed).map((a) => ELEMENT_NAMES[a])),
    },
    {
      key: "manifestations",
      label: "Manifestations",
      dependsOn: ["aspect"],
      generate: (ctx) => {
        const places = ctx.rng.sample(W.PLACES[ctx.options.setting], 2);
        return list(ctx.rng.sample(aspectOf(ctx).signs, 2).map((s, i) => `${s} ${places[i] ?? ""}`.trim()));
      },
    },
    {
      key: "creatures",
      label: "Creatures",
      dependsOn: ["aspect"],
      generate: (ctx) => {
        const adj = ctx.rng.sample(aspectOf(ctx).adj, 2);
        return list(ctx.rng.sample(W.CREATURES[ctx.options.setting], 2).map((c, i) => `${(adj[i] ?? "").toLowerCase()} ${c}`));
      },
    },
    {
      key: "magicalUses",
      formerKeys: ["magical-uses"],
      label: "Uses",
      dependsOn: ["aspect"],
      generate: (ctx) => list(ctx.rng.shuffle([...ctx.rng.sample(aspectOf(ctx).uses, 2), ctx.rng.pick(W.SETTING_USES[ctx.options.setting])])),
    },
    {
      key: "symbol",
      label: "Symbol",
      dependsOn: ["aspect"],
      generate: (ctx) => {
        const text = `${ctx.rng.pick(aspectOf(ctx).symbols)}, ${ctx.rng.pick(W.SYMBOL_PLACES[ctx.options.setting])}`;
        const faith = worldEntity(ctx, "religion");
        return withLinks({ type: "text", value: faith ? `${text} and on the altars of ${faith.name}` : text }, [faith]);
      },
    },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const short = name.split(",")[0] ?? name;
    const items = (k: string): readonly string[] => {
      const v = ctx.get(k);
      return v.type === "list" ? v.items : [];
    };
    const corr = ctx.get("correspondences");
    const pair = (l: string): string => (corr.type === "pairs" ? (corr.pairs.find((p) => p.label === l)?.value ?? "") : "");
    const r = ctx.rng("section", "nature");
    const nature = ctx.text("nature");
    const colon = nature.indexOf(": ");
    const core = colon < 0 ? nature : nature.slice(colon + 2);
    const v = {
      short,
      colours: pair("Colours"),
      emotion: pair("Emotion"),
      season: pair("Season"),
      allies: joinList(items("allies")),
      opposed: joinList(items("opposed")),
      symbol: ctx.text("symbol"),
    };
    const lines = [
      `${r.pick(W.FRAMES[ctx.options.setting])} ${core}.`,
      `${short} ${joinList(items("properties"))}.`,
      fill(
        r.pick(["Its colours: {colours}. ", "It shows {colours}. ", "Witnesses see {colours}. ", "It glows {colours}. ", "Its hues are {colours}. "]) +
          r.pick(["It stirs {emotion}; ", "{Emotion} follows it; ", "It brings {emotion}; ", "It wakes {emotion}; ", "It feeds on {emotion}; "]) +
          r.pick(["it peaks in {season}.", "{season} is its time.", "it swells in {season}.", "it wanes outside {season}.", "its season is {season}."]),
        v,
      ),
      fill(
        r.pick([
          "{Short} runs with {allies}, never {opposed}.",
          "{Allies} feed {short}; {opposed} smother it.",
          "Friends: {allies}. Foes: {opposed}.",
          "Bound to {allies}, {short} wars with {opposed}.",
          "{Opposed} drive it off; {allies} call it.",
        ]),
        v,
      ),
      fill(r.pick(["Its sign: {symbol}.", "Look for {symbol}.", "{Short} is marked by {symbol}.", "Its mark is {symbol}."]), v),
    ];
    const w = ctx.rng("section", "world");
    const world = [
      `${w.pick(["Where it gathers:", "It shows as", "Travellers report", "Signs:", "One finds"])} ${joinList(items("manifestations"))}. ${w.pick(["Its beings:", "It draws", "Near it live", "It houses", "Its creatures:"])} ${joinList(items("creatures"))}.`,
      `${w.pick(W.WIELDERS[ctx.options.setting])} ${w.pick(["turn it to", "use it for", "harness it for", "draw on it for", "prize it for", "study it for"])} ${joinList(items("magicalUses"))}.`,
    ];
    const lore = fill(w.pick(W.LORE[ctx.options.tone]), { short, emotion: v.emotion });
    const keeping = fill(w.pick(W.KEEPING[ctx.options.setting]), { short });
    if (w.chance(0.5)) world.push(lore, keeping);
    else world.push(keeping, lore);
    return {
      name,
      summary: sentence(`${capitalise(nature)}`),
      sections: [
        { title: "Nature", markdown: lines.join(" ") },
        { title: "In the world", markdown: world.join(" ") },
      ],
      tags: ["element", ctx.text("aspect").toLowerCase(), ctx.options.setting],
    };
  },
});
