// Coherence of the curse kind: severity decides the stages, the duration and the cost of
// breaking it (also when severity is locked); setting and tone change the content.
import { describe, expect, it } from "vitest";
import { COST, DURATION, SEVERITIES, STAGE, type Severity } from "../../src/kinds/curse/words.js";
import { expectSettingChangesMost, expectToneChangesProse, field, run, SEEDS, text } from "./bank-checks.js";

const lc = (s: string) => s.toLowerCase();

function check(r: ReturnType<typeof run>): void {
  const sev = lc(text(r, "severity")) as Severity;
  expect(SEVERITIES).toContain(sev);
  expect(DURATION[sev].map(lc)).toContain(lc(text(r, "duration")));
  expect(COST[sev].map(lc)).toContain(lc(text(r, "cost")));
  const stages = field(r, "stages");
  if (stages.type !== "table") throw new Error("stages is not a table");
  for (const row of stages.rows) expect(STAGE[sev].map(lc)).toContain(lc(row[2] ?? ""));
}

describe("curse coherence", () => {
  it("severity decides stages, duration and the cost of breaking", () => {
    for (let i = 0; i < SEEDS; i++) check(run("curse", i));
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
