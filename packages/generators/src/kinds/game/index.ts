// The game generator: a kind of game (its archetype, archetypes-*.ts: trick-taking cards, bluffing
// dice, a race round a board, mob ball, a riddle contest, …) decides its type, the players it
// takes, its equipment (the setting's kit says what it is made of), how a turn goes, the
// objective and a scoring rule that reaches it, a whole ruleset in the order a table meets it
// (its core rules always, a few others now and then, each only after the terms it uses), house
// rules that each change one thing the entry shows, and how a famous match went; the kit says who
// plays it where and for what. The prose is in prose.ts.
import { archetypeField, archetypeOf } from "../../core/archetype.js";
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { min } from "../../core/int.js";
import { enumOption } from "../../core/options.js";
import { tell, tellOne } from "../../core/phrases/alternation.js";
import type { Rng } from "../../core/rng.js";
import { capitalise, numberWord } from "../../core/text.js";
import type { FieldValue, Json } from "../../core/types.js";
import { withLinks, worldEntity } from "../../core/world.js";
import { ARCHETYPES, archetypesOf, GAME_TYPES, kitOf, PHASES, type GameArchetype } from "./archetypes.js";
import * as F from "./frames.js";
import { composeGame, fits, fitting, frameList, frameOf, gameVars, low, metaOf, nameVars, ruleIds, termsShown } from "./prose.js";
import { inventorName, namesFor, possessive } from "./words.js";

const options = { type: enumOption("Type", ["any", ...GAME_TYPES] as const) };
type Ctx = FieldCtx<typeof options>;

const arch = (ctx: Pick<Ctx, "meta" | "text">): GameArchetype => archetypeOf(ctx, ARCHETYPES);
const metaArch = (a: GameArchetype, v: FieldValue): boolean => (v.meta as { arch?: unknown } | undefined)?.arch === a.id;

/** The rules an entry shows: every core rule, and up to two others whose terms are introduced before them, in the order a table meets them. */
function pickRules(rng: Rng, a: GameArchetype): number[] {
  const extras = rng.sample(
    a.rules.flatMap((r, i) => (r.core ? [] : [i])),
    rng.int(0, 2),
  );
  const order = (i: number): number => PHASES.indexOf(a.rules[i]?.phase ?? "end") * 100 + i;
  const chosen = a.rules.flatMap((r, i) => (r.core || extras.includes(i) ? [i] : [])).sort((x, y) => order(x) - order(y));
  // Drop an extra whose terms no earlier rule (nor the turn or scoring) has introduced.
  const out: number[] = [];
  for (const i of chosen) {
    const r = a.rules[i];
    if (r && (r.core || fits(r, termsShown(a, out)))) out.push(i);
  }
  return out;
}

