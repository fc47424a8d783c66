import { describe, expect, it } from "vitest";
import { bumpLikeCount } from "./toggle-like";

describe("bumpLikeCount (the optimistic like)", () => {
  const row = { id: "a", name: "Bran", like_count: 2 };
  const other = { id: "b", name: "Ash", like_count: 0 };

  it("moves the count of the item in a list page, leaving the rest as they were", () => {
    const page = { rows: [row, other], total: 2, totalExact: true, next: null, prev: null };
    const out = bumpLikeCount(page, "a", 1) as typeof page;
    expect(out.rows).toEqual([{ ...row, like_count: 3 }, other]);
    expect(out.rows[1]).toBe(other);
    expect(out.total).toBe(2);
    expect(page.rows[0]!.like_count).toBe(2);
  });

  it("moves a single cached item and rows in a plain array, never below zero", () => {
    expect(bumpLikeCount(row, "a", -1)).toEqual({ ...row, like_count: 1 });
    expect(bumpLikeCount([other], "b", -1)).toEqual([{ ...other, like_count: 0 }]);
  });

  it("leaves unrelated cache entries alone", () => {
    const counts = [{ kind: "character", items: 3 }];
    expect(bumpLikeCount(counts, "a", 1)).toEqual(counts);
    expect(bumpLikeCount(null, "a", 1)).toBeNull();
    expect(bumpLikeCount(other, "a", 1)).toBe(other);
  });
});
