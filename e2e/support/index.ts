// The e2e harness: one real server and one Chromium per test file (see e2e/README.md).
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser.js";
import { startE2EServer, type E2EServer } from "./server.js";

export * from "./axe.js";
export * from "./browser.js";
export * from "./csp.js";
export * from "./log-secrets.js";
export * from "./outbox.js";
export * from "./screenshots.js";
export * from "./server.js";
export * from "./users.js";

export interface E2EEnv {
  server: E2EServer;
  browser: Browser;
  baseURL: string;
}

/**
 * Registers beforeAll/afterAll that start the server and Chromium; the returned object is filled
 * in before the first test runs. `env` is extra server environment (e.g. the OIDC provider's).
 */
export function useE2E(env: () => Record<string, string> | Promise<Record<string, string>> = () => ({})): E2EEnv {
  const ctx = {} as E2EEnv;
  beforeAll(async () => {
    ctx.server = await startE2EServer(await env());
    ctx.baseURL = ctx.server.url;
    ctx.browser = await launchBrowser();
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.server?.close();
  });
  return ctx;
}
