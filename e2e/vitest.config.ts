// End-to-end tests: the built SPA and a real server, driven in Debian's Chromium.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "e2e",
    include: ["tests/**/*.e2e.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One Chromium per file; files run one after another to stay within two cores.
    fileParallelism: false,
  },
});
