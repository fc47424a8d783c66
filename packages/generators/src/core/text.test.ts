import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { floor, floorDiv, mod, round } from "./int.js";
import { agree, PRONOUNS } from "./pronouns.js";
import { fill, TemplateError } from "./template.js";
import { article, joinList, ordinal, formatNumber, plural } from "./text.js";

describe("text helpers", () => {
  it("chooses a or an by sound", () => {
    for (const w of ["apple", "ember", "hour", "honest", "heir", "X-ray", "NPC", "8-foot", "Ogre", "idol"]) expect(article(w)).toBe("an");
    for (const w of ["unicorn", "one", "European", "house", "UFO", "university", "sword", "usual", "ewer", "dragon", "100"]) expect(article(w)).toBe("a");
  });

  it("joins lists, ordinals, plurals and numbers", () => {
    expect(joinList([])).toBe("");
    expect(joinList(["a"])).toBe("a");
    expect(joinList(["a", "b"])).toBe("a and b");
    expect(joinList(["a", "b", "c"], "or")).toBe("a, b or c");
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual(["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"]);
    expect(["sword", "glass", "city", "day", "torch"].map(plural)).toEqual(["swords", "glasses", "cities", "days", "torches"]);
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(-999)).toBe("-999");
  });

  it("agrees verbs with pronouns", () => {
    expect(agree(PRONOUNS.they, "is")).toBe("are");
    expect(agree(PRONOUNS.they, "keeps")).toBe("keep");
    expect(agree(PRONOUNS.they, "carries")).toBe("carry");
    expect(agree(PRONOUNS.they, "watches")).toBe("watch");
    expect(agree(PRONOUNS.she, "keeps")).toBe("keeps");
  });

  it("fills templates with articles, capitals and pronouns", () => {
    expect(fill("{Name} keeps {a:beast} in {their} cellar; {they} {v:is} fond of it.", { name: "ada", beast: "owl" }, PRONOUNS.they)).toBe(
      "Ada keeps an owl in their cellar; they are fond of it.",
    );
    expect(fill("{They} {v:has} {A:thing}.", { thing: "hourglass" }, PRONOUNS.he)).toBe("He has An hourglass.");
  });

  it("throws on an unfilled or unknown token", () => {
    expect(() => fill("{missing}", {})).toThrow(TemplateError);
    expect(() => fill("{they}", {})).toThrow(TemplateError);
    expect(() => fill("{x:y}", { y: "1" })).toThrow(TemplateError);
    expect(() => fill("{a", { a: "1" })).toThrow(TemplateError);
  });

  it("does integer arithmetic without Math", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        expect(floor(x) + 0).toBe(Math.floor(x) + 0);
        expect(round(x) + 0).toBe(Math.floor(x + 0.5) + 0);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 1000 }), (a, b) => {
        expect(floorDiv(a, b)).toBe(Math.floor(a / b));
        expect(mod(a, b)).toBe(a - b * Math.floor(a / b) + 0);
      }),
    );
  });
});
