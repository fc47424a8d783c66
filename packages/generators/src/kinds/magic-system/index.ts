// The magic-system generator: a kind of magic (its archetype, archetypes-*.ts) decides where the
// power comes from, who can use it and how they learn it (one path), how it is cast, what its
// smallest and greatest workings cost and what that leaves on its users, what goes wrong, its laws
// (which forbid workings that would break them), its ranks and its schools; the workings climb the
// ranks (workings.ts) and the power level is read off the strongest of them; the setting decides
// how the world treats its users and who founded it, the tone how its founder's legend ends. The
// prose is in prose.ts; the fields are drawn so that no two side by side echo a word (clash.ts).
import { archetypeField } from "../../core/archetype.js";
import { defineGenerator } from "../../core/define.js";
import { tell } from "../../core/phrases/alternation.js";
import { capitalise } from "../../core/text.js";
import type { FieldValue, Json } from "../../core/types.js";
import { withLinks, worldEntity } from "../../core/world.js";
import { archetypesOf, reachOf, spreadPick, themeOf, walkPick, type Law, type MagicArchetype, type Scale } from "./archetypes.js";
import { clash, clashBeyond, clearOf, echoIn } from "./clash.js";
import { LEGEND, LEGEND_GIVE, LEGEND_TAIL } from "./frames-world.js";
import { composeMagic, low } from "./prose.js";
import { arch, askedReach, lawsOf, metaNumbers, metaOf, options, ranksOf, same, schoolsOf, type Ctx } from "./read.js";
import { buildWorkings, fallbackWorkings, lawsAllow } from "./workings.js";
import * as W from "./words.js";
import { FAITH_VIEW, STANDING } from "./words-world.js";

const inBank = (bank: readonly string[], v: FieldValue): boolean => v.type === "text" && bank.some((b) => same(b, v.value));
const allIn = (bank: readonly string[], v: FieldValue): boolean =>
  v.type === "list" && v.items.length > 0 && v.items.every((i) => bank.some((b) => same(b, i)));
/** The orders a tradition may teach its three schools in (the schools field keeps only those a beginner can start on). */
const ORDERS: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];
/** The fields an archetype must agree with when they are locked. */
const LOCKABLE = ["source", "cost", "casting", "training", "dangers", "schools", "ranks", "sideEffects", "rules", "users"];
const text = (value: string, meta?: Json): FieldValue => (meta === undefined ? { type: "text", value } : { type: "text", value, meta });

