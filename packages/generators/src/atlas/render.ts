// renderMapSvg: the model drawn as a hand-made atlas page (docs/maps.md, "Generated maps"): sea
// with ripple lines along the coast, biome washes on parchment, mountains as ink strokes, rivers
// widening downstream, dashed region borders, town marks and haloed labels. Same model, same text.
import { f1, mapScale, sqrt } from "./geom.js";
import { BIOME_FILL, BORDER, INK, LAKE, PAPER, RIVER, SEA, SEA_LINE } from "./palette.js";
import { escapeXml, pathOf, smooth } from "./paths.js";
import { riverThreshold } from "./rivers.js";
import { glyphs } from "./glyphs.js";
import type { BiomeId, Label, MapModel, Point } from "./types.js";
import { BIOMES } from "./types.js";

export interface RenderOptions {
  /** Draw the labels (default true). */
  readonly labels?: boolean;
}

const FONT = "Literata, 'Iowan Old Style', Georgia, serif";

/** Rings of the cells of one biome (land only), from the model's corners and neighbours. */
function cellRings(model: MapModel, inSet: (i: number) => boolean): Point[][] {
  const { cells, corners } = model;
  const next = new Map<number, number>();
  const starts: number[] = [];
  for (let i = 0; i < cells.count; i++) {
    if (!inSet(i)) continue;
    const cs = cells.corners[i] as readonly number[];
    const nb = cells.neighbours[i] as readonly number[];
    for (let k = 0; k < cs.length; k++) {
      const j = nb[k] as number;
      if (j >= 0 && inSet(j)) continue;
      const a = cs[k] as number;
      if (!next.has(a)) starts.push(a);
      next.set(a, cs[(k + 1) % cs.length] as number);
    }
  }
  const used = new Set<number>();
  const rings: Point[][] = [];
  for (const s of starts) {
    if (used.has(s)) continue;
    const ring: Point[] = [];
    let c: number | undefined = s;
    while (c !== undefined && !used.has(c)) {
      used.add(c);
      ring.push([corners.x[c] as number, corners.y[c] as number]);
      c = next.get(c);
    }
    if (ring.length >= 3) rings.push(ring);
  }
  return rings;
}

/** Borders between two regions, as chained lines of corners (each shared edge once). */
function regionBorders(model: MapModel): Point[][] {
  const { cells, corners } = model;
  const next = new Map<number, number>();
  const hasIn = new Set<number>();
  for (let i = 0; i < cells.count; i++) {
    const r = cells.region[i] as number;
    if (r < 0) continue;
    const cs = cells.corners[i] as readonly number[];
    const nb = cells.neighbours[i] as readonly number[];
    for (let k = 0; k < cs.length; k++) {
      const j = nb[k] as number;
      if (j < 0) continue;
      const rj = cells.region[j] as number;
      if (rj < 0 || rj <= r) continue;
      const a = cs[k] as number;
      const b = cs[(k + 1) % cs.length] as number;
      next.set(a, b);
      hasIn.add(b);
    }
  }
  const lines: Point[][] = [];
  const used = new Set<number>();
  const walk = (s: number): void => {
    const line: Point[] = [[corners.x[s] as number, corners.y[s] as number]];
    let c = s;
    while (next.has(c) && !used.has(c)) {
      used.add(c);
      c = next.get(c) as number;
      line.push([corners.x[c] as number, corners.y[c] as number]);
    }
    if (line.length >= 2) lines.push(line);
  };
  for (const s of next.keys()) if (!hasIn.has(s)) walk(s);
  for (const s of next.keys()) if (!used.has(s)) walk(s);
  return lines;
}

function labelSvg(l: Label): string {
  const t = escapeXml(l.text);
  const at = `x="${f1(l.x)}" y="${f1(l.y)}" font-size="${f1(l.size)}"${l.anchor === "middle" ? ' text-anchor="middle"' : ""}`;
  switch (l.kind) {
    case "region":
      return `<text ${at} class="lr">${t}</text>`;
    case "sea":
      return `<text ${at} class="ls">${t}</text>`;
    case "mountain":
      return `<text ${at} class="lm">${t}</text>`;
    case "lake":
    case "river":
      return `<text ${at} class="lw">${t}</text>`;
    case "town":
      return `<text ${at} class="lt">${t}</text>`;
  }
}

