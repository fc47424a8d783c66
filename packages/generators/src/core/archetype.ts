// Archetypes: a kind's hand-written table of coherent bundles (a monster's type, sizes, habitats,
// diet and body plan; a consumable's effect, onset and duration) drawn first, as a field of its
// own, so every later field is drawn from what the archetype allows. The archetype narrows
// itself to the options and to the fields the user locked; when no archetype fits a lock, it
// says which lock could not be met (meta.unmet) and the kind falls back to the whole table.
import type { FieldContext, FieldDef } from "./define.js";
import type { FieldValue, Json } from "./types.js";

export interface Archetype {
  /** Stable id: saved rows and locks keep it. */
  readonly id: string;
  /** As the entry shows it: "Drowned hunter". */
  readonly label: string;
  /** Relative weight in the draw (1 by default). */
  readonly weight?: number;
}

export interface ArchetypeFieldSpec<A extends Archetype, O> {
  readonly key?: string;
  readonly label?: string;
  /** The archetypes the options allow (setting, the kind's own options). */
  table(ctx: FieldContext<O>): readonly A[];
  /**
   * Locked fields the archetype must agree with: for each, whether archetype `a` allows the
   * locked value. Only the fields the user locked are asked.
   */
  readonly fits?: Readonly<Record<string, (a: A, locked: FieldValue, ctx: FieldContext<O>) => boolean>>;
}

/** The meta an archetype field carries. */
export interface ArchetypeMeta {
  readonly id: string;
  /** Locked fields no archetype of the table could agree with. */
  readonly unmet?: readonly string[];
}

/** The archetype field: drawn first, narrowed by locks, its id kept in meta. */
export function archetypeField<A extends Archetype, O>(spec: ArchetypeFieldSpec<A, O>): FieldDef<O> {
  return {
    key: spec.key ?? "archetype",
    label: spec.label ?? "Archetype",
    generate(ctx) {
      const all = spec.table(ctx);
      let pool = all;
      const unmet: string[] = [];
      for (const [field, fits] of Object.entries(spec.fits ?? {})) {
        const locked = ctx.locked(field);
        if (!locked) continue;
        const narrowed = pool.filter((a) => fits(a, locked, ctx));
        if (narrowed.length > 0) pool = narrowed;
        else unmet.push(field);
      }
      const a = pool.length === 1 ? (pool[0] as A) : ctx.rng.weighted(pool.map((x) => [x, x.weight ?? 1] as const));
      const meta: ArchetypeMeta = unmet.length > 0 ? { id: a.id, unmet } : { id: a.id };
      return { type: "text", value: a.label, meta: meta as unknown as Json };
    },
  };
}

/** The entry's archetype, read back from the field (a locked value from an older version falls back by label, then to the first). */
export function archetypeOf<A extends Archetype>(
  ctx: { meta<T extends Json>(key: string): T | undefined; text(key: string): string },
  table: readonly A[],
  key = "archetype",
): A {
  const m = ctx.meta<Json>(key);
  const raw = m && typeof m === "object" && !Array.isArray(m) ? (m as { readonly [k: string]: Json }).id : undefined;
  const id = typeof raw === "string" ? raw : undefined;
  if (id !== undefined) for (const a of table) if (a.id === id) return a;
  const label = ctx.text(key).toLowerCase();
  for (const a of table) if (a.label.toLowerCase() === label) return a;
  return table[0] as A;
}
