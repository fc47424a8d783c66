import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { ExportRow, ExportStory } from "@/data/bundle/types";
import { slug, splitBundle, toBundle } from "./build";
import { indexMarkdown, itemMarkdown, itemPaths, markdownZip } from "./markdown";
import { bundleSummary, importButtonLabel, importedMapIds, importedMessage, mapImportNote, mapLinkCount } from "./report";
import { readBundle } from "./validate";

const row = (n: number, extra: Partial<ExportRow> = {}): ExportRow => ({
  id: `id-${n}`,
  kind: "character",
  name: `Person ${n}`,
  summary: `Summary ${n}`,
  data: { fields: [{ key: "age", label: "Age", value: { type: "number", value: 30 + n } }], sections: [{ title: "History", markdown: "Born by the sea." }] },
  tags: ["tag"],
  visibility: "public",
  seed: `seed-${n}`,
  generator_version: 2,
  notes: "",
  universe_id: null,
  created_at: `2026-01-${String(10 - n).padStart(2, "0")}T00:00:00.000Z`,
  updated_at: "2026-02-01T00:00:00.000Z",
  ...extra,
});
const isles = { id: "uni-1", name: "Isles", description: "Wet.", genre: "fantasy", cover_color: "#112233", visibility: "private" as const };

describe("toBundle", () => {
  it("orders items oldest first, gives bundle refs, keeps only used universes and inner links", () => {
    const b = toBundle(
      [row(1, { universe_id: "uni-1" }), row(2), row(3, { universe_id: "uni-1" })],
      [isles, { ...isles, id: "uni-2", name: "Unused" }],
      [
        { from_id: "id-1", to_id: "id-2", type: "rules" },
        { from_id: "id-1", to_id: "id-outside", type: "rules" },
      ],
      new Date("2026-03-01T00:00:00Z"),
    );
    expect(b).toMatchObject({ format: "worldloom-bundle", version: 2, exported_at: "2026-03-01T00:00:00.000Z", app: "Worldloom" });
    expect(b.items.map((i) => [i.ref, i.id, i.universe])).toEqual([
      ["i1", "id-3", "u1"],
      ["i2", "id-2", null],
      ["i3", "id-1", "u1"],
    ]);
    expect(b.universes).toEqual([{ ref: "u1", name: "Isles", description: "Wet.", genre: "fantasy", cover_color: "#112233", visibility: "private" }]);
    expect(b.links).toEqual([{ from: "i3", to: "i2", type: "rules" }]);
  });
});

describe("splitBundle", () => {
  it("cuts a bundle into parts under the size, losing and reordering nothing", () => {
    const b = toBundle(
      Array.from({ length: 9 }, (_, i) => row(i + 1, { notes: "n".repeat(300) })),
      [],
      [{ from_id: "id-1", to_id: "id-2", type: "rules" }],
    );
    const parts = splitBundle(b, 2000);
    expect(parts.length).toBeGreaterThan(2);
    for (const p of parts) expect(p.version).toBe(2);
    expect(parts.flatMap((p) => p.items)).toEqual(b.items);
    expect(parts.flatMap((p) => p.links)).toEqual(b.links);
    expect(splitBundle(b)).toHaveLength(1);
  });

  it("measures parts in UTF-8 bytes, so text in any script stays under the request limit", () => {
    const b = toBundle(
      Array.from({ length: 6 }, (_, i) => row(i + 1, { notes: "龍".repeat(400) })),
      [],
      [],
    );
    const parts = splitBundle(b, 3000);
    for (const p of parts) expect(new TextEncoder().encode(JSON.stringify(p)).length).toBeLessThan(3000 + 200);
    expect(parts.length).toBe(6);
  });
});

describe("slug and paths", () => {
  it("makes safe, unique file names", () => {
    expect(slug("Æthel Wîn / the “Bold”")).toBe("thel-win-the-bold");
    expect(slug("???")).toBe("item");
    const b = toBundle([row(1, { name: "Same" }), row(2, { name: "Same" }), row(3, { name: "Index", kind: "x" })], [], []);
    expect([...itemPaths(b.items).values()]).toEqual(["x/index.md", "character/same.md", "character/same-2.md"]);
  });
});

