// The game generator: a pastime with players, equipment, rules, scoring, role, variants and a famous match.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import { capitalise, joinList, sentence } from "../../core/text.js";
import { tell, tellOne } from "../../core/phrases/alternation.js";
import * as F from "./frames.js";
import * as W from "./words.js";
import * as S from "./words-setting.js";
import { withLinks, worldEntity } from "../../core/world.js";

const options = { type: enumOption("Type", ["any", ...W.GAME_TYPES] as const) };
type Ctx = Pick<FieldCtx<typeof options>, "meta" | "get">;

function gameType(ctx: Ctx): W.GameType {
  const t = ctx.meta<string>("type");
  return (W.GAME_TYPES as readonly string[]).includes(t ?? "") ? (t as W.GameType) : "board";
}

function items(ctx: Ctx, key: string): readonly string[] {
  const v = ctx.get(key);
  return v.type === "list" ? v.items : [];
}

export const game = defineGenerator({
  kind: "game",
  // v2: the Name row comes first in the result fields.
  // v3: field keys in camelCase (former kebab-case keys still accepted as locks).
  // v4: names and links saved entities of the world (output without a world is unchanged).
  // v5: rules, scoring, cultural role, variants, famous match and summary told from varied frames.
  // v6: the setting changes the content: equipment, a house rule, variants, names and famous matches per setting.
  version: 6,
  options,
  requiredFields: ["name", "type", "players", "equipment", "rules", "objective", "scoring", "culturalRole", "variants", "famousMatch"],
  fields: [
    {
      key: "type",
      label: "Type",
      generate: ({ rng, options: o }) => {
        const t = o.type === "any" ? rng.pick(W.GAME_TYPES) : o.type;
        return { type: "text", value: `${t} game`, meta: t };
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["type"],
      generate: (ctx) => {
        const { rng } = ctx;
        const inv = S.nameFor(rng, ctx.options.setting);
        const noun = rng.pick(W.NOUNS[gameType(ctx)]);
        const name = rng.weighted<() => string>([
          [() => `${inv}'s ${noun}`, 3],
          [() => `${noun} of ${inv}`, 2],
          [() => `The ${inv} ${noun}`, 2],
        ])();
        return { type: "text", value: name };
      },
    },
    {
      key: "players",
      label: "Players",
      generate: ({ rng }) => {
        const lo = rng.int(2, 4);
        const hi = lo + rng.int(0, 6);
        return { type: "text", value: lo === hi ? `${lo} players` : `${lo} to ${hi} players` };
      },
    },
    {
      key: "equipment",
      label: "Equipment",
      dependsOn: ["type"],
      generate: (ctx) => ({ type: "list", items: ctx.rng.sample(S.EQUIPMENT[ctx.options.setting][gameType(ctx)], ctx.rng.int(2, 3)).map(capitalise) }),
    },
    {
      key: "rules",
      label: "Rules",
      dependsOn: ["type"],
      // Two rules of the game's type, then one custom of the people who play it.
      generate: (ctx) => ({
        type: "list",
        items: [...ctx.rng.sample(F.RULES[gameType(ctx)], 2), ctx.rng.pick(S.HOUSE_RULES[ctx.options.setting])].map((f) => tell(ctx.rng, f, {})),
      }),
    },
    {
      key: "objective",
      label: "Objective",
      dependsOn: ["type"],
      generate: (ctx) => ({ type: "text", value: capitalise(ctx.rng.pick(W.OBJECTIVES[gameType(ctx)])) }),
    },
    {
      key: "scoring",
      label: "Scoring",
      dependsOn: ["type"],
      generate: (ctx) => ({ type: "text", value: capitalise(tellOne(ctx.rng, F.SCORING[gameType(ctx)], {})) }),
    },
    {
      key: "culturalRole",
      formerKeys: ["cultural-role"],
      label: "Cultural role",
      generate: (ctx) => {
        const { rng, options: o } = ctx;
        const role = tellOne(rng, F.ROLE, { who: rng.pick(F.ROLE_WHO[o.tone]), does: rng.pick(F.ROLE_DO[o.tone]), more: rng.pick(F.ROLE_MORE[o.tone]) });
        const text = `${rng.pick(F.PLAYED_LEAD)} ${rng.pick(W.PLAYED_BY[o.setting])}. ${capitalise(role)}`;
        const place = worldEntity(ctx, "location");
        return withLinks({ type: "text", value: place ? `${text} Nowhere is it loved more than in ${place.name}.` : text }, [place]);
      },
    },
    {
      key: "variants",
      label: "Variants",
      generate: ({ rng, options: o }) => ({ type: "list", items: rng.sample(S.VARIANTS[o.setting], 2).map(capitalise) }),
    },
    {
      key: "famousMatch",
      formerKeys: ["famous-match"],
      label: "A famous match",
      generate: ({ rng, options: o }) => {
        const a = S.nameFor(rng, o.setting);
        let b = S.nameFor(rng, o.setting);
        if (b === a) b = `${b} the Younger`;
        return { type: "text", value: tellOne(rng, F.MATCH, { a, b, where: rng.pick(S.MATCH_PLACES[o.setting]), outcome: rng.pick(F.MATCH_OUTCOMES) }) };
      },
    },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const type = ctx.text("type");
    const rng = ctx.rng("section", "play");
    const obj = ctx.text("objective");
    const low = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
    const play = [
      tellOne(rng, F.PLAY_OPEN, { name, type, players: ctx.text("players"), equipment: joinList(items(ctx, "equipment").map(low)) }),
      `${rng.pick(F.AIM)} ${low(obj)}. ${items(ctx, "rules").join(" ")}`,
      `${rng.pick(F.SCORING_LEAD)} ${low(ctx.text("scoring"))}.`,
    ];
    const culture = [ctx.text("culturalRole"), tellOne(rng, F.VARIANTS_SAY, { variants: joinList(items(ctx, "variants").map(low)) }), ctx.text("famousMatch")];
    return {
      name,
      summary: sentence(tellOne(ctx.rng("summary"), F.SUMMARY, { type, obj: low(obj) })),
      sections: [
        { title: "How it is played", markdown: play.join(" ") },
        { title: "In the world", markdown: culture.join(" ") },
      ],
      tags: [gameType(ctx), ctx.options.setting],
    };
  },
});
