// The faction generator: an organisation with motto, symbol, leader, goals public and secret,
// methods, resources, allies and enemies, ranks, recruitment and reputation.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import { forSetting } from "../../core/phrases/setting-pools.js";
import type { Setting } from "../../core/options.js";
import { languageFor, nameIn, standInName } from "../../systems/language/index.js";
import { cleanName, mendName } from "../location/names.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList } from "../../core/text.js";
import { linkFromWorld } from "../../core/world.js";
import * as W from "./words.js";
import * as F from "./words-family.js";
import * as O from "./words-old.js";

const options = {
  type: enumOption("Type", ["any", ...W.TYPES] as const),
  alignment: enumOption("Alignment", ["any", ...W.ALIGNMENTS] as const),
};
type Ctx = FieldCtx<typeof options>;

function typeOf(ctx: Ctx): W.FactionType {
  const t = ctx.meta<string>("type");
  return (W.TYPES as readonly string[]).includes(t ?? "") ? (t as W.FactionType) : "guild";
}
function alignOf(ctx: Ctx): W.Alignment {
  const a = ctx.meta<string>("alignment");
  return (W.ALIGNMENTS as readonly string[]).includes(a ?? "") ? (a as W.Alignment) : "neutral";
}
const place = (rng: Rng, s: Setting): string => {
  const [a, b] = forSetting(s, F.PLACE_PARTS, O.PLACE_PARTS_OLD);
  return mendName(rng.pick(a) + rng.pick(b));
};
/** Ranks without knights or squires among the stars. */
const SF_RANKS: Partial<Record<string, readonly string[]>> = { order: ["Cadet", "Initiate", "Sworn Officer", "Commander", "Grand Master"] };
const otherFaction =
  (s: Setting) =>
  (rng: Rng): { name: string } => ({ name: `the ${rng.pick(forSetting(s, F.ALLY_NAMES, O.ALLY_NAMES_OLD))} of ${place(rng, s)}` });
/** The setting: dark fantasy, steampunk and mythic have their own pools (words-old.ts). */
const fam = (ctx: { options: { setting: Setting } }): Setting => ctx.options.setting;
const lower = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
const linkNames = (v: { type: string; links?: readonly { name: string }[] }): string[] => (v.type === "links" && v.links ? v.links.map((l) => l.name) : []);
const listItems = (v: { type: string; items?: readonly string[] }): readonly string[] => (v.type === "list" && v.items ? v.items : []);