describe("Markdown export", () => {
  it("writes one file per item plus index.md, each from resultToMarkdown with notes and links", () => {
    const b = toBundle(
      [row(1, { notes: "Secretly a *cat*." }), row(2, { kind: "location", name: "Port Sable" }), row(3, { data: {}, seed: null })],
      [],
      [{ from_id: "id-1", to_id: "id-2", type: "lives in" }],
    );
    const files = unzipSync(markdownZip(b));
    expect(Object.keys(files).sort()).toEqual(["character/person-1.md", "character/person-3.md", "index.md", "location/port-sable.md"]);
    const p1 = strFromU8(files["character/person-1.md"]!);
    expect(p1).toContain("# Person 1\n\n*Summary 1*");
    expect(p1).toContain("- **Age:** 31");
    expect(p1).toContain("## History\n\nBorn by the sea.");
    expect(p1).toContain("<sub>character v2, seed seed-1</sub>");
    expect(p1).toContain("## Notes\n\nSecretly a *cat*.");
    expect(p1).toContain("## Links\n\n- lives in [Port Sable](../location/port-sable.md)");
    expect(strFromU8(files["location/port-sable.md"]!)).toContain("- [Person 1](../character/person-1.md) lives in this");
    // A hand-made item without generator data still reads well.
    expect(strFromU8(files["character/person-3.md"]!)).toMatch(/^# Person 3\n\n\*Summary 3\*\n+Tags: tag\n\n<sub>character<\/sub>\n$/);
    expect(strFromU8(files["index.md"]!)).toBe(indexMarkdown(b, itemPaths(b.items)));
    expect(strFromU8(files["index.md"]!)).toContain("## character (2)\n\n- [Person 1](character/person-1.md) — Summary 1");
  });

  it("survives data in shapes the generators do not know", () => {
    const b = toBundle([row(1, { data: { fields: [{ label: "Odd", value: { type: "mystery" } }, "junk"], sections: [null] } })], [], []);
    expect(itemMarkdown(b.items[0]!, b)).toContain("# Person 1");
  });
});

describe("import preview words", () => {
  it("summarises a bundle and the import button follows the choice", () => {
    const b = toBundle([row(1), row(2), row(3, { kind: "location" })], [isles], [{ from_id: "id-1", to_id: "id-2", type: "rules" }]);
    expect(bundleSummary(b, (k) => `${k}s`)).toBe("3 items (characters: 2, locations: 1), 1 link");
    expect(importButtonLabel(3, 0, "copy")).toBe("Import 3 items");
    expect(importButtonLabel(3, 2, "skip")).toBe("Import 1 item");
    expect(importButtonLabel(3, 2, "replace")).toBe("Import 3 items (replace 2)");
    expect(importButtonLabel(2, 2, "skip")).toBe("Nothing to import");
    expect(importedMessage({ inserted: ["a", "b"], replaced: [{}], skipped: 1 })).toBe("Imported 2 items, replaced 1, skipped 1");
  });
});

describe("toBundle with story documents (version 2)", () => {
  const story = (extra: Partial<ExportStory> = {}): ExportStory => ({
    id: "doc-1",
    tool: "story",
    title: "The Long Tide",
    summary: "",
    data: { cast: ["id-1"] },
    visibility: "private",
    universe_id: "uni-2",
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-02T00:00:00.000Z",
    sections: [
      { id: "sec-ch", parent_id: null, kind: "chapter", title: "One", position: 0, body: {}, words: 0, status: "draft", synopsis: "", scene_date: "" },
      {
        id: "sec-sc",
        parent_id: "sec-ch",
        kind: "scene",
        title: "A",
        position: 0,
        body: { type: "doc" },
        words: 2,
        status: "done",
        synopsis: "s",
        scene_date: "Day 1",
      },
    ],
    links: [
      { item_id: "id-1", anchor: "pov:sec-sc", role: "hero", note: "", position: 0 },
      { item_id: "id-outside", anchor: "", role: "", note: "", position: 1 },
    ],
    layers: [],
    features: [],
    ...extra,
  });

  it("carries documents with their sections (tree by ref), item links by item ref, and their universes", () => {
    const b = toBundle([row(1)], [isles, { ...isles, id: "uni-2", name: "Story world" }], [], new Date("2026-03-01T00:00:00Z"), [story()]);
    expect(b.version).toBe(2);
    expect(b.universes.map((u) => u.name)).toEqual(["Story world"]);
    expect(b.stories).toHaveLength(1);
    const s = b.stories[0]!;
    expect(s).toMatchObject({ ref: "s1", id: "doc-1", tool: "story", title: "The Long Tide", universe: "u1", data: { cast: ["id-1"] } });
    expect(s.sections.map((x) => [x.ref, x.parent, x.kind])).toEqual([
      ["sec-ch", null, "chapter"],
      ["sec-sc", "sec-ch", "scene"],
    ]);
    expect(s.sections[1]).toMatchObject({ words: 2, status: "done", synopsis: "s", scene_date: "Day 1", body: { type: "doc" } });
    // The link to an item outside the bundle is left out, as item links are.
    expect(s.links).toEqual([{ item: "i1", anchor: "pov:sec-sc", role: "hero", note: "", position: 0 }]);
  });

  it("puts documents after every item when it splits a bundle into parts", () => {
    const big = "x".repeat(2000);
    const b = toBundle(
      Array.from({ length: 6 }, (_, i) => row(i + 1, { summary: big })),
      [isles],
      [],
      undefined,
      [story({ universe_id: null }), story({ id: "doc-2", universe_id: null })],
    );
    const parts = splitBundle(b, 5000);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.flatMap((p) => p.stories.map((d) => d.id))).toEqual(["doc-1", "doc-2"]);
    const firstStoryPart = parts.findIndex((p) => p.stories.length > 0);
    expect(parts.slice(firstStoryPart + 1).every((p) => p.items.length === 0)).toBe(true);
  });

  it("has no documents when none are given (a filtered or chosen export)", () => {
    expect(toBundle([row(1)], [], []).stories).toEqual([]);
  });

  it("counts documents in the import preview's summary", () => {
    const b = toBundle([row(1)], [], [], undefined, [story({ universe_id: null })]);
    expect(bundleSummary(b, (k) => k)).toBe("1 item (character: 1), 1 story document");
  });
});

