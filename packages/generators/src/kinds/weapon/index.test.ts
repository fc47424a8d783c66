// Weapon specifics: saved characters become wielders, options shape the result, rarity scales damage.
import { describe, expect, it } from "vitest";
import { generate, SETTINGS, type World } from "../../index.js";
import { PHB_WEAPONS, tableWeapon } from "../../stats/phb.js";

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

  it("takes the Player's Handbook's dice for standard weapons", () => {
    expect(tableWeapon("longsword")).toMatchObject({ dice: "1d8", versatile: "1d10", damageType: "slashing" });
    expect(tableWeapon("notched bastard sword")).toMatchObject({ dice: "1d8", versatile: "1d10" });
    expect(tableWeapon("boar spear")).toMatchObject({ dice: "1d6", versatile: "1d8", damageType: "piercing" });
    expect(tableWeapon("misericorde")).toMatchObject({ dice: "1d4" });
    expect(tableWeapon("greatsword")).toMatchObject({ dice: "2d6" });
    expect(tableWeapon("halberd")).toMatchObject({ dice: "1d10" });
    expect(tableWeapon("hand crossbow")).toMatchObject({ dice: "1d6" });
    expect(tableWeapon("speargun")).toBeUndefined();
  });

  it("shows those dice in its damage field and its 5e block (500 seeds per setting)", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 500; i++) {
        const r = generate("weapon", { seed: `phb${i}`, options: { setting, stats: "5e" } })[0]!;
        const noun = (field(r, "type") as { value: string }).value;
        const damage = (field(r, "damage") as { value: string }).value;
        const block = r.statBlock as unknown as { dice: string; properties: readonly string[] };
        const t = tableWeapon(noun);
        if (!t) continue;
        expect(Object.values(PHB_WEAPONS)).toContain(t);
        expect(damage, `${setting} ${noun}`).toMatch(new RegExp(`, ${t.dice}( \\+ \\d)?$`));
        expect(block.dice, `${setting} ${noun}`).toBe(t.dice);
        if (t.versatile) expect(block.properties).toContain(`versatile (${t.versatile})`);
      }
  });
});
