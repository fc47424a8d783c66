// Finds the relationship an embed refers to, as PostgREST's findRel (docs/wire-protocol.md §3.2):
// many-to-one, one-to-many, one-to-one, many-to-many through a junction table and computed
// relationships (functions taking the parent's row). The embed may name the target table, a
// foreign-key constraint or a foreign-key column, and a hint picks among several (PGRST200/201).
import { RestError, type ErrorDetails } from "./errors.js";
import { closestName } from "./fuzzy.js";
import { qualified, type DbFunction, type ForeignKey, type SchemaCache, type Table } from "../schema-cache/types.js";

export interface Relationship {
  kind: "m2o" | "o2m" | "o2o" | "m2m" | "computed";
  target: Table;
  /** Pairs [parent column, child column] joining parent to target (direct relationships). */
  on: [string, string][];
  junction?: { table: Table; parentOn: [string, string][]; targetOn: [string, string][]; fk1: string; fk2: string };
  /** A computed relationship: the function called with the parent row. */
  fn?: DbFunction;
  fkName: string;
  toOne: boolean;
  /** The target is the parent itself (one foreign key gives an o2m and an m2o relationship). */
  self?: boolean;
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

const memo = new WeakMap<SchemaCache, Map<Table, Relationship[]>>();

/** Every relationship that starts at parent, as PostgREST's schema cache lists them (memoised per cache). */
export function relationshipsOf(cache: SchemaCache, parent: Table): Relationship[] {
  let byTable = memo.get(cache);
  if (!byTable) memo.set(cache, (byTable = new Map()));
  let rels = byTable.get(parent);
  if (!rels) byTable.set(parent, (rels = computeRelationships(cache, parent)));
  return rels;
}

function computeRelationships(cache: SchemaCache, parent: Table): Relationship[] {
  const is = (fk: ForeignKey, t: Table) => fk.schema === t.schema && fk.table === t.name;
  const refs = (fk: ForeignKey, t: Table) => fk.refSchema === t.schema && fk.refTable === t.name;
  const unique = (t: Table, cols: string[]) => t.uniques.some((u) => sameSet(u, cols)) || sameSet(t.primaryKey, cols);
  const out: Relationship[] = [];
  for (const fk of cache.foreignKeys) {
    if (is(fk, parent)) {
      const target = cache.tables.get(qualified(fk.refSchema, fk.refTable));
      if (target) {
        const self = target === parent;
        out.push({
          kind: unique(parent, fk.columns) && !self ? "o2o" : "m2o",
          target,
          on: fk.columns.map((c, i) => [c, fk.refColumns[i]!]),
          fkName: fk.name,
          toOne: true,
          ...(self ? { self } : {}),
        });
      }
    }
    if (refs(fk, parent)) {
      const target = cache.tables.get(qualified(fk.schema, fk.table));
      if (target) {
        const self = target === parent;
        const one = unique(target, fk.columns) && !self;
        out.push({
          kind: one ? "o2o" : "o2m",
          target,
          on: fk.refColumns.map((c, i) => [c, fk.columns[i]!]),
          fkName: fk.name,
          toOne: one,
          ...(self ? { self } : {}),
        });
      }
    }
  }
  for (const j of cache.tables.values()) {
    if (j.kind !== "table" || j === parent) continue;
    const toParent = cache.foreignKeys.filter((fk) => is(fk, j) && refs(fk, parent));
    if (toParent.length === 0) continue;
    for (const f2 of cache.foreignKeys) {
      if (!is(f2, j)) continue;
      const target = cache.tables.get(qualified(f2.refSchema, f2.refTable));
      if (!target || target === j || target === parent) continue;
      for (const f1 of toParent) {
        if (f1 === f2) continue;
        out.push({
          kind: "m2m",
          target,
          on: [],
          junction: {
            table: j,
            parentOn: f1.refColumns.map((c, i) => [c, f1.columns[i]!]),
            targetOn: f2.refColumns.map((c, i) => [c, f2.columns[i]!]),
            fk1: f1.name,
            fk2: f2.name,
          },
          fkName: f2.name,
          toOne: false,
        });
      }
    }
  }
  // Computed relationships: fn(parent_row) returning rows of a table or view.
  for (const fns of cache.functions.values()) {
    for (const fn of fns) {
      if (fn.schema !== parent.schema || fn.params.length !== 1 || fn.params[0]!.rowOf !== qualified(parent.schema, parent.name) || !fn.returnTable) continue;
      const target = cache.tables.get(fn.returnTable);
      if (!target) continue;
      out.push({ kind: "computed", target, on: [], fn, fkName: fn.name, toOne: !fn.returnsSet || fn.rows === 1 });
    }
  }
  return out;
}

const single = (r: Relationship): [string, string] | undefined => (r.on.length === 1 ? r.on[0] : undefined);

/** Whether relationship r answers to `name!hint(…)`, after PostgREST's findRel. */
function matches(r: Relationship, name: string, hint: string | undefined): boolean {
  if (r.kind === "computed") return name === r.fn!.name && hint === undefined;
  const col = single(r);
  if (r.self) {
    // One foreign key, two relationships: the table name gives the o2m, the fk column the m2o.
    if (hint === undefined) return (name === r.target.name && r.kind === "o2m") || (r.kind === "m2o" && col?.[0] === name);
    return name === r.target.name && r.kind === "o2m" && col?.[1] === hint;
  }
  if (hint === undefined) {
    // The target may be the table, or (for tables, not views) the constraint or the parent's fk column.
    return name === r.target.name || (r.kind !== "m2m" && r.target.kind === "table" && (name === r.fkName || col?.[0] === name));
  }
  if (name !== r.target.name) return false;
  if (r.kind === "m2m") return hint === r.junction!.table.name || hint === r.junction!.fk1 || hint === r.junction!.fk2;
  return hint === r.fkName || col?.[0] === hint || col?.[1] === hint;
}

function cardinality(r: Relationship): string {
  return r.kind === "m2m" ? "many-to-many" : r.kind === "m2o" ? "many-to-one" : r.kind === "o2o" ? "one-to-one" : "one-to-many";
}

/** One entry of PGRST201's details, as PostgREST's compressedRel. */
function compressed(r: Relationship, parent: Table): Record<string, string> {
  if (r.kind === "computed") return {};
  const els = (cols: string[]) => `(${cols.join(", ")})`;
  const relationship = r.junction
    ? `${r.junction.table.name} using ${r.junction.fk1}${els(r.junction.parentOn.map(([, j]) => j))} and ${r.junction.fk2}${els(r.junction.targetOn.map(([, j]) => j))}`
    : `${r.fkName} using ${parent.name}${els(r.on.map(([p]) => p))} and ${r.target.name}${els(r.on.map(([, c]) => c))}`;
  return { cardinality: cardinality(r), embedding: `${parent.name} with ${r.target.name}`, relationship };
}

export function findRelationship(cache: SchemaCache, parent: Table, name: string, hint: string | undefined): Relationship {
  const all = relationshipsOf(cache, parent);
  const matching = all.filter((r) => matches(r, name, hint));
  // Without a hint, direct relationships win over many-to-many ones (our one departure from
  // findRel, which calls this ambiguous; docs/wire-protocol.md §4).
  const direct = matching.filter((r) => r.kind !== "m2m");
  const pool = hint === undefined && direct.length > 0 ? direct : matching;
  if (pool.length === 1) return pool[0]!;
  if (pool.length === 0) {
    const related = [...new Set(all.map((r) => (r.kind === "computed" ? r.fn!.name : r.target.name)))];
    let suggestion: string | null = null;
    if (related.length > 0) {
      const c = closestName(name, related);
      if (c !== undefined) suggestion = `Perhaps you meant '${c}' instead of '${name}'.`;
    } else {
      const parents = [...cache.tables.values()]
        .filter((t) => t.schema === parent.schema && t !== parent && relationshipsOf(cache, t).length > 0)
        .map((t) => t.name);
      const c = closestName(parent.name, parents);
      if (c !== undefined) suggestion = `Perhaps you meant '${c}' instead of '${parent.name}'.`;
    }
    throw new RestError(
      400,
      "PGRST200",
      `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}'${hint !== undefined ? ` using the hint '${hint}'` : ""} in the schema '${parent.schema}', but no matches were found.`,
      suggestion,
    );
  }
  // In a stable order (the catalogue's own order differs between PGlite and PostgreSQL).
  const relKey = (r: Relationship) => `${r.target.name}!${r.kind === "m2m" ? r.junction!.table.name : r.fkName}`;
  pool.sort((a, b) => relKey(a).localeCompare(relKey(b)));
  const details: ErrorDetails = pool.map((r) => compressed(r, parent));
  const hints = pool.map((r) => `'${r.target.name}!${r.kind === "m2m" ? r.junction!.table.name : r.fkName}'`).join(", ");
  throw new RestError(
    300,
    "PGRST201",
    `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
    details,
    `Try changing '${name}' to one of the following: ${hints}. Find the desired relationship in the 'details' key.`,
  );
}
