import { ARCHETYPES } from "./src/kinds/magic-system/archetypes.js";
const wc = (s: string) => s.toLowerCase().split(/[^\p{L}#']+/u).filter(Boolean).length;
const lim = Number(process.argv[2] ?? 7);
for (const a of ARCHETYPES) {
  const banks: [string, readonly string[]][] = [["sources", a.sources], ["users", a.users], ["casting", a.casting], ["training", a.training], ["costs", a.costs], ["marks", a.marks], ["dangers", a.dangers], ["rules", a.rules.map(r => r[0])], ["so", a.rules.map(r => r[1])]];
  for (const s of a.schools) banks.push([s.name, [...s.subtle, ...s.potent, ...s.great]]);
  for (const [k, b] of banks) for (const p of b) if (wc(p) >= lim) console.log(`${a.id} ${k}: ${p} (${wc(p)})`);
}
