// Magic-system coherence: the kind of magic (its archetype) decides source, users, casting,
// training, cost, marks, dangers, laws, ranks and schools; a working's school and power level
// decide its effect and the rank that may work it, and the table climbs the ranks in order; the
// power level sets the highest effect reached; locks keep the rest true to them; setting and tone
// change it.
import { describe, expect, it } from "vitest";
import { SETTINGS } from "../../src/index.js";
import type { Setting } from "../../src/core/options.js";
import { ARCHETYPES, archetypesOf, type MagicArchetype, type MagicSchool } from "../../src/kinds/magic-system/archetypes.js";
import { expectSettingsChangeContent, expectToneChangesProse, field, gen, list, prose, text, type R } from "./family-checks.js";

const LEVEL = { subtle: 0, potent: 1, "world-shaping": 2 } as const;
type Level = keyof typeof LEVEL;
const LEVEL_RANK = [0, 1, 3] as const;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const caps = (b: readonly string[]) => b.map(cap);
const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}']+/u)
    .filter(Boolean).length;
const effectsOf = (s: MagicSchool): readonly (readonly string[])[] => [s.subtle, s.potent, s.great];

function archetypeOf(r: R): MagicArchetype {
  const id = (field(r, "archetype").meta as { id: string }).id;
  const a = ARCHETYPES.find((x) => x.id === id);
  if (!a) throw new Error(`unknown archetype ${id}`);
  return a;
}

/** The sample workings: each from one of the entry's schools, at a level no higher than the power, at the rank that level and school need, in order of rank. */
function checkWorkings(r: R, a: MagicArchetype): void {
  const power = text(r, "power").toLowerCase() as Level;
  const v = field(r, "spells");
  if (v.type !== "table") throw new Error("spells is not a table");
  expect(v.rows).toHaveLength(5);
  const ranks = list(r, "ranks");
  let top = 0;
  let lastRank = -1;
  for (const [rank = "", schoolName = "", working = "", effect = ""] of v.rows) {
    const k = a.schools.findIndex((s) => s.name === schoolName);
    expect(k, `${schoolName} is a school of ${a.id}`).toBeGreaterThanOrEqual(0);
    const s = a.schools[k]!;
    expect(
      s.nouns.some((n) => working.endsWith(` ${n}`)),
      `${working} (${schoolName})`,
    ).toBe(true);
    const level = effectsOf(s).findIndex((e) => caps(e).includes(effect));
    expect(level, `${schoolName}: ${effect}`).toBeGreaterThanOrEqual(0);
    expect(level).toBeLessThanOrEqual(LEVEL[power]);
    top = level > top ? level : top;
    const want = k > LEVEL_RANK[level as 0 | 1 | 2] ? k : LEVEL_RANK[level as 0 | 1 | 2];
    expect(rank, `${working}: rank`).toBe(ranks[want]);
    expect(want).toBeGreaterThanOrEqual(lastRank);
    lastRank = want;
  }
  expect(top, `${power} magic reaches its level`).toBe(LEVEL[power]);
  expect(new Set(v.rows.map((row) => row[3])).size).toBe(v.rows.length);
  expect(new Set(v.rows.map((row) => row[2])).size).toBe(v.rows.length);
}

function checkEntry(r: R, a: MagicArchetype): void {
  expect(caps(a.sources)).toContain(text(r, "source"));
  expect(caps(a.costs)).toContain(text(r, "cost"));
  expect(caps(a.casting)).toContain(text(r, "casting"));
  expect(caps(a.training)).toContain(text(r, "training"));
  expect(caps(a.dangers)).toContain(text(r, "dangers"));
  expect(caps(a.users)).toContain(text(r, "users"));
  const marks = list(r, "sideEffects");
  expect(new Set(marks).size).toBe(2);
  for (const m of marks) expect(caps(a.marks)).toContain(m);
  const rules = list(r, "rules");
  expect(rules).toHaveLength(text(r, "hardness") === "Hard" ? 3 : 1);
  for (const rule of rules) expect(caps(a.rules.map((x) => x[0]))).toContain(rule);
  expect(list(r, "ranks")).toEqual(caps(a.ranks));
  expect(list(r, "schools")).toEqual(a.schools.map((s) => s.name));
  expect(
    a.words.some((w) => r.name.includes(w)),
    r.name,
  ).toBe(true);
  // The legend names the founder the system is named for, its highest rank and its strongest working.
  const founder = (field(r, "name").meta as { founder: string }).founder;
  expect(r.name).toContain(founder);
  const legend = text(r, "character");
  expect(legend).toContain(founder);
  expect(legend).toContain(a.ranks[3]);
  const v = field(r, "spells");
  if (v.type === "table") expect(legend).toContain(v.rows[v.rows.length - 1]![2]!);
  checkWorkings(r, a);
}

