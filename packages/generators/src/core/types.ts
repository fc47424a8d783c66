// The shapes every generator shares: field values, results, options and the world.
import type { KindId } from "./catalog.js";
import type { Seed } from "./rng.js";

/** JSON-safe data, so results survive storage and share links unchanged. */
export type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

/** A reference to another entity: the user's own (id set) or one generated on the spot. */
export interface LinkValue {
  readonly kind: KindId;
  readonly name: string;
  /** Id of the user's saved entity when the link points into their world. */
  readonly id?: string;
  /** Seed that regenerates the linked entity when it was invented here. */
  readonly seed?: string;
}

export interface DateValue {
  readonly year: number;
  /** 1-based month index in the calendar. */
  readonly month: number;
  readonly day: number;
  /** Human text, e.g. "3rd of Frostwane, 1204 AR". */
  readonly text: string;
  /** Day count since the calendar's epoch (day 0 = first day of year 1). */
  readonly dayCount?: number;
}

export type FieldValue =
  | { readonly type: "text"; readonly value: string; readonly meta?: Json }
  | { readonly type: "number"; readonly value: number; readonly unit?: string; readonly text?: string; readonly meta?: Json }
  | { readonly type: "list"; readonly items: readonly string[]; readonly meta?: Json }
  | { readonly type: "link"; readonly link: LinkValue; readonly meta?: Json }
  | { readonly type: "links"; readonly links: readonly LinkValue[]; readonly meta?: Json }
  | { readonly type: "date"; readonly date: DateValue; readonly meta?: Json }
  | { readonly type: "table"; readonly columns: readonly string[]; readonly rows: readonly (readonly string[])[]; readonly meta?: Json }
  | { readonly type: "pairs"; readonly pairs: readonly { readonly label: string; readonly value: string }[]; readonly meta?: Json };

export type FieldType = FieldValue["type"];

export interface ResultField {
  readonly key: string;
  readonly label: string;
  readonly value: FieldValue;
}

export interface Section {
  readonly title: string;
  /** Markdown. */
  readonly markdown: string;
}

export interface GeneratedResult {
  readonly kind: KindId;
  readonly version: number;
  readonly seed: Seed;
  /** The options after defaults and validation. */
  readonly options: Readonly<Record<string, string | number | boolean>>;
  readonly name: string;
  readonly summary: string;
  readonly fields: readonly ResultField[];
  readonly sections: readonly Section[];
  readonly tags: readonly string[];
  readonly links: readonly LinkValue[];
  /** Machine-readable definition of a system (a language's phonology, a calendar's rules). */
  readonly system?: Json;
  /** A monster's, character's or item's game statistics, when the `stats` option asks for them (see src/stats/). */
  readonly statBlock?: Json;
}

/** One saved entity of the user's world, as minimal as the engine needs. */
export interface WorldEntity {
  readonly id: string;
  readonly kind: KindId;
  readonly name: string;
  /** The saved result's data; for a language or calendar its `system` is used when present. */
  readonly data?: { readonly [key: string]: unknown };
}

export interface World {
  readonly entities: readonly WorldEntity[];
}

export const EMPTY_WORLD: World = { entities: [] };

/** Field values to keep from a previous result, by field key. */
export type Locks = Readonly<Record<string, FieldValue>>;
