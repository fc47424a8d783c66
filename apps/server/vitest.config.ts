import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // bcrypt cost 4 instead of 10 for every password the tests hash (apps/server/src/auth/input.ts).
    env: { WL_TEST_BCRYPT_COST: "4" },
    // The migrated PGlite snapshot and one shared PostgreSQL cluster with a migrated template (docs/decisions/0011-ci-time.md).
    globalSetup: ["./test/support/global-setup.ts"],
  },
});
