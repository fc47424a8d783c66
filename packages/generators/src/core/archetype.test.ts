// Archetypes narrow themselves to locked fields, and say which lock none of them can meet.
import { describe, expect, it } from "vitest";
import { archetypeField, archetypeOf, type Archetype } from "./archetype.js";
import { defineGenerator } from "./define.js";
import { toSeed } from "./rng.js";

interface Beast extends Archetype {
  readonly sizes: readonly string[];
}
const TABLE: readonly Beast[] = [
  { id: "giant", label: "Giant", sizes: ["huge", "gargantuan"] },
  { id: "sprite", label: "Sprite", sizes: ["tiny"] },
  { id: "wolf", label: "Wolf", sizes: ["medium", "large"] },
];

const beast = defineGenerator({
  kind: "monster",
  version: 1,
  options: {},
  requiredFields: ["name"],
  fields: [
    archetypeField<Beast, object>({ table: () => TABLE, fits: { size: (a, v) => v.type === "text" && a.sizes.includes(v.value) } }),
    { key: "size", label: "Size", generate: (ctx) => ({ type: "text", value: ctx.rng.pick(archetypeOf(ctx, TABLE).sizes) }) },
    { key: "name", label: "Name", generate: (ctx) => ({ type: "text", value: `The ${ctx.text("size")} ${ctx.text("archetype")}` }) },
  ],
  compose: (ctx) => ({ name: ctx.text("name"), summary: "A beast.", sections: [], tags: [] }),
});

describe("archetype field", () => {
  it("draws every archetype without locks, and only fitting ones under a lock", () => {
    const free = new Set<string>();
    for (let i = 0; i < 60; i++) free.add(beast.generate({ seed: toSeed(`a${i}`) }).name.split(" ")[2] ?? "");
    expect(free).toEqual(new Set(["Giant", "Sprite", "Wolf"]));
    for (let i = 0; i < 60; i++) {
      const r = beast.generate({ seed: toSeed(`b${i}`), locks: { size: { type: "text", value: "tiny" } } });
      expect(r.name).toBe("The tiny Sprite");
    }
  });

  it("names the lock no archetype can meet, and still answers", () => {
    const r = beast.generate({ seed: toSeed("c"), locks: { size: { type: "text", value: "colossal" } } });
    expect(r.fields.find((f) => f.key === "archetype")!.value.meta).toMatchObject({ unmet: ["size"] });
  });
});
