import { describe, expect, it } from "vitest";
import { contentItemKeys } from "./keys";
import type { ListParams } from "./types";

const p: ListParams = { q: "", kind: "", visibility: "", tag: "", sort: "newest", after: "", before: "" };

describe("content item keys", () => {
  it("puts every key under the one ['content_items'] root, so invalidating it refreshes them all", () => {
    const keys = [
      contentItemKeys.mineAll,
      contentItemKeys.mine(p, "u1"),
      contentItemKeys.item("a"),
      contentItemKeys.publicAll,
      contentItemKeys.public({ ...p, kinds: ["character"] }),
      contentItemKeys.linkTargets("u1", "character"),
      contentItemKeys.trash("u1"),
      contentItemKeys.versions("a"),
      contentItemKeys.publicUniverse("v", "a"),
      contentItemKeys.world("u1", null),
      contentItemKeys.dashboardCounts("u1"),
      contentItemKeys.dashboardRecent("u1", "v"),
      contentItemKeys.universesAll,
      contentItemKeys.universesMine("u1"),
      contentItemKeys.storyPicker("u1", "any", "q"),
    ];
    for (const key of keys) expect(key[0]).toBe(contentItemKeys.all[0]);
    expect(new Set(keys.map((k) => JSON.stringify(k))).size).toBe(keys.length);
  });

  it("nests each page under its list's root", () => {
    expect(contentItemKeys.mine(p, "u1").slice(0, 2)).toEqual(contentItemKeys.mineAll);
    expect(contentItemKeys.public({ ...p, kinds: [] }).slice(0, 2)).toEqual(contentItemKeys.publicAll);
    expect(contentItemKeys.universesMine("u1").slice(0, 2)).toEqual(contentItemKeys.universesAll);
  });
});
