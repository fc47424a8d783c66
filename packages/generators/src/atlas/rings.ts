// Boundaries of sets of cells as closed rings of Voronoi corners: every edge between a cell in
// the set and one outside (or the frame) is walked in the cells' common turning sense, so each
// corner starts exactly one boundary edge and the edges chain into rings (docs/maps.md).
import type { Mesh } from "./mesh.js";
import type { Point } from "./types.js";

/** Rings of corner indices around the cells for which `inSet` holds. */
export function boundaryRings(mesh: Mesh, inSet: (i: number) => boolean): number[][] {
  // next[corner] = the corner the boundary goes on to; corners are triangles, so a typed map.
  const next = new Map<number, number>();
  const starts: number[] = [];
  for (let i = 0; i < mesh.n; i++) {
    if (!inSet(i)) continue;
    const cs = mesh.corners[i] as number[];
    const nb = mesh.neighbours[i] as number[];
    for (let k = 0; k < cs.length; k++) {
      const j = nb[k] as number;
      if (j >= 0 && inSet(j)) continue;
      const a = cs[k] as number;
      const b = cs[(k + 1) % cs.length] as number;
      if (!next.has(a)) starts.push(a);
      next.set(a, b);
    }
  }
  const rings: number[][] = [];
  const used = new Set<number>();
  for (const s of starts) {
    if (used.has(s)) continue;
    const ring: number[] = [];
    let c = s;
    while (!used.has(c)) {
      used.add(c);
      ring.push(c);
      const nx = next.get(c);
      if (nx === undefined) break;
      c = nx;
    }
    if (ring.length >= 3) rings.push(ring);
  }
  return rings;
}

/** A ring of corners as points, consecutive repeats (a corner clamped onto another) dropped. */
export function ringPoints(mesh: Mesh, ring: readonly number[]): Point[] {
  const out: Point[] = [];
  let px = Number.NaN;
  let py = Number.NaN;
  for (const c of ring) {
    const x = mesh.cx[c] as number;
    const y = mesh.cy[c] as number;
    if (x === px && y === py) continue;
    out.push([x, y]);
    px = x;
    py = y;
  }
  const first = out[0];
  if (first && out.length > 1 && first[0] === px && first[1] === py) out.pop();
  return out;
}
