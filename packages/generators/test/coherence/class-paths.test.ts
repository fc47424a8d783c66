// The class kind's v13 rules (packages/generators/reading/class.md, Reading 4): every path grants features at 3rd and
// 7th level that no other path of the entry shares; every resource is spent by a 1st-level
// feature and every cost fits the pool at its level; a feature with no limit is passive; the
// prose names only features the table grants, at the levels it grants them; archetypes differ
// in pool, rest and dice.
import { describe, expect, it } from "vitest";
import { ARCHETYPES } from "../../src/kinds/class/archetypes.js";
import { SETTINGS, type GeneratedResult } from "../../src/index.js";
import { field, run } from "./bank-checks.js";
import { cells } from "./class-checks.js";

const SEEDS = 200;
const section = (r: GeneratedResult, title: string): string => r.sections.find((s) => s.title === title)?.markdown ?? "";

/** Each path's line in the Paths section: its name and its features with their levels. */
function paths(r: GeneratedResult): { name: string; feats: { level: number; name: string }[] }[] {
  const out: { name: string; feats: { level: number; name: string }[] }[] = [];
  for (const l of section(r, "Paths").split("\n")) {
    if (l.startsWith("- ")) out.push({ name: /\*\*([^*]+)\*\*/.exec(l)?.[1] ?? "", feats: [] });
    const level = /(\d+)(?:st|nd|rd|th)[- ]level/.exec(l)?.[1];
    const name = /\*([^*]+)\*/.exec(l)?.[1];
    if (l.startsWith("  - ") && level && name) out[out.length - 1]?.feats.push({ level: Number(level), name });
  }
  return out;
}

/** The pool column of the level table, 1st to 10th. */
function pool(r: GeneratedResult): number[] {
  const v = field(r, "progression");
  return v.type === "table" ? v.rows.map((row) => Number(row[2])) : [];
}

/** Features that work whenever you like must be passive: none opens with a verb that does something. */
const ACTIVE =
  /^(?:summon|ask|heal(?! the maximum)|send(?! your thoughts)|pour|ward|mark|bless|gather|find|slay|bring|raise|become(?! (?:expert|immune))|call|shock|stun|shove|hurl|blast|throw|(?:strike|hit|shoot|fire)(?! twice| as | heavy| your quarry)|make (?:every|each|an?) (?:foe|ally|enemy)|let no|give (?:an ally|each|every))\b/;
/** A limit written into the text itself. */
const LIMITED = /\b(?:once a week|each week|once per|once a day)\b/;

describe("class paths, pools and limits (v13)", () => {
  it("every path grants a 3rd-level and a 7th-level feature, and no two paths of an entry share one", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < SEEDS; i++) {
        const r = run("class", i, { setting });
        const ps = paths(r);
        expect(ps.length, `${setting} ${i}`).toBeGreaterThanOrEqual(2);
        const names = ps.flatMap((p) => p.feats.map((f) => f.name));
        expect(new Set(names).size, `${setting} ${i}: ${names.join(", ")}`).toBe(names.length);
        const table = new Set(cells(r).map((c) => c.name));
        for (const p of ps) {
          expect(
            p.feats.map((f) => f.level),
            `${setting} ${i} ${p.name}`,
          ).toEqual([3, 7]);
          for (const f of p.feats) expect(table.has(f.name), `${setting} ${i}: ${f.name} is already in the table`).toBe(false);
        }
      }
  });

  it("every resource is spent by a 1st-level feature, and no cost exceeds the pool at its level", () => {
    for (const setting of SETTINGS)
      for (const powerLevel of ["low", "standard", "epic"])
        for (let i = 0; i < SEEDS / 2; i++) {
          const r = run("class", i, { setting, powerLevel });
          const cs = cells(r);
          expect(
            cs.some((c) => c.level === 1 && /\bspend(?:ing)? \d+ /.test(c.body)),
            `${setting} ${powerLevel} ${i}: ${cs
              .filter((c) => c.level === 1)
              .map((c) => c.body)
              .join(" / ")}`,
          ).toBe(true);
          const p = pool(r);
          for (const c of cs) {
            const cost = /\bspend(?:ing)? (\d+) /.exec(c.body)?.[1];
            if (cost)
              expect(Number(cost), `${setting} ${powerLevel} ${i}: ${c.name} at ${c.level} with ${p[c.level - 1]}`).toBeLessThanOrEqual(p[c.level - 1]!);
          }
        }
  });

  it("a feature with no cost, no action and no rest is passive", () => {
    for (const a of ARCHETYPES)
      for (const d of a.features)
        if (d.mech === "" && !d.spend)
          for (const does of d.does) expect(ACTIVE.test(does) && !LIMITED.test(does), `${a.id} ${d.names[0]}: ${does}`).toBe(false);
  });

  it("the prose names only features the entry grants, and each at the level it is granted", () => {
    const ladderNames = new Set(ARCHETYPES.flatMap((a) => a.features.flatMap((d) => d.names)));
    for (const setting of SETTINGS)
      for (let i = 0; i < SEEDS; i++) {
        const r = run("class", i, { setting });
        const cs = cells(r);
        const levelOf = new Map(cs.map((c) => [c.name, c.level]));
        const prose = section(r, "At the table");
        // The table's own names taken out, so "Unbroken" is not found inside "Unbroken Guard".
        const rest = cs.reduce((t, c) => t.split(c.name).join(" "), prose);
        // No feature of any ladder is named unless the table has it.
        for (const n of ladderNames) if (n.length > 5 && new RegExp(`\\b${n}\\b`).test(rest)) expect(levelOf.has(n), `${setting} ${i}: ${n}`).toBe(true);
        const [turn = "", budget = ""] = prose.split("\n\n");
        // The turn is a 5th-level one: it names nothing granted later.
        for (const c of cs) if (turn.includes(c.name)) expect(c.level, `${setting} ${i}: ${turn}`).toBeLessThanOrEqual(5);
        // In the budget, a clause that names one feature and a level names the level it is granted at.
        for (const clause of budget.split(/; |\. /)) {
          const named = cs.filter((c) => clause.includes(c.name));
          const lv = [...clause.matchAll(/(\d+)(?:st|nd|rd|th)(?:-| )level/g)].map((m) => Number(m[1]));
          if (named.length === 1 && lv.length === 1) expect(lv[0], `${setting} ${i}: ${clause}`).toBe(named[0]!.level);
        }
      }
  });

  it("archetypes differ in pool, rest and dice: no one chassis for every class", () => {
    const curves = new Set<string>();
    const rests = new Set<string>();
    const dice = new Set<string>();
    for (let i = 0; i < SEEDS; i++) {
      const r = run("class", i, { setting: "high-fantasy" });
      curves.add(pool(r).join(","));
      rests.add(/short rest (?:refills|restores)|after a short rest/.test(section(r, "At the table")) ? "short" : "long");
      const first = cells(r).find((c) => /\d+d\d+/.test(c.body));
      if (first) dice.add(/\d+d\d+/.exec(first.body)![0]);
    }
    expect(curves.size).toBeGreaterThanOrEqual(4);
    expect(rests).toEqual(new Set(["short", "long"]));
    expect(dice.size).toBeGreaterThanOrEqual(3);
  });
});
