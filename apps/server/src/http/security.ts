// Security headers for every answer, and the CORS policy the browser client needs when the
// SPA is served from another origin (docs/wire-protocol.md §1.4 and §5.1). Why each header is
// there, and why there is no CSRF token: docs/security.md.
import cors from "@fastify/cors";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

export const exposedHeaders = [
  "Content-Range",
  "Content-Location",
  "Content-Type",
  "Location",
  "Range-Unit",
  "Preference-Applied",
  "X-Supabase-Api-Version",
  "X-Total-Count",
  "Link",
];

/** A script-src source naming one script by its SHA-256 ('sha256-' and 44 base64 characters). */
const SCRIPT_HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/**
 * The policy for HTML pages (the SPA, the outbox). Scripts only from this origin, plus the inline
 * scripts named by their hash in `scriptHashes` (the prerendered pages' boot script, whose hash the
 * build writes to dist/prerender/csp.json): no 'unsafe-inline', no eval, so injected markup cannot
 * run. Anything in `scriptHashes` that is not a sha256 source is ignored. Inline styles are allowed
 * because Radix, sonner, Tiptap and React Flow set or inject them at run time; CSS cannot run script.
 * `apiOrigin` is the API's external origin (config.json's supabaseUrl), which may differ from the page's.
 */
export function htmlPolicy(apiOrigin: string | undefined, https: boolean, scriptHashes: readonly string[] = []): string {
  const api = apiOrigin ? ` ${apiOrigin}` : "";
  const hashes = scriptHashes.filter((h) => SCRIPT_HASH.test(h));
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    // https: pictures by address (a universe cover from elsewhere) are allowed; images cannot run script.
    `img-src 'self' data: blob: https:${api}`,
    "font-src 'self' data:",
    `connect-src 'self'${api}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** JSON, text and redirects are never rendered as documents: nothing may load from them. */
export const apiPolicy = "default-src 'none'; frame-ancestors 'none'";

export const permissionsPolicy = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  // The Topics API, successor of FLoC ("interest-cohort", withdrawn in 2022 and no longer a known feature).
  "browsing-topics=()",
].join(", ");

export const hsts = "max-age=31536000; includeSubDomains";

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export interface SecurityOptions {
  /** The API's external URL (config.apiExternalUrl, read per answer: a random port is known only after listen), added to connect-src and img-src. */
  apiExternalUrl?: () => string | undefined;
  /** The inline scripts HTML pages may run, as 'sha256-…' sources (read per answer: a rebuilt SPA's new hash applies at once). */
  scriptHashes?: () => readonly string[];
  /** Route URLs (as registered) answered without CORS headers, so no page elsewhere can read them. */
  sameOriginRoutes?: readonly string[];
}

export function applySecurityHeaders(req: FastifyRequest, reply: FastifyReply, opts: SecurityOptions = {}): void {
  const https = req.protocol === "https";
  reply.header("X-Content-Type-Options", "nosniff");
  reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
  reply.header("X-Frame-Options", "DENY");
  reply.header("Permissions-Policy", permissionsPolicy);
  reply.header("Cross-Origin-Opener-Policy", "same-origin");
  if (https) reply.header("Strict-Transport-Security", hsts);
  // A route that set its own (stricter) policy keeps it: storage objects are sandboxed.
  if (reply.hasHeader("Content-Security-Policy")) return;
  const type = String(reply.getHeader("Content-Type") ?? "");
  if (type.startsWith("text/html")) {
    reply.header("Content-Security-Policy", htmlPolicy(originOf(opts.apiExternalUrl?.()), https, opts.scriptHashes?.()));
  } else {
    reply.header("Content-Security-Policy", apiPolicy);
  }
}

export async function registerSecurity(app: FastifyInstance, opts: SecurityOptions = {}): Promise<void> {
  const apiCors = {
    origin: true,
    credentials: true,
    methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    // Reflect Access-Control-Request-Headers, as PostgREST does.
    allowedHeaders: undefined,
    // Joined once here: the plugin would join an array on every answer.
    exposedHeaders: exposedHeaders.join(", "),
    maxAge: 86400,
  };
  const noCors = { origin: false };
  // Routes no other origin may read (the outbox holds live sign-in links): chosen by the route
  // Fastify matched, never by the URL's spelling.
  const closed = new Set(opts.sameOriginRoutes ?? []);
  await app.register(cors, {
    delegator: (req, cb) => cb(null, closed.has(req.routeOptions.url ?? "") ? noCors : apiCors),
  });
  // A callback hook, not an async one: it runs on every answer, and a promise per answer costs
  // microtask turns for nothing (docs/decisions/0005-rest-speed.md, round 4).
  app.addHook("onSend", (req, reply, payload, done) => {
    applySecurityHeaders(req, reply, opts);
    done(null, payload);
  });
}
