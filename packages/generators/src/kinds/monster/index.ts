// The monster generator: an archetype (troll, marsh light, vent crawler…) drawn first decides the
// creature's type, size, habitat, diet, attacks, powers, weaknesses, spoils, signs and tales; every
// field is derived from it and from the fields before it, and the prose (compose.ts) is rendered
// from the finished entry, so the stat block makes the attacks the prose names.
import { archetypeField, archetypeOf } from "../../core/archetype.js";
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { min } from "../../core/int.js";
import { enumOption, type OptionValues } from "../../core/options.js";
import { agreeWith, midName } from "../../core/realise.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { capitalise, withArticle } from "../../core/text.js";
import type { FieldValue, Json } from "../../core/types.js";
import { withLinks, worldEntity } from "../../core/world.js";
import { sizeFitsThreat, type Size } from "../../stats/bands.js";
import { STAT_BLOCKS, type CreatureMeta } from "../../stats/index.js";
import { BODY, FAMILY, type Family, type MonsterArchetype } from "./archetypes.js";
import { SIZE_AGE } from "./bodies.js";
import { composeMonster, itemsOf, looksPlural, pronounsOf, subjects, threatOf } from "./compose.js";
import { fitsHabitat, fitsPlace, fitsTale, fitsWeakness, pickFitting } from "./fit.js";
import { AGE, RANGE, SINCE, TELLERS } from "./life.js";
import { monsterName } from "./naming.js";
import * as P from "./prose.js";
import { TABLES } from "./tables.js";
import { walkPick } from "./walk.js";
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

/** The fields an archetype must agree with when locked. */
const LOCKABLE = ["type", "size", "habitat", "threat", "diet", "attacks"] as const;

function metaString(v: FieldValue): string | undefined {
  return typeof v.meta === "string" ? v.meta : undefined;
}

/** The habitat the entry lives in (a locked value may be old: fall back to the archetype's first). */
function habitatOf(ctx: { meta<T extends Json>(key: string): T | undefined }, a: MonsterArchetype): W.Habitat {
  const h = ctx.meta<string>("habitat");
  return (W.HABITATS as readonly string[]).includes(h ?? "") ? (h as W.Habitat) : (a.habitats[0] ?? "forest");
}

/** "Fire" → "fire", but "EMP bursts" stays as it is: list items are lower case, so a comma list reads as one sentence. */
const lowerFirst = (s: string) => (/^.[A-Z]/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1));

/** Two different picks, in draw order. */
function two(rng: Rng, xs: readonly string[]): [string, string] {
  const [a, b] = rng.sample(xs, 2);
  return [a as string, (b ?? a) as string];
}

/** How many attacks a creature of this threat shows. */
const ATTACK_COUNT: Readonly<Record<W.Threat, readonly [number, number]>> = { minor: [1, 1], dangerous: [2, 2], deadly: [2, 3], legendary: [3, 3] };

