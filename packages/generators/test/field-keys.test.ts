// Renamed field keys: locks given under a field's former key (from an older share link) still apply.
import { describe, expect, it } from "vitest";
import { generate } from "../src/index.js";

describe("former field keys", () => {
  it("applies a lock given under the old kebab-case key to the renamed field", () => {
    const locked = { type: "text" as const, value: "A faint ringing in the ears for a day." };
    const r = generate("consumable", { seed: "fk", locks: { "side-effects": locked } })[0]!;
    expect(r.fields.find((f) => f.key === "sideEffects")?.value).toEqual(locked);
    expect(r.fields.some((f) => f.key === "side-effects")).toBe(false);
    const g = generate("game", { seed: "fk", locks: { "famous-match": { type: "text", value: "The long final of the wet spring." } } })[0]!;
    expect(g.fields.find((f) => f.key === "famousMatch")?.value).toEqual({ type: "text", value: "The long final of the wet spring." });
  });

  it("still refuses a key no version ever had", () => {
    expect(() => generate("consumable", { seed: "fk", locks: { nonsense: { type: "text", value: "x" } } })).toThrow(/Unknown locked field/);
  });
});
