// Coherence of the curse kind: the archetype's ladder of effects and severity decide the stages —
// in order of harm, at rising times counted in one unit (never "After 12 sleeps… After 6 sleeps…")
// — and severity the duration and the cost of breaking it (also when severity is locked); setting
// and tone change the content.
import { describe, expect, it } from "vitest";
import { COST, DURATION, SEVERITIES, type Severity } from "../../src/kinds/curse/words.js";
import { ARCHETYPES, RUNG } from "../../src/kinds/curse/archetypes.js";
import { SETTINGS } from "../../src/index.js";
import { expectSettingChangesMost, expectToneChangesProse, field, run, SEEDS, text } from "./bank-checks.js";

const lc = (s: string) => s.toLowerCase();

function check(r: ReturnType<typeof run>): void {
  const sev = lc(text(r, "severity")) as Severity;
  expect(SEVERITIES).toContain(sev);
  expect(DURATION[sev].map(lc)).toContain(lc(text(r, "duration")));
  expect(COST[sev].map(lc)).toContain(lc(text(r, "cost")));
  const stages = field(r, "stages");
  if (stages.type !== "table") throw new Error("stages is not a table");
  const a = ARCHETYPES.find((x) => x.id === (field(r, "archetype").meta as { id: string }).id)!;
  const rungs = stages.rows.map((row) => a.ladder.map(lc).indexOf(lc(row[2] ?? "")));
  const [lo, hi] = RUNG[sev];
  for (const k of rungs) expect(k >= lo && k <= hi, `${a.id} ${sev}: ${stages.rows.map((x) => x[2]).join(" / ")}`).toBe(true);
  for (let i = 1; i < rungs.length; i++) expect(rungs[i]!).toBeGreaterThan(rungs[i - 1]!);
  // Times rise, in one unit.
  const when = stages.rows.slice(1).map((row) => row[1] ?? "");
  const nums = when.map((w) => {
    const d = /\d+/.exec(w);
    if (d) return Number(d[0]);
    const words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
    return words.indexOf(w.split(" ")[0]!.toLowerCase());
  });
  expect(nums[1]!, when.join(" / ")).toBeGreaterThan(nums[0]!);
  const unit = (w: string) => a.units.find((u) => w.includes(` ${u}`));
  expect(unit(when[0]!), when[0]).toBeDefined();
  expect(unit(when[1]!)).toBe(unit(when[0]!));
}

describe("curse coherence", () => {
  it("severity decides stages, duration and the cost of breaking", () => {
    for (const setting of SETTINGS) for (let i = 0; i < SEEDS; i++) check(run("curse", i, { setting }));
  });

  it("a locked severity keeps rerolled stages, duration and cost consistent", () => {
    const severity = { type: "text", value: "Dire", meta: "dire" };
    for (let i = 0; i < 200; i++) {
      const r = run("curse", 4000 + i, {}, { severity });
      expect(text(r, "severity")).toBe("Dire");
      check(r);
    }
  });

  it("setting changes most text fields and tone changes the prose", () => {
    expectSettingChangesMost("curse");
    expectToneChangesProse("curse");
  });
});
