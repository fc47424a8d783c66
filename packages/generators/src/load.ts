// Per-kind loading (docs/decisions/0006-web-budgets.md): a page about one kind loads only
// that kind's generator and the core and systems it shares, not the whole registry. Each kind is
// its own dynamic import, so a bundler gives each its own chunk. A loaded generator is the very
// object the full registry holds (same module), so the same seed gives the same result either way
// (test/load.test.ts). Importing the full package ("@worldloom/generators") also makes every kind
// available here at once.
import { isKindId, KIND_IDS, type KindId } from "./core/catalog.js";
import type { Generator } from "./core/define.js";
import { generateWith, type GenerateRequest, type Registry } from "./core/generate.js";
import { GeneratorOptionError } from "./core/options.js";
import type { GeneratedResult } from "./core/types.js";

export { KINDS, KIND_IDS, GROUPS, kindInfo, isKindId, type KindId, type KindInfo, type Group } from "./core/catalog.js";
export { MAX_BATCH, type GenerateRequest, type Registry } from "./core/generate.js";
export { fieldText, type Generator, type FieldInfo, type GenerateContext } from "./core/define.js";
export { GeneratorOptionError, type OptionSpec, type OptionsSpec } from "./core/options.js";
export { MAX_SEED_LENGTH, type Seed } from "./core/rng.js";
export { resultToMarkdown, resultToText } from "./markdown.js";
export type { DateValue, FieldValue, FieldType, GeneratedResult, Json, LinkValue, Locks, ResultField, Section, World, WorldEntity } from "./core/types.js";

/** How to load each kind's generator (one dynamic import each). */
export const KIND_LOADERS: { readonly [K in KindId]: () => Promise<Generator> } = {
  character: async () => (await import("./kinds/character/index.js")).character,
  class: async () => (await import("./kinds/class/index.js")).characterClass,
  skill: async () => (await import("./kinds/skill/index.js")).skill,
  race: async () => (await import("./kinds/race/index.js")).race,
  location: async () => (await import("./kinds/location/index.js")).location,
  name: async () => (await import("./kinds/name/index.js")).name,
  item: async () => (await import("./kinds/item/index.js")).item,
  faction: async () => (await import("./kinds/faction/index.js")).faction,
  monster: async () => (await import("./kinds/monster/index.js")).monster,
  "magic-system": async () => (await import("./kinds/magic-system/index.js")).magicSystem,
  religion: async () => (await import("./kinds/religion/index.js")).religion,
  government: async () => (await import("./kinds/government/index.js")).government,
  "life-skills": async () => (await import("./kinds/life-skills/index.js")).lifeSkills,
  curse: async () => (await import("./kinds/curse/index.js")).curse,
  bloodline: async () => (await import("./kinds/bloodline/index.js")).bloodline,
  tattoo: async () => (await import("./kinds/tattoo/index.js")).tattoo,
  event: async () => (await import("./kinds/event/index.js")).event,
  language: async () => (await import("./kinds/language/index.js")).language,
  weapon: async () => (await import("./kinds/weapon/index.js")).weapon,
  lore: async () => (await import("./kinds/lore/index.js")).lore,
  "armor-clothing": async () => (await import("./kinds/armor-clothing/index.js")).armorClothing,
  inheritances: async () => (await import("./kinds/inheritances/index.js")).inheritances,
  technology: async () => (await import("./kinds/technology/index.js")).technology,
  tradition: async () => (await import("./kinds/tradition/index.js")).tradition,
  heritage: async () => (await import("./kinds/heritage/index.js")).heritage,
  prophecy: async () => (await import("./kinds/prophecy/index.js")).prophecy,
  calendar: async () => (await import("./kinds/calendar/index.js")).calendar,
  game: async () => (await import("./kinds/game/index.js")).game,
  element: async () => (await import("./kinds/element/index.js")).element,
  consumable: async () => (await import("./kinds/consumable/index.js")).consumable,
  material: async () => (await import("./kinds/material/index.js")).material,
  jewelry: async () => (await import("./kinds/jewelry/index.js")).jewelry,
};

const loaded: Partial<Record<KindId, Generator>> = {};
const pending = new Map<KindId, Promise<Generator>>();

/** Makes generators available to loadedGenerator() and generateLoaded() without a load (the full registry does this). */
export function provideGenerators(registry: Registry): void {
  for (const kind of KIND_IDS) {
    const g = registry[kind];
    if (g && !loaded[kind]) loaded[kind] = g;
  }
}

/** The generator of a kind if it has been loaded (or the full registry imported), else undefined. */
export function loadedGenerator(kind: string): Generator | undefined {
  return isKindId(kind) ? loaded[kind] : undefined;
}

/** Loads a kind's generator (once; later calls share the same promise). Rejects with GeneratorOptionError for an unknown kind. */
export function loadGenerator(kind: string): Promise<Generator> {
  if (!isKindId(kind)) return Promise.reject(new GeneratorOptionError(`Unknown kind "${kind}". Available kinds: ${KIND_IDS.join(", ")}`));
  const have = loaded[kind];
  if (have) return Promise.resolve(have);
  let p = pending.get(kind);
  if (!p) {
    p = KIND_LOADERS[kind]().then(
      (g) => {
        loaded[kind] = g;
        pending.delete(kind);
        return g;
      },
      (e: unknown) => {
        // A failed chunk load (network) may be retried by the next call.
        pending.delete(kind);
        throw e;
      },
    );
    pending.set(kind, p);
  }
  return p;
}

/** Loads several kinds' generators (all of them by default). */
export async function loadGenerators(kinds: readonly string[] = KIND_IDS): Promise<Registry> {
  const gens = await Promise.all(kinds.map((k) => loadGenerator(k)));
  return Object.fromEntries(gens.map((g) => [g.kind, g])) as Registry;
}

/**
 * generate() over the kinds loaded so far: the same results as the full registry's generate() for
 * a loaded kind. Throws GeneratorOptionError for a kind that is not loaded (load it first).
 */
export function generateLoaded(kind: string, req: GenerateRequest): GeneratedResult[] {
  if (isKindId(kind) && !loaded[kind]) throw new GeneratorOptionError(`The ${kind} generator is not loaded yet.`);
  return generateWith(loaded, kind, req);
}
