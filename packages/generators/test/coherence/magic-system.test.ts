// Magic-system coherence: a spell's school decides its name and effect and the power level its
// reach; the source decides the name's word, the cost and the marks; setting and tone change it.
import { describe, expect, it } from "vitest";
import { SETTINGS } from "../../src/index.js";
import { SOURCES } from "../../src/kinds/magic-system/words-family.js";
import { SCHOOLS } from "../../src/kinds/magic-system/words-schools.js";
import { sourcesOf } from "../../src/kinds/magic-system/words-legend.js";
import { expectSettingsChangeContent, expectToneChangesProse, field, gen, list, prose, text, type R } from "./family-checks.js";

const LEVEL = { subtle: 0, potent: 1, "world-shaping": 2 } as const;
type Level = keyof typeof LEVEL;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function checkSpells(r: R): void {
  const power = text(r, "power").toLowerCase() as Level;
  const v = field(r, "spells");
  if (v.type !== "table") throw new Error("spells is not a table");
  let top = 0;
  for (const [spell = "", schoolName = "", effect = ""] of v.rows) {
    const school = SCHOOLS.find((s) => s.name === schoolName)!;
    expect(school, schoolName).toBeDefined();
    expect(list(r, "schools")).toContain(schoolName);
    expect(
      school.nouns.some((n) => spell.endsWith(` ${n}`)),
      `${spell} (${schoolName})`,
    ).toBe(true);
    const level = (Object.keys(LEVEL) as Level[]).find((l) => school.effects[l].map(cap).includes(effect));
    expect(level, `${schoolName}: ${effect}`).toBeDefined();
    expect(LEVEL[level!]).toBeLessThanOrEqual(LEVEL[power]);
    top = Math.max(top, LEVEL[level!]);
  }
  expect(top, `${power} magic reaches its level`).toBe(LEVEL[power]);
  expect(new Set(v.rows.map((row) => row[2])).size).toBe(v.rows.length);
}

describe("magic-system coherence", () => {
  it("draws spell names and effects from their school, up to the power level (500 seeds per setting)", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 500; i++) {
        const r = gen("magic-system", `ms${i}`, { setting });
        checkSpells(r);
        const source = sourcesOf(setting).find((s) => cap(s.source) === text(r, "source"))!;
        expect(source, text(r, "source")).toBeDefined();
        expect(text(r, "name")).toContain(` ${source.word} of `);
        expect(source.costs.map(cap)).toContain(text(r, "cost"));
        for (const m of list(r, "sideEffects")) expect(source.marks.map(cap)).toContain(m);
      }
  });

  it("keeps costs and marks true to a locked source and spells true to locked schools", () => {
    for (let i = 0; i < 500; i++) {
      const first = gen("magic-system", `lk${i}`);
      const again = gen("magic-system", `rr${i}`, {}, { source: field(first, "source"), schools: field(first, "schools") });
      const source = SOURCES.old.find((s) => cap(s.source) === text(first, "source"))!;
      expect(source.costs.map(cap)).toContain(text(again, "cost"));
      for (const m of list(again, "sideEffects")) expect(source.marks.map(cap)).toContain(m);
      checkSpells(again);
    }
  });

  it("keeps crowns and temples out of science fiction", () => {
    for (let i = 0; i < 500; i++)
      expect(prose(gen("magic-system", `sf${i}`, { setting: "science-fiction" }))).not.toMatch(/\b(king|crown|temple|church|lord)s?\b/i);
  });

  it("changes most text fields with the setting", () => expectSettingsChangeContent("magic-system"));
  it("changes the prose with the tone", () => expectToneChangesProse("magic-system"));
});
