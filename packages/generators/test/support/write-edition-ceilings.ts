// Rewrites test/edition/<kind>.json for the kinds named (all when none) with today's figures; a
// kind at zero everywhere has its file removed. `npx tsx test/support/write-edition-ceilings.ts [kind…]`.
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { generators, registeredKinds } from "../../src/index.js";
import { editionFigures } from "./edition-run.js";

const kinds = process.argv.slice(2).length > 0 ? process.argv.slice(2) : registeredKinds(generators);
mkdirSync(new URL("../edition/", import.meta.url), { recursive: true });
for (const kind of kinds) {
  const f = editionFigures(kind);
  const file = new URL(`../edition/${kind}.json`, import.meta.url);
  if (f.grams === 0 && Object.keys(f.faults).length === 0) {
    if (existsSync(file)) rmSync(file);
    console.log(kind, "clear");
  } else {
    const faults = Object.fromEntries(Object.entries(f.faults).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(file, `${JSON.stringify({ grams: f.grams, faults })}\n`);
    console.log(kind, f.grams, JSON.stringify(faults));
  }
}
