// Relationships bench: ELK auto-layout (the web app's own layoutGraph, as its Web Worker runs it)
// of a random relationship web of 100 items / 300 relations and 1,000 items / 3,000 relations.
// Prints the median and worst of a few runs; nothing is asserted.
import { createRequire } from "node:module";

interface LayoutInput {
  nodes: string[];
  edges: { id: string; from: string; to: string }[];
}
// Loaded at run time through a variable so that tsc (NodeNext) does not type-check the web sources.
const layoutPath = "../apps/web/src/features/relationships/layout.ts";
const { layoutGraph } = (await import(layoutPath)) as { layoutGraph: (elk: unknown, input: LayoutInput) => Promise<Record<string, { x: number; y: number }>> };
// elkjs is CommonJS; required the way the browser bundle gets it.
const ELK = createRequire(import.meta.url)("elkjs/lib/elk.bundled.js") as new () => unknown;

/** A deterministic web: each relation joins two items picked by a small LCG. */
function web(n: number, m: number): LayoutInput {
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
  const nodes = Array.from({ length: n }, (_, i) => `n${i}`);
  const edges: LayoutInput["edges"] = [];
  while (edges.length < m) {
    const a = next();
    const b = next();
    if (a !== b) edges.push({ id: `e${edges.length}`, from: `n${a}`, to: `n${b}` });
  }
  return { nodes, edges };
}

const elk = new ELK();
for (const [n, m, runs] of [
  [100, 300, 5],
  [1000, 3000, 3],
] as const) {
  const input = web(n, m);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const out = await layoutGraph(elk, input);
    times.push(performance.now() - t);
    if (Object.keys(out).length !== n) console.log(`  (only ${Object.keys(out).length} of ${n} items placed)`);
  }
  times.sort((a, b) => a - b);
  console.log(
    `elk layout ${n} items / ${m} relations: median ${times[Math.floor(runs / 2)]!.toFixed(0)} ms, worst ${times[runs - 1]!.toFixed(0)} ms (${runs} runs)`,
  );
}
