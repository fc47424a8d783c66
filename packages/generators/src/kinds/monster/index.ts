// The monster generator: an archetype (troll, marsh light, vent crawler…) drawn first decides the
// creature's type, size, habitat, diet, attacks, powers, weaknesses, spoils, signs and tales;
// the prose is rendered from those fields, and the stat block makes the attacks the prose names.
import { archetypeField, archetypeOf } from "../../core/archetype.js";
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { min } from "../../core/int.js";
import { enumOption, type OptionValues } from "../../core/options.js";
import { PRONOUNS, type Pronouns } from "../../core/pronouns.js";
import { agreeWith, listOf, looksPlural, midName } from "../../core/realise.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { capitalise, sentence, withArticle } from "../../core/text.js";
import type { FieldValue, Json } from "../../core/types.js";
import { withLinks, worldEntity } from "../../core/world.js";
import { isSize, sizeFitsThreat, type Size } from "../../stats/bands.js";
import { STAT_BLOCKS, type CreatureMeta } from "../../stats/index.js";
import { BODY, FAMILY, type Family, type MonsterArchetype } from "./archetypes.js";
import { TABLES } from "./tables.js";
import { fitsHabitat, fitsTale, fitsWeakness, headOf, pickFitting } from "./fit.js";
import { FEEDS, PREY, REMAINS, SIZE_AGE } from "./bodies.js";
import * as P from "./prose.js";
import * as W from "./words.js";
import * as S from "./words-setting.js";

const options = {
  habitat: enumOption("Habitat", ["any", ...W.HABITATS] as const),
  threat: enumOption("Threat", ["any", ...W.THREATS] as const),
};
type Ctx = FieldCtx<typeof options>;

const familyOf = (ctx: { options: { setting: keyof typeof FAMILY } }): Family => FAMILY[ctx.options.setting];
const tableOf = (ctx: { options: { setting: keyof typeof FAMILY } }): readonly MonsterArchetype[] => TABLES[familyOf(ctx)];
const archetype = (ctx: Ctx): MonsterArchetype => archetypeOf(ctx, tableOf(ctx));
const canCarry = (a: MonsterArchetype, threat: string) => a.sizes.some((s) => sizeFitsThreat(s, threat));
const pronounsOf = (a: MonsterArchetype): Pronouns => (a.pronoun === "she" ? PRONOUNS.she : PRONOUNS.it);

function metaString(v: FieldValue): string | undefined {
  return typeof v.meta === "string" ? v.meta : undefined;
}

function threatOf(ctx: { meta<T extends Json>(key: string): T | undefined }): W.Threat {
  const t = ctx.meta<string>("threat");
  return (W.THREATS as readonly string[]).includes(t ?? "") ? (t as W.Threat) : "dangerous";
}

const items = (ctx: { get: (k: string) => FieldValue }, key: string): readonly string[] => {
  const v = ctx.get(key);
  return v.type === "list" ? v.items : [];
};

/** The habitat the entry lives in (a locked value may be old: fall back to the archetype's first). */
function habitatOf(ctx: { meta<T extends Json>(key: string): T | undefined }, a: MonsterArchetype): W.Habitat {
  const h = ctx.meta<string>("habitat");
  return (W.HABITATS as readonly string[]).includes(h ?? "") ? (h as W.Habitat) : (a.habitats[0] ?? "forest");
}

/** "Fire" → "fire", but "EMP bursts" stays as it is. */
const lowerFirst = (s: string) => (/^.[A-Z]/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1));

/** Two different picks, in draw order. */
function two(rng: Rng, xs: readonly string[]): [string, string] {
  const [a, b] = rng.sample(xs, 2);
  return [a as string, (b ?? a) as string];
}

/** How many attacks a creature of this threat shows. */
const ATTACK_COUNT: Readonly<Record<W.Threat, readonly [number, number]>> = { minor: [1, 1], dangerous: [2, 2], deadly: [2, 3], legendary: [3, 3] };

