// Inheritance specifics: a saved character becomes the benefactor; rivals never include the benefactor.
import { describe, expect, it } from "vitest";
import { generate, type World } from "../../index.js";

describe("inheritances", () => {
  it("names a saved character as the benefactor", () => {
    const world: World = { entities: [{ id: "char-1", kind: "character", name: "Maren Holloway", data: {} }] };
    const r = generate("inheritances", { seed: "w", world })[0]!;
    const b = r.fields.find((f) => f.key === "benefactor")?.value;
    expect(b?.type === "link" ? b.link : undefined).toEqual({ kind: "character", name: "Maren Holloway", id: "char-1" });
    expect(r.name).toContain("Maren Holloway");
  });

  it("lists at least one rival who is not the benefactor", () => {
    for (let i = 0; i < 50; i++) {
      const r = generate("inheritances", { seed: `r${i}` })[0]!;
      const rivals = r.fields.find((f) => f.key === "rivals")?.value;
      const names = rivals?.type === "links" ? rivals.links.map((l) => l.name) : [];
      expect(names.length).toBeGreaterThan(0);
      expect(names).not.toContain(
        r.fields.find((f) => f.key === "benefactor")?.value.type === "link"
          ? (r.fields.find((f) => f.key === "benefactor")?.value as { link: { name: string } }).link.name
          : "",
      );
    }
  });
});
