import { describe, expect, it } from "vitest";
import { changes } from "./audit-tab";

describe("audit changes", () => {
  it("lists only the fields that changed", () => {
    expect(changes({ email: "a@b.c", banned_until: null, is_admin: false }, { email: "a@b.c", banned_until: "2026-12-01", is_admin: false })).toEqual([
      "banned_until: — → 2026-12-01",
    ]);
  });
  it("shows what a deletion removed, and nothing when there is no before or after", () => {
    expect(changes({ email: "a@b.c", items: 3 }, null)).toEqual(["email: a@b.c", "items: 3"]);
    expect(changes(null, null)).toEqual([]);
    expect(changes(null, { merged_into: "x" })).toEqual(["merged_into: — → x"]);
  });
});
