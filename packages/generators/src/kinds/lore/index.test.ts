// Lore specifics: the tale runs several paragraphs and links to the user's saved places and people.
import { describe, expect, it } from "vitest";
import { generate, resultToMarkdown, type World } from "../../index.js";
import { CONDITION_LEADS, PRICES } from "./tale.js";

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

  it("settles every bargain it strikes, and prints the tale once in Markdown", () => {
    let bargains = 0;
    for (let i = 0; i < 800; i++) {
      const r = generate("lore", { seed: `p${i}` })[0]!;
      const tale = (r.fields.find((f) => f.key === "tale")!.value as { value: string }).value;
      const lead = CONDITION_LEADS.find((l) => tale.includes(`${l}: `));
      if (lead) {
        bargains++;
        // The condition is followed, in the next paragraph, by the telling of how it was paid.
        const after = tale.slice(tale.indexOf(`${lead}: `));
        const condition = PRICES.find(([c]) => after.startsWith(`${lead}: ${c.split("{")[0]!}`));
        expect(condition, tale).toBeDefined();
        expect(after.split("\n\n").length, tale).toBeGreaterThan(1);
      }
      const md = resultToMarkdown(r);
      expect(md.split(tale.slice(0, 60)).length - 1, "tale printed once").toBe(1);
    }
    expect(bargains).toBeGreaterThan(100);
  });

  it("swaps the hero's sex in the eastern variant instead of repeating it", () => {
    for (let i = 0; i < 800; i++) {
      const r = generate("lore", { seed: `v${i}` })[0]!;
      const variants = (r.fields.find((f) => f.key === "variants")!.value as unknown as { items: string[] }).items.join(" ");
      const tale = (r.fields.find((f) => f.key === "tale")!.value as { value: string }).value;
      if (/ is a woman /.test(variants)) expect(tale, variants).not.toMatch(/\b(She|she|her)\b/);
      if (/ is a man /.test(variants)) expect(tale).toMatch(/\b(She|she)\b/);
    }
  });
});
