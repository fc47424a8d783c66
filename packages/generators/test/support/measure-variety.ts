import { generators, registeredKinds, SETTINGS, toSeed } from "../../src/index.js";
import { repeatedGrams } from "./variety.js";
const kinds = registeredKinds(generators);
for (const kind of kinds) {
  const g = generators[kind]!;
  const row: string[] = [];
  let worst = "";
  for (const setting of SETTINGS) {
    const rs = Array.from({ length: 500 }, (_, i) => g.generate({ seed: toSeed(`v${i}`), options: { setting } }));
    const rep = repeatedGrams(rs);
    row.push(String(rep.length));
    if (setting === "high-fantasy" && rep[0]) worst = `${(rep[0].share * 100).toFixed(0)}% "${rep[0].gram}"`;
  }
  console.log(kind.padEnd(16), row.join(" ").padEnd(30), worst);
}
