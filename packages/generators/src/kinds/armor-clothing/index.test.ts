// Armour-and-clothing specifics: the type option holds, armour protects more than cloth, saved places are used.
import { describe, expect, it } from "vitest";
import { generate, type World } from "../../index.js";

function text(r: ReturnType<typeof generate>[number], key: string): string {
  const v = r.fields.find((f) => f.key === key)?.value;
  return v?.type === "text" ? v.value : "";
}

describe("armor-clothing", () => {
  it("keeps the chosen type and rates heavy armour above formal wear", () => {
    for (let i = 0; i < 30; i++) {
      const heavy = generate("armor-clothing", { seed: `h${i}`, options: { type: "heavy armour" } })[0]!;
      const formal = generate("armor-clothing", { seed: `f${i}`, options: { type: "formal wear" } })[0]!;
      expect(text(heavy, "type")).toBe("heavy armour");
      expect(text(heavy, "protection")).toMatch(/^(Good|Strong|Exceptional) protection/);
      expect(text(formal, "protection")).toMatch(/^No protection/);
    }
  });

  it("ties its fashion to a saved location", () => {
    const world: World = { entities: [{ id: "loc-1", kind: "location", name: "Harrowgate", data: {} }] };
    const r = generate("armor-clothing", { seed: "w", world })[0]!;
    expect(text(r, "culture")).toContain("Harrowgate");
  });
});