export const magicSystem = defineGenerator({
  kind: "magic-system",
  // v2: the Name row comes first in the result fields.
  // v3: names and links saved entities of the world (output without a world is unchanged).
  // v4: the source decides the name's word, the cost and the side effects; a spell's school decides its name and effect, the power its reach; content by setting and tone; prose composed from parts.
  // v5: dark fantasy, steampunk and mythic have their own sources, costs, marks, wielders, casting, training, standing and legality (words-legend.ts).
  // v6: an archetype (blood pact, rune carving, nanite lattice, aether engineering, …) decides source, users, casting, training, cost, marks, dangers, laws, ranks and schools; workings ranked by who may work them; the setting decides standing and law; a founder's legend by tone; prose from the entry's fields.
  // v7: one path decides users and training; laws forbid the workings that would break them; workings climb the ranks by strength and the power level is read off the strongest; prices from small to great; standing and law name one power; founders by setting; legends fit the working; prose laid out by plan, with no closing praise line and no echoed words.
  version: 7,
  options,
  requiredFields: ["name", "source", "users", "cost", "rules", "schools", "casting", "training", "standing", "legality", "sideEffects", "spells"],
  fields: [
    archetypeField<MagicArchetype, Ctx["options"]>({
      label: "Kind of magic",
      table: (ctx) => {
        const all = archetypesOf(ctx.options.setting);
        const want = askedReach(ctx);
        const fit = want === undefined ? all : all.filter((a) => reachOf(a) >= want);
        const table = fit.length > 0 ? fit : all;
        // With a lock, the archetype narrows itself to it; otherwise the seed walks the table (spreadPick).
        return LOCKABLE.some((k) => ctx.locked(k)) ? table : [spreadPick(ctx.seed, table)];
      },
      fits: {
        source: (a, v) => inBank(a.sources, v),
        cost: (a, v) => v.type === "pairs" && a.prices.small.some((p) => same(p, v.pairs[0]?.value ?? "")),
        casting: (a, v) => inBank(a.casting, v),
        training: (a, v) =>
          inBank(
            a.paths.map((p) => p.training),
            v,
          ),
        dangers: (a, v) => inBank(a.dangers, v),
        schools: (a, v) =>
          allIn(
            a.schools.map((s) => s.name),
            v,
          ),
        ranks: (a, v) => allIn(a.ranks, v),
        sideEffects: (a, v) => allIn(a.marks, v),
        rules: (a, v) =>
          allIn(
            a.laws.map((l) => l.law),
            v,
          ),
        users: (a, v) => v.type === "text" && a.paths.some((p) => same(p.users, v.value.split(";")[0] ?? "")),
      },
    }),
    {
      key: "hardness",
      label: "Hard or soft",
      generate: ({ rng, options: o }) => text(capitalise(o.hardness === "any" ? rng.pick(W.HARDNESS) : o.hardness)),
    },
    { key: "source", label: "Source", dependsOn: ["archetype"], generate: (ctx) => text(capitalise(ctx.rng.pick(arch(ctx).sources))) },
    {
      key: "name",
      label: "Name",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const { rng } = ctx;
        const a = arch(ctx);
        // A school's name never names the system ("the Conjunction of …" beside a school called Conjunction).
        const words = a.words.filter((w) => !a.schools.some((s) => clash(s.name, w)));
        const word = rng.pick(words.length > 0 ? words : a.words);
        const who = W.founderOf(ctx.options.setting, ctx.stream("founder"));
        const forms: [string, number][] = [
          [`The ${word} of ${who.short}`, 3],
          [`${who.short}'s ${word}`, 2],
        ];
        if (!word.includes(" ") && !who.short.includes(" ")) forms.push([`The ${who.short} ${word}`, 1]);
        return text(rng.weighted(forms), { founder: who.full });
      },
    },
    {
      key: "users",
      label: "Who can use it",
      dependsOn: ["archetype", "source"],
      generate: (ctx) => {
        const a = arch(ctx);
        const clear = a.paths.filter((p) => !clash(p.users, ctx.text("source")));
        const path = ctx.rng.pick(clear.length > 0 ? clear : a.paths);
        const race = worldEntity(ctx, "race");
        const born = a.access === "inborn" || a.access === "marked";
        const among = race ? (born ? `; the gift runs strongest among the ${race.name}` : `; the ${race.name} take to it best`) : "";
        return withLinks(text(`${capitalise(path.users)}${among}`, { users: path.users, training: path.training }), [race]);
      },
    },
    {
      key: "cost",
      label: "Cost",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const { prices } = arch(ctx);
        const small = ctx.rng.pick(prices.small);
        const great = ctx.rng.pick(clearOf(prices.great, [small]));
        // Two lines, not one sentence: each price stands alone, so no fixed words join them.
        return {
          type: "pairs",
          pairs: [
            { label: "Smallest workings", value: capitalise(small) },
            { label: "Greatest workings", value: capitalise(great) },
          ],
          meta: { small, great },
        };
      },
    },
    {
      key: "rules",
      label: "Hard rules and limits",
      dependsOn: ["archetype", "hardness"],
      generate: (ctx) => {
        const a = arch(ctx);
        const n = ctx.text("hardness") === "Hard" ? 3 : 1;
        const want = askedReach(ctx) ?? 4;
        const chosen: Law[] = [];
        // A law that would forbid every table reaching the asked power, or leave a school nearly
        // empty, is not this entry's law.
        const roomy = (laws: readonly Law[]) =>
          a.schools.every((s) => s.workings.filter((w) => !w.tags.some((t) => laws.some((l) => l.forbids.includes(t)))).length >= 4);
        for (const l of ctx.rng.shuffle(a.laws)) {
          const next = [...chosen, l];
          if (chosen.length < n && (l.forbids.length === 0 || (roomy(next) && lawsAllow(a.schools, next, want, ctx.stream("check"))))) chosen.push(l);
        }
        return { type: "list", items: chosen.map((l) => l.law) };
      },
    },
    { key: "ranks", label: "Ranks of mastery", dependsOn: ["archetype"], generate: (ctx) => ({ type: "list", items: arch(ctx).ranks.map(capitalise) }) },
    {
      key: "schools",
      label: "Schools",
      dependsOn: ["archetype"],
      // Traditions differ in which school they teach first: any order whose first school has a
      // harmless beginner's working and whose second has a working a second rank can manage.
      generate: (ctx) => {
        const s = arch(ctx).schools;
        const orders = ORDERS.filter(([a, b]) => {
          const first = s[a]?.workings ?? [];
          return first.some((w) => w.scale === 1 && !w.tags.includes("harm")) && (s[b]?.workings ?? []).some((w) => w.scale <= 2);
        });
        // Weighted by how many beginner's workings the first school has, so a school with one is seldom first.
        const beginners = (i: number) => (s[i]?.workings ?? []).filter((w) => w.scale === 1 && !w.tags.includes("harm")).length;
        const order = orders.length > 0 ? ctx.rng.weighted(orders.map((o) => [o, beginners(o[0])] as const)) : ctx.rng.pick(ORDERS);
        return { type: "list", items: order.map((i) => s[i]?.name ?? "") };
      },
    },
    {
      key: "casting",
      label: "Casting method",
      dependsOn: ["archetype", "source", "users"],
      generate: (ctx) => {
        const a = arch(ctx);
        return text(capitalise(ctx.rng.pick(clearOf(a.casting, [ctx.text("source"), metaOf(ctx, "users", "users") ?? ctx.text("users")]))));
      },
    },
    {
      key: "training",
      label: "Training",
      dependsOn: ["archetype", "users"],
      generate: (ctx) => {
        const a = arch(ctx);
        const own = metaOf(ctx, "users", "training");
        const users = metaOf(ctx, "users", "users") ?? ctx.text("users");
        const path = a.paths.find((p) => same(p.users, users));
        const t =
          own ??
          path?.training ??
          ctx.rng.pick(
            clearOf(
              a.paths.map((p) => p.training),
              [users],
            ),
          );
        return text(capitalise(t));
      },
    },
    {
      key: "standing",
      label: "Social standing",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const { rng } = ctx;
        const stance = rng.pick(arch(ctx).stances);
        const [standing, legality] = rng.pick(STANDING[ctx.options.setting][stance]);
        const faith = worldEntity(ctx, "religion");
        const view = faith ? ` ${faith.name} ${ctx.stream("world", "view").pick(FAITH_VIEW[stance])}.` : "";
        return withLinks(text(faith ? `${capitalise(standing)}.${view}` : capitalise(standing), { stance, standing, legality }), [faith]);
      },
    },
    {
      key: "legality",
      label: "Legality",
      dependsOn: ["standing"],
      generate: (ctx) => {
        const paired = metaOf(ctx, "standing", "legality");
        if (paired) return text(capitalise(paired));
        const raw = metaOf(ctx, "standing", "stance");
        const stance = raw === "honoured" || raw === "outlawed" ? raw : "tolerated";
        return text(capitalise(ctx.rng.pick(STANDING[ctx.options.setting][stance])[1]));
      },
    },
    {
      key: "sideEffects",
      label: "Side effects",
      dependsOn: ["archetype"],
      generate: (ctx) => ({ type: "list", items: ctx.rng.sample(arch(ctx).marks, 2) }),
    },
    {
      key: "dangers",
      label: "Dangers",
      dependsOn: ["archetype", "rules"],
      // A danger that restates a law ("a curse returns threefold" beside "what is sent comes back threefold") is not drawn.
      generate: (ctx) => {
        const a = arch(ctx);
        const laws = lawsOf(ctx);
        const clear = a.dangers.filter((d) => laws.every((l) => !clashBeyond(d, l.law, themeOf(a))));
        return text(capitalise(ctx.rng.pick(clear.length > 0 ? clear : a.dangers)));
      },
    },
    {
      key: "spells",
      label: "Sample workings",
      dependsOn: ["archetype", "schools", "ranks", "rules"],
      generate: (ctx) => {
        const { rng } = ctx;
        const schools = schoolsOf(ctx);
        const ranks = ranksOf(ctx);
        const reach = schools.reduce((m, s) => s.workings.reduce((n, w) => (w.scale > n ? w.scale : n), m), 4);
        const asked =
          askedReach(ctx) ??
          rng.weighted<Scale>([
            [4, 1],
            [5, 2],
            [6, 2],
          ]);
        const cap = (asked < reach ? asked : reach) as Scale;
        const rows = buildWorkings(schools, lawsOf(ctx), cap, rng) ?? fallbackWorkings(schools);
        return {
          type: "table",
          // As a sourcebook lists spells: name, school, the rank that may work it, what it does.
          columns: ["Working", "School", "Rank", "Effect"],
          rows: rows.map((r) => [r.working.name, schools[r.school]?.name ?? "", capitalise(ranks[r.rank] ?? ""), capitalise(r.working.does)]),
          meta: { scales: rows.map((r) => r.working.scale), harm: rows.map((r) => (r.working.tags.includes("harm") ? 1 : 0)) },
        };
      },
    },
    {
      key: "power",
      label: "Power level",
      dependsOn: ["spells"],
      generate: (ctx) => {
        const scales = metaNumbers(ctx.get("spells"), "scales");
        const top = scales[scales.length - 1];
        const p = top === undefined ? (ctx.options.power === "any" ? "potent" : ctx.options.power) : W.powerOfReach(top);
        return text(capitalise(p), p);
      },
    },
    {
      key: "character",
      label: "Legend",
      dependsOn: ["name", "spells", "ranks", "rules", "schools"],
      generate: (ctx) => {
        const { rng } = ctx;
        const a = arch(ctx);
        const who = metaOf(ctx, "name", "founder") ?? W.founderOf(ctx.options.setting, ctx.stream("founder")).full;
        const sp = ctx.get("spells");
        const rows = sp.type === "table" ? sp.rows : [];
        const harm = metaNumbers(sp, "harm");
        const hurts = harm[harm.length - 1] === 1;
        const register = W.REGISTER[ctx.options.setting];
        const tails = LEGEND_TAIL[ctx.options.tone][register];
        const give = ctx.options.tone === "heroic" && !hurts && a.access === "learned" && rng.chance(0.4);
        const law = lawsOf(ctx)[0]?.law;
        const frames = law ? LEGEND : LEGEND.filter((_, i) => i < 4);
        // A legend whose words echo each other ("first taught … taught apprentices") is told again.
        let legend = "";
        for (let i = 0; i < 10 && (legend === "" || echoIn(legend) !== undefined); i++) {
          const vars = {
            who,
            top: ranksOf(ctx)[3] ?? "master",
            spell: rows[rows.length - 1]?.[0] ?? a.words[0] ?? "",
            tail: rng.pick(give ? LEGEND_GIVE[register] : hurts ? tails.harm : tails.kind),
            s0: schoolsOf(ctx)[0]?.name ?? "",
            haunt: rng.pick(a.haunts),
            rule: low(law ?? ""),
          };
          // Neighbouring seeds start on different frames and tails (walkPick); a retry draws freely.
          const frame = i === 0 ? walkPick(ctx.seed, "legend", frames) : rng.pick(frames);
          legend = capitalise(
            tell(rng, frame, i === 0 ? { ...vars, tail: walkPick(ctx.seed, "tail", give ? LEGEND_GIVE[register] : hurts ? tails.harm : tails.kind) } : vars),
          );
        }
        return text(legend);
      },
    },
  ],
  compose: composeMagic,
});