describe("magic-system coherence", () => {
  it("has a table of whole kinds of magic: unique ids, schools and sources, four ranks, short phrases, five kinds or more per setting", () => {
    expect(new Set(ARCHETYPES.map((a) => a.id)).size).toBe(ARCHETYPES.length);
    const schools = ARCHETYPES.flatMap((a) => a.schools.map((s) => s.name));
    expect(new Set(schools).size).toBe(schools.length);
    const sources = ARCHETYPES.flatMap((a) => a.sources);
    expect(new Set(sources).size).toBe(sources.length);
    for (const a of ARCHETYPES) {
      expect(a.ranks, a.id).toHaveLength(4);
      expect(new Set(a.ranks).size).toBe(4);
      for (const s of a.schools) for (const e of effectsOf(s)) expect(e.length, `${a.id} ${s.name}`).toBeGreaterThanOrEqual(2);
      // Phrases that recur whole across results stay short, so no eight words recur in many entries.
      for (const p of [...a.sources, ...a.users, ...a.casting, ...a.training, ...a.costs, ...a.marks, ...a.dangers, ...a.rules.flat()])
        expect(words(p), `${a.id}: ${p}`).toBeLessThanOrEqual(6);
    }
    for (const s of SETTINGS) expect(archetypesOf(s).length, s).toBeGreaterThanOrEqual(5);
  });

  it("draws every field from the kind of magic, and workings in order of rank up to the power level (500 seeds per setting)", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 500; i++) {
        const r = gen("magic-system", `ms${i}`, { setting });
        const a = archetypeOf(r);
        expect(archetypesOf(setting as Setting).map((x) => x.id)).toContain(a.id);
        checkEntry(r, a);
      }
  });

  it("keeps a learned art learned and a born gift born", () => {
    for (let i = 0; i < 500; i++)
      for (const setting of SETTINGS) {
        const r = gen("magic-system", `acc${i}`, { setting });
        const a = archetypeOf(r);
        const learning = r.sections.find((s) => s.title === "Learning it")!.markdown;
        if (a.access === "learned") {
          expect(`${text(r, "users")} ${learning}`).not.toMatch(/\b(?:born with|gift belongs|gift shows|born first|cannot be taught)\b/);
        }
        if (a.access === "inborn") expect(learning).not.toMatch(/\b(?:can (?:learn|master) it|Anyone|it is bought|installed)\b/);
      }
  });

  it("keeps the rest true to a locked source and locked schools", () => {
    for (let i = 0; i < 500; i++) {
      const first = gen("magic-system", `lk${i}`);
      const again = gen("magic-system", `rr${i}`, {}, { source: field(first, "source"), schools: field(first, "schools") });
      expect(archetypeOf(again).id).toBe(archetypeOf(first).id);
      checkEntry(again, archetypeOf(first));
    }
  });

  it("keeps crowns, castles and temples out of science fiction", () => {
    for (let i = 0; i < 500; i++) {
      const r = gen("magic-system", `sf${i}`, { setting: "science-fiction" });
      expect(`${prose(r)}\n${r.fields.map((f) => JSON.stringify(f.value)).join("\n")}`).not.toMatch(
        /\b(king|queen|crown|castle|knight|peasant|plough|temple|church|lord)s?\b/i,
      );
    }
  });

  it("changes most text fields with the setting", () => expectSettingsChangeContent("magic-system"));
  it("changes the prose with the tone", () => expectToneChangesProse("magic-system"));
});