describe("toBundle with maps", () => {
  const LAYER = "44444444-4444-4444-8444-444444444444";
  const ITEM = "00000000-0000-4000-8000-000000000001";
  const CITY = "33333333-3333-4333-8333-333333333333";
  const feature = (n: number, extra: Partial<ExportStory["features"][number]> = {}): ExportStory["features"][number] => ({
    id: `55555555-5555-4555-8555-${String(n).padStart(12, "0")}`,
    layer_id: null,
    kind: "pin",
    geometry: [10 * n, 20],
    label: `Pin ${n}`,
    note: "",
    icon: "map-pin",
    color: null,
    style: {},
    group_name: "",
    link_item_id: null,
    link_document_id: null,
    secret: false,
    position: n,
    ...extra,
  });
  const map = (): ExportStory => ({
    id: "22222222-2222-4222-8222-222222222222",
    tool: "map",
    title: "The world",
    summary: "",
    data: { width: 1000, height: 800, image: { path: "owner/22222222-2222-4222-8222-222222222222/world.webp" } },
    visibility: "private",
    universe_id: null,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-02T00:00:00.000Z",
    sections: [],
    links: [],
    layers: [{ id: LAYER, name: "Political", position: 0, secret: true, hidden_by_default: true }],
    features: [
      feature(1, { layer_id: LAYER, link_item_id: ITEM, note: "The harbour", icon: "anchor", color: "#336699", group_name: "Ports", secret: true }),
      feature(2, {
        kind: "region",
        geometry: [
          [0, 0],
          [50, 0],
          [50, 50],
        ],
        style: { line: "dashed" },
      }),
      feature(3, { link_document_id: CITY, link_item_id: "99999999-9999-4999-8999-999999999999" }),
    ],
  });

  it("carries a map's layers and features with every field, old ids kept for the import to remap", () => {
    const b = toBundle([row(1, { id: ITEM })], [], [], new Date("2026-03-01T00:00:00Z"), [map()]);
    const s = b.stories[0]!;
    expect(s.layers).toEqual([{ id: LAYER, name: "Political", position: 0, secret: true, hidden_by_default: true }]);
    expect(s.features[0]).toEqual({
      id: feature(1).id,
      layer_id: LAYER,
      kind: "pin",
      geometry: [10, 20],
      label: "Pin 1",
      note: "The harbour",
      icon: "anchor",
      color: "#336699",
      style: {},
      group_name: "Ports",
      link_item_id: ITEM,
      link_document_id: null,
      secret: true,
      position: 1,
    });
    expect(s.features.map((f) => [f.kind, f.link_item_id, f.link_document_id])).toEqual([
      ["pin", ITEM, null],
      ["region", null, null],
      ["pin", "99999999-9999-4999-8999-999999999999", CITY],
    ]);
    // What the export makes reads back unchanged, and the preview counts the map's features.
    const read = readBundle(JSON.stringify(b), 100);
    expect(read.ok && read.bundle).toEqual(b);
    expect(bundleSummary(b, (k) => k)).toBe("1 item (character: 1), 1 story document (1 map with 3 pins, regions and paths)");
    expect(mapLinkCount(b)).toBe(3);
  });

  it("finds the new ids of the maps in the receipt, and words the toast's note", () => {
    const b = toBundle([row(1)], [], [], undefined, [{ ...map(), tool: "story", layers: [], features: [] }, map()]);
    expect(importedMapIds(b, ["new-story", "new-map"])).toEqual(["new-map"]);
    expect(mapImportNote({ copied: 0, missing: 0, dropped: 0 })).toBe("");
    expect(mapImportNote({ copied: 1, missing: 0, dropped: 0 })).toBe("1 map's picture was copied.");
    expect(mapImportNote({ copied: 0, missing: 2, dropped: 3 })).toBe(
      "2 maps come without their pictures (not readable from your account): upload one in the map's editor. 3 links on maps were dropped: they open something that is neither in the bundle nor readable by you.",
    );
  });
});
