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

describe("readBundle with maps", () => {
  const LAYER = "44444444-4444-4444-8444-444444444444";
  const SELF = "22222222-2222-4222-8222-222222222222";
  const region = [
    [0, 0],
    [50, 0],
    [50, 50],
  ];
  const mapDoc = (extra: Record<string, unknown> = {}) => ({
    ref: "m1",
    id: SELF,
    tool: "map",
    title: "The world",
    data: { width: 1000, height: 800 },
    layers: [{ id: LAYER, name: "Political" }],
    features: [
      { kind: "pin", geometry: [10, 20], label: "Harbour", layer_id: LAYER },
      { kind: "region", geometry: region, label: "Vale" },
    ],
    ...extra,
  });
  const read = (stories: unknown[]) => {
    const bundle = { format: "worldloom-bundle", version: 2, items: [{ ref: "i1", kind: "location", name: "Port" }], stories };
    return readBundle(text(bundle), text(bundle).length);
  };
  const lines = (stories: unknown[]) => {
    const r = read(stories);
    return r.ok ? [] : r.problems.map(problemLine);
  };

  it("reads a map's layers and features with the defaults filled in", () => {
    const r = read([mapDoc()]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.bundle.stories[0]!.layers).toEqual([{ id: LAYER, name: "Political", secret: false, hidden_by_default: false }]);
    expect(r.bundle.stories[0]!.features[0]).toEqual({
      kind: "pin",
      geometry: [10, 20],
      label: "Harbour",
      layer_id: LAYER,
      note: "",
      icon: "",
      color: null,
      style: {},
      group_name: "",
      link_item_id: null,
      link_document_id: null,
      secret: false,
    });
    // A document of another tool has none.
    const story = read([{ ref: "s", tool: "story", title: "Tale" }]);
    expect(story.ok && story.bundle.stories[0]).toMatchObject({ layers: [], features: [] });
  });

  it("names each bad layer and feature of a map, in the database's words, and nothing passes", () => {
    const r = read([
      mapDoc({
        layers: [{ id: LAYER, name: "Political" }, { name: " " }, { id: LAYER, name: "Twice" }],
        features: [
          { kind: "pin", geometry: [1200, 10], label: "Far" },
          { kind: "region", geometry: region.slice(0, 2), label: "Thin" },
          { kind: "pin", geometry: [1, 1], layer_id: "66666666-6666-4666-8666-666666666666" },
          { kind: "pin", geometry: [1, 1], label: "Loop", link_document_id: SELF },
          { kind: "pin", geometry: [1, 1], label: "x".repeat(121), color: "red", icon: "Big Icon" },
          { kind: "star", geometry: [1, 1] },
          { kind: "path", geometry: [[1, 1], "no"] },
          "not a feature",
        ],
      }),
    ]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toBe("Some entries of this bundle cannot be imported. Nothing has been written: fix them in the file and try again.");
    expect(r.problems).toHaveLength(1);
    expect(problemLine(r.problems[0]!).split("; ")).toEqual([
      "Story document 1 “The world”: layer 2: a layer's name is empty",
      "layer 3 “Twice”: its id is used by an earlier layer",
      "feature 1 “Far”: the point (1200, 10) lies outside the map, which is 1,000 × 800 px",
      "feature 2 “Thin”: a region needs at least 3 points (this one has 2)",
      "feature 3: its layer is not one of this map's layers",
      "feature 4 “Loop”: it opens the map it is on",
      `feature 5 “${"x".repeat(60)}”: its label is longer than 120 characters, its icon is not a name of up to 40 lower-case letters, digits and dashes, its colour is not a #rrggbb colour`,
      "and 3 more bad features",
    ]);
  });

  it("refuses features on a map without a size, rows on a document that is not a map, and a map's data the database refuses", () => {
    expect(lines([mapDoc({ data: {} })])).toEqual([
      "Story document 1 “The world”: feature 1 “Harbour”: the map has no size, so it cannot hold pins, regions or paths; feature 2 “Vale”: the map has no size, so it cannot hold pins, regions or paths",
    ]);
    expect(lines([mapDoc({ tool: "timeline" })])).toEqual(["Story document 1 “The world”: only a map has layers and features"]);
    expect(lines([mapDoc({ data: { width: 1000, height: 800, gm_notes: "x" } })])).toEqual([
      "Story document 1 “The world”: a map's data has no field “gm_notes”: it holds width, height, image, generated, scale, view",
    ]);
    expect(lines([mapDoc({ data: { width: 40000, height: 800 } })])).toEqual([
      "Story document 1 “The world”: a map is 1 to 16,000 px a side; this one is 40,000 × 800 px",
    ]);
    expect(lines([mapDoc({ features: "lots" })])).toEqual(["Story document 1 “The world”: its features must be a list"]);
    expect(lines([mapDoc({ features: Array.from({ length: 10_001 }, () => ({ kind: "pin", geometry: [1, 1] })) })])).toEqual([
      "Story document 1 “The world”: a map has at most 10,000 pins, regions and paths (this one has 10,001)",
    ]);
  });

  it("says a map too large for one import is too large, with how many pins fit", () => {
    const features = Array.from({ length: 6000 }, (_, i) => ({ kind: "pin", geometry: [i % 1000, 5], label: `Pin number ${i}`, note: "n".repeat(100) }));
    expect(lines([mapDoc({ features })])).toEqual([
      "Story document 1 “The world”: it is too large to import (more than 900 KB); a map of up to about 4,000 pins fits",
    ]);
  });
});
