// Finds the foreign-key relationship an embed refers to: many-to-one, one-to-many, one-to-one
// or many-to-many through a junction table, disambiguated by a hint (PGRST200 / PGRST201).
import { RestError } from "./errors.js";
import type { ForeignKey, SchemaCache, Table } from "../schema-cache/types.js";

export interface Relationship {
  kind: "m2o" | "o2m" | "o2o" | "m2m";
  target: Table;
  /** Pairs [parent column, child column] joining parent to target (direct relationships). */
  on: [string, string][];
  junction?: { table: Table; parentOn: [string, string][]; targetOn: [string, string][]; fk1: string; fk2: string };
  fkName: string;
  toOne: boolean;
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

function describe(r: Relationship, parent: Table): string {
  const card = r.kind === "m2m" ? "many-to-many" : r.kind === "m2o" ? "many-to-one" : r.kind === "o2o" ? "one-to-one" : "one-to-many";
  return `${parent.name} → ${r.target.name} (${card}${r.junction ? ` via ${r.junction.table.name}` : ""}) using ${r.fkName}`;
}

export function findRelationship(cache: SchemaCache, parent: Table, name: string, hint: string | undefined): Relationship {
  const target = cache.tables.get(`${parent.schema}.${name}`);
  if (!target) {
    throw new RestError(400, "PGRST200", `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}' in the schema '${parent.schema}', but no matches were found.`);
  }
  const is = (fk: ForeignKey, t: Table) => fk.schema === t.schema && fk.table === t.name;
  const refs = (fk: ForeignKey, t: Table) => fk.refSchema === t.schema && fk.refTable === t.name;
  const all: (Relationship & { hints: string[] })[] = [];
  for (const fk of cache.foreignKeys) {
    if (is(fk, parent) && refs(fk, target)) {
      all.push({ kind: "m2o", target, on: fk.columns.map((c, i) => [c, fk.refColumns[i]!]), fkName: fk.name, toOne: true, hints: [fk.name, ...(fk.columns.length === 1 ? fk.columns : [])] });
    }
    if (is(fk, target) && refs(fk, parent)) {
      const unique = target.uniques.some((u) => sameSet(u, fk.columns)) || sameSet(target.primaryKey, fk.columns);
      all.push({ kind: unique ? "o2o" : "o2m", target, on: fk.refColumns.map((c, i) => [c, fk.columns[i]!]), fkName: fk.name, toOne: unique, hints: [fk.name, ...(fk.columns.length === 1 ? fk.columns : [])] });
    }
  }
  for (const j of cache.tables.values()) {
    if (j.kind !== "table" || j === parent || j === target) continue;
    const toParent = cache.foreignKeys.filter((fk) => is(fk, j) && refs(fk, parent));
    const toTarget = cache.foreignKeys.filter((fk) => is(fk, j) && refs(fk, target));
    for (const f1 of toParent) {
      for (const f2 of toTarget) {
        if (f1 === f2) continue;
        all.push({
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
          hints: [j.name, f1.name, f2.name],
        });
      }
    }
  }
  const matching = hint === undefined ? all : all.filter((r) => r.hints.includes(hint));
  // Without a hint, direct relationships win over many-to-many ones, as in PostgREST.
  const direct = matching.filter((r) => r.kind !== "m2m");
  const pool = hint === undefined && direct.length > 0 ? direct : matching;
  if (pool.length === 1) {
    const { hints: _h, ...r } = pool[0]!;
    return r;
  }
  if (pool.length === 0) {
    throw new RestError(400, "PGRST200", `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}'${hint ? ` using the hint '${hint}'` : ""} in the schema '${parent.schema}', but no matches were found.`);
  }
  throw new RestError(300, "PGRST201", `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
    pool.map((r) => describe(r, parent)).join("; "),
    `Try changing '${name}' to one of the following: ${pool.map((r) => `'${name}!${r.kind === "m2m" ? r.junction!.table.name : r.fkName}'`).join(", ")}. Find the desired relationship in the 'details' key.`);
}
