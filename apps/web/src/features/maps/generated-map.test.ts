import { generate } from "@worldloom/generators";
import { generateMap, mapLocations, type MapPlace } from "@worldloom/generators/atlas";
import { describe, expect, it } from "vitest";
import { generatedOf } from "@/data/maps/map-data";
import type { MapFeature } from "@/data/maps/types";
import {
  atlasKey,
  atlasRequestOf,
  GENERATED_MAX_BYTES,
  generatedSettings,
  languagesOf,
  locationRequest,
  pinLook,
  placeCount,
  placePin,
  placesToAdd,
  settingOf,
  versionNote,
} from "./generated-map";

const [tongue] = generate("language", { seed: "tongue-1" });
const system = tongue!.system as Record<string, unknown>;
const language = { id: "8c1f7a52-0000-4000-8000-000000000001", name: tongue!.name, system };

describe("the settings a generated map saves", () => {
  it("saves seed, version and options, and reads them back as saved (a language with its system)", () => {
    const g = generatedSettings({ seed: "vale", kind: "region", cells: 5000, language }, 1);
    expect(g).toEqual({ seed: "vale", version: 1, options: { kind: "region", cells: 5000, width: 1600, height: 1000, language } });
    // Through the database's JSON and back.
    expect(generatedOf(JSON.parse(JSON.stringify({ width: 1600, height: 1000, generated: g })))).toEqual(g);
    expect(atlasRequestOf(g)).toEqual({ seed: "vale", kind: "region", cells: 5000, width: 1600, height: 1000, language: system });
    expect(atlasRequestOf({ ...g, options: { ...g.options, language: null } })).not.toHaveProperty("language");
  });

  it("leaves out a language too large for the 32 KB the database keeps", () => {
    const huge = { ...language, system: { ...system, padding: "x".repeat(GENERATED_MAX_BYTES) } };
    expect(generatedSettings({ seed: "vale", kind: "continent", cells: 10000, language: huge }, 1).options.language).toBeNull();
  });

  it("reads nothing from a map with a picture, or settings it cannot draw", () => {
    expect(generatedOf({ width: 10, height: 10, image: { path: "a/b/c.webp" } })).toBeNull();
    expect(generatedOf({ generated: { seed: "", version: 1, options: { kind: "continent", cells: 1000, width: 10, height: 10 } } })).toBeNull();
    expect(generatedOf({ generated: { seed: "x", version: 1, options: { kind: "island", cells: 1000, width: 10, height: 10 } } })).toBeNull();
    expect(generatedOf({ generated: { seed: "x", version: 0, options: { kind: "region", cells: 1000, width: 10, height: 10 } } })).toBeNull();
    // A language without a system is read as none: the names come from the seed.
    const g = generatedOf({
      generated: { seed: "x", version: 1, options: { kind: "region", cells: 1000, width: 10, height: 10, language: { id: "a", name: "b" } } },
    });
    expect(g?.options.language).toBeNull();
  });

  it("keys the drawing by what changes the picture", () => {
    const a = generatedSettings({ seed: "vale", kind: "continent", cells: 10000, language }, 1);
    expect(atlasKey(a)).toBe(atlasKey(generatedSettings({ seed: "vale", kind: "continent", cells: 10000, language }, 2)));
    expect(atlasKey(a)).not.toBe(atlasKey({ ...a, seed: "dale" }));
    expect(atlasKey(a)).not.toBe(atlasKey({ ...a, options: { ...a.options, language: null } }));
  });

  it("takes the universe's language items that hold a system, newest first as given", () => {
    const items = [
      { id: "1", name: "Khag", data: { system } },
      { id: "2", name: "Notes only", data: { fields: [] } },
      { id: "3", name: "Empty", data: null },
    ];
    expect(languagesOf(items)).toEqual([{ id: "1", name: "Khag", system }]);
  });

  it("says calmly when another version of the atlas drew the map", () => {
    expect(versionNote(1, 1)).toBe("");
    expect(versionNote(1, undefined)).toBe("");
    expect(versionNote(1, 2)).toMatch(/^This map was made with an earlier version of the map maker/);
    expect(versionNote(3, 2)).toMatch(/a later version/);
  });

  it("picks the location setting a universe's genre names", () => {
    const labels = { "high-fantasy": "High fantasy", "dark-fantasy": "Dark fantasy", modern: "Modern" };
    expect(settingOf("Dark fantasy", labels)).toBe("dark-fantasy");
    expect(settingOf(" modern ", labels)).toBe("modern");
    expect(settingOf("Space opera", labels)).toBe("high-fantasy");
    expect(settingOf(null, labels)).toBe("high-fantasy");
  });
});

describe("a generated map's places as items and pins", () => {
  const model = generateMap({ seed: "vale", cells: 1000, language: system });
  const all = mapLocations(model);
  const towns = all.filter((p) => p.source === "town");
  const feature = (atlas?: string) => ({ style: atlas ? { atlas } : {} }) as Pick<MapFeature, "style">;

  it("skips the places pinned already, by the key their pin keeps", () => {
    expect(placesToAdd(all, [])).toHaveLength(all.length);
    const first = all[0]!;
    const left = placesToAdd(all, [feature(`${first.source}-${first.id}`), feature(), feature("region-999")]);
    expect(left).toHaveLength(all.length - 1);
    expect(left).not.toContain(first);
  });

  it("pins each place where it lies, linked to its item, with an icon for what it is", () => {
    const capital = towns.find((t) => t.context.capital)!;
    const pin = placePin(capital, "doc", "item", 7);
    expect(pin).toMatchObject({ document_id: "doc", kind: "pin", geometry: [...capital.point], label: capital.name, link_item_id: "item", position: 7 });
    expect(pin.style).toEqual({ atlas: `town-${capital.id}` });
    expect(pinLook(capital).icon).toBe("castle");
    const region = all.find((p) => p.source === "region")!;
    expect(pinLook(region).icon).toBe("flag");
    const port = { source: "town", context: { ...capital.context, capital: false, coast: true } } as MapPlace;
    expect(pinLook(port).icon).toBe("anchor");
    expect(pinLook({ source: "town", context: { ...capital.context, capital: false, coast: false, size: "village" } } as MapPlace).icon).toBe("house");
  });

  it("makes each place with the location generator, its name the map's, in the map's language (locked)", () => {
    const town = towns[0]!;
    const [r] = generate("location", locationRequest(town, language));
    expect(r!.name).toBe(town.name);
    const field = r!.fields.find((f) => f.key === "language")!;
    expect(field.value).toMatchObject({ type: "link", link: { kind: "language", id: language.id, name: language.name } });
    // Without a saved language the map's own request goes through unchanged.
    expect(locationRequest(town, null)).toEqual({ seed: town.request.seed, options: town.request.options, locks: town.request.locks });
  });

  it("counts towns and regions", () => {
    expect(placeCount(all)).toBe(`${towns.length} towns and ${all.length - towns.length} regions`);
    expect(placeCount(towns.slice(0, 1))).toBe("1 town");
    expect(placeCount(all.filter((p) => p.source === "region").slice(0, 1))).toBe("1 region");
  });
});
