import { describe, expect, it } from "vitest";
import type { ExportRow } from "@/data/bundle/types";
import { toBundle } from "./build";
import { MAX_BUNDLE_BYTES, MAX_BUNDLE_ITEMS, bundleItemSchema } from "./schema";
import { problemLine, readBundle } from "./validate";

const row = (n: number, extra: Partial<ExportRow> = {}): ExportRow => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  kind: "character",
  name: `Person ${n}`,
  summary: "Someone.",
  data: { fields: [], sections: [] },
  tags: ["a"],
  visibility: "private",
  seed: "s",
  generator_version: 1,
  notes: "",
  universe_id: null,
  created_at: `2026-01-0${n}T00:00:00.000Z`,
  updated_at: `2026-01-0${n}T00:00:00.000Z`,
  ...extra,
});

const text = (v: unknown) => JSON.stringify(v);
const good = () =>
  toBundle(
    [row(1), row(2), row(3, { kind: "location", name: "Port Sable", universe_id: "u-1" })],
    [{ id: "u-1", name: "Isles", description: "", genre: "", cover_color: "#112233", visibility: "private" }],
    [{ from_id: row(1).id, to_id: row(3).id, type: "lives in" }],
  );

describe("readBundle", () => {
  it("accepts what the export makes, unchanged", () => {
    const bundle = good();
    const read = readBundle(text(bundle), text(bundle).length);
    expect(read.ok).toBe(true);
    if (read.ok) expect(read.bundle).toEqual(bundle);
  });

  it("fills defaults for a minimal hand-written item", () => {
    const read = readBundle(text({ format: "worldloom-bundle", version: 1, items: [{ ref: "x", kind: "item", name: "A lamp" }] }), 10);
    expect(read.ok && read.bundle.items[0]).toEqual({
      ref: "x",
      kind: "item",
      name: "A lamp",
      summary: "",
      data: {},
      tags: [],
      visibility: "private",
      seed: null,
      generator_version: null,
      notes: "",
      universe: null,
    });
  });

  it("reports every bad item by position, name and reason, and nothing else passes", () => {
    const bundle = good() as unknown as { items: Record<string, unknown>[] };
    bundle.items[1] = { ...bundle.items[1], name: "   " };
    bundle.items.push({ ref: "i9", kind: "Not A Kind!", name: "Bad Kind", tags: "nope" });
    bundle.items.push({ ref: "i1", kind: "character", name: "Twin" });
    bundle.items.push("just a string" as unknown as Record<string, unknown>);
    const read = readBundle(text(bundle), 100);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.message).toBe("4 of 6 items are not valid. Nothing has been written: fix them in the file (or remove them) and try again.");
    expect(read.problems.map(problemLine)).toEqual([
      "Item 2 “   ”: the name is empty",
      "Item 4 “Bad Kind”: the kind must be a lower-case word like “character”; tags must be a list of words",
      "Item 5 “Twin”: its ref “i1” is used by an earlier item",
      "Item 6: it is not an item (an object with a ref, a kind and a name)",
    ]);
  });

  it("reports links to missing items and items in missing universes", () => {
    const bundle = good() as unknown as { items: Record<string, unknown>[]; links: unknown[] };
    bundle.items[0] = { ...bundle.items[0], universe: "u404" };
    bundle.links.push({ from: "i2", to: "i77", type: "rules" }, { from: "i2", to: "i3", type: "loves" });
    const read = readBundle(text(bundle), 100);
    expect(!read.ok && read.problems.map(problemLine)).toEqual([
      "Item 1 “Person 1”: its universe “u404” is not in the bundle",
      "Link 2: it points to an item that is not in the bundle",
      expect.stringMatching(/^Link 3: the link type must be one of: member of, /),
    ]);
  });

  it("says clearly when the file is not JSON, not a bundle, another version, empty, too large or has too many items", () => {
    const msg = (t: string, bytes = t.length) => {
      const r = readBundle(t, bytes);
      return r.ok ? "ok" : r.message;
    };
    expect(msg("{oops")).toMatch(/^This file is not valid JSON/);
    expect(msg(text({ items: [] }))).toMatch(/not a Worldloom bundle/);
    expect(msg(text({ format: "worldloom-bundle", version: 3, items: [] }))).toMatch(/version 3, made by a newer Worldloom; this app reads version 2/);
    expect(msg(text({ format: "worldloom-bundle", version: "1", items: [] }))).toMatch(/version \("1"\) is not one this app reads/);
    expect(msg(text({ format: "worldloom-bundle", version: 1, items: [] }))).toMatch(/no items/);
    expect(msg(text({ format: "worldloom-bundle", version: 1, items: {} }))).toMatch(/damaged/);
    expect(msg("{}", MAX_BUNDLE_BYTES + 1)).toMatch(/^This file is 10 MB; a bundle can be at most 10 MB/);
    const many = {
      format: "worldloom-bundle",
      version: 1,
      items: Array.from({ length: MAX_BUNDLE_ITEMS + 1 }, (_, i) => ({ ref: `i${i}`, kind: "item", name: "x" })),
    };
    expect(msg(text(many))).toMatch(/5,001 items; one import takes at most 5,000/);
  });
});

