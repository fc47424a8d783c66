// Neighbouring seeds ("read-a-3", "read-a-4"; a batch's "seed~1", "seed~2") walk a table in order,
// so a batch repeats neither an archetype nor a name stem until the table is used up, and the
// table is still drawn evenly across seeds (the walk starts at a hash of the rest of the seed).
// The same device as the magic-system kind's (docs/generators.md, "Concept → fields").
import { mod } from "../../core/int.js";
import { cyrb128 } from "../../core/rng.js";

function splitSeed(seed: string): { stem: string; n: number } {
  const m = /^(.*?)(\d{1,6})$/.exec(seed);
  return m ? { stem: m[1] as string, n: Number(m[2]) } : { stem: seed, n: 0 };
}

/** An index into a list of `length` that neighbouring seeds walk in blocks of `length`. */
export function walkIndex(seed: string, salt: string, length: number): number {
  const { stem, n } = splitSeed(seed);
  const block = (n - mod(n, length)) / length;
  return mod(cyrb128(`monster:${salt}:${block}:${stem}`)[0] + n, length);
}

/** A pick from `table` by walkIndex. */
export function walkPick<T>(seed: string, salt: string, table: readonly T[]): T {
  return table[walkIndex(seed, salt, table.length)] as T;
}
