import { describe, expect, it } from "vitest";
import { copyName } from "./duplicate-items";
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

describe("copyName", () => {
  it("keeps names within 200 characters", () => {
    expect(copyName("Key")).toBe("Key (copy)");
    const long = copyName("x".repeat(200));
    expect(long).toHaveLength(200);
    expect(long.endsWith(" (copy)")).toBe(true);
  });
});

describe("restorePatch", () => {
  it("restores content only: never visibility, universe, trash or ids", () => {
    const snap = {
      id: "a",
      name: "Old",
      summary: "S",
      data: { fields: [] },
      tags: ["t"],
      notes: null,
      visibility: "public",
      universe_id: "w",
      deleted_at: null,
      updated_at: "t",
    };
    expect(restorePatch(snap)).toEqual({ name: "Old", summary: "S", data: { fields: [] }, tags: ["t"], notes: "" });
  });
  it("leaves a column the old version did not have as it is", () => {
    expect(restorePatch({ name: "Old", summary: "", data: {}, tags: [] })).toEqual({ name: "Old", summary: "", data: {}, tags: [] });
  });
});
