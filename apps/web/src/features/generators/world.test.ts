import { describe, expect, it } from "vitest";
import { toLoadedWorld, worldFingerprint, type WorldRow } from "./world";

const row = (id: string, kind: string, name: string, updated_at = "2026-11-01T00:00:00Z"): WorldRow => ({
  id,
  kind,
  name,
  summary: "",
  data: { kind },
  updated_at,
});

describe("the saved world", () => {
  it("turns saved rows into engine entities and leaves out kinds the engine does not know", () => {
    const w = toLoadedWorld([row("1", "race", "Mirefolk"), row("2", "not-a-kind", "Odd"), row("3", "location", "Saltmarsh")]);
    expect(w.world.entities).toEqual([
      { id: "1", kind: "race", name: "Mirefolk", data: { kind: "race" } },
      { id: "3", kind: "location", name: "Saltmarsh", data: { kind: "location" } },
    ]);
    expect([...w.ids]).toEqual(["1", "3"]);
  });

  it("fingerprints what changes results: ids, names, edits and order; an empty world has none", () => {
    const a = [row("1", "race", "Mirefolk"), row("2", "location", "Saltmarsh")];
    const fp = worldFingerprint(a)!;
    expect(fp).toMatch(/^[0-9a-f]{8}$/);
    expect(worldFingerprint([...a])).toBe(fp);
    expect(worldFingerprint([a[1]!, a[0]!])).not.toBe(fp);
    expect(worldFingerprint([row("1", "race", "Marshfolk"), a[1]!])).not.toBe(fp);
    expect(worldFingerprint([row("1", "race", "Mirefolk", "2026-11-02T00:00:00Z"), a[1]!])).not.toBe(fp);
    expect(worldFingerprint([])).toBeUndefined();
    expect(toLoadedWorld([]).fingerprint).toBeUndefined();
  });
});
