import { describe, expect, it } from "vitest";
import { generate, generatorFor } from "@worldloom/generators";
import type { SavedData } from "@/data/content-items/types";
import type { ContentRow } from "@/data/content-items/types";
import { fieldChange, proseAfter, regenerateField, regenInfo } from "./regenerate-field";

describe("regenerate a field", () => {
  const saved = generate("character", { seed: "regen-test" })[0]!;
  const data = saved as unknown as SavedData;
  const key = saved.fields[0]!.key;

  it("gives the field a new value and leaves every other field as saved", () => {
    const seeds = Array.from({ length: 8 }, (_, i) => `fresh-${i}`);
    const v = regenerateField({ kind: "character", data }, key, seeds);
    expect(v).not.toEqual(saved.fields[0]!.value);
    // Re-running with that value locked reproduces the others exactly (they were locked).
    const again = generate("character", {
      seed: "other",
      options: saved.options,
      locks: Object.fromEntries(saved.fields.map((f) => [f.key, f.key === key ? v : f.value])),
    })[0]!;
    expect(again.fields.map((f) => f.value)).toEqual(saved.fields.map((f) => (f.key === key ? v : f.value)));
  });

  it("refuses a field the item does not have", () => {
    expect(() => regenerateField({ kind: "character", data }, "nope", ["s"])).toThrow("no such field");
  });

  it("says when the saved version differs from the current generator", () => {
    const v = generatorFor("character").version;
    expect(regenInfo({ kind: "character", generator_version: v })).toEqual({ current: v });
    expect(regenInfo({ kind: "character", generator_version: v + 7 })).toEqual({ current: v, savedDiffers: v + 7 });
    expect(regenInfo({ kind: "no-such-kind", generator_version: 1 })).toEqual({});
  });

  describe("the prose around a changed field", () => {
    const item = { kind: "character", data, seed: "regen-test", generator_version: generatorFor("character").version, summary: saved.summary };
    const secret = saved.fields.find((f) => f.key === "secret")!;
    const changed = (v: string) => saved.fields.map((f) => (f.key === "secret" ? { ...f, value: { type: "text" as const, value: v } } : f));

    it("is rewritten around the new value while it is still the generator's own", () => {
      expect(secret.value.type).toBe("text");
      const old = (secret.value as { value: string }).value.slice(1);
      expect(JSON.stringify(saved.sections)).toContain(old);
      const prose = proseAfter(item, changed("Keeps a stolen crown under the floor"))!;
      expect(prose).toBeDefined();
      expect(JSON.stringify(prose.sections)).toContain("eeps a stolen crown under the floor");
      expect(JSON.stringify(prose)).not.toContain(old);
      expect(prose.sections.map((s) => s.title)).toEqual(saved.sections.map((s) => s.title));
      // Nothing changed: nothing to rewrite.
      expect(proseAfter(item, saved.fields)).toBeUndefined();
    });

    it("keeps prose the user edited, and anything made by another version or without a seed", () => {
      const ownSummary = proseAfter({ ...item, summary: "Mine too." }, changed("Keeps a stolen crown under the floor"))!;
      expect(ownSummary.summary).toBe("Mine too.");
      expect(JSON.stringify(ownSummary.sections)).toContain("eeps a stolen crown under the floor");
      const edited = { ...item, summary: "Mine too.", data: { ...data, sections: [{ title: "Mine", markdown: "My own words." }] } };
      expect(proseAfter(edited, changed("Keeps a stolen crown under the floor"))).toBeUndefined();
      expect(proseAfter({ ...item, generator_version: item.generator_version + 1 }, changed("Keeps a stolen crown under the floor"))).toBeUndefined();
      expect(proseAfter({ ...item, seed: null }, changed("Keeps a stolen crown under the floor"))).toBeUndefined();
    });
  });

  describe("undo of overlapping field edits", () => {
    type Row = Pick<ContentRow, "kind" | "data" | "seed" | "generator_version" | "summary">;
    const row0: Row = { kind: "character", data, seed: "regen-test", generator_version: generatorFor("character").version, summary: saved.summary };
    const apply = (row: Row, c: { change: { data?: unknown; summary?: string } }): Row => ({
      ...row,
      data: (c.change.data ?? row.data) as Row["data"],
      summary: c.change.summary ?? row.summary,
    });
    const text = (v: string) => ({ type: "text" as const, value: v });
    const valueOf = (row: Row, key: string) => (row.data.fields!.find((f) => f.key === key)!.value as { value: string }).value;
    const oldSecret = valueOf(row0, "secret");
    const oldFear = valueOf(row0, "fear");

    it("puts back one field and keeps a later one, with prose that matches both", () => {
      const row1 = apply(row0, fieldChange(row0, "secret", text("Keeps a stolen crown under the floor")));
      const row2 = apply(row1, fieldChange(row1, "fear", text("Deep water")));
      expect(JSON.stringify(row2.data.sections)).toContain("eeps a stolen crown under the floor");
      // Undo of the first edit, pressed after the second: worked out from the item as it is now.
      const undone = apply(row2, fieldChange(row2, "secret", text(oldSecret)));
      expect(valueOf(undone, "secret")).toBe(oldSecret);
      expect(valueOf(undone, "fear")).toBe("Deep water");
      const prose = JSON.stringify(undone.data.sections) + undone.summary;
      expect(prose).toContain(oldSecret.slice(1));
      expect(prose).not.toContain("stolen crown");
      expect(prose.toLowerCase()).toContain("deep water");
      expect(prose.toLowerCase()).not.toContain(oldFear.toLowerCase());
    });

    it("keeps prose written by hand after the edit when the edit is undone", () => {
      const row1 = apply(row0, fieldChange(row0, "secret", text("Keeps a stolen crown under the floor")));
      const mine = [{ title: "Mine", markdown: "Written by hand after the regeneration." }];
      const row2: Row = { ...row1, summary: "My own summary.", data: { ...row1.data, sections: mine } };
      const { change, rewritten } = fieldChange(row2, "secret", text(oldSecret));
      expect(rewritten).toBe(false);
      expect(change.summary).toBeUndefined();
      expect((change.data as Row["data"]).sections).toEqual(mine);
      expect(valueOf(apply(row2, { change }), "secret")).toBe(oldSecret);
    });
  });
});
