// Tradition specifics: the type option holds, and a saved place and people are used.
import { describe, expect, it } from "vitest";
import { generate, type World } from "../../index.js";

describe("tradition", () => {
  it("keeps the chosen type and lists at least three steps", () => {
    for (let i = 0; i < 20; i++) {
      const r = generate("tradition", { seed: `t${i}`, options: { type: "mourning custom" } })[0]!;
      expect(r.fields.find((f) => f.key === "type")?.value).toMatchObject({ value: "mourning custom" });
      const steps = r.fields.find((f) => f.key === "steps")?.value;
      expect(steps?.type === "list" ? steps.items.length : 0).toBeGreaterThanOrEqual(3);
    }
  });

  it("belongs to a saved people in a saved place", () => {
    const world: World = {
      entities: [
        { id: "loc-1", kind: "location", name: "Harrowgate", data: {} },
        { id: "race-1", kind: "race", name: "Skerrow", data: {} },
      ],
    };
    const r = generate("tradition", { seed: "w", world })[0]!;
    const c = r.fields.find((f) => f.key === "culture")?.value;
    expect(c?.type === "link" ? c.link : undefined).toEqual({ kind: "race", name: "Skerrow", id: "race-1" });
    expect(r.name).toContain("Harrowgate");
  });
});
