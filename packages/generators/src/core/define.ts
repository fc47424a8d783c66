// defineGenerator: turns a kind's ordered field definitions and its composer into a generator
// value. Each field runs on its own stream (seed, kind, "field", key), so a locked field is
// never disturbed by rerolling another; prose is composed afterwards from the final fields.
import { kindInfo, type Group, type KindId } from "./catalog.js";
import { COMMON_OPTIONS, GeneratorOptionError, resolveOptions, type CommonOptions, type EnumOption, type OptionValues, type OptionsSpec } from "./options.js";
import { streamPrefix, type Rng, type Seed, type StreamPrefix } from "./rng.js";
import { metaLinks } from "./world.js";
import {
  EMPTY_WORLD,
  type FieldValue,
  type GeneratedResult,
  type Json,
  type LinkValue,
  type Locks,
  type ResultField,
  type Section,
  type World,
} from "./types.js";

/** What a field's generate function sees. */
export interface FieldContext<O> {
  /** This field's own stream. */
  readonly rng: Rng;
  readonly seed: Seed;
  readonly options: O & CommonOptions;
  readonly world: World;
  /** Another sub-stream of this field, for work that must not shift the main draws. */
  stream(...path: string[]): Rng;
  /** An earlier field's value (throws if the field comes later or does not exist). */
  get(key: string): FieldValue;
  /** An earlier field as plain text (text value, number text, link name, list joined). */
  text(key: string): string;
  /** An earlier field's `meta` payload. */
  meta<T extends Json = Json>(key: string): T | undefined;
  /** Whether a field has been generated (or locked) already. */
  has(key: string): boolean;
  /**
   * The value the user locked for a field, earlier or later than this one (undefined when it is
   * not locked): an archetype narrows itself to what the locked fields allow.
   */
  locked(key: string): FieldValue | undefined;
  /**
   * A value computed once per generation and shared by all fields and compose. Only for pure
   * functions of `key` (e.g. the language of a stock race): it must never hold random draws.
   */
  memo<T>(key: string, make: () => T): T;
}

export interface FieldDef<O> {
  readonly key: string;
  readonly label: string;
  /** Earlier fields this one reads; the UI warns that rerolling those may break agreement. */
  readonly dependsOn?: readonly string[];
  /** Keys this field had in earlier versions; locks given under them still apply. */
  readonly formerKeys?: readonly string[];
  generate(ctx: FieldContext<O>): FieldValue;
}

export interface ComposeContext<O> {
  readonly seed: Seed;
  readonly options: O & CommonOptions;
  readonly world: World;
  readonly fields: readonly ResultField[];
  /** A stream for one piece of prose, e.g. ctx.rng("section", "history"). */
  rng(...path: string[]): Rng;
  get(key: string): FieldValue;
  text(key: string): string;
  meta<T extends Json = Json>(key: string): T | undefined;
  has(key: string): boolean;
  memo<T>(key: string, make: () => T): T;
}

export interface Composed {
  readonly name: string;
  readonly summary: string;
  readonly sections: readonly Section[];
  readonly tags: readonly string[];
  readonly links?: readonly LinkValue[];
  readonly system?: Json;
}

/**
 * A kind's stat block (docs/generator-extras.md). The kind hands it in, as `stats: STAT_BLOCKS`
 * from src/stats/, so the engine does not import the stats (they are built on it): its option is
 * taken last as `stats`, and after compose the block is drawn from the final fields.
 */
export interface StatBlocks {
  /** The `stats` option; its default (no block) is not echoed in a result's options. */
  readonly option: EnumOption;
  /** The block as JSON and as its section, or undefined when the value asks for none. */
  block(kind: KindId, seed: Seed, fields: readonly ResultField[], value: unknown): { readonly json: Json; readonly section: Section } | undefined;
}

export interface GeneratorSpec<S extends OptionsSpec> {
  readonly kind: KindId;
  /** Bump whenever output for the same seed and options changes. */
  readonly version: number;
  readonly options: S;
  readonly fields: readonly FieldDef<OptionValues<S>>[];
  /** Keys of the fields docs/generators.md asks of this kind (its per-kind floor); the test harness checks them. */
  readonly requiredFields: readonly string[];
  compose(ctx: ComposeContext<OptionValues<S>>): Composed;
  /** The kinds with a stat block (src/stats/'s STAT_KINDS) pass STAT_BLOCKS. */
  readonly stats?: StatBlocks;
}

export interface GenerateContext {
  readonly seed: Seed;
  readonly options?: Readonly<Record<string, unknown>>;
  readonly locks?: Locks;
  readonly world?: World;
}

export interface FieldInfo {
  readonly key: string;
  readonly label: string;
  readonly dependsOn: readonly string[];
}

