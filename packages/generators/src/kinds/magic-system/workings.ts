// The sample workings of a magic system: five workings from its schools, one or two per rank of
// mastery, so that the table climbs with the ranks — every rank has a working, every working of a
// rank is stronger than every working of the ranks below, the strongest belongs to the top rank,
// the nth school opens at the nth rank, and every school has a working. A law forbids what it
// forbids (a working that would break a drawn law is never offered), and the strongest working
// reaches the power level asked for, or as near as the laws allow (docs/generators.md).
import { max } from "../../core/int.js";
import type { Rng } from "../../core/rng.js";
import type { Law, MagicSchool, Scale, Tag, Working } from "./archetype-types.js";

export interface Row {
  readonly rank: number;
  readonly school: number;
  readonly working: Working;
}

const RANKS = 4;
const ROWS = 5;
/** Backtracking steps before a search gives up (a table the laws allow is found in far fewer). */
const STEPS = 4000;

/** The workings of each school that no law forbids and that reach no further than `cap`. */
function allowed(schools: readonly MagicSchool[], laws: readonly Law[], cap: number): Working[][] {
  const banned = new Set<Tag>(laws.flatMap((l) => l.forbids));
  return schools.map((s) => s.workings.filter((w) => w.scale <= cap && !w.tags.some((t) => banned.has(t))));
}

/** Five rows whose strongest working is exactly `cap`, or undefined when the schools and laws cannot make one. */
function search(cands: readonly (readonly Working[])[], cap: number, rng: Rng): Row[] | undefined {
  const extras = rng.shuffle([0, 1, 2, 3]);
  let steps = 0;
  for (const extra of extras) {
    const ranks = [0, 1, 2, 3, extra].sort((a, b) => a - b);
    const rows: Row[] = [];
    const used = new Set<Working>();
    // floor: the strongest working of the ranks below this row's; top: the strongest so far.
    const go = (i: number, floor: number, top: number): boolean => {
      if (++steps > STEPS) return false;
      if (i === ROWS) return new Set(rows.map((r) => r.school)).size === cands.length;
      const rank = ranks[i] as number;
      const below = i === 0 || rank !== ranks[i - 1] ? top : floor;
      // Each higher rank needs a stronger working still, all within the cap; the last row reaches it.
      const high = i === ROWS - 1 ? cap : cap - (RANKS - 1 - rank);
      const low = i === ROWS - 1 ? max(cap, below + 1) : below + 1;
      const unused = [0, 1, 2].filter((k) => k < cands.length && !rows.some((r) => r.school === k));
      if (unused.length > ROWS - i) return false;
      const options: { k: number; w: Working; score: number }[] = [];
      for (let k = 0; k <= rank && k < cands.length; k++)
        for (const w of cands[k] as readonly Working[])
          if (w.scale >= low && w.scale <= high && !used.has(w)) options.push({ k, w, score: rng.next() * 3 - (unused.includes(k) ? 0.3 : 0) });
      options.sort((a, b) => a.score - b.score);
      for (const o of options) {
        rows.push({ rank, school: o.k, working: o.w });
        used.add(o.w);
        if (go(i + 1, below, max(top, o.w.scale))) return true;
        rows.pop();
        used.delete(o.w);
      }
      return false;
    };
    if (go(0, 0, 0)) return rows.sort((a, b) => a.rank - b.rank || a.working.scale - b.working.scale);
  }
  return undefined;
}

/** The table for these schools and laws, reaching `cap` or the nearest power below it that the laws allow. */
export function buildWorkings(schools: readonly MagicSchool[], laws: readonly Law[], cap: Scale, rng: Rng): Row[] | undefined {
  for (let c = cap; c >= RANKS; c--) {
    const cands = allowed(schools, laws, c);
    const rows = search(cands, c, rng);
    if (rows) return rows;
  }
  return undefined;
}

/** Whether these laws leave a table that reaches exactly `cap`. */
export function lawsAllow(schools: readonly MagicSchool[], laws: readonly Law[], cap: Scale, rng: Rng): boolean {
  return search(allowed(schools, laws, cap), cap, rng) !== undefined;
}

/** The last resort for schools no archetype wrote together (a locked mix): the weakest five, climbing in order. */
export function fallbackWorkings(schools: readonly MagicSchool[]): Row[] {
  const all = schools.flatMap((s, k) => s.workings.map((w) => ({ k, w })));
  all.sort((a, b) => a.w.scale - b.w.scale);
  const pick = all.slice(0, ROWS);
  return pick.map((p, i) => ({ rank: i < RANKS ? i : RANKS - 1, school: p.k, working: p.w }));
}
