// Government coherence: the type decides titles, succession and legislature; the
// setting's era decides the rest (no kings' courts among the stars); a stand-in ruler in a world
// with a saved language is named in that language.
import { describe, expect, it } from "vitest";
import { generate, generators, toSeed, type GeneratedResult, type World } from "../../src/index.js";
import { ERA, ERA_OF } from "../../src/kinds/government/eras.js";
import { GIVEN_F, GIVEN_M, TYPE_WORDS, type GovType } from "../../src/kinds/government/words.js";
import { capitalRange, GOV_ARCHETYPES, SF_NOUN } from "../../src/kinds/government/archetypes.js";
import { SETTINGS } from "../../src/index.js";
import { settingChangesMost, toneChangesProse } from "./setting-tone.js";

const SEEDS = 500;
const g = generators.government!;
const field = (r: GeneratedResult, key: string) => r.fields.find((f) => f.key === key)!.value;
const text = (r: GeneratedResult, key: string): string => {
  const v = field(r, key);
  return v.type === "text" ? v.value : v.type === "link" ? v.link.name : "";
};

describe("government coherence", () => {
  it("takes succession and legislature from its type, and its ruler's title from type and era", () => {
    for (const setting of ["high-fantasy", "science-fiction", "post-apocalyptic"] as const) {
      for (let i = 0; i < SEEDS / 5; i++) {
        const r = g.generate({ seed: toSeed(`gov-${setting}-${i}`), options: { setting } });
        const type = field(r, "type").meta as GovType;
        const w = TYPE_WORDS[type];
        const a = GOV_ARCHETYPES.find((x) => x.id === (field(r, "archetype").meta as { id: string }).id)!;
        expect(w.succession).toContain(text(r, "succession"));
        expect((a.legislature ?? ERA[ERA_OF[setting]].legislature?.[type] ?? w.legislature).map((l) => l.toLowerCase())).toContain(
          text(r, "legislature").toLowerCase(),
        );
        const titles = (setting !== "science-fiction" ? a.titles : undefined) ?? ERA[ERA_OF[setting]].titles?.[type] ?? w.titles;
        expect(
          titles.some((t) => text(r, "head").startsWith(`${t} `)),
          `${setting} ${type}: ${text(r, "head")}`,
        ).toBe(true);
        expect(ERA[ERA_OF[setting]].courts).toContain(text(r, "courts"));
      }
    }
  });

  it("has no kings, knights or crowns in a science-fiction state", () => {
    for (let i = 0; i < SEEDS; i++) {
      const r = g.generate({ seed: toSeed(`gov-sf-${i}`), options: { setting: "science-fiction", type: "republic" } });
      const prose = [r.summary, ...r.sections.map((s) => s.markdown)].join(" ");
      expect(prose).not.toMatch(/\b(King|Queen|knight|crown|shire|galley)/i);
    }
  });

  it("names a stand-in ruler in the world's language when it has one", () => {
    const lang = generate("language", { seed: "gov-lang", options: { sound: "guttural" } })[0]!;
    const world: World = { entities: [{ id: "l1", kind: "language", name: lang.name, data: { system: lang.system } }] };
    const plain = new Set([...GIVEN_F, ...GIVEN_M]);
    for (let i = 0; i < 100; i++) {
      const r = g.generate({ seed: toSeed(`gov-w-${i}`), world });
      const words = text(r, "head").split(" ");
      expect(
        words.some((w) => plain.has(w)),
        text(r, "head"),
      ).toBe(false);
      const without = g.generate({ seed: toSeed(`gov-w-${i}`) });
      expect(
        text(without, "head")
          .split(" ")
          .some((w) => plain.has(w)),
      ).toBe(true);
    }
  });

  it("changes most text fields with the setting and its prose with the tone", () => {
    expect(settingChangesMost("government", SEEDS)).toBeGreaterThan(0.9);
    expect(toneChangesProse("government", SEEDS)).toBeGreaterThan(0.9);
  });
  it("fits type, scale, the state's own name and its capital to the archetype (500 seeds per setting)", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < SEEDS; i++) {
        const r = g.generate({ seed: toSeed(`gov-a-${i}`), options: { setting } });
        const a = GOV_ARCHETYPES.find((x) => x.id === (field(r, "archetype").meta as { id: string }).id)!;
        expect(a).toBeDefined();
        expect(field(r, "type").meta).toBe(a.type);
        const scale = field(r, "scale").meta as "city" | "realm" | "empire";
        expect(a.scales).toContain(scale);
        const nouns = setting === "science-fiction" ? a.nouns.map((n) => SF_NOUN[n] ?? n) : a.nouns;
        expect(
          nouns.some((n) => r.name.includes(` ${n} of `)),
          `${a.id}: ${r.name}`,
        ).toBe(true);
        if (a.type === "theocracy") expect(r.name).not.toMatch(/Kingdom|Republic|Empire/);
        const cap = field(r, "capital").meta as { people: number; runBy: string };
        const [lo, hi] = capitalRange(scale, setting);
        expect(cap.people).toBeGreaterThanOrEqual(lo);
        expect(cap.people).toBeLessThanOrEqual(hi);
        expect(a.capitalRuler.includes(cap.runBy) || setting === "science-fiction").toBe(true);
        const prose = [r.summary, ...r.sections.map((x) => x.markdown)].join(" ");
        expect(prose).not.toMatch(/(?<=[a-z,;] )The\b/);
        expect(prose).not.toMatch(/\b(\w+)-sized \1\b|an? \w+ power\b/);
      }
  });
  it("renders each field as a sentence, never a label and a pasted value (500 seeds per setting)", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < SEEDS; i++) {
        const r = g.generate({ seed: toSeed(`gov-p-${i}`), options: { setting } });
        const prose = r.sections.map((x) => x.markdown).join(" ");
        // No "Abroad: X: truce; Y: war", no "Mood: …", no "Leaders are chosen thus: chosen …".
        expect(prose, prose).not.toMatch(/\b\w+: [^.]*\w: /);
        expect(prose).not.toMatch(/\b(?:Mood|Powers|Rivals|Abroad|Neighbours|Succession|Justice|Taxes|Defence|The state):/);
        expect(prose).not.toMatch(/\b(chosen|elected)\b[^.]*\b\1 (?:by|every|for)\b.*\b\1\b/i);
        expect(prose).not.toContain(`, ${text(r, "succession").toLowerCase()}.`);
        expect(r.summary).not.toMatch(/'s \w+ (?:city-state|realm|power)/);
        expect(new Set(r.tags).size).toBe(r.tags.length);
      }
  });
  it("fits its picks to type and scale: no royal marriage without a crown, no provinces in a city-state, no king in a principality", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < SEEDS; i++) {
        const r = g.generate({ seed: toSeed(`gov-f-${i}`), options: { setting } });
        const type = field(r, "type").meta as GovType;
        const scale = field(r, "scale").meta as string;
        const id = (field(r, "archetype").meta as { id: string }).id;
        const rel = field(r, "relations");
        const rels = rel.type === "list" ? rel.items.join(" ") : "";
        if (type !== "monarchy" && type !== "empire") expect(rels, `${type}: ${rels}`).not.toMatch(/marriage|dynastic|royal/i);
        if (scale === "city") {
          expect(text(r, "stability")).not.toMatch(/provinces?|colonies|worlds/i);
          expect(r.name).not.toMatch(/ and /);
          expect(text(r, "capital")).toBe(text(r, "land"));
        }
        if (id === "principality") expect(text(r, "head")).not.toMatch(/\b(?:King|Queen)\b/);
        if (type !== "junta" && type !== "empire" && type !== "monarchy") expect(text(r, "courts")).not.toMatch(/martial|military/i);
        const fv = field(r, "factions");
        if (type === "theocracy") for (const f of fv.type === "links" ? fv.links : []) expect(f.name).not.toMatch(/Temple|Church|Prophet/);
        const head = text(r, "head");
        if (/\b(?:Queen|Princess|Duchess|Empress|Priestess)\b/.test(head)) expect(head).not.toMatch(/\b(?:Gregor|Idris|Casimir|Radomir)\b/);
      }
  });
});
