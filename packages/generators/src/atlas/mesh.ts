// The mesh: jittered sites, a frame of points just outside the map (so every cell of the map is
// closed and its corners lie near the map), the Delaunay triangulation (d3-delaunay) and, from it,
// each cell's Voronoi corners and neighbours in walking order (docs/maps.md, "Generated maps").
import { Delaunay } from "d3-delaunay";
import { floor } from "../core/int.js";
import type { Rng } from "../core/rng.js";
import { r2, sqrt } from "./geom.js";

export interface Mesh {
  readonly n: number;
  readonly width: number;
  readonly height: number;
  /** Average distance between sites. */
  readonly spacing: number;
  readonly x: Float64Array;
  readonly y: Float64Array;
  /** Corners (one per triangle), clamped to the map. */
  readonly cx: Float64Array;
  readonly cy: Float64Array;
  readonly corners: number[][];
  /** neighbours[i][k] shares corners[i][k] → corners[i][k + 1]; -1 is the frame (off the map). */
  readonly neighbours: number[][];
  /** Cells that touch the frame. */
  readonly edge: Uint8Array;
}

/** `n` sites on a jittered grid over width × height (a few grid places left empty to make n exact). */
function sites(rng: Rng, n: number, width: number, height: number): { xs: number[]; ys: number[]; spacing: number } {
  const spacing = sqrt((width * height) / n);
  const cols = floor(width / spacing) + 1;
  const rows = floor(height / spacing) + 1;
  const total = cols * rows;
  // Which grid places stay empty: total - n of them, drawn without repeats.
  const skip = new Uint8Array(total);
  let toSkip = total - n;
  while (toSkip > 0) {
    const k = rng.int(0, total - 1);
    if (skip[k] === 0) {
      skip[k] = 1;
      toSkip--;
    }
  }
  const sx = width / cols;
  const sy = height / rows;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const jx = rng.next();
      const jy = rng.next();
      if (skip[r * cols + c] === 1) continue;
      xs.push(r2((c + 0.15 + 0.7 * jx) * sx));
      ys.push(r2((r + 0.15 + 0.7 * jy) * sy));
    }
  }
  return { xs, ys, spacing };
}

export function buildMesh(rng: Rng, n: number, width: number, height: number): Mesh {
  const { xs, ys, spacing } = sites(rng, n, width, height);
  // The frame: a ring of points half a spacing outside the map.
  const fx: number[] = [];
  const fy: number[] = [];
  const step = spacing;
  const off = spacing * 0.5;
  for (let x = -off; x < width + off; x += step) {
    fx.push(x, x);
    fy.push(-off, height + off);
  }
  for (let y = -off + step; y < height + off - step * 0.5; y += step) {
    fx.push(-off, width + off);
    fy.push(y, y);
  }
  fx.push(width + off, width + off);
  fy.push(-off, height + off);
  const total = n + fx.length;
  const coords = new Float64Array(total * 2);
  for (let i = 0; i < n; i++) {
    coords[2 * i] = xs[i] as number;
    coords[2 * i + 1] = ys[i] as number;
  }
  for (let k = 0; k < fx.length; k++) {
    coords[2 * (n + k)] = fx[k] as number;
    coords[2 * (n + k) + 1] = fy[k] as number;
  }
  const d = new Delaunay(coords);
  const { triangles, halfedges, inedges } = d;
  const nt = triangles.length / 3;
  const cx = new Float64Array(nt);
  const cy = new Float64Array(nt);
  for (let t = 0; t < nt; t++) {
    const a = triangles[3 * t] as number;
    const b = triangles[3 * t + 1] as number;
    const c = triangles[3 * t + 2] as number;
    const ax = coords[2 * a] as number;
    const ay = coords[2 * a + 1] as number;
    const bx = (coords[2 * b] as number) - ax;
    const by = (coords[2 * b + 1] as number) - ay;
    const qx = (coords[2 * c] as number) - ax;
    const qy = (coords[2 * c + 1] as number) - ay;
    const dd = 2 * (bx * qy - by * qx);
    let ox = (bx + qx) / 3;
    let oy = (by + qy) / 3;
    if (dd !== 0) {
      const b2 = bx * bx + by * by;
      const q2 = qx * qx + qy * qy;
      ox = (qy * b2 - by * q2) / dd;
      oy = (bx * q2 - qx * b2) / dd;
    }
    const px = ax + ox;
    const py = ay + oy;
    cx[t] = r2(px < 0 ? 0 : px > width ? width : px);
    cy[t] = r2(py < 0 ? 0 : py > height ? height : py);
  }
  const corners: number[][] = [];
  const neighbours: number[][] = [];
  const edge = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const ts: number[] = [];
    const js: number[] = [];
    const e0 = inedges[i] as number;
    let e = e0;
    do {
      ts.push(floor(e / 3));
      js.push(triangles[e] as number);
      const nx = e % 3 === 2 ? e - 2 : e + 1;
      e = halfedges[nx] as number;
    } while (e !== e0 && e !== -1);
    const nb: number[] = [];
    for (let k = 0; k < js.length; k++) {
      const j = js[(k + 1) % js.length] as number;
      if (j >= n) edge[i] = 1;
      nb.push(j >= n ? -1 : j);
    }
    corners.push(ts);
    neighbours.push(nb);
  }
  return { n, width, height, spacing, x: Float64Array.from(xs), y: Float64Array.from(ys), cx, cy, corners, neighbours, edge };
}
