// Generated maps (docs/maps.md, "Generated maps"): the time of one 10,000-cell map on one core,
// model and SVG apart, on the built package (`npm run build -w @worldloom/generators` first).
// Target: a 10,000-cell map in ≤ 1 s. Three warm-up maps, then ten seeds of each kind; the median
// CPU time is the figure (the slowest beside it: this is a shared machine).
import { generateMap, renderMapSvg } from "@worldloom/generators/atlas";
import { assertGeneratorsBuilt } from "./built.js";

assertGeneratorsBuilt();

const TARGET_MS = 1000;
const CELLS = Number(process.env.ATLAS_CELLS ?? 10000);
const cpuMs = (f: () => void): number => {
  const c0 = process.cpuUsage();
  f();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
};
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? 0;

for (let w = 0; w < 3; w++) renderMapSvg(generateMap({ seed: `warm${w}`, cells: CELLS }));
console.log(
  `One ${CELLS.toLocaleString("en")}-cell map, 1600 × 1000 px, CPU time per map (median of 10 seeds; slowest in brackets); target ≤ ${TARGET_MS} ms.`,
);
console.log(["kind".padEnd(10), "generateMap".padEnd(18), "renderMapSvg".padEnd(18), "both".padEnd(18), "SVG size"].join("  "));
let worst = 0;
for (const kind of ["continent", "region"] as const) {
  const gen: number[] = [];
  const svg: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 10; i++) {
    let model: ReturnType<typeof generateMap> | undefined;
    gen.push(cpuMs(() => (model = generateMap({ seed: `bench-${kind}-${i}`, kind, cells: CELLS }))));
    let text = "";
    svg.push(cpuMs(() => (text = renderMapSvg(model!))));
    bytes += text.length;
  }
  const both = gen.map((g, i) => g + (svg[i] ?? 0));
  worst = Math.max(worst, median(both));
  const cell = (xs: number[]): string => `${median(xs).toFixed(0)} ms (${Math.max(...xs).toFixed(0)})`.padEnd(18);
  console.log([kind.padEnd(10), cell(gen), cell(svg), cell(both), `${(bytes / 10 / 1024).toFixed(0)} KB`].join("  "));
}
console.log(
  worst <= TARGET_MS ? `Within the target (${worst.toFixed(0)} ms ≤ ${TARGET_MS} ms).` : `Over the target: ${worst.toFixed(0)} ms > ${TARGET_MS} ms.`,
);
