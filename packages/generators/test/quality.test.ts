// Cross-kind quality harness: runs over every registered kind, so a new kind is checked the
// moment it is added to src/registry.ts.
import { describe, expect, it } from "vitest";
import { generators, registeredKinds, type GeneratedResult } from "../src/index.js";
import { missingRequired, problems } from "./support/quality.js";
import { distinctSeedsFor, QUALITY_SEEDS, optionsAt, seedAt } from "./support/seeds.js";

const kinds = registeredKinds(generators);
// 10,000 seeds of the heaviest kind (language: a 150-word lexicon each) take ~10 s of CPU, but a
// shared, loaded machine can stretch that several times; the default 60 s would be flaky.
const SLOW = 300_000;

it("registers at least one kind", () => {
  expect(kinds.length).toBeGreaterThan(0);
});

describe.each(kinds)("%s", (kind) => {
  const g = generators[kind]!;

  it(
    `is clean over ${QUALITY_SEEDS} seeds across its options`,
    () => {
      const failures: string[] = [];
      for (let i = 0; i < QUALITY_SEEDS && failures.length < 20; i++) {
        const options = optionsAt(g, i);
        const r = g.generate({ seed: seedAt(i), options });
        const found = [...problems(r), ...missingRequired(r, g.requiredFields)];
        if (found.length > 0) failures.push(`seed ${seedAt(i)} ${JSON.stringify(options)}:\n  ${found.join("\n  ")}`);
      }
      expect(failures, failures.join("\n")).toEqual([]);
    },
    SLOW,
  );

  const distinct = distinctSeedsFor(kind);
  it(
    `gives ≥ 99% distinct names and ≥ 95% distinct results over ${distinct} seeds`,
    () => {
      const names = new Set<string>();
      const wholes = new Set<string>();
      for (let i = 0; i < distinct; i++) {
        const r: GeneratedResult = g.generate({ seed: seedAt(i) });
        names.add(r.name);
        wholes.add(JSON.stringify(r.fields) + JSON.stringify(r.sections));
      }
      expect(names.size / distinct).toBeGreaterThanOrEqual(0.99);
      expect(wholes.size / distinct).toBeGreaterThanOrEqual(0.95);
    },
    SLOW,
  );

  it("declares its metadata and a valid default for every option", () => {
    expect(g.label).not.toBe("");
    expect(g.description).not.toBe("");
    expect(g.version).toBeGreaterThanOrEqual(1);
    expect(g.options.setting).toBeDefined();
    expect(g.options.tone).toBeDefined();
    expect(() => g.resolveOptions({})).not.toThrow();
    // Field keys are camelCase across every kind (saved rows and locks are keyed by them).
    for (const f of g.fields) expect(f.key).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });
});
