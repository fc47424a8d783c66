// Faction coherence: the type decides the name word (no "Sisterhood" of type brotherhood), the
// symbol shows what the faction is named for, content follows the setting and the tone.
import { describe, expect, it } from "vitest";
import { SETTINGS } from "../../src/index.js";
import { TYPE_NOUN, TYPES } from "../../src/kinds/faction/words.js";
import { expectSettingsChangeContent, expectToneChangesProse, field, gen, prose, text } from "./family-checks.js";

const nounRe = (n: string) => new RegExp(`(^|\\s)${n}(\\s|,|$)`);

describe("faction coherence", () => {
  it("names each faction with a word of its own type, never another type's (500 seeds per setting)", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 500; i++) {
        const r = gen("faction", `fn${i}`, { setting });
        const type = text(r, "type").toLowerCase() as (typeof TYPES)[number];
        const name = text(r, "name");
        expect(
          TYPE_NOUN[type].some((n) => nounRe(n).test(name)),
          `${type}: ${name}`,
        ).toBe(true);
        for (const other of TYPES)
          if (other !== type) for (const n of TYPE_NOUN[other]) if (!TYPE_NOUN[type].includes(n)) expect(name, `${type}`).not.toMatch(nounRe(n));
        expect(name).not.toMatch(/Sisterhood/);
      }
  });

  it("shows the named thing in the symbol, also when the name is locked and the rest rerolled", () => {
    for (let i = 0; i < 500; i++) {
      const first = gen("faction", `sy${i}`);
      const thing = (field(first, "name").meta as { thing: string }).thing.toLowerCase();
      expect(text(first, "symbol").toLowerCase()).toContain(thing);
      const again = gen("faction", `other${i}`, {}, { name: field(first, "name") });
      expect(text(again, "symbol").toLowerCase()).toContain(thing);
    }
  });

  it("names two different enemies and keeps lords and knights out of science fiction", () => {
    for (let i = 0; i < 500; i++) {
      const r = gen("faction", `sf${i}`, { setting: "science-fiction" });
      const e = field(r, "enemies");
      if (e.type === "links") expect(new Set(e.links.map((l) => l.name.split(" of ")[0])).size).toBe(2);
      expect(prose(r) + text(r, "leader")).not.toMatch(/\b(king|queen|lord|crown|knight|elven|spell|temple|guildhall)s?\b/i);
    }
  });

  it("has no knights or squires among science-fiction ranks, and gives a size its own article", () => {
    for (let i = 0; i < 500; i++) {
      const r = gen("faction", `fr${i}`, { setting: "science-fiction", type: "order" });
      const ranks = field(r, "ranks");
      if (ranks.type === "table") for (const row of ranks.rows) expect(row[1]).not.toMatch(/knight|squire/i);
    }
    for (const setting of SETTINGS)
      for (let i = 0; i < 500; i++) expect(prose(gen("faction", `fs${i}`, { setting }))).not.toMatch(/\b(?:its|Its) (?:a|an|the|tens|two|three|a few) /);
  });

  it("changes most text fields with the setting", () => expectSettingsChangeContent("faction"));
  it("changes the prose with the tone", () => expectToneChangesProse("faction"));
});
