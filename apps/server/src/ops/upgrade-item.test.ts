import { generate, generatorFor } from "@worldloom/generators";
import { describe, expect, it } from "vitest";
import { planUpgrade, type UpgradeSource } from "./upgrade-item.js";

const current = generatorFor("location").version;

function saved(seed: string, over: Partial<UpgradeSource> = {}): UpgradeSource {
  const r = generate("location", { seed })[0]!;
  const data = JSON.parse(JSON.stringify({ ...r, version: current - 1 })) as Record<string, unknown>;
  return {
    id: "i1",
    kind: "location",
    name: r.name,
    summary: r.summary,
    data,
    seed,
    generator_version: current - 1,
    dataEdited: false,
    ...over,
  };
}

describe("planUpgrade", () => {
  it("changes only the version when the item is already what the current generator makes", () => {
    const p = planUpgrade(saved("same"));
    expect(p.error).toBeUndefined();
    expect(p.changes).toEqual([
      {
        part: "version",
        label: "Generator version",
        before: String(current - 1),
        after: String(current),
      },
    ]);
    expect(p.next!.generator_version).toBe(current);
    expect(p.next!.data.version).toBe(current);
  });

  it("keeps an edited summary and edited sections, rewrites the generator's own", () => {
    const base = saved("prose");
    const oldSections = [{ title: "Old", markdown: "Old text." }];
    const own = planUpgrade({
      ...base,
      summary: "Old generated.",
      data: { ...base.data, summary: "Old generated.", sections: oldSections },
    });
    expect(own.changes.map((c) => c.part)).toEqual(["version", "summary", "sections"]);
    const edited = planUpgrade({
      ...base,
      summary: "Mine.",
      dataEdited: true,
      data: { ...base.data, summary: "Old generated.", sections: oldSections },
    });
    expect(edited.changes.map((c) => c.part)).toEqual(["version"]);
    expect(edited.next!.summary).toBe("Mine.");
    expect(edited.next!.data.sections).toEqual(oldSections);
  });

  it("keeps fields the new version no longer makes, and moves only the version of a seedless item", () => {
    const base = saved("extra");
    const fields = [
      ...(base.data.fields as unknown[]),
      {
        key: "retired",
        label: "Retired",
        value: { type: "text", value: "kept" },
      },
    ];
    const p = planUpgrade({ ...base, data: { ...base.data, fields } });
    expect(p.error).toBeUndefined();
    expect((p.next!.data.fields as { key: string }[]).some((f) => f.key === "retired")).toBe(true);
    const seedless = planUpgrade({ ...base, seed: null });
    expect(seedless.changes.map((c) => c.part)).toEqual(["version"]);
    expect(seedless.next!.data.fields).toEqual(base.data.fields);
  });

  it("says why an item cannot be upgraded", () => {
    expect(planUpgrade({ ...saved("x"), kind: "no-such-kind" }).error).toMatch(/no generator/);
    expect(
      planUpgrade({
        ...saved("y"),
        data: { ...saved("y").data, options: { setting: "nowhere-at-all" } },
      }).error,
    ).toMatch(/cannot remake it/);
  });
});
