// Quick bench of chosen kinds on the built package (`npm run build -w @worldloom/generators`
// first), best of three 500 ms rounds after the same warm-up as generators.bench.ts:
// `npx tsx kinds.ts lore name`; with no kinds it runs every registered kind.
import { generate, generators, registeredKinds } from "@worldloom/generators";
import { assertGeneratorsBuilt } from "./built.js";

assertGeneratorsBuilt();
const all: readonly string[] = registeredKinds(generators);
const asked = process.argv.slice(2);
const unknown = asked.filter((k) => !all.includes(k));
if (unknown.length > 0) throw new Error(`Not a registered kind: ${unknown.join(", ")}. Kinds: ${all.join(", ")}`);
const kinds = asked.length > 0 ? asked : all;
for (const kind of kinds) {
  const warmStart = performance.now();
  for (let w = 0; performance.now() - warmStart < 700 || (w < 40960 && performance.now() - warmStart < 6000);) {
    for (let i = 0; i < 50; i++) generate(kind as never, { seed: `warm${w++}` });
  }
  let best = 0;
  for (let round = 0; round < 3; round++) {
    let n = 0;
    const start = performance.now();
    const cpu0 = process.cpuUsage();
    while (performance.now() - start < 500) for (let i = 0; i < 50; i++) generate(kind as never, { seed: `b${round}:${n++}` });
    const cpu = process.cpuUsage(cpu0);
    best = Math.max(best, n / ((cpu.user + cpu.system) / 1e6));
  }
  console.log(kind.padEnd(16), Math.round(best).toLocaleString("en").padStart(8));
}
