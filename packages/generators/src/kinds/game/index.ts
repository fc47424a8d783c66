// The game generator: a kind of game (its archetype, archetypes-*.ts: trick-taking cards, bluffing
// dice, a race round a board, mob ball, a riddle contest, …) decides its type, the players it
// takes, its equipment (the setting's kit says what it is made of), how a turn goes, the
// objective and a scoring rule that reaches it, the rules in the order a player meets them,
// variants that each change one of those rules, and how a famous match went; the setting names
// its players and house rules, the tone how its players hold it. The prose is in prose.ts.
import { archetypeField, archetypeOf } from "../../core/archetype.js";
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { min } from "../../core/int.js";
import { enumOption } from "../../core/options.js";
import { tell, tellOne } from "../../core/phrases/alternation.js";
import type { Rng } from "../../core/rng.js";
import { capitalise } from "../../core/text.js";
import type { FieldValue, Json } from "../../core/types.js";
import { withLinks, worldEntity } from "../../core/world.js";
import { ARCHETYPES, archetypesOf, GAME_TYPES, kitOf, PHASES, type GameArchetype, type Variant } from "./archetypes.js";
import * as F from "./frames.js";
import { composeGame, frameList, frameOf, gameVars, numberText, ruleIds } from "./prose.js";
import * as W from "./words.js";

const options = { type: enumOption("Type", ["any", ...GAME_TYPES] as const) };
type Ctx = FieldCtx<typeof options>;

const arch = (ctx: Pick<Ctx, "meta" | "text">): GameArchetype => archetypeOf(ctx, ARCHETYPES);
const metaArch = (a: GameArchetype, v: FieldValue): boolean => (v.meta as { arch?: unknown } | undefined)?.arch === a.id;

/** The rules an entry shows: one for setting up, one to three for play, one for the end, in the order a player meets them. */
function pickRules(rng: Rng, a: GameArchetype): number[] {
  const at = (phases: readonly string[]): number[] => a.rules.flatMap((r, i) => (phases.includes(r.phase) ? [i] : []));
  const setup = at(["setup"]);
  const play = at(["turn", "special"]);
  const end = at(["end"]);
  const chosen = [...(setup.length > 0 ? [rng.pick(setup)] : []), ...rng.sample(play, rng.int(1, min(3, play.length)))];
  if (end.length > 0) chosen.push(rng.pick(end));
  const order = (i: number): number => PHASES.indexOf(a.rules[i]?.phase ?? "end") * 100 + i;
  return chosen.sort((x, y) => order(x) - order(y));
}

/** Names for n house rules, all different: "river rules", or a player's own ("Okafor's rules"). */
function ruleLabels(rng: Rng, ctx: Ctx, n: number): string[] {
  const o = ctx.options;
  const places = rng.sample(W.RULE_LABELS[o.setting], n);
  const person = rng.chance(0.3) ? rng.int(0, n - 1) : -1;
  return places.map((p, i) => (i === person ? `${W.nameFor(rng, o.setting)}'s rules` : `${p} rules`));
}

