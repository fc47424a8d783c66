// Prints the grammar faults of every kind (test/grammar-checks.ts) over N seeds per setting:
// `npx tsx test/grammar-scan.ts [seeds] [kind…]`.
import { generators, registeredKinds, SETTINGS, toSeed } from "../src/index.js";
import { faultsOf } from "./grammar-checks.js";

const n = Number(process.argv[2] ?? 500);
const only = process.argv.slice(3);
for (const kind of registeredKinds(generators)) {
  if (only.length > 0 && !only.includes(kind)) continue;
  const g = generators[kind]!;
  const seen = new Map<string, { count: number; example: string }>();
  for (const setting of SETTINGS) {
    for (let i = 0; i < n; i++) {
      for (const f of faultsOf(g.generate({ seed: toSeed(`g${i}`), options: { setting } }))) {
        const key = `${f.check} ${f.where}`;
        const s = seen.get(key);
        if (s) s.count++;
        else seen.set(key, { count: 1, example: `[${setting}] ${f.excerpt}` });
      }
    }
  }
  for (const [key, s] of seen) console.log(`${kind}\t${key}\t${s.count}\t${s.example}`);
}