/** A generator as the registry holds it. */
export interface Generator<O extends Readonly<Record<string, string | number | boolean>> = Readonly<Record<string, string | number | boolean>>> {
  readonly kind: KindId;
  readonly version: number;
  readonly label: string;
  readonly group: Group;
  readonly description: string;
  readonly icon: string;
  /** Every option the kind takes, common ones first. */
  readonly options: OptionsSpec;
  readonly fields: readonly FieldInfo[];
  readonly requiredFields: readonly string[];
  resolveOptions(input?: Readonly<Record<string, unknown>>): O;
  generate(ctx: GenerateContext): GeneratedResult;
}

export function fieldText(v: FieldValue): string {
  switch (v.type) {
    case "text":
      return v.value;
    case "number":
      return v.text ?? `${v.value}${v.unit ? ` ${v.unit}` : ""}`;
    case "list":
      return v.items.join(", ");
    case "link":
      return v.link.name;
    case "links":
      return v.links.map((l) => l.name).join(", ");
    case "date":
      return v.date.text;
    case "table":
      return v.rows.map((r) => r.join(" — ")).join("; ");
    case "pairs":
      return v.pairs.map((p) => `${p.label}: ${p.value}`).join("; ");
  }
}

/** The "name" entry first (as in a sourcebook entry), the rest in their order. */
function nameFirst<T extends { readonly key: string }>(fields: readonly T[]): T[] {
  const i = fields.findIndex((f) => f.key === "name");
  return i <= 0 ? [...fields] : [fields[i] as T, ...fields.slice(0, i), ...fields.slice(i + 1)];
}

function isEmpty(o: object): boolean {
  for (const k in o) if (Object.prototype.hasOwnProperty.call(o, k)) return false;
  return true;
}

function isFieldValue(v: unknown): v is FieldValue {
  return typeof v === "object" && v !== null && typeof (v as { type?: unknown }).type === "string";
}

export function defineGenerator<const S extends OptionsSpec>(spec: GeneratorSpec<S>): Generator<OptionValues<typeof COMMON_OPTIONS & S>> {
  type O = OptionValues<S>;
  const info = kindInfo(spec.kind);
  // The five kinds with a stat block take a `stats` option last (see src/stats/).
  const statBlocks = spec.stats;
  const allOptions: OptionsSpec = { ...COMMON_OPTIONS, ...spec.options, ...(statBlocks ? { stats: statBlocks.option } : {}) };
  const keys = new Set<string>();
  for (const f of spec.fields) {
    if (keys.has(f.key)) throw new Error(`${spec.kind}: duplicate field ${f.key}`);
    keys.add(f.key);
  }
  for (const r of spec.requiredFields) if (!keys.has(r)) throw new Error(`${spec.kind}: required field ${r} has no definition`);

  const former = new Map<string, string>();
  for (const f of spec.fields) for (const k of f.formerKeys ?? []) former.set(k, f.key);
  const renameLocks = (locks: Locks): Locks => {
    if (former.size === 0) return locks;
    const out: Record<string, FieldValue> = {};
    for (const [k, v] of Object.entries(locks)) if (v !== undefined) out[former.get(k) ?? k] = v;
    return out;
  };

  // Without options (the common case) the defaults are resolved once and copied.
  let defaults: (O & CommonOptions) | undefined;
  const resolve = (input?: Readonly<Record<string, unknown>>): O & CommonOptions => {
    if (input === undefined || isEmpty(input)) return { ...(defaults ??= resolveOptions(spec.kind, allOptions, undefined) as O & CommonOptions) };
    return resolveOptions(spec.kind, allOptions, input) as O & CommonOptions;
  };

  return {
    kind: spec.kind,
    version: spec.version,
    label: info.label,
    group: info.group,
    description: info.description,
    icon: info.icon,
    options: allOptions,
    fields: nameFirst(spec.fields).map((f) => ({ key: f.key, label: f.label, dependsOn: f.dependsOn ?? [] })),
    requiredFields: spec.requiredFields,
    resolveOptions: resolve as Generator<OptionValues<typeof COMMON_OPTIONS & S>>["resolveOptions"],
    generate(ctx: GenerateContext): GeneratedResult {
      const options = resolve(ctx.options);
      const world = ctx.world ?? EMPTY_WORLD;
      const locks = renameLocks(ctx.locks ?? {});
      for (const [k, v] of Object.entries(locks)) {
        if (!keys.has(k)) throw new GeneratorOptionError(`Unknown locked field "${k}" for ${spec.kind}. Fields: ${[...keys].join(", ")}`);
        if (!isFieldValue(v)) throw new GeneratorOptionError(`Locked field "${k}" of ${spec.kind} is not a field value.`);
      }
      const seed = ctx.seed;
      const values = new Map<string, FieldValue>();
      let memos: Map<string, unknown> | undefined;
      // The readers every context shares, as methods of one object made once per result rather
      // than a closure per reader (where esbuild's keepNames is on, as under tsx, each named
      // closure also costs an Object.defineProperty when it is made).
      const read = {
        get(key: string): FieldValue {
          const v = values.get(key);
          if (!v) throw new Error(`${spec.kind}: field ${key} read before it was generated`);
          return v;
        },
        text(key: string): string {
          return fieldText(read.get(key));
        },
        meta<T extends Json>(key: string): T | undefined {
          return read.get(key).meta as T | undefined;
        },
        has(key: string): boolean {
          return values.has(key);
        },
        locked(key: string): FieldValue | undefined {
          return locks[key];
        },
        memo<T>(key: string, make: () => T): T {
          memos ??= new Map();
          if (!memos.has(key)) memos.set(key, make());
          return memos.get(key) as T;
        },
      };
      const { get, text, meta, has, memo } = read;
      const lockOf = read.locked;
      const fields: ResultField[] = [];
      // Every stream key starts (seed, kind, "field"): that prefix is hashed once per result.
      const kindPrefix = streamPrefix(seed).extend(spec.kind);
      const fieldPrefix = kindPrefix.extend("field");
      for (const f of spec.fields) {
        const locked = locks[f.key];
        const value = locked ?? f.generate(new FieldCtxImpl<O>(fieldPrefix, f.key, seed, options, world, get, text, meta, has, memo, lockOf));
        values.set(f.key, value);
        fields.push({ key: f.key, label: f.label, value });
      }
      const composePrefix = kindPrefix.extend("compose");
      const composed = spec.compose({
        seed,
        options,
        world,
        fields,
        rng(...path) {
          return composePrefix.stream(...path);
        },
        get,
        text,
        meta,
        has,
        memo,
      });
      const links = new Links();
      for (const f of fields) {
        if (f.value.type === "link") links.add(f.value.link);
        else if (f.value.type === "links") for (const l of f.value.links) links.add(l);
        for (const l of metaLinks(f.value)) links.add(l);
      }
      if (composed.links) for (const l of composed.links) links.add(l);
      // stats "none" (the default) is not echoed, so results without a block stay as they were.
      const stats = statBlocks ? (options as Record<string, unknown>).stats : undefined;
      const block = statBlocks?.block(spec.kind, seed, fields, stats);
      return {
        kind: spec.kind,
        version: spec.version,
        seed,
        options: statBlocks && stats === statBlocks.option.default ? withoutStats(options) : (options as Readonly<Record<string, string | number | boolean>>),
        name: composed.name,
        summary: composed.summary,
        // The Name row leads, as in a sourcebook entry; the rest keep their drawing order.
        fields: nameFirst(fields),
        sections: block ? [...composed.sections, block.section] : composed.sections,
        tags: composed.tags,
        links: links.list,
        ...(composed.system !== undefined ? { system: composed.system } : {}),
        ...(block ? { statBlock: block.json } : {}),
      };
    },
  };
}

