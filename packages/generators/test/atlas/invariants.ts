// The generated map's invariants (docs/maps.md, "Generated maps"), as a list of faults so a test
// can show every one: rivers descend and reach water, towns stand on land, regions hold only land.
import type { MapModel } from "../../src/atlas/index.js";
import { labelWidth } from "../../src/atlas/naming.js";

const TRIPLED = /(\p{L})\1\1/iu;

export function faults(m: MapModel): string[] {
  const out: string[] = [];
  const { cells } = m;
  const isWater = (i: number): boolean => cells.biome[i] === "ocean" || cells.biome[i] === "lake";
  const byId = new Map(m.rivers.map((r) => [r.id, r]));
  for (const r of m.rivers) {
    for (let k = 1; k < r.cells.length; k++) {
      if (cells.height[r.cells[k]!]! >= cells.height[r.cells[k - 1]!]!) out.push(`river ${r.id} climbs at step ${k}`);
      if (!(cells.neighbours[r.cells[k - 1]!] as readonly number[]).includes(r.cells[k]!)) out.push(`river ${r.id} jumps at step ${k}`);
    }
    for (const c of r.cells.slice(1, -1)) if (isWater(c)) out.push(`river ${r.id} runs through water at cell ${c}`);
    if (r.points.length !== r.cells.length || r.flow.length !== r.cells.length) out.push(`river ${r.id}: points, flow and cells differ in length`);
    // Follow the river and the rivers it joins: the last must end in the sea or a lake.
    let cur = r;
    for (let hops = 0; hops <= m.rivers.length; hops++) {
      if (cur.mouth.into !== "river") break;
      const next = byId.get(cur.mouth.river);
      const end = cur.cells[cur.cells.length - 1]!;
      if (!next || !next.cells.includes(end)) {
        out.push(`river ${cur.id} joins river ${cur.mouth.river}, which does not pass its last cell`);
        break;
      }
      cur = next;
    }
    const last = cur.cells[cur.cells.length - 1]!;
    if (cur.mouth.into === "river") out.push(`river ${r.id} never reaches water`);
    else if (!isWater(last)) out.push(`river ${cur.id} ends on land`);
    else if ((cells.biome[last] === "lake") !== (cur.mouth.into === "lake"))
      out.push(`river ${cur.id} says it ends in the ${cur.mouth.into} but ends in ${cells.biome[last]}`);
  }
  for (const t of m.towns) {
    if (isWater(t.cell)) out.push(`town ${t.name} stands in water`);
    if (t.x !== cells.x[t.cell] || t.y !== cells.y[t.cell]) out.push(`town ${t.name} is not on its cell`);
    if (t.x < 0 || t.x > m.width || t.y < 0 || t.y > m.height) out.push(`town ${t.name} is off the map`);
    if (t.region !== cells.region[t.cell]) out.push(`town ${t.name}'s region is not its cell's`);
  }
  const counted = new Map<number, number>();
  for (let i = 0; i < cells.count; i++) {
    const r = cells.region[i]!;
    if (r < 0) continue;
    if (isWater(i)) out.push(`cell ${i} is water but in region ${r}`);
    if (r >= m.regions.length) out.push(`cell ${i} is in region ${r}, which does not exist`);
    counted.set(r, (counted.get(r) ?? 0) + 1);
  }
  const capitals = new Set<number>();
  for (const g of m.regions) {
    if ((counted.get(g.id) ?? 0) !== g.cells) out.push(`region ${g.name} says ${g.cells} cells, holds ${counted.get(g.id) ?? 0}`);
    const cap = m.towns[g.capital];
    if (!cap || !cap.capital || cap.region !== g.id) out.push(`region ${g.name}'s capital is not its own`);
    if (capitals.has(g.capital)) out.push(`region ${g.name} shares its capital`);
    capitals.add(g.capital);
    if (g.border.length === 0 || g.border.some((ring) => ring.points.length < 3)) out.push(`region ${g.name} has no proper border`);
  }
  const names = [...m.towns.map((t) => t.name), ...m.regions.map((g) => g.name), ...m.rivers.map((r) => r.name), ...m.labels.map((l) => l.text)];
  for (const n of names) if (TRIPLED.test(n)) out.push(`name ${n} triples a letter`);
  for (const l of m.labels) if (l.x < 0 || l.x > m.width || l.y < 0 || l.y > m.height) out.push(`label ${l.text} is off the map`);
  // Labels never overlap (boxes as the placer measures them, naming.ts).
  const boxes = m.labels.map((l) => {
    const w = labelWidth(l.kind, l.text, l.size);
    const x0 = l.anchor === "start" ? l.x : l.x - w / 2;
    return { l, x0, x1: x0 + w, y0: l.y - l.size * 0.8, y1: l.y + l.size * 0.25 };
  });
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1)) if (a.x0 < b.x1 && a.x1 > b.x0 && a.y0 < b.y1 && a.y1 > b.y0) out.push(`labels ${a.l.text} and ${b.l.text} overlap`);
  });
  // No specks: every landmass has at least 4 cells, and no land cell differs from all its land neighbours (no checkerboard).
  const seen = new Int32Array(cells.count).fill(-1);
  let lonely = 0;
  let land = 0;
  for (let s = 0; s < cells.count; s++) {
    if (isWater(s)) continue;
    land++;
    const landNear = (cells.neighbours[s] as readonly number[]).filter((j) => j >= 0 && !isWater(j));
    if (landNear.length > 0 && !landNear.some((j) => cells.biome[j] === cells.biome[s])) lonely++;
    if (seen[s] !== -1) continue;
    let size = 0;
    const stack = [s];
    seen[s] = s;
    while (stack.length > 0) {
      const c = stack.pop() as number;
      size++;
      for (const j of cells.neighbours[c] as readonly number[]) {
        if (j >= 0 && seen[j] === -1 && cells.biome[j] !== "ocean") {
          seen[j] = s;
          stack.push(j);
        }
      }
    }
    if (size < 4) out.push(`a landmass of ${size} cells at cell ${s}`);
  }
  if (lonely > 0) out.push(`${lonely} of ${land} land cells share their biome with none of their land neighbours`);
  return out;
}
