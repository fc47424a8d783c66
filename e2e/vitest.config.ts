// End-to-end tests: the built SPA and a real server, driven in Debian's Chromium.
import { defineConfig } from "vitest/config";

// Files run in parallel workers (E2E_WORKERS, default 2). Each file starts its own in-process server
// on a random port with its own in-memory database, and its own Chromium, so files never share state.
// Two workers on the two-core CI machine: a whole run at two workers, with no retry and a load average
// of 20, failed 2 of 392 tests, both reading a state once instead of waiting for it; both now wait
// (docs/decisions/0011-ci-time.md). E2E_WORKERS=1 runs one file at a time.
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);
// On CI a failed test runs once more; support/flaky-reporter.ts names every test that needed it,
// so a flake stays a visible bug to fix (docs/decisions/0008-e2e-retry.md). Locally: no retry.
const retry = Math.max(0, Number(process.env.E2E_RETRY ?? (process.env.CI ? 1 : 0)) || 0);

export default defineConfig({
  test: {
    name: "e2e",
    include: ["tests/**/*.e2e.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: workers > 1,
    maxWorkers: workers,
    retry,
    // bcrypt cost 4 instead of 10 for every password the tests hash (apps/server/src/auth/input.ts).
    env: { WL_TEST_BCRYPT_COST: "4" },
    // The migrated PGlite snapshot every file's server starts from (support/server.ts), made once.
    globalSetup: ["./support/global-setup.ts"],
    // durations-reporter: each file's time, retries and the load average, to compare runs file by file.
    reporters: ["default", "./support/flaky-reporter.ts", "./support/durations-reporter.ts"],
  },
});