export function renderMapSvg(model: MapModel, opts: RenderOptions = {}): string {
  const { width: w, height: h, cells } = model;
  const k = mapScale(w, h);
  const px = (v: number): string => f1(v * k);
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="Map">`,
    `<style>text{font-family:${FONT};paint-order:stroke;stroke:${PAPER};stroke-width:${px(3)}px;stroke-linejoin:round;fill:${INK}}` +
      `.lr{letter-spacing:.22em;fill:${BORDER};fill-opacity:.82;font-weight:600}.ls{font-style:italic;letter-spacing:.12em;fill:#4d6a70;stroke:${SEA}}` +
      `.lm{font-style:italic;fill:#5e5244}.lw{font-style:italic;fill:#3f6272}.lt{fill:${INK}}</style>`,
  );
  const coast = model.coastlines.filter((c) => c.kind === "sea").map((c) => smooth(c.points, true));
  const coastD = coast.map((p) => pathOf(p, true)).join("");
  out.push(`<defs><clipPath id="land"><path d="${coastD}"/></clipPath></defs>`);
  out.push(`<rect width="${w}" height="${h}" fill="${SEA}"/>`);
  // Ripples: the coast drawn wide and pale, then narrower in the sea's colour, leaving lines.
  out.push(`<g fill="none" stroke-linejoin="round"><path d="${coastD}" stroke="${SEA_LINE}" stroke-width="${px(15)}" stroke-opacity=".35"/>`);
  out.push(
    `<path d="${coastD}" stroke="${SEA}" stroke-width="${px(11)}"/><path d="${coastD}" stroke="${SEA_LINE}" stroke-width="${px(6)}" stroke-opacity=".55"/>`,
  );
  out.push(`<path d="${coastD}" stroke="${SEA}" stroke-width="${px(3.5)}"/></g>`);
  out.push(`<path d="${coastD}" fill="${PAPER}"/>`);
  // Biome washes, clipped to the land.
  out.push(`<g clip-path="url(#land)" stroke-linejoin="round">`);
  for (const b of BIOMES) {
    if (b === "ocean" || b === "lake" || b === "grassland") continue;
    const rings = cellRings(model, (i) => cells.biome[i] === b);
    if (rings.length === 0) continue;
    const d = rings.map((r) => pathOf(smooth(r, true), true)).join("");
    out.push(`<path d="${d}" fill="${BIOME_FILL[b as BiomeId]}" stroke="${BIOME_FILL[b as BiomeId]}" stroke-width="1"/>`);
  }
  out.push(`</g>`);
  const lakes = model.coastlines.filter((c) => c.kind === "lake").map((c) => pathOf(smooth(c.points, true), true));
  if (lakes.length > 0) out.push(`<path d="${lakes.join("")}" fill="${LAKE}" stroke="${SEA_LINE}" stroke-width="${px(1)}"/>`);
  out.push(glyphs(model));
  // Rivers: each run of points of one width class is one stroke.
  const T = riverThreshold(cells.count);
  out.push(`<g fill="none" stroke="${RIVER}" stroke-linecap="round" stroke-linejoin="round">`);
  for (const r of model.rivers) {
    const pts = r.points;
    const cls = r.flow.map((f) => {
      const v = 0.5 + 0.9 * sqrt(f / T);
      return (v > 4.5 ? 4.5 : v) * k;
    });
    let start = 0;
    for (let k = 1; k <= pts.length - 1; k++) {
      const wk = f1(cls[k] as number);
      const end = k === pts.length - 1 || f1(cls[k + 1] as number) !== wk;
      if (!end) continue;
      const seg = pts.slice(start, k + 1);
      out.push(`<path d="${pathOf(smooth(seg, false, 2), false)}" stroke-width="${wk}"/>`);
      start = k;
    }
  }
  out.push(`</g>`);
  const borders = regionBorders(model).map((l) => pathOf(smooth(l, false, 1), false));
  if (borders.length > 0) {
    out.push(
      `<path d="${borders.join("")}" fill="none" stroke="${BORDER}" stroke-width="${px(1.3)}" stroke-dasharray="${px(5)} ${px(3)}" stroke-opacity=".75" stroke-linecap="round"/>`,
    );
  }
  out.push(`<path d="${coastD}" fill="none" stroke="${INK}" stroke-width="${px(1.4)}" stroke-linejoin="round"/>`);
  out.push(`<g stroke="${INK}">`);
  for (const t of model.towns) {
    if (t.capital)
      out.push(
        `<circle cx="${f1(t.x)}" cy="${f1(t.y)}" r="${px(4.2)}" fill="${PAPER}" stroke-width="${px(1.5)}"/><circle cx="${f1(t.x)}" cy="${f1(t.y)}" r="${px(1.7)}" fill="${INK}"/>`,
      );
    else
      out.push(`<circle cx="${f1(t.x)}" cy="${f1(t.y)}" r="${px(t.size === "town" ? 2.7 : 1.9)}" fill="${INK}" stroke="${PAPER}" stroke-width="${px(0.8)}"/>`);
  }
  out.push(`</g>`);
  if (opts.labels !== false) out.push(`<g>${model.labels.map(labelSvg).join("")}</g>`);
  out.push(`<rect x="1.5" y="1.5" width="${w - 3}" height="${h - 3}" fill="none" stroke="${INK}" stroke-width="3"/>`);
  out.push(`<rect x="7" y="7" width="${w - 14}" height="${h - 14}" fill="none" stroke="${INK}" stroke-width=".8"/>`);
  out.push(`</svg>`);
  return out.join("");
}