export const game = defineGenerator({
  kind: "game",
  // v2: the Name row comes first in the result fields.
  // v3: field keys in camelCase (former kebab-case keys still accepted as locks).
  // v4: names and links saved entities of the world (output without a world is unchanged).
  // v5: rules, scoring, cultural role, variants, famous match and summary told from varied frames.
  // v6: the setting changes the content: equipment, a house rule, variants, names and famous matches per setting.
  // v7: an archetype (trick-taking cards, bluffing dice, a race board game, mob ball, a riddle contest, … 25 in all, each in its own settings) fixes type, players, equipment, the turn, objective and scoring, rules in order of play, variants that change a shown rule and the famous match; prose rendered from the fields.
  version: 7,
  options,
  requiredFields: ["name", "type", "players", "equipment", "rules", "objective", "scoring", "culturalRole", "variants", "famousMatch"],
  fields: [
    archetypeField<GameArchetype, Ctx["options"]>({
      label: "Kind of game",
      table: ({ options: o }) => archetypesOf(o.setting, o.type),
      fits: {
        type: (a, v) => v.type === "text" && (v.meta === a.type || v.value === `${a.type} game`),
        equipment: metaArch,
        turn: metaArch,
        objective: metaArch,
        scoring: metaArch,
        rules: metaArch,
        variants: metaArch,
      },
    }),
    {
      key: "type",
      label: "Type",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const t = arch(ctx).type;
        return { type: "text", value: `${t} game`, meta: t };
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const { rng } = ctx;
        const inv = W.nameFor(ctx.stream("inventor"), ctx.options.setting);
        const noun = rng.pick(arch(ctx).nouns);
        // A noun that is itself a possessive ("Liar's Cup") is named "The Liar's Cup of Okafor" only.
        const forms: [string, number][] = [[`The ${noun} of ${inv}`, 2]];
        if (!noun.includes("'")) forms.push([`${inv}'s ${noun}`, 3]);
        if (!noun.includes(" ") && !noun.includes("'")) forms.push([`The ${inv} ${noun}`, 2]);
        return { type: "text", value: rng.weighted(forms) };
      },
    },
    {
      key: "players",
      label: "Players",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const a = arch(ctx);
        const [lo, hi] = a.players;
        const from = ctx.rng.int(lo, min(lo + 1, hi));
        const to = ctx.rng.int(hi - 2 > from ? hi - 2 : from, hi);
        const range = from === to ? `${from}` : `${from} ${to === from + 1 ? "or" : "to"} ${to}`;
        const value = a.sides ? `Two sides of ${range}` : `${range} players`;
        return { type: "text", value, meta: { from, to, sides: a.sides === true } };
      },
    },
    {
      key: "equipment",
      label: "Equipment",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const a = arch(ctx);
        const kit = kitOf(a, ctx.options.setting);
        const roles = Object.keys(a.gear);
        const shorts: Record<string, string> = {};
        for (const r of roles) shorts[r] = kit.gear[r]?.[1] ?? r;
        return { type: "list", items: roles.map((r) => capitalise(kit.gear[r]?.[0] ?? r)), meta: { arch: a.id, shorts } };
      },
    },
    {
      key: "objective",
      label: "Objective",
      dependsOn: ["archetype", "equipment"],
      generate: (ctx) => {
        const a = arch(ctx);
        const target = a.targets ? ctx.rng.pick(a.targets) : undefined;
        const vars = { ...gameVars(ctx), ...(target !== undefined ? { target: numberText(target) } : {}) };
        const meta: Json = target !== undefined ? { arch: a.id, target } : { arch: a.id };
        return { type: "text", value: capitalise(tellOne(ctx.rng, frameList(a.objective), vars)), meta };
      },
    },
    {
      key: "turn",
      label: "How a turn goes",
      dependsOn: ["archetype", "equipment", "objective"],
      generate: (ctx) => ({ type: "text", value: capitalise(tellOne(ctx.rng, frameList(arch(ctx).turn), gameVars(ctx))), meta: { arch: arch(ctx).id } }),
    },
    {
      key: "scoring",
      label: "Scoring",
      dependsOn: ["archetype", "objective"],
      generate: (ctx) => ({ type: "text", value: capitalise(tellOne(ctx.rng, frameList(arch(ctx).scoring), gameVars(ctx))), meta: { arch: arch(ctx).id } }),
    },
    {
      key: "rules",
      label: "Rules",
      dependsOn: ["archetype", "objective"],
      generate: (ctx) => {
        const a = arch(ctx);
        const ids = pickRules(ctx.rng, a);
        const vars = gameVars(ctx);
        return { type: "list", items: ids.map((i) => capitalise(tell(ctx.rng, frameOf(a.rules[i]?.text ?? ""), vars))), meta: { arch: a.id, ids } };
      },
    },
    {
      key: "culturalRole",
      formerKeys: ["cultural-role"],
      label: "Cultural role",
      generate: (ctx) => {
        const { rng, options: o } = ctx;
        const kit = kitOf(arch(ctx), o.setting);
        const v = { who: rng.pick(kit.who), stake: rng.pick(kit.stakes), feat: rng.pick(arch(ctx).feats) };
        const place = worldEntity(ctx, "location");
        const lines = [tellOne(rng, F.TONE_LINE[o.tone === "grim" && kit.gentle ? "gentle" : o.tone], v)];
        if (place) lines.push(tellOne(ctx.stream("world", "place"), F.PLACE, { place: place.name }));
        return withLinks({ type: "text", value: lines.map(capitalise).join(" "), meta: v }, [place]);
      },
    },
    {
      key: "variants",
      label: "Variants",
      dependsOn: ["archetype", "rules"],
      generate: (ctx) => {
        const { rng } = ctx;
        const a = arch(ctx);
        const shown = ruleIds(ctx, a);
        const fits = a.variants.filter((v: Variant) => typeof v.changes !== "number" || shown.includes(v.changes));
        const vars = gameVars(ctx);
        const picked = rng.sample(fits, min(2, fits.length));
        const labels = ruleLabels(rng, ctx, picked.length);
        const made = picked.map((v, i) => ({ label: labels[i] ?? "house rules", change: tell(rng, frameOf(v.text), vars), changes: v.changes }));
        return { type: "list", items: made.map((m) => `${capitalise(m.label)}: ${m.change}`), meta: { arch: a.id, items: made } };
      },
    },
    {
      key: "famousMatch",
      formerKeys: ["famous-match"],
      label: "A famous match",
      dependsOn: ["archetype", "objective"],
      generate: (ctx) => {
        const { rng, options: o } = ctx;
        const a = arch(ctx);
        const players = ctx.stream("players");
        const first = W.nameFor(players, o.setting);
        let second = W.nameFor(players, o.setting);
        // Two names a reader cannot confuse: not the same, nor opening with the same three letters.
        for (let i = 0; i < 8 && second.slice(0, 3) === first.slice(0, 3); i++) second = W.nameFor(players, o.setting);
        if (second === first) second = `${second} the Younger`;
        const scene = a.scene ?? (a.type === "sport" ? "field" : "table");
        const outcome = tellOne(rng, frameList(a.matches), { ...gameVars(ctx), a: first, b: second });
        const where = rng.pick(W.PLACES[scene][o.setting]);
        return { type: "text", value: tellOne(rng, F.MATCH, { where, outcome }), meta: { a: first, b: second } };
      },
    },
  ],
  compose: composeGame,
});
