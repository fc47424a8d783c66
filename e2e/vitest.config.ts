// End-to-end tests: the built SPA and a real server, driven in Debian's Chromium.
import { defineConfig } from "vitest/config";

// Files run in parallel workers (E2E_WORKERS, default 2: the CI machine has two cores). Each file
// starts its own in-process server on a random port with its own in-memory database, and its own
// Chromium, so files never share state.
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 2);

export default defineConfig({
  test: {
    name: "e2e",
    include: ["tests/**/*.e2e.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: workers > 1,
    maxWorkers: workers,
  },
});
