import { describe, expect, it } from "vitest";
import { generate, generatorFor } from "@worldloom/generators";
import type { SavedData } from "./api/types";
import { regenerateField, regenInfo } from "./regenerate-field";

describe("regenerate a field", () => {
  const saved = generate("character", { seed: "regen-test" })[0]!;
  const data = saved as unknown as SavedData;
  const key = saved.fields[0]!.key;

  it("gives the field a new value and leaves every other field as saved", () => {
    const seeds = Array.from({ length: 8 }, (_, i) => `fresh-${i}`);
    const v = regenerateField({ kind: "character", data }, key, seeds);
    expect(v).not.toEqual(saved.fields[0]!.value);
    // Re-running with that value locked reproduces the others exactly (they were locked).
    const again = generate("character", { seed: "other", options: saved.options, locks: Object.fromEntries(saved.fields.map((f) => [f.key, f.key === key ? v : f.value])) })[0]!;
    expect(again.fields.map((f) => f.value)).toEqual(saved.fields.map((f) => (f.key === key ? v : f.value)));
  });

  it("refuses a field the item does not have", () => {
    expect(() => regenerateField({ kind: "character", data }, "nope", ["s"])).toThrow("no such field");
  });

  it("says when the saved version differs from the current generator", () => {
    const v = generatorFor("character").version;
    expect(regenInfo({ kind: "character", generator_version: v })).toEqual({ current: v });
    expect(regenInfo({ kind: "character", generator_version: v + 7 })).toEqual({ current: v, savedDiffers: v + 7 });
    expect(regenInfo({ kind: "no-such-kind", generator_version: 1 })).toEqual({});
  });
});