function withoutStats(options: object): Readonly<Record<string, string | number | boolean>> {
  const { stats: _stats, ...rest } = options as Record<string, string | number | boolean>;
  return rest;
}

// A result's links without repeats (same kind, id and name), in order of first appearance.
class Links {
  readonly list: LinkValue[] = [];
  private readonly seen = new Set<string>();

  add(l: LinkValue): void {
    const id = `${l.kind}|${l.id ?? ""}|${l.name}`;
    if (!this.seen.has(id)) {
      this.seen.add(id);
      this.list.push(l);
    }
  }
}

// A field's context. Its stream is made on first use, so fields that draw nothing (an option
// echoed back, a value computed from earlier fields) cost no hashing; the stream is the same
// whenever it is made, so output does not depend on this.
class FieldCtxImpl<O> implements FieldContext<O> {
  private r: Rng | undefined;
  constructor(
    private readonly prefix: StreamPrefix,
    private readonly key: string,
    readonly seed: Seed,
    readonly options: O & CommonOptions,
    readonly world: World,
    readonly get: (key: string) => FieldValue,
    readonly text: (key: string) => string,
    readonly meta: <T extends Json = Json>(key: string) => T | undefined,
    readonly has: (key: string) => boolean,
    readonly memo: <T>(key: string, make: () => T) => T,
    readonly locked: (key: string) => FieldValue | undefined,
  ) {}

  get rng(): Rng {
    return (this.r ??= this.prefix.stream1(this.key));
  }

  stream(...path: string[]): Rng {
    return this.prefix.stream(this.key, ...path);
  }
}

/** The field context of a kind, from its own options spec: `FieldCtx<typeof options>`. */
export type FieldCtx<S extends OptionsSpec> = FieldContext<OptionValues<S>>;
/** The compose context of a kind, from its own options spec. */
export type ComposeCtx<S extends OptionsSpec> = ComposeContext<OptionValues<S>>;
