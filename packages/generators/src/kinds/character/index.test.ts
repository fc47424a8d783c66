import { describe, expect, it } from "vitest";
import { generate } from "../../index.js";
import { STOCK_RACES } from "./words-people.js";

function field(r: ReturnType<typeof generate>[number], key: string) {
  return r.fields.find((f) => f.key === key)!.value;
}

describe("character", () => {
  it("keeps ages within the race's lifespan and the chosen band", () => {
    for (let i = 0; i < 400; i++) {
      const r = generate("character", { seed: `age${i}`, options: { ageBand: "old" } })[0]!;
      const race = STOCK_RACES["high-fantasy"].find((x) => x.name === (field(r, "race") as { link: { name: string } }).link.name)!;
      const age = (field(r, "age") as { value: number }).value;
      expect(age).toBeGreaterThanOrEqual(race.old);
      expect(age).toBeLessThanOrEqual(race.max);
    }
  });

  it("matches pronouns to gender and uses them in the prose", () => {
    for (const [gender, label, det] of [["female", "she/her", "Her"], ["male", "he/him", "His"]] as const) {
      for (let i = 0; i < 50; i++) {
        const r = generate("character", { seed: `p${i}`, options: { gender } })[0]!;
        expect((field(r, "pronouns") as { value: string }).value).toBe(label);
        expect(r.sections.find((s) => s.title === "Portrait")!.markdown).toContain(`${det} skin is`);
      }
    }
    const they = generate("character", { seed: "t", options: { gender: "nonbinary" }, locks: { pronouns: { type: "text", value: "they/them" } } })[0]!;
    expect(they.sections.find((s) => s.title === "Portrait")!.markdown).toContain("Their skin is");
  });

  it("gives villains villainous motivations", () => {
    const r = generate("character", { seed: "v", options: { role: "villain" } })[0]!;
    expect((field(r, "role") as { value: string }).value).toBe("villain");
  });

  it("uses modern names in the modern setting", () => {
    const r = generate("character", { seed: "m", options: { setting: "modern" } })[0]!;
    expect(r.name).toMatch(/^[A-Z][a-z]+ [A-Z]\. [A-Z][A-Za-z']+$/);
  });
});
