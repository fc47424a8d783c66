// The class generator: a playable class with role, attributes, resource, proficiencies,
// a level 1–10 progression of features, subclasses, playstyle and origin lore.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList, numberWord, ordinal, withArticle } from "../../core/text.js";
import { languageFor, nameIn } from "../../systems/language/index.js";
import * as W from "./words.js";
import * as X from "./words-setting.js";
import * as XO from "./words-origin.js";
import { SCIENCE_FICTION_FEATURES } from "./words-features.js";
import { withLinks, worldEntity } from "../../core/world.js";

const POWER = ["low", "standard", "epic"] as const;
const options = { powerLevel: enumOption("Power level", POWER, "standard"), archetype: enumOption("Archetype", ["any", ...W.ARCHETYPES] as const) };
type Ctx = FieldCtx<typeof options>;

function arch(ctx: Pick<Ctx, "meta">): W.Archetype {
  const a = ctx.meta("archetype") as unknown;
  return (W.ARCHETYPES as readonly string[]).includes(a as string) ? (a as W.Archetype) : "martial";
}

// Every feature name, to read the names back out of a progression cell ("Name: text; Name: text").
const FEATURE_NAMES = new Set<string>([
  ...Object.values(W.WORDS).flatMap((w) => w.features.map(([n]) => n)),
  ...Object.values(SCIENCE_FICTION_FEATURES).map(([n]) => n),
]);

const STEPS = new Set(["Subclass chosen", "Attribute increase", "Resource maximum increases"]);

/** The feature names (and structural steps) of a progression cell, without the rules text. */
function featureNames(cell: string): string {
  const out: string[] = [];
  for (const part of cell.split("; ")) {
    const head = part.split(": ")[0] ?? part;
    if (FEATURE_NAMES.has(head) || STEPS.has(part)) out.push(head);
  }
  return joinList(out);
}

/** The archetype's words in the chosen setting: its nouns, resources, training and paths. */
function kit(ctx: Pick<Ctx, "meta" | "options">): X.SettingWords {
  const s = ctx.options.setting;
  return s === "high-fantasy" ? W.WORDS[arch(ctx)] : X.SETTING_WORDS[s][arch(ctx)];
}

function baseNoun(ctx: Pick<Ctx, "meta" | "options">): string {
  const m = ctx.meta("name") as { noun?: string } | undefined;
  return m?.noun ?? kit(ctx).nouns[0] ?? "Adept";
}

/** The origin's founders, deeds and standing in the chosen setting. */
function originWords(setting: Ctx["options"]["setting"]) {
  return setting === "high-fantasy" ? { founders: W.FOUNDERS, deeds: W.DEEDS, standing: W.STANDING } : XO.SETTING_ORIGIN[setting];
}

