import { describe, expect, it } from "vitest";
import { copyName, copyOf } from "./duplicate-items";
import { daysLeft } from "./get-trash";
import { restorePatch } from "./restore-version";

describe("daysLeft", () => {
  const now = Date.parse("2026-11-22T12:00:00Z");
  it("counts whole days until the 30-day purge, never below zero", () => {
    expect(daysLeft("2026-11-22T12:00:00Z", now)).toBe(30);
    expect(daysLeft("2026-11-22T08:00:00Z", now)).toBe(30);
    expect(daysLeft("2026-10-25T12:00:00Z", now)).toBe(2);
    expect(daysLeft("2026-10-23T11:00:00Z", now)).toBe(0);
  });
});

describe("copyOf", () => {
  it("makes a private copy named “(copy)” that keeps content and universe but not identity or likes", () => {
    const row = { id: "a", owner_id: "u", kind: "weapon", name: "Thornbrand", summary: "s", data: { fields: [] }, tags: ["blade"], visibility: "public", seed: "x", generator_version: 2, notes: "n", universe_id: "w", like_count: 7, deleted_at: null, created_at: "t" };
    expect(copyOf(row)).toEqual({ name: "Thornbrand (copy)", visibility: "private", kind: "weapon", summary: "s", data: { fields: [] }, tags: ["blade"], seed: "x", generator_version: 2, notes: "n", universe_id: "w" });
  });
  it("leaves out columns the row does not have, and keeps names within 200 characters", () => {
    expect(copyOf({ kind: "item", name: "Key" })).toEqual({ name: "Key (copy)", visibility: "private", kind: "item" });
    const long = copyName("x".repeat(200));
    expect(long).toHaveLength(200);
    expect(long.endsWith(" (copy)")).toBe(true);
  });
});

describe("restorePatch", () => {
  it("restores content only: never visibility, universe, trash or ids", () => {
    const snap = { id: "a", name: "Old", summary: "S", data: { fields: [] }, tags: ["t"], notes: null, visibility: "public", universe_id: "w", deleted_at: null, updated_at: "t" };
    expect(restorePatch(snap)).toEqual({ name: "Old", summary: "S", data: { fields: [] }, tags: ["t"], notes: "" });
  });
  it("leaves a column the old version did not have as it is", () => {
    expect(restorePatch({ name: "Old", summary: "", data: {}, tags: [] })).toEqual({ name: "Old", summary: "", data: {}, tags: [] });
  });
});