/** What the attacks field keeps: the block's meta, and the effect the field gives each attack. */
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
  // v11: a named monster is one creature: its ecology is its own (no whelps or eggs); neighbouring seeds walk the archetypes and name stems; epithets from the place's own words; no cold weakness in a cold place; list items in lower case; the threat without its gloss; Encounter (opening, follow-up, when hurt, senses, weakness, how many go) and Tracking rewritten from the entry, legends told without the habitat pasted in.
  version: 11,
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
        const table = byThreat.length > 0 ? byThreat : pool;
        // Neighbouring seeds walk the table (walk.ts), unless a lock must narrow it.
        return LOCKABLE.some((k) => ctx.locked(k)) ? table : [walkPick(String(ctx.seed), "archetype", table)];
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
        return { type: "text", value: `${capitalise(s)}, ${ctx.rng.pick(yard[s])}`, meta: s };
      },
    },
    { key: "type", label: "Type", dependsOn: ["archetype"], generate: (ctx) => ({ type: "text", value: archetype(ctx).type }) },
    {
      key: "name",
      label: "Name",
      dependsOn: ["archetype", "habitat"],
      generate: (ctx) => {
        const a = archetype(ctx);
        return { type: "text", value: monsterName(ctx.rng, String(ctx.seed), a, habitatOf(ctx, a), ctx.text("habitat"), familyOf(ctx) === "future") };
      },
    },
    {
      key: "behaviour",
      label: "Behaviour",
      dependsOn: ["archetype", "habitat"],
      generate: (ctx) => {
        const a = archetype(ctx);
        const h = habitatOf(ctx, a);
        const fitting = a.habits.filter((s) => fitsHabitat(s, h) && fitsPlace(s, ctx.text("habitat")));
        const [x, y] = two(ctx.rng, fitting.length >= 2 ? fitting : a.habits);
        return { type: "text", value: fill("{They} {a} and {b}.", { a: x, b: y }, pronounsOf(a)) };
      },
    },
    {
      key: "diet",
      label: "Diet",
      dependsOn: ["archetype", "habitat"],
      generate: (ctx) => {
        const a = archetype(ctx);
        const h = habitatOf(ctx, a);
        return {
          type: "text",
          value: capitalise(pickFitting(ctx.rng, a.diets, 1, (s) => fitsHabitat(s, h) && fitsPlace(s, ctx.text("habitat")))[0] ?? "anything it can catch"),
        };
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
        // "a fist that cracks skulls", "claws that leave ragged wounds": lower case, so the list reads as one line.
        const lines = chosen.map((s, i) => {
          const n = s.name.toLowerCase();
          return `${looksPlural(n) ? n : withArticle(n)} that ${effects[i] ?? ""}`;
        });
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
        return { type: "list", items: pickFitting(ctx.rng, a.powers, 2, (s) => fitsHabitat(s, h) && fitsPlace(s, ctx.text("habitat"))).map(lowerFirst) };
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
        const powers = itemsOf(ctx.get("powers"));
        const ok = (s: string) => fitsHabitat(s, h) && fitsPlace(s, ctx.text("habitat")) && fitsWeakness(s, place, h, powers);
        return { type: "list", items: pickFitting(ctx.rng, a.weaknesses, ctx.rng.int(1, 2), ok).map(lowerFirst) };
      },
    },
    {
      key: "signs",
      label: "Signs of presence",
      dependsOn: ["archetype", "habitat"],
      generate: (ctx) => {
        const a = archetype(ctx);
        const h = habitatOf(ctx, a);
        return { type: "list", items: pickFitting(ctx.rng, a.signs, 2, (s) => fitsHabitat(s, h) && fitsPlace(s, ctx.text("habitat"))).map(lowerFirst) };
      },
    },
    {
      key: "harvestables",
      label: "Harvestables",
      dependsOn: ["archetype", "habitat"],
      generate: (ctx) => {
        const a = archetype(ctx);
        const h = habitatOf(ctx, a);
        return { type: "list", items: pickFitting(ctx.rng, a.spoils, 2, (s) => fitsHabitat(s, h) && fitsPlace(s, ctx.text("habitat"))).map(lowerFirst) };
      },
    },
    {
      key: "ecology",
      label: "Ecology",
      dependsOn: ["archetype", "threat", "name"],
      generate: (ctx) => {
        // This one's life, not its kind's breeding: how long it has held its ground, what that does around it.
        const a = archetype(ctx);
        const p = pronounsOf(a);
        const age = ctx.rng.pick(AGE[threatOf(ctx)]);
        const seed = String(ctx.seed);
        const subs = subjects(ctx.text("name"), a.label, p);
        const [S1, s1] = ctx.rng.pick(subs);
        // The second sentence names it another way than the first.
        const [S2, s2] = ctx.rng.pick(subs.filter(([x]) => x !== S1));
        const since = fill(walkPick(seed, "since", SINCE[a.body]), { age, Age: capitalise(age), S: S1, s: s1 }, p);
        return { type: "text", value: `${since} ${fill(walkPick(seed, "range", RANGE[a.body]), { S: S2, s: s2 }, p)}` };
      },
    },
    {
      key: "legend",
      label: "Legend",
      dependsOn: ["archetype", "habitat", "powers", "name"],
      generate: (ctx) => {
        // Told by someone of the setting; a saved place of the world is where it is told.
        const a = archetype(ctx);
        const p = pronounsOf(a);
        const saved = worldEntity(ctx, "location");
        // The tale is the archetype's; the teller is drawn so neighbouring seeds differ.
        const r = ctx.rng;
        const h = habitatOf(ctx, a);
        const powers = itemsOf(ctx.get("powers"));
        const told = pickFitting(r, a.tales, 1, (s) => fitsHabitat(s, h) && fitsPlace(s, ctx.text("habitat")) && fitsTale(s, powers))[0] ?? "";
        const teller = r.pick(TELLERS[familyOf(ctx)]);
        const opener = saved ? `In ${midName(saved.name)}, ${lowerFirst(teller)}` : teller;
        const given = ctx.text("name").split(",")[0] || p.subject;
        return withLinks({ type: "text", value: `${opener} that ${given} ${told}.` }, [saved]);
      },
    },
  ],
  compose: (ctx) => composeMonster(ctx),
});