export const faction = defineGenerator({
  kind: "faction",
  // v2: the Name row comes first in the result fields.
  // v3: an old order's founder is not its leader; summary ends with a full stop; "Joining and standing" in sentences.
  // v4: the type decides the name word (no "Sisterhood" of type brotherhood); content by setting family and tone; prose composed from parts.
  // v5: dark fantasy, steampunk and mythic have their own names, mottos, symbols, homes, aims, methods, recruits and standing.
  // v6: in a world with a saved language, the place in its name and a stand-in leader's name are in that language.
  // v7: histories in more shapes; no knights in science-fiction ranks; no tripled letters in place names.
  version: 7,
  options,
  requiredFields: [
    "name",
    "type",
    "motto",
    "symbol",
    "leader",
    "size",
    "headquarters",
    "publicGoal",
    "secretGoal",
    "methods",
    "resources",
    "allies",
    "enemies",
    "ranks",
    "recruitment",
    "reputation",
  ],
  fields: [
    {
      key: "type",
      label: "Type",
      generate: ({ rng, options: o }) => {
        const t = o.type === "any" ? rng.pick(W.TYPES) : o.type;
        return { type: "text", value: capitalise(t), meta: t };
      },
    },
    {
      key: "alignment",
      label: "Alignment",
      generate: ({ rng, options: o }) => {
        const a = o.alignment === "any" ? rng.pick(W.ALIGNMENTS) : o.alignment;
        return { type: "text", value: capitalise(a), meta: a };
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["type"],
      generate: (ctx) => {
        const { rng } = ctx;
        const f = fam(ctx);
        const noun = rng.pick(W.TYPE_NOUN[typeOf(ctx)]);
        const adj = rng.pick(forSetting(f, F.ADJS, O.ADJS_OLD));
        const thing = rng.pick(forSetting(f, F.THINGS, O.THINGS_OLD));
        // In a world with a saved language, the place in the name is a word of that language.
        const where = (): string =>
          ctx.world.entities.some((e) => e.kind === "language")
            ? cleanName(() => nameIn(languageFor(ctx.world, ctx.stream("world-place")).language, rng, "place"))
            : place(rng, f);
        const value = rng.weighted<() => string>([
          [() => `${noun} of the ${adj} ${thing}, ${where()} Chapter`, 1],
          [() => `${where()} ${noun} of the ${adj} ${thing}`, 3],
          [() => `${adj} ${thing} ${noun} of ${where()}`, 2],
        ])();
        return { type: "text", value, meta: { thing } };
      },
    },
    {
      key: "motto",
      label: "Motto",
      generate: (ctx) => {
        const { rng } = ctx;
        const f = fam(ctx);
        return {
          type: "text",
          value: `“${capitalise(fill(rng.pick(F.MOTTO), { verb: rng.pick(F.MOTTO_VERB), verbed: rng.pick(F.MOTTO_VERBED), thing: rng.pick(forSetting(f, F.THINGS, O.THINGS_OLD)).toLowerCase(), foe: rng.pick(forSetting(f, F.MOTTO_FOE, O.MOTTO_FOE_OLD)) }))}.”`,
        };
      },
    },
    {
      key: "symbol",
      label: "Symbol and colours",
      dependsOn: ["name"],
      generate: (ctx) => {
        // The symbol shows the thing the faction is named for (a locked old name falls back to a drawn one).
        const named = ctx.meta<{ thing?: string }>("name")?.thing;
        const thing = (typeof named === "string" ? named : ctx.rng.pick(forSetting(fam(ctx), F.THINGS, O.THINGS_OLD))).toLowerCase();
        return { type: "text", value: `${capitalise(fill(ctx.rng.pick(F.SYMBOL_POSE), { thing }))}, in ${ctx.rng.pick(F.COLOURS)}` };
      },
    },
    {
      key: "leader",
      label: "Leader",
      dependsOn: ["type"],
      generate: (ctx) => {
        const { rng } = ctx;
        const titles = forSetting(
          fam(ctx),
          { old: W.LEADER_TITLE, now: W.LEADER_TITLE_NEW, fallen: W.LEADER_TITLE_NEW, future: W.LEADER_TITLE_NEW },
          { "dark-fantasy": W.LEADER_TITLE, steampunk: W.LEADER_TITLE_NEW_STEAM, mythic: W.LEADER_TITLE_MYTH },
        );
        const title = rng.pick(titles[typeOf(ctx)]);
        const given = rng.pick(W.LEADER_GIVEN);
        const family = rng.pick(W.LEADER_FAMILY);
        // A stand-in leader is named in the world's language when it has one.
        const name = `${title} ${standInName(ctx.world, ctx.stream("stand-in"), "neutral", () => `${given} ${family}`)}`;
        return linkFromWorld(rng, ctx.world, "character", () => ({ name }));
      },
    },
    { key: "size", label: "Size", generate: (ctx) => ({ type: "text", value: capitalise(ctx.rng.pick(forSetting(fam(ctx), F.SIZE, O.SIZE_OLD))) }) },
    {
      key: "headquarters",
      label: "Headquarters",
      generate: (ctx) => {
        const hq = `${capitalise(ctx.rng.pick(forSetting(fam(ctx), F.HQ, O.HQ_OLD)))} in ${place(ctx.rng, fam(ctx))}`;
        return linkFromWorld(ctx.rng, ctx.world, "location", () => ({ name: hq }));
      },
    },
    {
      key: "publicGoal",
      label: "Public goal",
      dependsOn: ["alignment"],
      generate: (ctx) => {
        const { rng } = ctx;
        const f = fam(ctx);
        return {
          type: "text",
          value: capitalise(
            fill(rng.pick(F.PUBLIC_GOAL[alignOf(ctx)]), {
              people: rng.pick(forSetting(f, F.PEOPLE, O.PEOPLE_OLD)),
              routes: rng.pick(forSetting(f, F.ROUTES, O.ROUTES_OLD)),
              lore: rng.pick(forSetting(f, F.LORE, O.LORE_OLD)),
            }),
          ),
        };
      },
    },
    {
      key: "resources",
      label: "Resources",
      generate: (ctx) => ({ type: "list", items: ctx.rng.sample(W.RESOURCES[ctx.options.setting], 3).map(capitalise) }),
    },
    {
      key: "secretGoal",
      label: "Secret goal",
      generate: (ctx) => ({
        type: "text",
        value: capitalise(
          fill(ctx.rng.pick(F.SECRET_GOAL), {
            hq: "their own headquarters",
            resource: ctx.rng.pick(forSetting(fam(ctx), F.SECRET_RES, O.SECRET_RES_OLD)),
            thing: ctx.rng.pick(forSetting(fam(ctx), F.THINGS, O.THINGS_OLD)).toLowerCase(),
          }),
        ),
      }),
    },
    {
      key: "methods",
      label: "Methods",
      dependsOn: ["alignment"],
      generate: (ctx) => ({
        type: "list",
        items: [...ctx.rng.sample(F.METHODS[alignOf(ctx)], 2), ctx.rng.pick(forSetting(fam(ctx), F.FAMILY_METHODS, O.FAMILY_METHODS_OLD))].map(capitalise),
      }),
    },
    {
      key: "allies",
      label: "Allies",
      generate: (ctx) => {
        const l = linkFromWorld(ctx.rng, ctx.world, "faction", otherFaction(fam(ctx)));
        return { type: "links", links: l.type === "link" ? [l.link] : [] };
      },
    },
    {
      key: "enemies",
      label: "Enemies",
      generate: (ctx) => {
        const f = fam(ctx);
        const [x, y] = ctx.rng.sample(forSetting(f, F.ALLY_NAMES, O.ALLY_NAMES_OLD), 2);
        const a = `the ${x} of ${place(ctx.rng, f)}`;
        const b = `the ${y} of ${place(ctx.rng, f)}`;
        return {
          type: "links",
          links: [
            { kind: "faction", name: a },
            { kind: "faction", name: b },
          ],
        };
      },
    },
    {
      key: "ranks",
      label: "Ranks",
      dependsOn: ["type"],
      generate: (ctx) => {
        const ranks = ctx.options.setting === "science-fiction" ? (SF_RANKS[typeOf(ctx)] ?? W.RANKS[typeOf(ctx)]) : W.RANKS[typeOf(ctx)];
        return { type: "table", columns: ["Rank", "Title"], rows: ranks.map((r, i) => [`${i + 1}`, r]) };
      },
    },
    {
      key: "recruitment",
      label: "Recruitment",
      generate: (ctx) => ({
        type: "text",
        value: fill(ctx.rng.pick(F.RECRUIT_LINES), {
          from: ctx.rng.pick(forSetting(fam(ctx), F.RECRUIT_FROM, O.RECRUIT_FROM_OLD)),
          test: ctx.rng.pick(F.RECRUIT_TEST),
        }),
      }),
    },
    {
      key: "reputation",
      label: "Reputation",
      dependsOn: ["alignment"],
      generate: (ctx) => {
        const { rng } = ctx;
        const [p1, p2] = rng.sample(forSetting(fam(ctx), F.REP_WHERE, O.REP_WHERE_OLD), 2);
        return { type: "text", value: `${capitalise(rng.pick(F.REP_A[alignOf(ctx)]))} in ${p1}, ${rng.pick(F.REP_B)} in ${p2}.` };
      },
    },
    {
      key: "founded",
      label: "Founded",
      generate: ({ rng }) => {
        const n = rng.int(12, 480);
        return { type: "number", value: n, unit: "years ago", text: `${n} years ago` };
      },
    },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const type = ctx.text("type").toLowerCase();
    const leader = ctx.text("leader");
    const r = ctx.rng("history");
    const f = ctx.options.setting;
    const foundedV = ctx.get("founded");
    const age = foundedV.type === "number" ? foundedV.value : 100;
    // Someone who founded it generations ago cannot lead it today.
    const founder = age <= 40 ? leader : r.pick(forSetting(f, F.FOUNDERS, O.FOUNDERS_OLD));
    const history = capitalise(
      fill(r.pick(F.HISTORY[ctx.options.tone]), { name: name.replace(/^The /, ""), years: String(age), founder, deed: r.pick(F.DEEDS[ctx.options.tone]) }),
    );
    const allies = linkNames(ctx.get("allies"));
    const enemies = linkNames(ctx.get("enemies"));
    const methods = listItems(ctx.get("methods")).map((m) => m.toLowerCase());
    const resources = listItems(ctx.get("resources")).map(lower);
    const overview = [
      history,
      fill(r.pick(F.SIZE_LINES), { size: lower(ctx.text("size")), leader, hq: lower(ctx.text("headquarters")) }),
      fill(r.pick(F.BANNER_LINES), { symbol: lower(ctx.text("symbol")), motto: ctx.text("motto") }),
    ].join(" ");
    const aims = [
      fill(r.pick(F.PUBLIC_LINES), { type, goal: lower(ctx.text("publicGoal")) }),
      fill(r.pick(F.SECRET_LINES), { secret: lower(ctx.text("secretGoal")) }),
      fill(r.pick(F.MEANS_LINES), { methods: joinList(methods), resources: joinList(resources) }),
      allies.length
        ? fill(r.pick(F.FRIEND_LINES), { allies: joinList(allies), enemies: joinList(enemies), rivals: enemies.length > 1 ? "rivals" : "a rival" })
        : "",
    ]
      .filter(Boolean)
      .join(" ");
    const joining = `${ctx.text("recruitment")} ${fill(r.pick(F.REP_LINES_SHORT), { type, rep: lower(ctx.text("reputation")).replace(/\.$/, "") })}`;
    return {
      name,
      summary: `${capitalise(ctx.text("alignment").toLowerCase())} ${type} led by ${leader}, whose motto is ${ctx.text("motto").replace(/\.”$/, "”")}.`,
      sections: [
        { title: "History and bearing", markdown: overview },
        { title: "Aims and methods", markdown: aims },
        { title: "Joining and standing", markdown: joining },
      ],
      tags: [type, ctx.text("alignment").toLowerCase(), ctx.options.setting],
    };
  },
});
