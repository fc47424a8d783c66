// Technology specifics: the tech-level option picks devices of that level; a saved character is the
// inventor; the archetype (level × category) decides era and device, and the device's own facts
// decide function, principle, power, limits and danger, so a windmill never fouls the air, a
// semaphore never runs on a horse and a price is in the setting's coin.
import { describe, expect, it } from "vitest";
import { generate, SETTINGS, type World } from "../../index.js";
import { ARCHETYPES, factsOf, powersOf } from "./archetypes.js";

const textOf = (r: ReturnType<typeof generate>[number], key: string): string => {
  const v = r.fields.find((f) => f.key === key)?.value;
  return v?.type === "text" ? v.value : "";
};

describe("technology", () => {
  it("follows the tech level option, or the setting when asked", () => {
    for (let i = 0; i < 20; i++) {
      const r = generate("technology", { seed: `l${i}`, options: { level: "futuristic", setting: "high-fantasy" } })[0]!;
      expect(r.fields.find((f) => f.key === "era")?.value).toMatchObject({ meta: "futuristic" });
      const s = generate("technology", { seed: `s${i}`, options: { setting: "steampunk" } })[0]!;
      expect(s.fields.find((f) => f.key === "era")?.value).toMatchObject({ meta: "industrial" });
    }
  });

  it("draws device, force, power and era from its archetype, and early devices do early work", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 300; i++) {
        const r = generate("technology", { seed: `t${i}`, options: { setting } })[0]!;
        const id = (r.fields.find((f) => f.key === "archetype")!.value.meta as { id: string }).id;
        const a = ARCHETYPES.find((x) => x.id === id)!;
        const device = textOf(r, "device");
        expect(a.devices).toContain(device);
        expect(textOf(r, "category")).toBe(a.category);
        expect(r.fields.find((f) => f.key === "era")?.value).toMatchObject({ meta: a.level });
        const f = factsOf(device);
        expect(powersOf(device).map((p) => p.charAt(0).toUpperCase() + p.slice(1))).toContain(textOf(r, "power"));
        expect(textOf(r, "principle")).toBe(f.how);
        expect(textOf(r, "dangers")).toBe(f.danger);
        expect(textOf(r, "limits")).toBe(f.limits.join(" "));
        expect(textOf(r, "function").toLowerCase()).toContain(f.does.toLowerCase());
        expect(textOf(r, "era")).not.toMatch(/\(|technology/);
        expect(r.fields.some((x) => x.key === "language")).toBe(false);
        if (a.level === "primitive" || a.level === "medieval") {
          expect(textOf(r, "power")).not.toMatch(/electric|steam|fusion/i);
          expect(r.name).not.toMatch(/Mark \d/);
        }
        if (device === "tide table" || device === "astrolabe") expect(textOf(r, "power")).not.toMatch(/horses|oxen/i);
        if (device === "semaphore tower") expect(textOf(r, "power")).not.toMatch(/horse/i);
        if (device === "windmill") expect(r.fields.map((x) => JSON.stringify(x.value)).join(" ")).not.toMatch(/fouls the air/);
      }
  });

  it("prices in the setting's coin, with the right plural", () => {
    const coin: Record<string, RegExp> = {
      "high-fantasy": /gold crowns?\b/,
      "dark-fantasy": /silver marks?\b/,
      "science-fiction": /credits?\b/,
      modern: /dollars?\b/,
      steampunk: /shillings?\b/,
      "post-apocalyptic": /bottle caps?\b/,
      mythic: /drachmae?\b/,
    };
    for (const setting of SETTINGS)
      for (let i = 0; i < 100; i++) {
        const r = generate("technology", { seed: `c${i}`, options: { setting } })[0]!;
        const cost = r.fields.find((f) => f.key === "cost")!.value;
        expect(cost.type === "number" ? cost.text : "").toMatch(coin[setting]!);
        if (cost.type === "number" && cost.value === 1) expect(cost.text).not.toMatch(/^1 \w+s /);
      }
  });

  it("has facts for every device of every archetype", () => {
    for (const a of ARCHETYPES) for (const d of a.devices) expect(() => factsOf(d)).not.toThrow();
  });

  it("credits a saved character as the inventor", () => {
    const world: World = { entities: [{ id: "char-1", kind: "character", name: "Maren Holloway", data: {} }] };
    const r = generate("technology", { seed: "w", world })[0]!;
    const v = r.fields.find((f) => f.key === "inventor")?.value;
    expect(v?.type === "link" ? v.link : undefined).toEqual({ kind: "character", name: "Maren Holloway", id: "char-1" });
    expect(r.name).toContain("Holloway");
  });
});
