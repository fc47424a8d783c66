import { describe, expect, it } from "vitest";
import { ARC_TEMPLATE_IDS, parseArc } from "./model";
import { actsFromTemplate, ARC_TEMPLATES } from "./templates";

describe("arc templates", () => {
  it("offers every template the data accepts", () => {
    expect(ARC_TEMPLATES.map((t) => t.id)).toEqual([...ARC_TEMPLATE_IDS]);
  });

  it("gives each template its acts and beats", () => {
    const count = (id: (typeof ARC_TEMPLATE_IDS)[number]) => actsFromTemplate(id).map((a) => a.beats.length);
    expect(count("three-act")).toEqual([3, 3, 2]);
    expect(count("heros-journey")).toEqual([5, 4, 3]);
    expect(count("save-the-cat")).toEqual([5, 7, 3]);
    expect(count("kishotenketsu")).toEqual([1, 1, 1, 1]);
    expect(count("blank")).toEqual([0]);
    expect(actsFromTemplate("save-the-cat")[1]!.beats.map((b) => b.title)).toContain("All is lost");
  });

  it("uses fresh, unique ids and produces data that reads back", () => {
    let n = 0;
    const acts = actsFromTemplate("heros-journey", () => `id${n++}`);
    const ids = acts.flatMap((a) => [a.id, ...a.beats.map((b) => b.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(actsFromTemplate("three-act")[0]!.id).not.toBe(actsFromTemplate("three-act")[0]!.id);
    expect(parseArc({ template: "heros-journey", acts })).toEqual({ ok: true, value: { template: "heros-journey", acts } });
  });
});
