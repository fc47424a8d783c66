// Lore specifics: the tale runs several paragraphs and links to the user's saved places and people.
import { describe, expect, it } from "vitest";
import { generate, type World } from "../../index.js";

const world: World = {
  entities: [
    { id: "loc-1", kind: "location", name: "Harrowgate", data: {} },
    { id: "char-1", kind: "character", name: "Maren Holloway", data: {} },
  ],
};

describe("lore", () => {
  it("tells the tale in at least four paragraphs", () => {
    for (let i = 0; i < 30; i++) {
      const r = generate("lore", { seed: `t${i}` })[0]!;
      const tale = r.sections.find((s) => s.title === "The tale")?.markdown ?? "";
      expect(tale.split("\n\n").length).toBeGreaterThanOrEqual(4);
    }
  });

  it("sets the tale in a saved location and makes a saved character its hero", () => {
    const r = generate("lore", { seed: "w", world, options: { type: "myth" } })[0]!;
    const figures = r.fields.find((f) => f.key === "figures")?.value;
    expect(figures?.type === "links" ? figures.links[0] : undefined).toEqual({ kind: "character", name: "Maren Holloway", id: "char-1" });
    expect(r.fields.find((f) => f.key === "type")?.value).toMatchObject({ value: "myth" });
    expect(r.sections[0]?.markdown).toContain("Harrowgate");
    expect(r.sections[0]?.markdown).toContain("Maren Holloway");
  });
});
