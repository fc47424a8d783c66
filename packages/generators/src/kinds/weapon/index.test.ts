// Weapon specifics: saved characters become wielders, options shape the result, rarity scales damage.
import { describe, expect, it } from "vitest";
import { generate, type World } from "../../index.js";

const world: World = { entities: [{ id: "char-1", kind: "character", name: "Maren Holloway", data: {} }] };

function field(r: ReturnType<typeof generate>[number], key: string) {
  return r.fields.find((f) => f.key === key)?.value;
}

describe("weapon", () => {
  it("links its wielders to the user's saved character", () => {
    const r = generate("weapon", { seed: "w1", world })[0]!;
    const w = field(r, "wielders");
    expect(w?.type).toBe("links");
    if (w?.type === "links") expect(w.links[0]).toEqual({ kind: "character", name: "Maren Holloway", id: "char-1" });
    expect(r.sections.find((s) => s.title === "History")?.markdown).toContain("Maren Holloway");
  });

  it("honours the type and rarity options", () => {
    for (let i = 0; i < 40; i++) {
      const r = generate("weapon", { seed: `r${i}`, options: { type: "ranged", rarity: "legendary", setting: "high-fantasy" } })[0]!;
      expect(["longbow", "crossbow", "sling", "set of throwing knives"]).toContain(
        field(r, "type")?.type === "text" ? (field(r, "type") as { value: string }).value : "",
      );
      expect(field(r, "rarity")).toMatchObject({ value: "legendary" });
      expect((field(r, "damage") as { value: string }).value).toMatch(/\+ 3$/);
    }
  });

  it("draws science-fiction arms in a science-fiction setting", () => {
    const r = generate("weapon", { seed: "sf", options: { setting: "science-fiction", type: "ranged" } })[0]!;
    expect(["coil rifle", "pulse pistol", "flechette carbine"]).toContain((field(r, "type") as { value: string }).value);
  });
});
