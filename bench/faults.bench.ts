// Faults at the scale (docs/decisions/0009-faults.md): kill -9 during a burst of
// acknowledged writes, KILL_LOOPS (20) times on PGlite and on PostgreSQL — the scenario of
// apps/server/test/rest/kill9.test.ts, which npm test runs once. Prints acknowledged writes, how
// many were found after the last restart, and the loops; exits non-zero if one is missing.
// Then `npm audit` (scripts/audit.mjs), which says so when the advisory endpoint is unreachable.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { runKill9 } from "../apps/server/test/support/kill9.js";
import { postgresAvailable } from "../apps/server/test/support/postgres.js";

const LOOPS = Number(process.env.KILL_LOOPS ?? 20);
let failed = 0;

for (const kind of ["pglite", "postgres"] as const) {
  if (kind === "postgres" && !postgresAvailable()) {
    console.log("kill -9 on postgres: skipped (no initdb/postgres binaries on this machine)");
    continue;
  }
  try {
    const r = await runKill9(kind, LOOPS, (loop, acked) => process.stdout.write(`\r  ${kind}: loop ${loop + 1}/${LOOPS}, ${acked} acknowledged`));
    process.stdout.write("\n");
    console.log(
      `kill -9 on ${kind}: ${r.acknowledged} acknowledged writes, ${r.found} found, ${r.loops} loops, ${r.missing.length} missing (${r.seconds.toFixed(0)} s)`,
    );
    if (r.missing.length > 0) {
      failed++;
      console.log(`  MISSING: ${r.missing.slice(0, 20).join(", ")}`);
    }
  } catch (e) {
    failed++;
    console.log(`\nkill -9 on ${kind}: FAILED — ${(e as Error).message}`);
  }
}

const audit = spawnSync(process.execPath, [fileURLToPath(new URL("../scripts/audit.mjs", import.meta.url))], { stdio: "inherit" });
if (audit.status !== 0) failed++;
process.exit(failed > 0 ? 1 : 0);
