// CORS and the security headers on every answer Fastify writes (every service but REST, which
// http/rest-entry.ts answers with the same headers). What the headers are is http/headers.ts; why
// each is there, and why there is no CSRF token: docs/security.md.
import type { FastifyInstance } from "fastify";
import { corsHeaders, invalidPreflight, preflightHeaders, preflightKind, securityHeaders, type HeaderSources } from "./headers.js";

export interface SecurityOptions extends HeaderSources {
  /** Route URLs (as registered) answered without CORS headers, so no page elsewhere can read them. */
  sameOriginRoutes?: readonly string[];
}

export async function registerSecurity(app: FastifyInstance, opts: SecurityOptions = {}): Promise<void> {
  // Routes no other origin may read (the outbox holds live sign-in links): chosen by the route
  // Fastify matched, never by the URL's spelling.
  const closed = new Set(opts.sameOriginRoutes ?? []);
  // Callback hooks, not async ones: they run on every answer, and a promise per answer costs
  // microtask turns for nothing (docs/decisions/0005-rest-speed.md).
  app.addHook("onRequest", (req, reply, done) => {
    const headers: Record<string, string> = {};
    corsHeaders(req.headers.origin, !closed.has(req.routeOptions.url ?? ""), headers);
    const preflight = preflightKind(req.method, req.headers);
    if (preflight === "invalid") {
      reply.headers(headers).status(invalidPreflight.status).type(invalidPreflight.contentType).send(invalidPreflight.body);
      return;
    }
    if (preflight === "preflight") {
      preflightHeaders(req.headers, headers);
      reply.headers(headers).code(204).header("Content-Length", "0").send();
      return;
    }
    reply.headers(headers);
    done();
  });
  // A preflight to any URL is answered by the hook above; the route only makes OPTIONS match.
  app.options("*", (_req, reply) => reply.callNotFound());
  app.addHook("onSend", (req, reply, payload, done) => {
    const headers: Record<string, string> = {};
    const type = reply.getHeader("content-type");
    securityHeaders(typeof type === "string" ? type : "", req.protocol === "https", reply.hasHeader("content-security-policy"), opts, headers);
    reply.headers(headers);
    done(null, payload);
  });
}
