// Unit and contract tests of every workspace; e2e tests run separately (npm run test:e2e).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["packages/*", "apps/*"],
    // Two test files at a time: vitest's default on a two-core machine is one worker, which left
    // a core idle while a file waited on its server or database (docs/decisions/0011-ci-time.md).
    // VITEST_MAX_WORKERS overrides (e.g. 1 on a machine that is busy with other work).
    maxWorkers: Math.max(1, Number(process.env.VITEST_MAX_WORKERS ?? 2) || 2),
  },
});
