// Name coherence: the pronunciation shown is the pronunciation of the name shown.
import { describe, expect, it } from "vitest";
import { generate } from "../../index.js";

describe("name", () => {
  it.each(["ship", "tavern", "person", "place"])("gives %s names a pronunciation of the very words shown", (nameType) => {
    for (let i = 0; i < 150; i++) {
      const r = generate("name", { seed: `pr${i}`, options: { nameType } })[0]!;
      const v = r.fields.find((f) => f.key === "names")!.value;
      if (v.type !== "table") throw new Error("names is a table");
      for (const [name, ipa, meaning] of v.rows) {
        // One IPA word per written word, and no English translation in the name column.
        expect(ipa!.replace(/^\/|\/$/g, "").split(" ").length, `${name} ${ipa}`).toBe(name!.split(" ").length);
        expect(name).not.toMatch(/\b(The|Luck|Inn|Arms|Rest)\b/);
        if (nameType === "ship" || nameType === "tavern") expect(meaning).toMatch(/known abroad as /);
      }
    }
  });
});
