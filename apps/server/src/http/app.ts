// The Fastify application: body parsing, security headers, runtime config for the SPA, the
// API services under their Supabase prefixes, and the SPA itself.
import Fastify, { LogController, type FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { registerBodyParsers } from "./body.js";
import { loggerOptions, logsEveryRequest } from "./logger.js";
import { registerSecurity } from "./security.js";
import { inlineScriptHashes, registerSpa } from "./spa.js";
import { authPlugin } from "../auth/plugin.js";
import { startRest, unhandledErrorAnswer } from "../rest/service.js";
import { installRestEntry, restEntry } from "./rest-entry.js";
import { OUTBOX_ROUTES, outboxPlugin } from "../mail/outbox-routes.js";
import { storagePlugin } from "../storage/plugin.js";
import { billingPlugin } from "../billing/plugin.js";
import { cancelSubscriptionBeforeDelete } from "../billing/account.js";
import { opsPlugin } from "../ops/plugin.js";

export interface BuildOptions {
  logger?: boolean;
  /** Write the log to this file instead of stdout (the e2e harness does; see docs/security.md). */
  logFile?: string;
}

export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(ctx.config.logLevel, opts.logFile ? { file: opts.logFile } : undefined),
    // One line per request is noise for a person running `npm start`; errors are still logged.
    logController: LogController ? new LogController({ disableRequestLogging: !logsEveryRequest(ctx.config.logLevel) }) : undefined,
    bodyLimit: 1024 * 1024,
    trustProxy: ctx.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  registerBodyParsers(app);
  await registerSecurity(app, {
    apiExternalUrl: () => ctx.config.apiExternalUrl,
    scriptHashes: () => inlineScriptHashes(ctx.config.webDist),
    sameOriginRoutes: OUTBOX_ROUTES,
  });

  app.get("/config.json", async (_req, reply) => {
    reply.header("Cache-Control", "no-cache");
    // Without SMTP, auth mail lands in the outbox; the app links to it after sign-up.
    return {
      supabaseUrl: ctx.config.apiExternalUrl,
      supabaseAnonKey: ctx.keys.anon,
      ...(ctx.config.smtpUrl ? {} : { outboxUrl: `${ctx.config.apiExternalUrl}/outbox` }),
    };
  });

  await app.register(authPlugin(ctx, { beforeAccountDelete: cancelSubscriptionBeforeDelete(ctx) }), { prefix: "/auth/v1" });
  // REST enters on node:http before Fastify's router, by one path (http/rest-entry.ts).
  const rest = await startRest(ctx);
  app.addHook("onClose", async () => rest.close());
  installRestEntry(
    app.server,
    restEntry({
      server: app.server,
      log: app.log,
      trustProxy: ctx.config.trustProxy,
      bodyLimit: app.initialConfig.bodyLimit ?? 1024 * 1024,
      sources: { apiExternalUrl: () => ctx.config.apiExternalUrl },
      logRequests: logsEveryRequest(ctx.config.logLevel),
      answer: (call) => rest.answer(call),
      errorAnswer: unhandledErrorAnswer,
    }),
  );
  await app.register(storagePlugin(ctx), { prefix: "/storage/v1" });
  await app.register(billingPlugin(ctx), { prefix: "/functions/v1/billing" });
  await app.register(opsPlugin(ctx), { prefix: "/ops/v1" });
  await app.register(outboxPlugin(ctx));
  await registerSpa(app, ctx.config.webDist);
  return app;
}
