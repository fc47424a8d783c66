// Family tree bench: the generation layout (the web app's own layoutFamily, as the editor runs it)
// of a random family of 100 and 1,000 people (each with up to two parents from earlier generations,
// most with a partner). Prints the median and worst of a few runs; the target is ≤ 300 ms for 1,000.
interface LayoutInput {
  people: string[];
  parents: { child: string; parent: string }[];
  partners: { a: string; b: string }[];
}
// Loaded at run time through a variable so that tsc (NodeNext) does not type-check the web sources.
const layoutPath = "../apps/web/src/features/family-trees/layout.ts";
const { layoutFamily, visiblePeople } = (await import(layoutPath)) as {
  layoutFamily: (input: LayoutInput) => Record<string, { x: number; y: number }>;
  visiblePeople: (input: LayoutInput, mode: string, focus: string | null, collapsed: ReadonlySet<string>) => Set<string>;
};

/** A deterministic family: person i's parents are picked among the people before them (a small LCG). */
function family(n: number): LayoutInput {
  let seed = 7;
  const rnd = (m: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % m;
  const people = Array.from({ length: n }, (_, i) => `p${i}`);
  const parents: LayoutInput["parents"] = [];
  const partners: LayoutInput["partners"] = [];
  for (let i = 8; i < n; i++) {
    const a = rnd(i);
    parents.push({ child: `p${i}`, parent: `p${a}` });
    const b = rnd(i);
    if (b !== a && rnd(3) > 0) parents.push({ child: `p${i}`, parent: `p${b}` });
    if (rnd(2) === 0 && i > 0) partners.push({ a: `p${i}`, b: `p${rnd(i)}` });
  }
  return { people, parents, partners };
}

for (const [n, runs] of [
  [100, 9],
  [1000, 5],
] as const) {
  const input = family(n);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const shown = visiblePeople(input, "all", null, new Set());
    const out = layoutFamily(input);
    times.push(performance.now() - t);
    if (Object.keys(out).length !== n || shown.size !== n) console.log(`  (only ${Object.keys(out).length} of ${n} people placed)`);
  }
  times.sort((a, b) => a - b);
  const worst = times[runs - 1]!;
  console.log(
    `family layout ${n} people / ${input.parents.length} parent links: median ${times[Math.floor(runs / 2)]!.toFixed(1)} ms, worst ${worst.toFixed(1)} ms (${runs} runs)${n === 1000 ? ` — target ≤ 300 ms: ${worst <= 300 ? "met" : "MISSED"}` : ""}`,
  );
}
