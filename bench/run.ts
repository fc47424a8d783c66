// `npm run bench`: runs every bench/*.bench.ts in turn. Each prints its own figures and the
// ratios it measured side by side; nothing here asserts a timing.
import { readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";

const only = process.argv.slice(2);
const files = readdirSync(new URL(".", import.meta.url).pathname)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
let failed = 0;
for (const f of files) {
  console.log(`\n=== ${f}`);
  const r = spawnSync("npx", ["tsx", f], { cwd: new URL(".", import.meta.url).pathname, stdio: "inherit" });
  if (r.status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
