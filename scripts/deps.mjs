// `npm run deps`: dependency-cruiser's import rules (.dependency-cruiser.cjs) on resolved paths,
// against the known violations in .dependency-cruiser-known-violations.json. A violation not in that
// file fails; so does a listed one that is gone (take it out: `npm run deps -- --write` rewrites the
// file), so the list only shrinks. (depcruise's own --ignore-known does not match folder cycles.)
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const knownFile = join(root, ".dependency-cruiser-known-violations.json");
const roots = ["apps/web/src", "apps/server/src", "packages/generators/src"];
const out = execFileSync(join(root, "node_modules/.bin/depcruise"), [...roots, "--config", ".dependency-cruiser.cjs", "--output-type", "json"], {
  cwd: root,
  encoding: "utf8",
  maxBuffer: 256 * 1024 * 1024,
});
const key = (v) => `${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (round ${v.cycle.map((c) => c.name ?? c).join(" → ")})` : ""}`;
const found = JSON.parse(out).summary.violations.filter((v) => v.rule.severity === "error");
if (process.argv.includes("--write")) {
  writeFileSync(knownFile, `${JSON.stringify(found.map(key).sort(), null, 2)}\n`);
  console.log(`Wrote ${found.length} known violations to .dependency-cruiser-known-violations.json`);
  process.exit(0);
}
const known = new Set(JSON.parse(readFileSync(knownFile, "utf8")));
const now = new Set(found.map(key));
const fresh = [...now].filter((k) => !known.has(k));
const gone = [...known].filter((k) => !now.has(k));
for (const k of fresh) console.error(`new import violation  ${k}`);
for (const k of gone) console.error(`fixed, take it out of .dependency-cruiser-known-violations.json  ${k}`);
if (fresh.length || gone.length) {
  console.error(`\n${fresh.length} new, ${gone.length} fixed but still listed. Rules and reasons: .dependency-cruiser.cjs`);
  process.exit(1);
}
console.log(`Imports: no new violations (${known.size} known, listed in .dependency-cruiser-known-violations.json).`);
