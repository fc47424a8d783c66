// Prophecy specifics: a three-line verse, a date in the world's calendar, and a saved seer.
import { describe, expect, it } from "vitest";
import { generate, type World } from "../../index.js";

describe("prophecy", () => {
  it("gives a three-line verse and a dated utterance", () => {
    for (let i = 0; i < 20; i++) {
      const r = generate("prophecy", { seed: `p${i}` })[0]!;
      const verse = r.fields.find((f) => f.key === "verse")?.value;
      expect(verse?.type === "text" ? verse.value.split("\n").length : 0).toBe(3);
      const given = r.fields.find((f) => f.key === "given")?.value;
      expect(given?.type).toBe("date");
      if (given?.type === "date") expect(given.date.year).toBeGreaterThanOrEqual(1);
    }
  });

  it("names a saved character as the seer", () => {
    const world: World = { entities: [{ id: "char-1", kind: "character", name: "Maren Holloway", data: {} }] };
    const r = generate("prophecy", { seed: "w", world })[0]!;
    const v = r.fields.find((f) => f.key === "seer")?.value;
    expect(v?.type === "link" ? v.link : undefined).toEqual({ kind: "character", name: "Maren Holloway", id: "char-1" });
  });
});