describe("bundleItemSchema", () => {
  it("keeps the database's limits", () => {
    const base = { ref: "a", kind: "character", name: "A" };
    expect(bundleItemSchema.safeParse({ ...base, name: "x".repeat(201) }).success).toBe(false);
    expect(bundleItemSchema.safeParse({ ...base, summary: "x".repeat(2001) }).success).toBe(false);
    expect(bundleItemSchema.safeParse({ ...base, tags: Array.from({ length: 51 }, () => "t") }).success).toBe(false);
    expect(bundleItemSchema.safeParse({ ...base, data: [] }).success).toBe(false);
    expect(bundleItemSchema.safeParse({ ...base, visibility: "secret" }).success).toBe(false);
    expect(bundleItemSchema.safeParse({ ...base, generator_version: 0 }).success).toBe(false);
    expect(bundleItemSchema.safeParse({ ...base, created_at: "yesterday" }).success).toBe(false);
    expect(bundleItemSchema.safeParse({ ...base, id: "not-a-uuid" }).success).toBe(false);
    expect(bundleItemSchema.safeParse({ ...base, created_at: "2026-01-01T00:00:00+02:00" }).success).toBe(true);
  });
});

describe("readBundle with story documents", () => {
  const doc = (extra: Record<string, unknown> = {}) => ({ ref: "s1", tool: "story", title: "The Long Tide", ...extra });
  const withStories = (stories: unknown[]) => ({ ...good(), stories });

  it("reads a version-1 bundle (no documents) as before, with no stories", () => {
    const read = readBundle(text({ format: "worldloom-bundle", version: 1, items: [{ ref: "x", kind: "item", name: "A lamp" }] }), 10);
    expect(read.ok && read.bundle.stories).toEqual([]);
    expect(read.ok && read.bundle.items).toHaveLength(1);
  });

  it("accepts documents with defaults filled in, sections and links", () => {
    const bundle = withStories([
      doc({
        sections: [
          { ref: "c", kind: "chapter" },
          { ref: "s", parent: "c", kind: "scene", words: 3 },
        ],
        links: [{ item: "i1" }],
      }),
      doc({ ref: "s2", tool: "relationships", title: "Feuds", data: { relations: [] } }),
    ]);
    const read = readBundle(text(bundle), text(bundle).length);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.bundle.stories[0]).toMatchObject({
      summary: "",
      data: {},
      visibility: "private",
      universe: null,
      links: [{ item: "i1", anchor: "", role: "", note: "", position: 0 }],
    });
    expect(read.bundle.stories[0]!.sections[1]).toMatchObject({ ref: "s", parent: "c", kind: "scene", status: "draft", words: 3, scene_date: "" });
  });

  it("names each bad document: unknown tool, empty title, missing parent, unknown universe, repeated ref", () => {
    const bundle = withStories([
      doc({ tool: "novel" }),
      doc({ ref: "s2", title: "  " }),
      doc({ ref: "s3", title: "Orphans", sections: [{ ref: "x", parent: "nowhere", kind: "scene" }] }),
      doc({ ref: "s4", title: "Lost", universe: "u9" }),
      doc({ ref: "ok", title: "Fine" }),
      doc({ ref: "ok", title: "Twice" }),
    ]);
    const read = readBundle(text(bundle), text(bundle).length);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    const lines = read.problems.map(problemLine);
    expect(lines[0]).toMatch(/^Story document 1 “The Long Tide”: the tool must be one of/);
    expect(lines[1]).toMatch(/^Story document 2: the title is empty|^Story document 2 “ {2}”: the title is empty/);
    expect(lines[2]).toBe("Story document 3 “Orphans”: a section's parent is not in the document");
    expect(lines[3]).toBe("Story document 4 “Lost”: its universe “u9” is not in the bundle");
    expect(lines[4]).toBe("Story document 6 “Twice”: its ref “ok” is used by an earlier story document");
    expect(lines).toHaveLength(5);
  });
});
