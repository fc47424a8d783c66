// Heritage specifics: a saved place becomes the homeland and saved characters the ancestors.
import { describe, expect, it } from "vitest";
import { generate, type World } from "../../index.js";

describe("heritage", () => {
  it("roots the people in a saved place with saved ancestors", () => {
    const world: World = {
      entities: [
        { id: "loc-1", kind: "location", name: "Harrowgate", data: {} },
        { id: "char-1", kind: "character", name: "Maren Holloway", data: {} },
      ],
    };
    const r = generate("heritage", { seed: "w", world })[0]!;
    const home = r.fields.find((f) => f.key === "homeland")?.value;
    expect(home?.type === "link" ? home.link : undefined).toEqual({ kind: "location", name: "Harrowgate", id: "loc-1" });
    const anc = r.fields.find((f) => f.key === "ancestors")?.value;
    expect(anc?.type === "links" ? anc.links.map((l) => l.name) : []).toContain("Maren Holloway");
    expect(r.sections[0]?.markdown).toContain("Harrowgate");
  });
});
