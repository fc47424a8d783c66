// The monster generator: a creature with habitat, habits, attacks, weaknesses, harvestables,
// its place in the ecology, and the legend told about it.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList, sentence, withArticle } from "../../core/text.js";
import { withLinks, worldEntity } from "../../core/world.js";
import * as W from "./words.js";
import * as P from "./words-prose.js";
import * as S from "./words-setting.js";

const options = {
  habitat: enumOption("Habitat", ["any", ...W.HABITATS] as const),
  threat: enumOption("Threat", ["any", ...W.THREATS] as const),
};
type Ctx = FieldCtx<typeof options>;

function habitatOf(ctx: Ctx): W.Habitat {
  const h = ctx.meta<string>("habitat");
  return (W.HABITATS as readonly string[]).includes(h ?? "") ? (h as W.Habitat) : "forest";
}

const items = (ctx: { get: (k: string) => { type: string } }, key: string): readonly string[] => {
  const v = ctx.get(key) as { type: string; items?: readonly string[] };
  return v.type === "list" && v.items ? v.items : [];
};

export const monster = defineGenerator({
  kind: "monster",
  // v2: the Name row comes first in the result fields.
  // v3: the legend is told in its own habitat (or a saved place); "a hide prized by armourers".
  // v4: prose composed from parts (issue 16 variety); setting and tone change the field notes;
  //     science fiction and the fallen world have their own diets, weaknesses, abilities, harvest and legends.
  // v5: modern, dark fantasy, steampunk and mythic have their own types, diets, habits, abilities, weaknesses, harvests and legends (words-legend.ts); every setting has its own epithets.
  version: 5,
  options,
  requiredFields: ["name", "type", "size", "habitat", "behaviour", "diet", "threat", "attacks", "weaknesses", "signs", "harvestables", "ecology", "legend"],
  fields: [
    {
      key: "habitat",
      label: "Habitat",
      generate: ({ rng, options: o }) => {
        const h = o.habitat === "any" ? rng.pick(W.HABITATS) : o.habitat;
        return { type: "text", value: capitalise(rng.pick(W.HABITAT_TEXT[h].place)), meta: h };
      },
    },
    { key: "type", label: "Type", generate: ({ rng, options: o }) => ({ type: "text", value: rng.pick(S.TYPE_BY[S.eraOf(o.setting)]) }) },
    {
      key: "size",
      label: "Size",
      generate: ({ rng }) => {
        const s = rng.pick(W.SIZES);
        return { type: "text", value: `${capitalise(s)}, ${W.SIZE_TEXT[s]}`, meta: s };
      },
    },
    {
      key: "name",
      label: "Name",
      generate: ({ rng, options: o }) => {
        const given = rng.pick(W.NAME_START) + rng.pick(W.NAME_MIDDLE) + rng.pick(W.NAME_END);
        return { type: "text", value: `${given}, the ${rng.pick(S.EPITHET_ADJ_BY[S.eraOf(o.setting)])} ${rng.pick(W.EPITHET_NOUN)}` };
      },
    },
    {
      key: "threat",
      label: "Threat level",
      generate: ({ rng, options: o }) => {
        const t =
          o.threat === "any"
            ? rng.weighted([
                ["minor", 2],
                ["dangerous", 4],
                ["deadly", 3],
                ["legendary", 1],
              ] as const)
            : o.threat;
        return { type: "text", value: W.THREAT_LABEL[t], meta: t };
      },
    },
    {
      key: "behaviour",
      label: "Behaviour",
      generate: ({ rng, options: o }) => ({ type: "text", value: `It ${rng.pick(P.HABITS)} ${rng.pick(S.WHEN_BY[S.eraOf(o.setting)])}.` }),
    },
    { key: "diet", label: "Diet", generate: ({ rng, options: o }) => ({ type: "text", value: capitalise(rng.pick(S.DIET_BY[S.eraOf(o.setting)])) }) },
    {
      key: "attacks",
      label: "Attacks and abilities",
      generate: ({ rng, options: o }) => {
        const parts = rng.sample(P.ATTACK_PART, 2);
        const effects = rng.sample(P.ATTACK_EFFECT, 2);
        const attacks = parts.map((p, i) => (rng.chance(0.6) ? `${p} ${effects[i]}` : p));
        return { type: "list", items: [...attacks, ...rng.sample(S.ABILITY_BY[S.eraOf(o.setting)], 2).map((a) => `It ${a}`)].map(capitalise) };
      },
    },
    {
      key: "weaknesses",
      label: "Weaknesses",
      generate: ({ rng, options: o }) => ({ type: "list", items: rng.sample(S.WEAKNESS_BY[S.eraOf(o.setting)], rng.int(1, 2)).map(capitalise) }),
    },
    {
      key: "signs",
      label: "Signs of presence",
      dependsOn: ["habitat"],
      generate: (ctx) => ({ type: "list", items: ctx.rng.sample(W.HABITAT_TEXT[habitatOf(ctx)].signs, 2).map(capitalise) }),
    },
    {
      key: "harvestables",
      label: "Harvestables",
      generate: ({ rng, options: o }) => ({ type: "list", items: rng.sample(S.HARVEST_BY[S.eraOf(o.setting)], 2).map(capitalise) }),
    },
    {
      key: "ecology",
      label: "Ecology",
      dependsOn: ["habitat", "diet"],
      generate: (ctx) => {
        const prey = ctx.rng.sample(W.HABITAT_TEXT[habitatOf(ctx)].prey, 2);
        const young = ctx.rng.pick(P.YOUNG);
        const diet = ctx.text("diet").toLowerCase();
        const value = fill(ctx.rng.pick(P.ECOLOGY_FRAME), { diet, prey: joinList(prey), Prey: capitalise(joinList(prey)), young });
        return { type: "text", value };
      },
    },
    {
      key: "legend",
      label: "Legend",
      dependsOn: ["habitat"],
      generate: (ctx) => {
        // The legend is told where the creature lives: a saved place of the world, or its own habitat.
        const saved = worldEntity(ctx, "location");
        const habitat = ctx.text("habitat");
        const place = saved ? saved.name : habitat.charAt(0).toLowerCase() + habitat.slice(1);
        const r = ctx.rng;
        const era = S.eraOf(ctx.options.setting);
        const tale = `${fill(r.pick(S.OPENERS_BY[era]), { place })} that ${r.pick(P.LEGEND_WHO)} ${r.pick(P.LEGEND_TALE)}.`;
        return withLinks({ type: "text", value: `${tale} ${r.pick(S.TRUTH_BY[era])} ${r.pick(P.TRUTH_END)}` }, [saved]);
      },
    },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const short = name.split(",")[0] ?? name;
    const type = ctx.text("type");
    const size = ctx.meta<string>("size") ?? "large";
    const t0 = ctx.meta<string>("threat");
    const threat: W.Threat = (W.THREATS as readonly string[]).includes(t0 ?? "") ? (t0 as W.Threat) : "dangerous";
    const r = ctx.rng("summary");
    const summary = sentence(
      `${capitalise(withArticle(`${size} ${type}`))} of ${ctx.text("habitat").toLowerCase()} that ${r.pick(["feeds on", "lives on", "hungers for"])} ${ctx.text("diet").toLowerCase()}`,
    );
    const a = items(ctx, "attacks").map((s) => s.charAt(0).toLowerCase() + s.slice(1));
    const t = ctx.rng("encounter");
    const weak = joinList(
      items(ctx, "weaknesses").map((s) => (/^[A-Z]{2}/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1))),
      t.chance(0.5) ? "and" : "or",
    );
    const advice = P.ADVICE[threat];
    const encounter = [
      `${short} ${ctx.text("behaviour").replace(/^It /, "").replace(/\.$/, "")}.`,
      fill(t.pick(P.FIGHT_FRAME), { a: joinList(a.slice(0, 2)) }),
      fill(t.pick(P.ALSO_FRAME), {
        x: a
          .slice(2)
          .map((x) => x.replace(/^it /, ""))
          .join(t.chance(0.5) ? ", and " : "; it also "),
      }),
      fill(t.pick(P.FEAR_FRAME), { w: weak, W: capitalise(weak) }),
      `${t.pick(advice.who)} ${t.pick(advice.what)}`,
      t.pick(P.TONE_ASIDE[ctx.options.tone]),
    ];
    const f = ctx.rng("field");
    const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
    const note = P.SETTING_NOTE[ctx.options.setting];
    const field = [
      fill(f.pick(P.SIGN_FRAME), { s: joinList(items(ctx, "signs").map(lower)) }),
      ctx.text("ecology"),
      fill(f.pick(P.HARVEST_FRAME), { h: joinList(items(ctx, "harvestables").map(lower)) }),
      `${f.pick(note.who)} ${f.pick(note.did)}.`,
    ];
    return {
      name,
      summary,
      sections: [
        { title: "Encounter", markdown: encounter.join(" ") },
        { title: "Field notes", markdown: field.join(" ") },
        { title: "Legend", markdown: ctx.text("legend") },
      ],
      tags: [type, size, ctx.meta<string>("habitat") ?? "wilds", threat, ctx.options.setting],
    };
  },
});
