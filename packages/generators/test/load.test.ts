// Per-kind loading (src/load.ts) gives the same generators, and so the same results for the same
// seed, as the full registry; every registered kind can be loaded on its own. This file imports the
// registry module itself, not index.ts (which would make every kind available to load.ts at once),
// so each load here really goes through the kind's own dynamic import.
import { describe, expect, it } from "vitest";
import { KIND_IDS } from "../src/core/catalog.js";
import { generateWith, registeredKinds } from "../src/core/generate.js";
import { toSeed } from "../src/core/rng.js";
import { KIND_LOADERS, generateLoaded, loadGenerator, loadGenerators, loadedGenerator } from "../src/load.js";
import { generators } from "../src/registry.js";

const SEEDS = ["load-1", "load-2", "a longer seed with spaces", "0"];

describe("per-kind loading", () => {
  it("has a loader for every kind of the catalogue", () => {
    expect(Object.keys(KIND_LOADERS).sort()).toEqual([...KIND_IDS].sort());
  });

  it.each(registeredKinds(generators))("loads %s on its own: the registry's generator, identical output", async (kind) => {
    expect(loadedGenerator(kind)).toBeUndefined();
    expect(() => generateLoaded(kind, { seed: "x" })).toThrow(/not loaded yet/);
    const gen = await loadGenerator(kind);
    expect(gen).toBe(generators[kind]);
    expect(gen.kind).toBe(kind);
    expect(loadedGenerator(kind)).toBe(gen);
    for (const seed of SEEDS) {
      const full = generateWith(generators, kind, { seed, count: 3 });
      expect(generateLoaded(kind, { seed, count: 3 })).toEqual(full);
      expect(gen.generate({ seed: toSeed(seed) })).toEqual(full[0]);
    }
  });

  it("replays locks and options the same way", async () => {
    await loadGenerator("character");
    const first = generateWith(generators, "character", { seed: "lock-src" })[0]!;
    const locks = Object.fromEntries(first.fields.slice(0, 2).map((f) => [f.key, f.value]));
    const options = { ...generators.character!.resolveOptions({}) };
    expect(generateLoaded("character", { seed: "lock-next", locks, options })).toEqual(
      generateWith(generators, "character", { seed: "lock-next", locks, options }),
    );
  });

  it("loads several kinds at once and rejects an unknown one", async () => {
    const reg = await loadGenerators(["race", "location"]);
    expect(Object.keys(reg).sort()).toEqual(["location", "race"]);
    await expect(loadGenerator("dragon")).rejects.toThrow(/Unknown kind "dragon"/);
    expect(loadedGenerator("dragon")).toBeUndefined();
  });
});
