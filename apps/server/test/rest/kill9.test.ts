// kill -9 during a burst of acknowledged writes (docs/decisions/0009-faults.md): the scenario is
// test/support/kill9.ts. Every write that got its 201 must be there after the restarts, and the
// data directory must open cleanly (the server starts and answers). KILL_LOOPS rounds per database
// (1 in npm test, to keep CI short; `npm run bench -- faults` runs 20).
import { describe, expect, it } from "vitest";
import { databases } from "../support/databases.js";
import { runKill9 } from "../support/kill9.js";

const LOOPS = Number(process.env.KILL_LOOPS ?? 1);

describe.each(databases)("kill -9 during acknowledged writes on %s", (kind) => {
  it(`keeps every acknowledged write over ${LOOPS} kills`, async () => {
    const r = await runKill9(kind, LOOPS);
    expect(r.missing).toEqual([]);
    expect(r.found).toBe(r.acknowledged);
    expect(r.acknowledged).toBeGreaterThanOrEqual(20 * LOOPS);
  }, 600_000);
});