export const characterClass = defineGenerator({
  kind: "class",
  // v2: fewer long vowels in generated languages.
  // v3: invented words are never spelled like an English function word ("An", "They", "The").
  // v4: the Name row comes first in the result fields.
  // v5: names and links saved entities of the world (output without a world is unchanged).
  // v6: without a saved language (or calendar) one of a fixed pool of stock ones is drawn, built once and shared (faster).
  // v7: a closing line by tone; playstyle, origins, standing and subclass flavour composed from parts; the progression prose names the features (the table keeps their text) — for variety.
  // v8: the setting changes the content: names, resources, training, paths and origins of the setting's own.
  // v9: science-fiction features are powers, programs, doctrine and biotech, not spells; no kingdoms or spells in shared lines.
  // v10: names in the language system keep to a length per sound (no word over 14 letters) and never write a letter or syllable three times running.
  version: 10,
  options,
  requiredFields: ["name", "role", "primaryAttributes", "resource", "proficiencies", "progression", "subclasses", "playstyle", "origin"],
  fields: [
    {
      key: "archetype",
      label: "Archetype",
      generate: ({ rng, options: o }) => {
        const a = o.archetype === "any" ? rng.pick(W.ARCHETYPES) : o.archetype;
        return { type: "text", value: capitalise(a), meta: a };
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const { rng } = ctx;
        const noun = rng.pick(kit(ctx).nouns);
        const things = ctx.options.setting === "high-fantasy" ? W.THINGS : XO.SETTING_THINGS[ctx.options.setting];
        const native = () => nameIn(languageFor(ctx.world, ctx.stream("language")).language, rng, "place");
        const value = rng.weighted<() => string>([
          [() => `${native()} ${noun}`, 5],
          [() => `${rng.pick(W.ADJECTIVES)} ${noun} of the ${rng.pick(things)}`, 2],
          [() => `${rng.pick(W.ADJECTIVES)} ${noun} of ${native()}`, 2],
        ])();
        return { type: "text", value, meta: { noun } };
      },
    },
    { key: "role", label: "Role", dependsOn: ["archetype"], generate: (ctx) => ({ type: "text", value: capitalise(ctx.rng.pick(W.WORDS[arch(ctx)].roles)) }) },
    {
      key: "primaryAttributes",
      label: "Primary attributes",
      dependsOn: ["archetype"],
      generate: (ctx) => ({ type: "list", items: ctx.rng.sample(W.WORDS[arch(ctx)].attributes, 2) }),
    },
    { key: "resource", label: "Resource", dependsOn: ["archetype"], generate: (ctx) => ({ type: "text", value: ctx.rng.pick(kit(ctx).resources) }) },
    {
      key: "hitDie",
      label: "Durability",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const base = { martial: 10, primal: 8, divine: 8, skirmisher: 8, support: 8, arcane: 6 }[arch(ctx)];
        const bonus = ctx.options.powerLevel === "epic" ? 2 : ctx.options.powerLevel === "low" ? -2 : 0;
        const hp = base + bonus + ctx.rng.pick([-2, 0, 0, 2]);
        return { type: "number", value: hp, unit: "health per level", text: `${hp} health per level` };
      },
    },
    {
      key: "proficiencies",
      label: "Proficiencies",
      dependsOn: ["archetype"],
      generate: (ctx) => ({ type: "list", items: ctx.rng.sample(kit(ctx).proficiencies, 4).map(capitalise) }),
    },
    {
      key: "progression",
      label: "Level progression",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const shuffled = ctx.rng.shuffle(W.WORDS[arch(ctx)].features);
        const feats = ctx.options.setting === "science-fiction" ? shuffled.map((f) => SCIENCE_FICTION_FEATURES[f[0]] ?? f) : shuffled;
        const epic = ctx.options.powerLevel === "epic";
        const rows: string[][] = [];
        let fi = 0;
        for (let level = 1; level <= 10; level++) {
          const cells: string[] = [];
          if (level === 3) cells.push("Subclass chosen");
          if (level === 4 || level === 8) cells.push("Attribute increase");
          const n =
            level === 1 || (epic && level % 3 === 0) ? 2 : level === 3 || level === 4 || level === 8 ? (fi < feats.length && level % 2 === 1 ? 1 : 0) : 1;
          for (let k = 0; k < n && fi < feats.length; k++, fi++) {
            const [fname, fdesc] = feats[fi] as readonly [string, string];
            cells.push(`${fname}: ${fdesc}`);
          }
          if (cells.length === 0) cells.push("Resource maximum increases");
          rows.push([String(level), `+${level < 5 ? 2 : level < 9 ? 3 : 4}`, cells.join("; ")]);
        }
        return { type: "table", columns: ["Level", "Proficiency", "Features"], rows };
      },
    },
    {
      key: "subclasses",
      label: "Subclasses",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const picks = ctx.rng.sample(kit(ctx).subclassNouns, ctx.rng.int(2, 3));
        return { type: "list", items: ((fl) => picks.map((p, i) => `${p}: ${fl[i] as string}`))(ctx.rng.sample(W.SUB_FLAVOUR, 3)) };
      },
    },
    {
      key: "playstyle",
      label: "Playstyle",
      dependsOn: ["archetype"],
      generate: (ctx) => ({ type: "text", value: capitalise(joinList(ctx.rng.sample(W.WORDS[arch(ctx)].playstyle, 2))) }),
    },
    {
      key: "origin",
      label: "Origin lore",
      dependsOn: ["name"],
      generate: (ctx) => {
        const noun = baseNoun(ctx).toLowerCase();
        const o = originWords(ctx.options.setting);
        const vars = { noun, founder: ctx.rng.pick(o.founders), deed: ctx.rng.pick(o.deeds) };
        const text = `${capitalise(fill(ctx.rng.pick(W.ORIGINS), { ...vars, Noun: capitalise(noun) }))} ${fill(ctx.rng.pick(W.STANDING_WHO), { noun, Noun: capitalise(noun) })} ${joinList(ctx.rng.sample(o.standing, 2))}.`;
        const home = worldEntity(ctx, "faction", "location");
        const note = home
          ? home.kind === "faction"
            ? ` ${home.name} trains more of them than anyone.`
            : ` The oldest school still stands in ${home.name}.`
          : "";
        return withLinks({ type: "text", value: `${text}${note}` }, [home]);
      },
    },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const r = ctx.rng("prose");
    const list = (k: string) => {
      const v = ctx.get(k);
      return v.type === "list" ? v.items : [];
    };
    const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
    const role = lower(ctx.text("role"));
    const a = ctx.text("archetype").toLowerCase();
    const prog = ctx.get("progression");
    const rows = prog.type === "table" ? prog.rows : [];
    const summary = `${capitalise(withArticle(a))} ${role} who ${lower(ctx.text("playstyle"))}.`.replace(/\.\.$/, ".");
    const play = [
      `The ${name} ${lower(ctx.text("playstyle"))}.`,
      fill(r.pick(W.ATTR_FRAME), { a: joinList(list("primaryAttributes")), A: joinList(list("primaryAttributes")), n: r.pick(W.ATTR_NOTE) }),
      `${fill(r.pick(W.RESOURCE_FRAME), { r: lower(ctx.text("resource")) })} ${fill(r.pick(W.TRAINING_FRAME), { p: joinList(list("proficiencies").map(lower)) })} ${fill(r.pick(W.DURABILITY_FRAME), { h: ctx.text("hitDie"), H: capitalise(ctx.text("hitDie")) })}`,
    ].join(" ");
    // Feature names only: their rules text is in the progression table, and repeating fixed rules
    // text in the prose would make every class of an archetype read alike.
    const levels = rows.map((row) => `- **${ordinal(Number(row[0]))} level:** ${featureNames(row[2] ?? "")}`).join("\n");
    const n = numberWord(list("subclasses").length);
    const subs = [
      fill(r.pick(W.PATHS_FRAME), { noun: baseNoun(ctx).toLowerCase(), n, N: capitalise(n) }),
      "",
      ...list("subclasses").map((s) => `- ${s.replace(/^([^:]+):/, "**$1**:")}.`),
    ].join("\n");
    return {
      name,
      summary,
      sections: [
        { title: "Playing the class", markdown: play },
        { title: "Progression", markdown: levels },
        { title: "Paths", markdown: subs },
        { title: "Origins", markdown: `${ctx.text("origin")} ${r.pick(W.TONE_LINE[ctx.options.tone])}` },
      ],
      tags: ["class", a, ctx.options.powerLevel],
    };
  },
});
