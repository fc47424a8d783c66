// Coherence of the consumable kind: the archetype decides type, effects, onset and duration (a
// poison that stops the heart never wears off in an hour); rarity decides the price band and how
// far along the archetype's durations a dose lasts; prices agree in number ("1 gold crown");
// setting and tone change the content; locks keep rerolled fields consistent.
import { describe, expect, it } from "vitest";
import { PRICE_BAND, RARITY, type Rarity } from "../../src/kinds/consumable/words.js";
import { ARCHETYPES, ONSET } from "../../src/kinds/consumable/archetypes.js";
import { durationRange } from "../../src/kinds/consumable/index.js";
import { formOf, LOOKS, NOUN_LOOK } from "../../src/kinds/consumable/forms.js";
import { SETTINGS } from "../../src/index.js";
import { expectSettingChangesMost, expectToneChangesProse, field, run, SEEDS, text } from "./bank-checks.js";

const price = (r: ReturnType<typeof run>): number => {
  const v = field(r, "price");
  return v.type === "number" ? v.value : NaN;
};

describe("consumable coherence", () => {
  it("the name's noun, the look, the container and the measure agree; the prose never restates a field behind 'also'", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 300; i++) {
        const r = run("consumable", i, { setting });
        const noun = r.name.split(" ").slice(-1)[0] ?? "";
        const form = formOf(r.name, text(r, "type") as never);
        const look = text(r, "tasteAndLook");
        const bodies = [NOUN_LOOK[noun], ...LOOKS[form]].filter((b): b is string => b !== undefined).map((b) => b.split("{colour}")[1]!.trim().split(" ")[0]!);
        expect(
          bodies.some((b) => look.includes(b)),
          `${r.name}: ${look}`,
        ).toBe(true);
        if (noun === "Spray") expect(look).not.toMatch(/poultice|paste|tin\b|jar\b/);
        const trade = r.sections.map((x) => x.markdown).join(" ");
        const vessel = /\bin an? (?:[\w-]+ )*?([\w-]+),/.exec(look)?.[1];
        if (vessel) expect(trade, `${look} / ${trade}`).toMatch(new RegExp(`\\b[Aa]n? ${vessel} `));
        expect(trade).not.toMatch(/\b(?:also|Beyond that|On top of that|a little over|close to)\b/);
        expect(trade).not.toMatch(/^From /m);
      }
  });

  it("prices fall in the rarity's band, so a rarer dose always costs more than a commoner one", () => {
    const top = new Map<Rarity, number>();
    const bottom = new Map<Rarity, number>();
    for (let i = 0; i < SEEDS; i++) {
      const r = run("consumable", i);
      const rarity = text(r, "rarity") as Rarity;
      expect(RARITY).toContain(rarity);
      const [lo, hi] = PRICE_BAND[rarity];
      expect(price(r)).toBeGreaterThanOrEqual(lo);
      expect(price(r)).toBeLessThanOrEqual(hi);
      top.set(rarity, Math.max(top.get(rarity) ?? 0, price(r)));
      bottom.set(rarity, Math.min(bottom.get(rarity) ?? Infinity, price(r)));
    }
    for (let k = 1; k < RARITY.length; k++) expect(bottom.get(RARITY[k]!)!).toBeGreaterThan(top.get(RARITY[k - 1]!)!);
  });

  it("the archetype decides type, effects, onset and duration; rarer doses last longer", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < SEEDS; i++) {
        const r = run("consumable", i, { setting });
        const id = (field(r, "archetype").meta as { id: string }).id;
        const a = ARCHETYPES.find((x) => x.id === id)!;
        expect(a, id).toBeDefined();
        expect(text(r, "type")).toBe(a.type);
        const effects = field(r, "effects");
        if (effects.type !== "list") throw new Error("effects is not a list");
        expect(effects.items).toHaveLength(2);
        for (const e of effects.items) expect(a.effects).toContain(e);
        expect(ONSET[a.onset]).toContain(text(r, "onset"));
        const d = a.durations.indexOf(text(r, "duration"));
        const [lo, hi] = durationRange(a, text(r, "rarity") as Rarity);
        expect(d, `${a.id}: ${text(r, "duration")}`).toBeGreaterThanOrEqual(lo);
        expect(d).toBeLessThanOrEqual(hi);
        const prose = r.sections.map((s) => s.markdown).join(" ") + r.summary;
        expect(prose).not.toMatch(/\b1 (?:gold crowns|silver marks|credits|dollars|shillings|bottle caps|drachmae)\b/);
      }
  });

  it("an onset never contradicts its duration: instant doses are not slow, killing poisons do not wear off", () => {
    for (const a of ARCHETYPES) {
      if (a.effects.some((e) => /stops the heart|killing/.test(e))) for (const d of a.durations) expect(d, a.id).toMatch(/^until|rest of/);
      if (a.onset === "slow") for (const d of a.durations) expect(d, a.id).not.toMatch(/minutes|an hour|night\b/);
      for (const e of a.effects) expect(e, a.id).not.toMatch(/endless|for ever|forever/);
    }
  });

  it("a locked type or duration narrows the archetype", () => {
    const poison = { type: "text", value: "poison", meta: "poison" };
    for (let i = 0; i < 100; i++) expect(text(run("consumable", 3000 + i, {}, { type: poison }), "effects")).toMatch(/./);
    for (let i = 0; i < 100; i++) {
      const r = run("consumable", 3000 + i, {}, { type: poison });
      const id = (field(r, "archetype").meta as { id: string }).id;
      expect(ARCHETYPES.find((x) => x.id === id)!.type).toBe("poison");
    }
    const until = { type: "text", value: "until an antidote is given" };
    for (let i = 0; i < 100; i++) expect((field(run("consumable", 4000 + i, {}, { duration: until }), "archetype").meta as { id: string }).id).toBe("killing");
  });

  it("a locked rarity decides the rerolled price, duration and potency", () => {
    const locked = run("consumable", 7, {}, undefined);
    const rarity = field(locked, "rarity");
    for (let i = 0; i < 100; i++) {
      const r = run("consumable", 1000 + i, {}, { rarity });
      const [lo, hi] = PRICE_BAND[text(locked, "rarity") as Rarity];
      expect(text(r, "rarity")).toBe(text(locked, "rarity"));
      expect(price(r) >= lo && price(r) <= hi).toBe(true);
    }
    const veryRare = { type: "text", value: "very rare", meta: "very rare" };
    for (let i = 0; i < 100; i++) expect(price(run("consumable", 2000 + i, {}, { rarity: veryRare }))).toBeGreaterThanOrEqual(PRICE_BAND["very rare"][0]);
  });

  it("setting changes most text fields and tone changes the prose", () => {
    expectSettingChangesMost("consumable");
    expectToneChangesProse("consumable");
  });
});
