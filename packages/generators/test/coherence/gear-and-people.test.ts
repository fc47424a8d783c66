// Coherence of the character, race, weapon, armour-and-clothing and tattoo kinds (class: class.test.ts) after their
// prose was composed from parts: parts come from the pools their concept decides, and
// tone changes the prose.
import { describe, expect, it } from "vitest";
import { ENCH_EFFECT, NONE_TEXT } from "../../src/kinds/armor-clothing/words-prose.js";
import { ALL_ARCHETYPES as GARMENTS, materialsFor } from "../../src/kinds/armor-clothing/archetypes.js";
import { OTHERS } from "../../src/kinds/race/words.js";
import { EFFECT } from "../../src/kinds/tattoo/words.js";
import { ARCHETYPES as MARKS } from "../../src/kinds/tattoo/archetypes.js";
import { PROPERTIES } from "../../src/kinds/weapon/words-prose.js";
import { RARITIES } from "../../src/kinds/weapon/words.js";
import { generators, SETTINGS, toSeed, type World } from "../../src/index.js";
import { nameFault, namesOf } from "../support/edition.js";
import { expectToneChangesProse, field, gen, list, text } from "./family-checks.js";

const SEEDS = 500;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

describe("gear and people coherence", () => {
  it("weapon: properties come from its rarity's pool or the one below", () => {
    for (let i = 0; i < SEEDS; i++) {
      const r = gen("weapon", `wp${i}`);
      const rarity = text(r, "rarity") as (typeof RARITIES)[number];
      const idx = RARITIES.indexOf(rarity);
      const allowed = [...PROPERTIES[rarity], ...(idx > 0 ? PROPERTIES[RARITIES[idx - 1]!] : [])].map(cap);
      for (const p of list(r, "properties")) expect(allowed, `${rarity}: ${p}`).toContain(p);
    }
  });

  it("armour: an enchantment is either none (and the prose says so) or an effect of the tone", () => {
    for (const tone of ["heroic", "grim", "whimsical"] as const)
      for (let i = 0; i < SEEDS; i++) {
        const r = gen("armor-clothing", `ar${i}`, { tone });
        const e = text(r, "enchantment");
        const wear = r.sections.find((s) => s.title === "Enchantment and wear")!.markdown;
        if (NONE_TEXT.includes(e)) expect(wear.startsWith(e)).toBe(false);
        else {
          expect(
            ENCH_EFFECT[tone].some((x) => e.startsWith(`It ${x} `)),
            `${tone}: ${e}`,
          ).toBe(true);
          expect(wear.startsWith(e)).toBe(true);
        }
      }
  });

  it("armour: the garment archetype decides type, slot and weight, and a stuff named in the name is the material", () => {
    const STUFF = /(?<![\w-])(velvet|linen|silk|wool|brocade|leather|denim|tweed|canvas|oilskin|oilcloth|bronze|brass|iron)(?![\w-])/;
    const OTHER_STUFF = ["velvet", "linen", "silk", "wool", "brocade", "leather", "denim", "tweed", "bronze", "brass"];
    for (const setting of SETTINGS)
      for (let i = 0; i < SEEDS; i++) {
        const r = gen("armor-clothing", `am${i}`, { setting });
        const id = (field(r, "archetype").meta as { id: string }).id;
        const a = GARMENTS.find((g) => g.id === id)!;
        expect(a, id).toBeDefined();
        expect(text(r, "type")).toBe(a.type);
        expect(text(r, "slot").toLowerCase()).toBe(a.slot);
        expect(materialsFor(a, setting)).toContain(text(r, "material"));
        const w = field(r, "weight");
        if (w.type === "number") expect(w.value >= a.lb[0] && w.value <= a.lb[1]).toBe(true);
        // A garment that names a stuff is made of it: no "velvet mantle" of "fine linen".
        const garment = text(r, "garment");
        const named = garment
          .replace(/^(?:pair|suit|set) of /, "")
          .split(/ (?:with|of) /)[0]!
          .match(STUFF)?.[1];
        if (named) expect(text(r, "material"), `${garment} of ${text(r, "material")}`).toContain(named);
        const head = r.name
          .toLowerCase()
          .replace(text(r, "colour"), "")
          .replace(/^the /, "")
          .split(/ (?:with|of) /)[0]!;
        for (const word of OTHER_STUFF) if (head.split(" ").includes(word)) expect(text(r, "material"), r.name).toContain(word);
        for (const part of r.name.split(/[\s'’-]+/)) expect(part.length, r.name).toBeLessThanOrEqual(14);
      }
  });

  it("tattoo: the kind of mark decides placement, style and name; tags never repeat; names never triple", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < SEEDS; i++) {
        const r = gen("tattoo", `tm${i}`, { setting });
        const a = MARKS.find((m) => m.id === (field(r, "archetype").meta as { id: string }).id)!;
        expect(a.placements.map(cap)).toContain(text(r, "placement"));
        expect(a.styles).toContain(field(r, "style").meta);
        expect(a.marks).toContain(r.name.split(" ").slice(-1)[0]);
        expect(new Set(r.tags).size, r.tags.join(", ")).toBe(r.tags.length);
        expect(r.name).not.toMatch(/(.)\1\1|(\w{2,3})\2\2/i);
      }
  });

  it("armour: no Language row, and invented names neither stutter nor pile up letters", () => {
    const bad = /[aeiou]{3}|[^aeiouy\s'’-]{4}|(\w{2,3})\1\1/i;
    let faults = 0;
    for (const setting of SETTINGS)
      for (let i = 0; i < SEEDS; i++) {
        const r = gen("armor-clothing", `al${i}`, { setting });
        expect(r.fields.some((f) => f.key === "language")).toBe(false);
        // A title: every word but "of" and "the" capitalised ("The Lucky Hauberk of Riveted Mail").
        for (const w of r.name.split(" ").slice(1)) if (!["of", "the", "and", "with"].includes(w)) expect(w.charAt(0), r.name).toBe(w.charAt(0).toUpperCase());
        const garment = text(r, "garment").toLowerCase();
        if (r.name.split(/[\s-]+/).some((w) => !garment.includes(w.toLowerCase().replace(/'s$/, "")) && bad.test(w))) faults++;
      }
    expect(faults / (SETTINGS.length * SEEDS)).toBeLessThan(0.01);
  });

  it("tattoo: the effect is drawn from the tone's pool", () => {
    for (const tone of ["heroic", "grim", "whimsical"] as const)
      for (let i = 0; i < SEEDS; i++) {
        const e = text(gen("tattoo", `ta${i}`, { tone }), "effect");
        expect(
          EFFECT[tone].some((x) => e.startsWith(`It ${x} `)),
          `${tone}: ${e}`,
        ).toBe(true);
      }
  });

  it("race: its height range rides in its lifespan's meta, and characters of a saved race are drawn inside it", () => {
    for (let i = 0; i < 60; i++) {
      const race = gen("race", `rh${i}`);
      const size = field(race, "size").meta as { lo: number; hi: number };
      expect(field(race, "lifespan").meta, race.name).toMatchObject({ lo: size.lo, hi: size.hi });
      const world = { entities: [{ id: `race-${i}`, kind: "race" as const, name: race.name, data: { fields: race.fields } }] };
      for (let j = 0; j < 10; j++) {
        const c = generators.character!.generate({ seed: toSeed(`rh${i}-${j}`), world });
        const h = field(c, "appearance");
        const cm = Number(/^(\d+) cm$/.exec(h.type === "pairs" ? (h.pairs.find((p) => p.label === "Height")?.value ?? "") : "")?.[1]);
        expect(cm, `${c.name} of ${race.name} (${size.lo}–${size.hi} cm)`).toBeGreaterThanOrEqual(size.lo);
        expect(cm, `${c.name} of ${race.name} (${size.lo}–${size.hi} cm)`).toBeLessThanOrEqual(size.hi);
      }
    }
  });

  it("race: science-fiction neighbours are drawn from the future pool", () => {
    const old = new Set(OTHERS.old);
    for (let i = 0; i < SEEDS; i++) {
      const rel = list(gen("race", `rc${i}`, { setting: "science-fiction" }), "relations").join(" | ");
      expect(
        OTHERS.future.some((o) => rel.includes(o)),
        rel,
      ).toBe(true);
      for (const o of old) if (!OTHERS.future.includes(o)) expect(rel).not.toContain(` ${o}`);
    }
  });

  it("character: hooks name the character, and the formative event comes before today", () => {
    for (let i = 0; i < SEEDS; i++) {
      const r = gen("character", `ch${i}`);
      const first = text(r, "name").split(" ")[0]!;
      for (const h of list(r, "hooks")) expect(h).toContain(first);
      const history = r.sections.find((s) => s.title === "History")!.markdown;
      expect(history.indexOf(text(r, "formativeEvent"))).toBeGreaterThan(0);
    }
  });

  it("character: names never triple a letter or syllable or run a word past 14 letters, in every setting", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < SEEDS; i++) {
        const r = gen("character", `chn${i}`, { setting });
        for (const n of namesOf(r)) expect(nameFault(n), `${setting}: ${n}`).toBeNull();
      }
  });

  it("character: portraits adapt hair, skin and voice to their frames (no 'wears their a braid', 'With pale with … skin', 'often always'), in every setting", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < SEEDS; i++) {
        const r = gen("character", `chp${i}`, { setting });
        const p = r.sections.map((x) => x.markdown).join(" ");
        expect(p, p).not.toMatch(/\bwears? (?:their|his|her) (?:an?|\w+ hair worn)\b/);
        expect(p).not.toMatch(/\bWith [\w-]+ with\b|\bWith [^.]* skin, /);
        expect(p).not.toMatch(/\b(?:also|often|sometimes|usually) (?:always|never|often|sometimes|constantly|usually|rarely)\b/);
      }
  });
  it("character: the formative event falls before today, and a made being has no childhood age for it", () => {
    for (const setting of ["science-fiction", "steampunk"])
      for (let i = 0; i < SEEDS; i++) {
        const r = gen("character", `chf${i}`, { setting });
        const race = text(r, "race").toLowerCase();
        const ev = text(r, "formativeEvent");
        if (/android|automaton/.test(race)) expect(ev, `${race}: ${ev}`).not.toMatch(/^(?:At|Aged|When|The year)\b/);
      }
  });
  it("character: a saved race's height range bounds the height (from its meta, else its name or size)", () => {
    const race = (name: string, fields: unknown[]): World => ({ entities: [{ id: "r1", kind: "race", name, data: { fields } }] });
    const cases: [World, number, number][] = [
      [race("Veshari", [{ key: "size", value: { type: "text", value: "Medium", meta: { height: { lo: 200, hi: 230 } } } }]), 200, 230],
      [race("Mountain Dwarves", [{ key: "lifespan", value: { type: "text", value: "long" } }]), 120, 150],
      [race("Quill", [{ key: "size", value: { type: "text", value: "Small" } }]), 85, 130],
    ];
    for (const [world, lo, hi] of cases)
      for (let i = 0; i < 200; i++) {
        const r = generators.character!.generate({ seed: toSeed(`chh${i}`), world });
        const ap = field(r, "appearance");
        const h = ap.type === "pairs" ? Number.parseInt(ap.pairs.find((p) => p.label === "Height")!.value, 10) : 0;
        expect(h, `${world.entities[0]!.name}: ${h}`).toBeGreaterThanOrEqual(lo);
        expect(h).toBeLessThanOrEqual(hi);
      }
  });

  it("character: a world's faction and faith are named and linked", () => {
    const world: World = {
      entities: [
        { id: "f1", kind: "faction", name: "The Ash Court", data: {} },
        { id: "g1", kind: "religion", name: "The Quiet Faith of Oru", data: {} },
      ],
    };
    for (let i = 0; i < 100; i++) {
      const r = generators.character!.generate({ seed: toSeed(`chw${i}`), world });
      expect(r.links.map((l) => l.id)).toEqual(expect.arrayContaining(["f1", "g1"]));
      expect(text(r, "occupation")).toContain("the Ash Court");
      expect(text(r, "ideal")).toContain("the Quiet Faith of Oru");
    }
  });

  for (const kind of ["character", "race", "weapon", "armor-clothing", "tattoo", "class"] as const)
    it(`${kind}: tone changes the prose`, () => expectToneChangesProse(kind));
});
