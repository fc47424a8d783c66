// Generation layout: each person's row is one below their lowest-placed parent (partners without
// parents join their partner's row); within a row, people sit under the middle of their parents,
// partners side by side. Plain arithmetic, no ELK: 1,000 people take a few milliseconds (bench/family-tree.bench.ts).
export const PERSON_WIDTH = 184;
/** The least a card is tall: room for a name on two lines and the dates. Longer names make it taller. */
export const PERSON_HEIGHT = 80;
const GAP_X = 32;
const GAP_Y = 96;
/** Partners stand further apart, so the line between them and its label show. */
const PARTNER_GAP = 112;

export interface LayoutInput {
  people: string[];
  parents: { child: string; parent: string }[];
  partners: { a: string; b: string }[];
}

/** Generation of every person: 0 for those without parents, else 1 + the deepest parent's. */
export function generations({ people, parents, partners }: LayoutInput): Map<string, number> {
  const ids = new Set(people);
  const up = new Map<string, string[]>();
  for (const l of parents) if (ids.has(l.child) && ids.has(l.parent)) up.set(l.child, [...(up.get(l.child) ?? []), l.parent]);
  const gen = new Map<string, number>();
  const visiting = new Set<string>();
  const depth = (id: string): number => {
    const known = gen.get(id);
    if (known !== undefined) return known;
    if (visiting.has(id)) return 0; // never happens in a valid tree; guards a hand-written loop
    visiting.add(id);
    // Iterative enough for real trees; deep chains of thousands recurse fine in V8.
    const ps = up.get(id) ?? [];
    const g = ps.length ? Math.max(...ps.map(depth)) + 1 : 0;
    visiting.delete(id);
    gen.set(id, g);
    return g;
  };
  for (const id of people) depth(id);
  // Married-in people (no parents of their own) move down to their partner's row.
  for (const p of partners) {
    if (!ids.has(p.a) || !ids.has(p.b)) continue;
    const [ga, gb] = [gen.get(p.a)!, gen.get(p.b)!];
    if (!up.has(p.a) && ga < gb && !hasChildrenAbove(p.a, gb, parents, gen)) gen.set(p.a, gb);
    else if (!up.has(p.b) && gb < ga && !hasChildrenAbove(p.b, ga, parents, gen)) gen.set(p.b, ga);
  }
  return gen;
}

function hasChildrenAbove(id: string, g: number, parents: LayoutInput["parents"], gen: Map<string, number>): boolean {
  return parents.some((l) => l.parent === id && (gen.get(l.child) ?? 0) <= g);
}

export function layoutFamily(input: LayoutInput): Record<string, { x: number; y: number }> {
  const gen = generations(input);
  const rows: string[][] = [];
  for (const id of input.people) (rows[gen.get(id)!] ??= []).push(id);
  const up = new Map<string, string[]>();
  for (const l of input.parents) if (gen.has(l.child) && gen.has(l.parent)) up.set(l.child, [...(up.get(l.child) ?? []), l.parent]);
  const partnerOf = new Map<string, string[]>();
  for (const p of input.partners) {
    if (!gen.has(p.a) || !gen.has(p.b)) continue;
    partnerOf.set(p.a, [...(partnerOf.get(p.a) ?? []), p.b]);
    partnerOf.set(p.b, [...(partnerOf.get(p.b) ?? []), p.a]);
  }
  const x = new Map<string, number>();
  const step = PERSON_WIDTH + GAP_X;
  const out: Record<string, { x: number; y: number }> = {};
  rows.forEach((row = [], g) => {
    // Wanted place: under the middle of the parents (or of a partner's parents); else keep list order.
    const want = new Map<string, number>();
    row.forEach((id, i) => {
      const ps = (up.get(id) ?? []).filter((p) => x.has(p));
      const viaPartner = ps.length ? [] : (partnerOf.get(id) ?? []).flatMap((q) => (up.get(q) ?? []).filter((p) => x.has(p)));
      const from = ps.length ? ps : viaPartner;
      want.set(id, from.length ? from.reduce((s, p) => s + x.get(p)!, 0) / from.length + (ps.length ? 0 : step * 0.5) : i * step - 1e6);
    });
    const order = [...row].sort((a, b) => want.get(a)! - want.get(b)!);
    // Partners next to each other: pull each unplaced partner right after the first of the pair.
    const placed = new Set<string>();
    const seq: string[] = [];
    for (const id of order) {
      if (placed.has(id)) continue;
      placed.add(id);
      seq.push(id);
      for (const q of partnerOf.get(id) ?? []) {
        if (gen.get(q) !== g || placed.has(q)) continue;
        placed.add(q);
        seq.push(q);
      }
    }
    // Left to right, as close to the wanted place as the one before allows.
    let prev = -Infinity;
    let prevId = "";
    for (const id of seq) {
      const w = want.get(id)!;
      const gap = (partnerOf.get(id) ?? []).includes(prevId) ? PERSON_WIDTH + PARTNER_GAP : step;
      const at = Math.max(w < -1e5 ? prev + gap : w, prev + gap);
      x.set(id, Number.isFinite(at) ? at : 0);
      prev = x.get(id)!;
      prevId = id;
    }
    for (const id of seq) out[id] = { x: Math.round(x.get(id)!), y: g * (PERSON_HEIGHT + GAP_Y) };
  });
  return out;
}

export type ViewMode = "all" | "ancestors" | "descendants";

/**
 * Who is shown: everyone, or the focus person with their ancestors or descendants (with the
 * descendants' partners); people below a collapsed person are hidden unless another line reaches them.
 */
export function visiblePeople(input: LayoutInput, mode: ViewMode, focus: string | null, collapsed: ReadonlySet<string>): Set<string> {
  const up = new Map<string, string[]>();
  const down = new Map<string, string[]>();
  for (const l of input.parents) {
    up.set(l.child, [...(up.get(l.child) ?? []), l.parent]);
    down.set(l.parent, [...(down.get(l.parent) ?? []), l.child]);
  }
  const walk = (start: string[], next: Map<string, string[]>, stopAt: ReadonlySet<string>) => {
    const seen = new Set<string>(start);
    const stack = [...start];
    while (stack.length) {
      const id = stack.pop()!;
      if (stopAt.has(id)) continue;
      for (const n of next.get(id) ?? []) {
        if (seen.has(n)) continue;
        seen.add(n);
        stack.push(n);
      }
    }
    return seen;
  };
  let base: Set<string>;
  if (mode === "ancestors" && focus) base = walk([focus], up, new Set());
  else if (mode === "descendants" && focus) {
    base = walk([focus], down, collapsed);
    for (const p of input.partners) {
      if (base.has(p.a) && !collapsed.has(p.a)) base.add(p.b);
      else if (base.has(p.b) && !collapsed.has(p.b)) base.add(p.a);
    }
    return base;
  } else base = new Set(input.people);
  if (mode === "ancestors" || collapsed.size === 0) return base;
  // Whole family: start from people without parents and walk down, not past collapsed ones.
  const roots = input.people.filter((id) => !up.has(id));
  return walk(roots, down, collapsed);
}
