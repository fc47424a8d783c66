// Technology specifics: the tech-level option picks devices of that level; a saved character is the inventor.
import { describe, expect, it } from "vitest";
import { generate, type World } from "../../index.js";

describe("technology", () => {
  it("follows the tech level option, or the setting when asked", () => {
    for (let i = 0; i < 20; i++) {
      const r = generate("technology", { seed: `l${i}`, options: { level: "futuristic", setting: "high-fantasy" } })[0]!;
      expect(r.fields.find((f) => f.key === "era")?.value).toMatchObject({ meta: "futuristic" });
      const s = generate("technology", { seed: `s${i}`, options: { setting: "steampunk" } })[0]!;
      expect(s.fields.find((f) => f.key === "era")?.value).toMatchObject({ meta: "industrial" });
    }
  });

  it("credits a saved character as the inventor", () => {
    const world: World = { entities: [{ id: "char-1", kind: "character", name: "Maren Holloway", data: {} }] };
    const r = generate("technology", { seed: "w", world })[0]!;
    const v = r.fields.find((f) => f.key === "inventor")?.value;
    expect(v?.type === "link" ? v.link : undefined).toEqual({ kind: "character", name: "Maren Holloway", id: "char-1" });
    expect(r.name).toContain("Holloway");
  });
});
