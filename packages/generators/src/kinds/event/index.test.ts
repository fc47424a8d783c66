// Event coherence over many seeds: plain names, and a course and outcome that fit the type.
import { describe, expect, it } from "vitest";
import { generate } from "../../index.js";
import { COURSE_PARTS } from "./course.js";
import { OUTCOME, TYPES } from "./words.js";

type R = ReturnType<typeof generate>[number];
const text = (r: R, key: string) => {
  const v = r.fields.find((f) => f.key === key)!.value;
  return v.type === "text" ? v.value : "";
};
const stem = (t: string) => t.split("{")[0]!.toLowerCase();

describe("event", () => {
  it("has a plain name: one 'of', no second invented place, the year of its date", () => {
    for (let i = 0; i < 1000; i++) {
      const r = generate("event", { seed: `ev${i}` })[0]!;
      expect(r.name).toMatch(/^The [A-Z][\w ]+ of [A-Z][a-z]+, \d+ /);
      expect(r.name.match(/ of /g)?.length, r.name).toBe(1);
      expect(r.name).not.toMatch(/Reckoning/);
    }
  });

  it("draws course and outcome from its own type: no plague over in an afternoon or ending in victory", () => {
    for (const type of TYPES) {
      const c = COURSE_PARTS[type];
      for (let i = 0; i < 150; i++) {
        const r = generate("event", { seed: `et${i}`, options: { type } })[0]!;
        const course = text(r, "course").toLowerCase();
        const outcome = text(r, "outcome").toLowerCase();
        expect(
          c.open.some((o) => course.startsWith(stem(o))),
          `${type}: ${course}`,
        ).toBe(true);
        expect(
          c.middle.some((m) => course.includes(stem(m).trim())),
          `${type}: ${course}`,
        ).toBe(true);
        expect(
          OUTCOME[type].some((o) => outcome.startsWith(stem(o))),
          `${type}: ${outcome}`,
        ).toBe(true);
      }
    }
    for (let i = 0; i < 200; i++) {
      const r = generate("event", { seed: `pl${i}`, options: { type: "plague" } })[0]!;
      expect(text(r, "course")).not.toMatch(/single afternoon/);
      expect(text(r, "outcome")).not.toMatch(/victory/);
    }
  });
});