export const game = defineGenerator({
  kind: "game",
  // v2: the Name row comes first in the result fields.
  // v3: field keys in camelCase (former kebab-case keys still accepted as locks).
  // v4: names and links saved entities of the world (output without a world is unchanged).
  // v5: rules, scoring, cultural role, variants, famous match and summary told from varied frames.
  // v6: the setting changes the content: equipment, a house rule, variants, names and famous matches per setting.
  // v7: an archetype (trick-taking cards, bluffing dice, a race board game, mob ball, a riddle contest, … 25 in all, each in its own settings) fixes type, players, equipment, the turn, objective and scoring, rules in order of play, variants that change a shown rule and the famous match; prose rendered from the fields.
  // v8: whole playable rulesets (setup, turn, how a clash is settled, the end, the tie-break; terms introduced before use; reachable totals; decks that divide), named house rules per game, the kit's own players and venues, readable names, war as its own type, and prose that adds a round of play and the match's story instead of repeating the fields.
  version: 8,
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
        const a = arch(ctx);
        const inv = inventorName(ctx.stream("inventor"), ctx.options.setting);
        const noun = rng.pick(kitOf(a, ctx.options.setting).nouns ?? a.nouns);
        // A noun that is itself a possessive ("Liar's Cup") is named "The Liar's Cup of Okafor" only; a sport is never "The Okafor Hurl".
        const forms: [string, number][] = [[`The ${noun} of ${inv}`, 2]];
        if (!noun.includes("'")) forms.push([`${possessive(inv)} ${noun}`, 3]);
        if (!noun.includes(" ") && !noun.includes("'") && a.type !== "sport") forms.push([`The ${inv} ${noun}`, 2]);
        return { type: "text", value: rng.weighted(forms), meta: { inventor: inv } };
      },
    },
    {
      key: "players",
      label: "Players",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const a = arch(ctx);
        const [from, hi] = a.players;
        const to = ctx.rng.int(hi - 2 > from ? hi - 2 : from, hi);
        const range = from === to ? `${from}` : `${from} ${to === from + 1 ? "or" : "to"} ${to}`;
        const value = a.sides ? `Two sides of ${range}` : `${range} ${kitOf(a, ctx.options.setting).unit ?? "players"}`;
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
        // Noun phrases, not sentences: lower case, so an inline list reads "two dice, a slate".
        return { type: "list", items: roles.map((r) => low(kit.gear[r]?.[0] ?? r)), meta: { arch: a.id, shorts } };
      },
    },
    {
      key: "objective",
      label: "Objective",
      dependsOn: ["archetype", "equipment"],
      generate: (ctx) => {
        const a = arch(ctx);
        // Locked rules that name a target keep it (their text says it).
        const locked = ctx.locked("rules")?.meta as { arch?: unknown; target?: unknown } | undefined;
        const kept = locked?.arch === a.id && typeof locked.target === "number" && a.targets?.includes(locked.target) ? locked.target : undefined;
        const drawn = a.targets ? ctx.rng.pick(a.targets) : undefined;
        const target = kept ?? drawn;
        const vars = { ...gameVars(ctx), ...(target !== undefined ? { target: numberWord(target) } : {}) };
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
        const target = metaOf(ctx, "objective").target;
        const meta: Json = typeof target === "number" ? { arch: a.id, ids, target } : { arch: a.id, ids };
        return { type: "list", items: ids.map((i) => capitalise(tell(ctx.rng, frameOf(a.rules[i]?.text ?? ""), vars))), meta };
      },
    },
    {
      key: "culturalRole",
      formerKeys: ["cultural-role"],
      label: "Cultural role",
      generate: (ctx) => {
        const { rng, options: o } = ctx;
        const kit = kitOf(arch(ctx), o.setting);
        const who = rng.int(0, kit.who.length - 1);
        const [people, where] = kit.who[who] ?? ["its players", "everywhere"];
        const stake = rng.pick(kit.stakes);
        const place = worldEntity(ctx, "location");
        const unit = kitOf(arch(ctx), o.setting).unit ?? "players";
        const lines = [tellOne(rng, F.CULTURE, { people, where, stake, unit })];
        if (place) lines.push(tellOne(ctx.stream("world", "place"), F.PLACE, { place: place.name }));
        return withLinks({ type: "text", value: lines.map(capitalise).join(" "), meta: { who, stake } }, [place]);
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
        const terms = termsShown(a, shown);
        const eligible = a.variants.filter((v) => (typeof v.changes !== "number" || shown.includes(v.changes)) && fits(v, terms));
        const vars = gameVars(ctx);
        const picked = rng.sample(eligible, min(2, eligible.length));
        const made = picked.map((v) => ({ name: v.name, change: tell(rng, frameOf(v.text), vars), changes: v.changes }));
        return { type: "list", items: made.map((m) => `${capitalise(m.name)}: ${m.change}.`), meta: { arch: a.id, items: made } };
      },
    },
    {
      key: "famousMatch",
      formerKeys: ["famous-match"],
      label: "A famous match",
      dependsOn: ["archetype", "objective", "rules", "name"],
      generate: (ctx) => {
        const { rng, options: o } = ctx;
        const a = arch(ctx);
        const kit = kitOf(a, o.setting);
        const inventor = metaOf(ctx, "name").inventor;
        const [first = "Okafor", second = "Zhao"] = namesFor(ctx.stream("players"), o.setting, 2, typeof inventor === "string" ? [inventor] : []);
        const names = nameVars([first, second]);
        const told = rng.pick(fitting(a.matches, termsShown(a, ruleIds(ctx, a))));
        const outcome = tell(rng, frameOf(told.text), { ...gameVars(ctx), ...names });
        const venue = (rng.pick(kit.who) ?? ["", "", "at a great gathering"])[2];
        const contest = rng.pick(a.contest ?? ["game", "match"]);
        return { type: "text", value: tellOne(rng, F.MATCH, { ...names, venue, contest }), meta: { a: first, b: second, outcome } };
      },
    },
  ],
  compose: composeGame,
});
