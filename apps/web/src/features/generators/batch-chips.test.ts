// Batch chip labels: names alone when they differ; the first differing field when they repeat.
import { describe, expect, it } from "vitest";
import { generate } from "@worldloom/generators";
import { batchLabels } from "./batch-chips";

describe("batchLabels", () => {
  it("uses the names when every name differs", () => {
    const rs = generate("character", { seed: "chips", count: 5 });
    expect(batchLabels(rs)).toEqual(rs.map((r) => r.name));
  });

  it("tells results with one locked name apart by the first field that differs", () => {
    const first = generate("character", { seed: "chips-2" })[0]!;
    const name = first.fields.find((f) => f.key === "name")!.value;
    const rs = generate("character", { seed: "chips-3", count: 10, locks: { name } });
    expect(new Set(rs.map((r) => r.name)).size).toBe(1);
    const labels = batchLabels(rs);
    expect(labels.every((l) => l.startsWith(`${rs[0]!.name} · `))).toBe(true);
    expect(new Set(labels).size).toBe(10);
  });
});
