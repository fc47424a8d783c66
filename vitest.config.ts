// Unit and contract tests of every workspace; e2e tests run separately (npm run test:e2e).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["packages/*", "apps/*"],
  },
});
