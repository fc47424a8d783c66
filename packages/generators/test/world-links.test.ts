// World awareness per kind: given a world holding a saved entity of every kind, each kind links
// to the saved entities docs/generators.md names for it (by id) instead of inventing them.
import { describe, expect, it } from "vitest";
import { generate, KIND_IDS, type KindId, type World } from "../src/index.js";

const world: World = { entities: KIND_IDS.map((kind) => ({ id: `${kind}-1`, kind, name: `Saved ${kind.replace("-", " ")}`, data: {} })) };

// kind → the saved kinds it must link to (at least one of them in every result).
const EXPECTED: Partial<Record<KindId, readonly KindId[]>> = {
  faction: ["character", "location", "faction"],
  government: ["character", "location", "faction"],
  religion: ["government"],
  event: ["location", "calendar"],
  bloodline: ["character", "location", "bloodline"],
  curse: ["character"],
  item: ["character"],
  "life-skills": ["faction"],
  tattoo: ["heritage"],
  monster: ["location"],
  jewelry: ["character"],
  material: ["location"],
  "magic-system": ["race", "religion"],
  game: ["location"],
  element: ["religion"],
  skill: ["class"],
  consumable: ["location"],
  class: ["faction", "location"],
};

describe.each(Object.entries(EXPECTED))("%s in a world", (kind, kinds) => {
  it(`links to the saved ${kinds.join(" / ")}`, () => {
    for (let i = 0; i < 20; i++) {
      const r = generate(kind as KindId, { seed: `world${i}`, world })[0]!;
      const ids = r.links.map((l) => l.id).filter((id): id is string => id !== undefined);
      expect(
        ids.some((id) => kinds.some((k) => id === `${k}-1`)),
        `${kind} seed world${i} links ${JSON.stringify(r.links)}`,
      ).toBe(true);
      for (const l of r.links) if (l.id) expect(world.entities.find((e) => e.id === l.id)?.name).toBe(l.name);
      // The saved name appears in the text the reader sees, not only in the link list.
      const shown = JSON.stringify([r.fields, r.sections]);
      expect(r.links.filter((l) => l.id && kinds.includes(l.kind)).some((l) => shown.includes(l.name))).toBe(true);
    }
  });

  it("is unchanged without a world when it draws nothing from one", () => {
    const a = generate(kind as KindId, { seed: "no-world" })[0]!;
    const b = generate(kind as KindId, { seed: "no-world", world: { entities: [] } })[0]!;
    expect(b).toEqual(a);
    expect(a.links.every((l) => l.id === undefined)).toBe(true);
  });
});

describe("monster legend", () => {
  // Since monster v11 the legend's teller belongs to the setting, not to the habitat pasted in
  // ("An old ballad about the cellars of a burned keep", struck in packages/generators/reading/monster.md, Reading 2):
  // without a saved place the legend names no place at all, and with one it is told there.
  it("names no place when the world has none, and does not paste the habitat into its teller", () => {
    for (let i = 0; i < 300; i++) {
      const r = generate("monster", { seed: `leg${i}` })[0]!;
      const habitat = (r.fields.find((f) => f.key === "habitat")!.value as { value: string }).value.toLowerCase();
      const legend = (r.fields.find((f) => f.key === "legend")!.value as { value: string }).value.toLowerCase();
      expect(legend).not.toContain(habitat);
      expect(legend).not.toMatch(/^in /);
    }
  });
});
