// Flow and rivers: every land cell drains to its lowest neighbour (terrain.ts made that strictly
// lower), water gathers downstream, and cells that drain enough land become rivers, each a line
// from its source to the sea, a lake or the river it joins (docs/maps.md, "Generated maps").
import { r2 } from "./geom.js";
import type { Mesh } from "./mesh.js";
import type { Terrain } from "./terrain.js";
import type { Point, River } from "./types.js";

/** Cells drained through each cell (itself included); 0 at sea. */
export function flowOf(mesh: Mesh, terrain: Terrain): Float64Array {
  const { n } = mesh;
  const order: number[] = [];
  for (let i = 0; i < n; i++) if (terrain.water[i] !== 1) order.push(i);
  const h = terrain.height;
  order.sort((a, b) => h[b]! - h[a]! || a - b);
  const flow = new Float64Array(n);
  for (const i of order) {
    flow[i] = flow[i]! + 1;
    const d = terrain.down[i] as number;
    if (d >= 0 && terrain.water[d] !== 1) flow[d] = flow[d]! + flow[i]!;
  }
  return flow;
}

/** The flow from which a land cell carries a river: more cells, more cells to drain. */
export function riverThreshold(n: number): number {
  return 10 + n / 500;
}

/** Rivers as lines; names are given later (naming.ts). */
export function traceRivers(mesh: Mesh, terrain: Terrain, flow: Float64Array): Omit<River, "name">[] {
  const { n } = mesh;
  const T = riverThreshold(n);
  const isRiver = (i: number): boolean => terrain.water[i] === 0 && (flow[i] as number) >= T;
  // The main branch into each river cell: the upstream cell with the most flow (ties by index).
  const main = new Int32Array(n).fill(-1);
  const hasUp = new Uint8Array(n);
  const fromLake = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    const d = terrain.down[i] as number;
    if (d < 0 || !isRiver(d)) continue;
    if (terrain.water[i] === 2) {
      if (fromLake[d] === -1 || flow[i]! > flow[fromLake[d]!]!) fromLake[d] = i;
      continue;
    }
    if (!isRiver(i)) continue;
    hasUp[d] = 1;
    const m = main[d] as number;
    if (m === -1 || flow[i]! > flow[m]! || (flow[i] === flow[m] && i < m)) main[d] = i;
  }
  const heads: number[] = [];
  for (let i = 0; i < n; i++) if (isRiver(i) && hasUp[i] === 0) heads.push(i);
  // Longest rivers first, so the main stems take the low ids.
  heads.sort((a, b) => terrain.height[b]! - terrain.height[a]! || a - b);
  const owner = new Int32Array(n).fill(-1);
  const drafts: { cells: number[]; end: "sea" | "lake" | "river" }[] = [];
  for (const head of heads) {
    const cells: number[] = [];
    if (fromLake[head]! >= 0) cells.push(fromLake[head] as number);
    let c = head;
    let end: "sea" | "lake" | "river" = "sea";
    for (;;) {
      cells.push(c);
      owner[c] = drafts.length;
      const d = terrain.down[c] as number;
      if (terrain.water[d] !== 0) {
        cells.push(d);
        end = terrain.water[d] === 1 ? "sea" : "lake";
        break;
      }
      if (main[d] !== c) {
        cells.push(d);
        end = "river";
        break;
      }
      c = d;
    }
    drafts.push({ cells, end });
  }
  const rivers: Omit<River, "name">[] = [];
  drafts.forEach((dr, id) => {
    const points: Point[] = [];
    const last = dr.cells.length - 1;
    dr.cells.forEach((c, k) => {
      // A river meets the sea or a lake at the shore between the two cells, not at the far cell's centre.
      if (k === last && dr.end !== "river") {
        const p = dr.cells[k - 1] as number;
        points.push([r2((mesh.x[p]! + mesh.x[c]!) / 2), r2((mesh.y[p]! + mesh.y[c]!) / 2)]);
      } else if (k === 0 && terrain.water[c] === 2) {
        const q = dr.cells[1] as number;
        points.push([r2((mesh.x[q]! + mesh.x[c]!) / 2), r2((mesh.y[q]! + mesh.y[c]!) / 2)]);
      } else points.push([mesh.x[c] as number, mesh.y[c] as number]);
    });
    const flows = dr.cells.map((c) => (terrain.water[c] === 0 ? (flow[c] as number) : 0));
    flows[last] = flows[last - 1] as number;
    if (terrain.water[dr.cells[0] as number] === 2) flows[0] = flows[1] as number;
    const endCell = dr.cells[last] as number;
    const mouth = dr.end === "river" ? { into: "river" as const, river: owner[endCell] as number } : { into: dr.end };
    rivers.push({ id, cells: dr.cells, points, flow: flows, mouth });
  });
  return rivers;
}
