import { describe, expect, it } from "vitest";
import { generate, generatorFor, type World } from "@worldloom/generators";
import { changedFields, dependentsOf, locksFrom, minimalOptions, nextRecipe, planReroll, replay, type Recipe, type Step } from "./recipe";
import { encodeShare } from "./share";

const character = generatorFor("character");

/** What the page does: a step from `seed` keeping `keep` of the result a recipe describes. */
function stepFrom(kind: string, prev: Recipe | undefined, seed: string, keep: string[], options = {}, world?: World) {
  const base = prev ? replay(kind, prev, world) : undefined;
  const out = generate(kind, { seed, options, locks: base ? locksFrom(base, keep) : {}, ...(world ? { world } : {}), count: 1 })[0]!;
  const step: Step = { seed: out.seed, options, keep };
  return { out, recipe: nextRecipe(keep.length > 0 ? prev : undefined, step) };
}

describe("recipes", () => {
  it("replays a chain of rerolls and locked generations to the identical result", () => {
    let { out, recipe } = stepFrom("character", undefined, "alpha", []);
    expect(replay("character", recipe)).toEqual(out);
    for (const [i, key] of ["race", "occupation", "name", "race"].entries()) {
      const { keep } = planReroll(character.fields, key, new Set(["secret"]));
      ({ out, recipe } = stepFrom("character", recipe, `reroll-${i}`, keep));
      expect(replay("character", recipe)).toEqual(out);
    }
    // A new result that keeps only the locked fields.
    ({ out, recipe } = stepFrom("character", recipe, "fresh", ["secret", "name"], { setting: "dark-fantasy" }));
    expect(replay("character", recipe)).toEqual(out);
    expect(out.options.setting).toBe("dark-fantasy");
  });

  it("replays each result of a batch from its own seed", () => {
    const first = stepFrom("location", undefined, "town", []);
    const keep = ["type"];
    const out = generate("location", { seed: "batch", locks: locksFrom(first.out, keep), count: 5 });
    out.forEach((r, i) => {
      const recipe = nextRecipe(first.recipe, { seed: r.seed, options: {}, keep });
      expect(replay("location", recipe), `result ${i}`).toEqual(r);
    });
  });

  it("keeps the chain short: rerolling the same field again drops the step it replaces", () => {
    let { recipe } = stepFrom("character", undefined, "short", []);
    for (let i = 0; i < 20; i++) recipe = stepFrom("character", recipe, `again-${i}`, planReroll(character.fields, "occupation", new Set()).keep).recipe;
    expect(recipe.steps.length).toBe(2);
    // A step that keeps nothing starts the chain afresh.
    expect(stepFrom("character", recipe, "new", []).recipe.steps.length).toBe(1);
  });

  it("keeps a rerolled language's link short (no lexicon in it)", () => {
    const lang = generatorFor("language");
    let { recipe } = stepFrom("language", undefined, "tongue", []);
    recipe = stepFrom("language", recipe, "speakers-2", planReroll(lang.fields, "speakers", new Set()).keep).recipe;
    recipe = stepFrom("language", recipe, "script-2", planReroll(lang.fields, "script", new Set()).keep).recipe;
    const url = encodeShare({ recipe, version: lang.version, locked: ["lexicon"] }).toString();
    expect(url.length).toBeLessThan(400);
  });

  it("weaves the same world in on replay", () => {
    const world: World = {
      entities: [
        { id: "r1", kind: "race", name: "Mirefolk" },
        { id: "l1", kind: "location", name: "Saltmarsh" },
      ],
    };
    let { out, recipe } = stepFrom("character", undefined, "worldly", [], {}, world);
    ({ out, recipe } = stepFrom("character", recipe, "worldly-2", planReroll(character.fields, "traits", new Set()).keep, {}, world));
    expect(out.fields.find((f) => f.key === "race")?.value).toMatchObject({ link: { id: "r1", name: "Mirefolk" } });
    expect(replay("character", recipe, world)).toEqual(out);
  });
});

describe("rerolling with dependencies", () => {
  it("redraws the fields that read the rerolled one, transitively, unless locked", () => {
    expect(dependentsOf(character.fields, "gender")).toEqual(expect.arrayContaining(["pronouns", "name", "motivation", "hooks"]));
    const plan = planReroll(character.fields, "race", new Set(["birthplace"]));
    expect(plan.redrawn).toEqual(expect.arrayContaining(["race", "name", "age", "appearance", "formativeEvent", "hooks"]));
    expect(plan.redrawn).not.toContain("birthplace");
    expect(plan.keep).toContain("birthplace");
    expect(plan.keep).toContain("traits");
    expect(plan.keep).not.toContain("age");
  });

  it("never leaves an age from the old race: age is redrawn with the race, other fields stay", () => {
    for (let i = 0; i < 40; i++) {
      const before = generate("character", { seed: `elf-${i}` })[0]!;
      const { keep } = planReroll(character.fields, "race", new Set());
      const after = generate("character", { seed: `other-${i}`, locks: locksFrom(before, keep) })[0]!;
      const changed = changedFields(before, after);
      for (const k of changed) expect(["race", ...dependentsOf(character.fields, "race")]).toContain(k);
      const fresh = generate("character", { seed: `other-${i}` })[0]!;
      // The age is drawn for the new race, exactly as a result of that seed would draw it when its race matches.
      if (JSON.stringify(fresh.fields.find((f) => f.key === "race")) === JSON.stringify(after.fields.find((f) => f.key === "race")))
        expect(after.fields.find((f) => f.key === "age")).toEqual(fresh.fields.find((f) => f.key === "age"));
    }
  });
});

describe("minimalOptions", () => {
  it("keeps only what differs from the defaults", () => {
    expect(minimalOptions({ setting: "modern", tone: "neutral", n: 3 }, { setting: "high-fantasy", tone: "neutral", n: 3 })).toEqual({ setting: "modern" });
  });
});
