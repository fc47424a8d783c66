#!/usr/bin/env node
// Runs npm scripts at the same time and fails when any fails: `node scripts/parallel.mjs typecheck lint`.
// `npm test` uses it for typecheck and lint, two single-threaded jobs that each keep one of CI's
// two cores busy (docs/decisions/0011-ci-time.md). Each script's output is printed in one piece
// when it ends, so the logs do not interleave.
import { spawn } from "node:child_process";

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error("usage: node scripts/parallel.mjs <npm script>...");
  process.exit(2);
}
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const results = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(npm, ["run", name], { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" } });
        const chunks = [];
        child.stdout.on("data", (d) => chunks.push(d));
        child.stderr.on("data", (d) => chunks.push(d));
        child.on("error", (err) => chunks.push(Buffer.from(String(err))));
        child.on("close", (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(0);
          process.stdout.write(Buffer.concat(chunks));
          console.log(`— npm run ${name}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds} s`);
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
