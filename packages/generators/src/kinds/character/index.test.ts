import { describe, expect, it } from "vitest";
import { generate } from "../../index.js";
import { SECRETS } from "./words-mind.js";
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
    for (const [gender, label, det] of [
      ["female", "she/her", /\b(she|her)\b/i],
      ["male", "he/him", /\b(he|his|him)\b/i],
    ] as const) {
      for (let i = 0; i < 50; i++) {
        const r = generate("character", { seed: `p${i}`, options: { gender } })[0]!;
        expect((field(r, "pronouns") as { value: string }).value).toBe(label);
        expect(r.sections.find((s) => s.title === "Portrait")!.markdown).toMatch(det);
      }
    }
    const they = generate("character", { seed: "t", options: { gender: "nonbinary" }, locks: { pronouns: { type: "text", value: "they/them" } } })[0]!;
    expect(they.sections.find((s) => s.title === "Portrait")!.markdown).toMatch(/\b(they|their|them)\b/i);
  });

  it("gives villains villainous motivations", () => {
    const r = generate("character", { seed: "v", options: { role: "villain" } })[0]!;
    expect((field(r, "role") as { value: string }).value).toBe("Villain");
  });

  it("shows the role capitalised and the Name row first", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const r = generate("character", { seed: `role${i}` })[0]!;
      expect(r.fields[0]?.key).toBe("name");
      seen.add((field(r, "role") as { value: string }).value);
    }
    expect([...seen].sort()).toEqual(["Hero", "NPC", "Villain"]);
  });

  it("gives children only to those old enough, and draws the secret from the role's own list", () => {
    for (let i = 0; i < 2000; i++) {
      const r = generate("character", { seed: `fam${i}` })[0]!;
      const race = STOCK_RACES["high-fantasy"].find((x) => x.name === (field(r, "race") as { link: { name: string } }).link.name)!;
      const age = (field(r, "age") as { value: number }).value;
      const family = (field(r, "family") as { value: string }).value;
      const kids = /\b(one|two|three|four|five|six) child(ren)?\b/.exec(family);
      if (kids) {
        expect(age - race.adult, `${age}-year-old ${race.name}: ${family}`).toBeGreaterThanOrEqual(4);
        const n = ["one", "two", "three", "four", "five", "six"].indexOf(kids[1]!) + 1;
        expect(n, `${age}-year-old ${race.name}: ${family}`).toBeLessThanOrEqual(1 + Math.floor((age - race.adult) / 5));
      }
      const words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
      const at = /\b(\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/.exec((field(r, "formativeEvent") as { value: string }).value)!;
      const then = /\d/.test(at[1]!) ? Number(at[1]) : words.indexOf(at[1]!);
      expect(then, `formative event at ${then}, now ${age}`).toBeLessThan(age);
      const role = (field(r, "role") as { value: string }).value.toLowerCase() as keyof typeof SECRETS;
      const secret = (field(r, "secret") as { value: string }).value.toLowerCase();
      expect(
        SECRETS[role].some((s) => secret.startsWith(s.split("{")[0]!.toLowerCase().trim())),
        `${role}: ${secret}`,
      ).toBe(true);
    }
  });

  it("uses modern names in the modern setting", () => {
    const r = generate("character", { seed: "m", options: { setting: "modern" } })[0]!;
    expect(r.name).toMatch(/^[A-Z][a-z]+ [A-Z]\. [A-Z][A-Za-z']+$/);
  });
});