/** What the attacks field keeps: the block's meta, and the effect the prose gives each attack. */
interface AttacksMeta extends CreatureMeta {
  readonly effects: readonly string[];
}

export const monster = defineGenerator({
  kind: "monster",
  // v2: the Name row comes first in the result fields.
  // v3: the legend is told in its own habitat (or a saved place); "a hide prized by armourers".
  // v4: prose composed from parts (for variety); setting and tone change the field notes.
  // v5: modern, dark fantasy, steampunk and mythic have their own types, diets, habits, abilities, weaknesses, harvests and legends.
  // v6: third edition: an archetype decides type, sizes, habitats, diet, attacks, powers, weaknesses, spoils, signs and tales; the prose is rendered from them and the stat block makes the prose's attacks.
  // v7: fields fit the habitat and each other (no flood-fearing swarm in a flood, no fire-proof thing weak to fire, epithets from body and habitat); Encounter gives tactics, senses and weaknesses by threat, closes by threat; Tracking replaces Field notes and the Legend copy; a ghoul lives on grave offerings, a behemoth is a failed experiment.
  // v8: a second reading: tactics read as sentences ("Intruders meet its slam; in the sewers, its stamp as well"), no bait of people, the golem guards one door.
  // v9: a wider reading: "even X only slows it" agrees, acronyms keep their capitals, "shrugs off radiation" is not armour, bird swarms are not burned, the dune leviathan keeps to the dunes.
  // v10: nothing guarded when it eats "anything", "will only drive it off" agrees, swarm spoils not sold "by the sack" one by one.
  version: 10,
  options,
  stats: STAT_BLOCKS,
  requiredFields: ["name", "type", "size", "habitat", "behaviour", "diet", "threat", "attacks", "weaknesses", "signs", "harvestables", "ecology", "legend"],
  fields: [
    archetypeField<MonsterArchetype, OptionValues<typeof options>>({
      table: (ctx) => {
        const all = tableOf(ctx);
        const o = ctx.options;
        const byHabitat = o.habitat === "any" ? all : all.filter((a) => a.habitats.includes(o.habitat as W.Habitat));
        const pool = byHabitat.length > 0 ? byHabitat : all;
        const byThreat = o.threat === "any" ? pool : pool.filter((a) => canCarry(a, o.threat));
        return byThreat.length > 0 ? byThreat : pool;
      },
      fits: {
        type: (a, v) => v.type === "text" && v.value.toLowerCase() === a.type,
        size: (a, v) => a.sizes.some((s) => s === metaString(v)),
        habitat: (a, v) => a.habitats.some((h) => h === metaString(v)),
        threat: (a, v) => canCarry(a, metaString(v) ?? ""),
        diet: (a, v) => v.type === "text" && a.diets.some((d) => d.toLowerCase() === v.value.toLowerCase()),
        attacks: (a, v) => v.type === "list" && v.items.every((i) => a.attacks.some((s) => i.toLowerCase().includes(s.name.toLowerCase()))),
      },
    }),
    {
      key: "habitat",
      label: "Habitat",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const a = archetype(ctx);
        const h = ctx.options.habitat === "any" ? ctx.rng.pick(a.habitats) : ctx.options.habitat;
        return { type: "text", value: capitalise(ctx.rng.pick(S.PLACES[familyOf(ctx)][h])), meta: h };
      },
    },
    {
      key: "threat",
      label: "Threat level",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const a = archetype(ctx);
        const weights = [
          ["minor", 2],
          ["dangerous", 4],
          ["deadly", 3],
          ["legendary", 1],
        ] as const;
        const allowed = weights.filter(([t]) => canCarry(a, t));
        const t = ctx.options.threat !== "any" ? ctx.options.threat : ctx.rng.weighted(allowed.length > 0 ? allowed : weights);
        return { type: "text", value: W.THREAT_LABEL[t], meta: t };
      },
    },
    {
      key: "size",
      label: "Size",
      dependsOn: ["archetype", "threat"],
      generate: (ctx) => {
        const a = archetype(ctx);
        const fitting = a.sizes.filter((s) => sizeFitsThreat(s, threatOf(ctx)));
        const s: Size = ctx.rng.pick(fitting.length > 0 ? fitting : a.sizes);
        const yard = W.SIZE_TEXT[a.body === "swarm" ? "swarm" : SIZE_AGE[familyOf(ctx)]];
        return { type: "text", value: `${capitalise(s)}, ${yard[s]}`, meta: s };
      },
    },
    { key: "type", label: "Type", dependsOn: ["archetype"], generate: (ctx) => ({ type: "text", value: archetype(ctx).type }) },
    {
      key: "name",
      label: "Name",
      dependsOn: ["archetype", "habitat"],
      generate: (ctx) => {
        // The epithet says where it lives and how it is seen to act: "the Fen Strangler".
        const a = archetype(ctx);
        const rng = ctx.rng;
        const given = rng.pick(W.NAME_START) + rng.pick(W.NAME_MIDDLE) + rng.pick(W.NAME_END);
        const adj = rng.pick(W.EPITHET_ADJ[familyOf(ctx) === "future" ? "future" : "old"][habitatOf(ctx, a)]);
        const noun = rng.pick(W.EPITHET_NOUN[a.pronoun === "she" ? "she" : a.body] ?? W.EPITHET_NOUN.brute ?? ["Beast"]);
        return { type: "text", value: `${given}, the ${adj} ${noun}` };
      },
    },
    {
      key: "behaviour",
      label: "Behaviour",
      dependsOn: ["archetype", "habitat"],
      generate: (ctx) => {
        const a = archetype(ctx);
        const h = habitatOf(ctx, a);
        const fitting = a.habits.filter((s) => fitsHabitat(s, h));
        const [x, y] = two(ctx.rng, fitting.length >= 2 ? fitting : a.habits);
        return { type: "text", value: fill(ctx.rng.pick(P.HABIT_FRAME), { a: x, b: y }, pronounsOf(a)) };
      },
    },
    {
      key: "diet",
      label: "Diet",
      dependsOn: ["archetype", "habitat"],
      generate: (ctx) => {
        const a = archetype(ctx);
        const h = habitatOf(ctx, a);
        return { type: "text", value: capitalise(pickFitting(ctx.rng, a.diets, 1, (s) => fitsHabitat(s, h))[0] ?? "anything it can catch") };
      },
    },
    {
      key: "attacks",
      label: "Attacks",
      dependsOn: ["archetype", "threat"],
      generate: (ctx) => {
        const a = archetype(ctx);
        const [lo, hi] = ATTACK_COUNT[threatOf(ctx)];
        const n = min(ctx.rng.int(lo, hi), a.attacks.length);
        // The most typical attack first, then the others in the archetype's order.
        const rest = ctx.rng.sample(a.attacks.slice(1), n - 1);
        const chosen = [a.attacks[0] as MonsterArchetype["attacks"][number], ...a.attacks.slice(1).filter((s) => rest.includes(s))];
        const p = pronounsOf(a);
        // Two attacks of one damage type do not share an effect.
        const used = new Set<string>();
        const effects = chosen.map((s) => {
          // No effect that repeats a word of the attack ("its frost spray leaves frost…").
          const stems = s.name
            .toLowerCase()
            .split(" ")
            .map((x) => x.slice(0, 4));
          const fresh = P.EFFECT[s.damage].filter((e) => !used.has(e) && !e.split(" ").some((x) => stems.includes(x.slice(0, 4))));
          const effect = ctx.rng.pick(fresh.length > 0 ? fresh : P.EFFECT[s.damage]);
          used.add(effect);
          return agreeWith(looksPlural(s.name.toLowerCase()), effect);
        });
        const lines = chosen.map((s, i) => `${capitalise(p.determiner)} ${s.name.toLowerCase()} ${effects[i] ?? ""}`);
        const meta: AttacksMeta = {
          effects,
          attacks: chosen.map((s) => ({
            name: s.name,
            damageType: s.damage,
            ...(s.ranged ? { range: "ranged" as const } : {}),
            ...(s.finesse ? { finesse: true } : {}),
            ...(s.thrown ? { thrown: true } : {}),
          })),
          body: BODY[a.body],
          save: a.save,
          type5e: a.five,
          ...(a.speed ? { speed: a.speed } : {}),
        };
        return { type: "list", items: lines, meta: meta as unknown as Json };
      },
    },
    {
      key: "powers",
      label: "Senses and powers",
      dependsOn: ["archetype", "habitat"],
      generate: (ctx) => {
        const a = archetype(ctx);
        const h = habitatOf(ctx, a);
        return { type: "list", items: pickFitting(ctx.rng, a.powers, 2, (s) => fitsHabitat(s, h)).map(capitalise) };
      },
    },
    {
      key: "weaknesses",
      label: "Weaknesses",
      dependsOn: ["archetype", "habitat", "powers"],
      generate: (ctx) => {
        // Nothing that lives in water fears floods; nothing fears the element it masters.
        const a = archetype(ctx);
        const h = habitatOf(ctx, a);
        const place = ctx.text("habitat");
        const powers = items(ctx, "powers");
        const ok = (s: string) => fitsHabitat(s, h) && fitsWeakness(s, place, powers);
        return { type: "list", items: pickFitting(ctx.rng, a.weaknesses, ctx.rng.int(1, 2), ok).map(capitalise) };
      },
    },
    {
      key: "signs",
      label: "Signs of presence",
      dependsOn: ["archetype", "habitat"],
      generate: (ctx) => {
        const a = archetype(ctx);
        const h = habitatOf(ctx, a);
        return { type: "list", items: pickFitting(ctx.rng, a.signs, 2, (s) => fitsHabitat(s, h)).map(capitalise) };
      },
    },
    {
      key: "harvestables",
      label: "Harvestables",
      dependsOn: ["archetype", "habitat"],
      generate: (ctx) => {
        const a = archetype(ctx);
        const h = habitatOf(ctx, a);
        return { type: "list", items: pickFitting(ctx.rng, a.spoils, 2, (s) => fitsHabitat(s, h)).map(capitalise) };
      },
    },
    {
      key: "ecology",
      label: "Ecology",
      dependsOn: ["archetype", "habitat"],
      generate: (ctx) => {
        // How more of it come to be; the diet has its own field.
        const a = archetype(ctx);
        const h = habitatOf(ctx, a);
        const young = pickFitting(ctx.rng, a.young, 1, (s) => fitsHabitat(s, h))[0] ?? "";
        return { type: "text", value: fill("{They} {young}.", { young }, pronounsOf(a)) };
      },
    },
    {
      key: "legend",
      label: "Legend",
      dependsOn: ["archetype", "habitat", "powers"],
      generate: (ctx) => {
        // The legend is told where the creature lives: a saved place of the world, or its own habitat.
        const a = archetype(ctx);
        const p = pronounsOf(a);
        const saved = worldEntity(ctx, "location");
        const place = saved ? midName(saved.name) : lowerFirst(ctx.text("habitat"));
        const r = ctx.rng;
        const h = habitatOf(ctx, a);
        const powers = items(ctx, "powers");
        const told = pickFitting(r, a.tales, 1, (s) => fitsHabitat(s, h) && fitsTale(s, powers))[0] ?? "";
        const tale = `${fill(r.pick(S.OPENERS[familyOf(ctx)]), { place })} that ${p.subject} ${told}.`;
        return withLinks({ type: "text", value: tale }, [saved]);
      },
    },
  ],
  compose(ctx) {
    const a = archetypeOf(ctx, TABLES[FAMILY[ctx.options.setting]]);
    const p = pronounsOf(a);
    const family = FAMILY[ctx.options.setting];
    const name = ctx.text("name");
    const type = ctx.text("type");
    const sizeMeta = ctx.meta<string>("size");
    const size = isSize(sizeMeta) ? sizeMeta : "large";
    const threat = threatOf(ctx);
    const place = lowerFirst(ctx.text("habitat"));
    const diet = lowerFirst(ctx.text("diet"));
    const r = ctx.rng("summary");
    const where = r.pick(["of", "found in", "that haunts", "at home in"]);
    // The threat as an adjective, not the size class beside the type ("a huge giant").
    const summary = sentence(`${capitalise(withArticle(`${W.THREAT_ADJ[threat]} ${type}`))} ${where} ${place}`);

    // Encounter: how its body fights with the attacks it has, what its senses mean for a band,
    // what its weaknesses buy at its threat, and a close chosen by threat and tone.
    const c = ctx.get("attacks").meta as unknown as AttacksMeta | undefined;
    const attackNames = c && Array.isArray(c.attacks) ? c.attacks.map((x) => x.name.toLowerCase()) : [];
    const first = attackNames[0] ?? "bite";
    const rest = listOf(attackNames.slice(1).map((x) => `${p.determiner} ${x}`));
    const weak = items(ctx, "weaknesses").map(lowerFirst);
    const w = listOf(weak, "or");
    const powers = items(ctx, "powers").map(lowerFirst).join(" ");
    const vars = { w, W: capitalise(w), place, attack: first, first, rest, diet, type };
    const t = ctx.rng("encounter");
    const prey = FEEDS.has(a.body) && PREY.test(diet);
    const tactic = t.pick(attackNames.length > 1 ? (prey ? [...P.USE_DIET, ...P.USE_PLACE] : P.USE_PLACE) : P.TACTIC_ONE[a.body]);
    const speed = a.speed ?? "";
    const moves: P.SenseClass | undefined = speed.startsWith("burrow")
      ? "burrow"
      : speed.startsWith("fly") && a.body !== "spirit" && a.body !== "swarm"
        ? "flight"
        : undefined;
    const sense = moves ?? P.SENSE_TEST.find(([, re]) => re.test(powers))?.[0];
    const encounter = [
      fill(tactic, vars, p),
      w ? fill(t.pick(P.WEAKNESS_LINE[threat]), vars, p) : "",
      sense ? fill(t.pick(P.SENSE_LINE[sense]), vars, p) : "",
      fill(t.pick(P.CLOSE[threat][ctx.options.tone]), vars, p),
    ];

    // Hunting: where to look from its signs and its food, and what becomes of its spoils.
    const f = ctx.rng("field");
    const signs = items(ctx, "signs").map(lowerFirst);
    const spoils = items(ctx, "harvestables").map(lowerFirst);
    const takers = f.pick(S.TAKERS[family]);
    const s1 = headOf(signs[1] ?? "");
    const s1Plural = !(signs[1] ?? "").startsWith("a ") && s1 !== "crew" && looksPlural(s1);
    const hunting = [
      signs.length > 1
        ? fill(
            f.pick(P.TRACK_FRAME),
            {
              s0: signs[0] ?? "",
              S0: capitalise(signs[0] ?? ""),
              s1: signs[1] ?? "",
              means: agreeWith(s1Plural, "means"),
              marks: agreeWith(s1Plural, "marks"),
            },
            p,
          )
        : "",
      FEEDS.has(a.body) ? fill(f.pick(prey ? (/^(anything|whatever)/.test(diet) ? P.ANY_FRAME : P.PREY_FRAME) : P.FEED_FRAME), vars, p) : "",
      spoils.length > 0
        ? fill(
            f.pick(spoils.length > 1 ? P.SPOIL_FRAME[REMAINS[a.body]] : P.SPOIL_ONE),
            { h0: spoils[0] ?? "", h1: spoils[1] ?? "", takers: lowerFirst(takers), Takers: takers, type },
            p,
          )
        : "",
    ];
    return {
      name,
      summary,
      sections: [
        { title: "Encounter", markdown: encounter.filter(Boolean).join(" ") },
        { title: "Tracking", markdown: hunting.filter(Boolean).join(" ") },
      ],
      tags: [type, size, ctx.meta<string>("habitat") ?? "wilds", threat, ctx.options.setting],
    };
  },
});
