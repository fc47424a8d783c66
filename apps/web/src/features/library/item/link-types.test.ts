import { describe, expect, it } from "vitest";
import { inversePhrase, LINK_TYPES } from "./link-types";

describe("link types", () => {
  it("reads every type from the other end", () => {
    expect(inversePhrase("rules")).toBe("ruled by");
    expect(inversePhrase("parent of")).toBe("child of");
    expect(inversePhrase("allied with")).toBe("allied with");
    for (const t of LINK_TYPES) expect(inversePhrase(t)).not.toMatch(/^\(/);
  });
  it("matches the database's list of types", async () => {
    const { existsSync, readFileSync } = await import("node:fs");
    const { dirname, join } = await import("node:path");
    // Walk up from the working directory (the repo or apps/web) to the migrations folder.
    let dir = process.cwd();
    while (!existsSync(join(dir, "supabase/migrations")) && dirname(dir) !== dir) dir = dirname(dir);
    const sql = readFileSync(join(dir, "supabase/migrations/20261122008200_item_notes_links.sql"), "utf8");
    const listed = [...sql.slice(sql.indexOf("type in ("), sql.indexOf("))")).matchAll(/'([a-z ]+)'/g)].map((m) => m[1]);
    expect(listed).toEqual([...LINK_TYPES]);
  });
});
