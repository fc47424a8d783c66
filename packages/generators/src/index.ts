// Public API of @worldloom/generators: the registry, generate(), the kind catalogue and the
// shared types; plus the language and calendar systems other parts of the app use.
import { generateWith, getGenerator, type GenerateRequest } from "./core/generate.js";
import type { Generator } from "./core/define.js";
import type { GeneratedResult } from "./core/types.js";
import { provideGenerators } from "./load.js";
import { generators } from "./registry.js";

// The full registry also serves the per-kind lookups ("@worldloom/generators/load"): a page that
// loads one kind and a feature that imports everything share the same generators.
provideGenerators(generators);

export { generators };
export { loadGenerator, loadGenerators, loadedGenerator, generateLoaded, KIND_LOADERS } from "./load.js";
export { KINDS, KIND_IDS, GROUPS, kindInfo, isKindId, type KindId, type KindInfo, type Group } from "./core/catalog.js";
export { MAX_BATCH, registeredKinds, type GenerateRequest, type Registry } from "./core/generate.js";
export { fieldText, type Generator, type FieldInfo, type GenerateContext } from "./core/define.js";
export {
  COMMON_OPTIONS,
  SETTINGS,
  SETTING_LABELS,
  TONES,
  GeneratorOptionError,
  describeOptions,
  type Setting,
  type Tone,
  type OptionSpec,
  type OptionsSpec,
} from "./core/options.js";
export { toSeed, isSeed, seedFromNumber, batchSeed, rngFromKey, streamFor, MAX_SEED_LENGTH, type Seed, type Rng } from "./core/rng.js";
export { resultToMarkdown, resultToText } from "./markdown.js";
// The systems other parts of the app use (timelines, ages, naming).
export {
  makeLanguage,
  languageFor,
  parseLanguage,
  nameIn,
  nameWithMeaning,
  wordFor,
  SOUNDS,
  NAME_KINDS,
  type Language,
  type Sound,
  type NameKind,
  type NameParts,
} from "./systems/language/index.js";
export {
  makeCalendar,
  calendarFor,
  parseCalendar,
  toDayCount,
  fromDayCount,
  weekdayOf,
  moonPhase,
  eraOf,
  formatDate,
  dateValue,
  describeDay,
  isLeapYear,
  daysInYear,
  daysInMonth,
  type Calendar,
  type CalendarDate,
  type Moon,
  type Era,
} from "./systems/calendar/index.js";
export type { DateValue, FieldValue, FieldType, GeneratedResult, Json, LinkValue, Locks, ResultField, Section, World, WorldEntity } from "./core/types.js";

/** Generates `count` (1–50, default 1) results of a kind. Throws GeneratorOptionError on bad input. */
export function generate(kind: string, req: GenerateRequest): GeneratedResult[] {
  return generateWith(generators, kind, req);
}

/** The registered generator of a kind, or a GeneratorOptionError listing the available ones. */
export function generatorFor(kind: string): Generator {
  return getGenerator(generators, kind);
}
export {
  buildWorld,
  rerollPiece,
  linkType,
  worldPayload,
  type WorldPayload,
  type StarterWorld,
  type WorldPiece,
  type WorldLink,
  type WorldLinkType,
  type WorldOptions,
} from "./world-builder.js";
export { STAT_KINDS, type StatBlock, type StatSystem } from "./stats/index.js";
