// Every header the server adds to an answer, from one place: CORS (the API's reflected-origin
// policy and its preflights) and the security headers (docs/security.md says why each is there;
// docs/wire-protocol.md §1.4 and §5.1 what supabase-js needs). Fastify's routes get them through
// http/security.ts's hooks, REST through http/rest-entry.ts; both call the functions below.
import type { IncomingHttpHeaders } from "node:http";

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

/** Where the header values that vary per server come from (read per answer). */
export interface HeaderSources {
  /** The API's external URL (config.apiExternalUrl, read per answer: a random port is known only after listen), added to connect-src and img-src. */
  apiExternalUrl?: () => string | undefined;
  /** The inline scripts HTML pages may run, as 'sha256-…' sources (read per answer: a rebuilt SPA's new hash applies at once). */
  scriptHashes?: () => readonly string[];
}

export const corsMethods = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
const EXPOSED = exposedHeaders.join(", ");
/** A day: how long a browser may reuse a preflight's answer. */
const PREFLIGHT_MAX_AGE = "86400";

/**
 * The CORS headers of an API answer, written into `out` (lower-case names). Any origin may read the
 * API with credentials (the SPA may be served elsewhere; the JWT, not a cookie, is the credential):
 * the request's Origin is reflected, so every answer varies by it. `open` false (a same-origin route
 * such as the outbox) adds only the Vary.
 */
export function corsHeaders(origin: string | undefined, open: boolean, out: Record<string, string>): void {
  out["vary"] = "Origin";
  if (!open) return;
  if (origin) out["access-control-allow-origin"] = origin;
  out["access-control-allow-credentials"] = "true";
  out["access-control-expose-headers"] = EXPOSED;
}

/** What a request is as a preflight: "preflight" (answer 204 with preflightHeaders), "invalid" (an OPTIONS without Origin or a method to ask for: 400), or "none". */
export function preflightKind(method: string, headers: IncomingHttpHeaders): "preflight" | "invalid" | "none" {
  if (method !== "OPTIONS") return "none";
  return headers.origin && headers["access-control-request-method"] ? "preflight" : "invalid";
}

/** A preflight's own headers, after corsHeaders: every method, and the request headers the browser asked for, reflected as PostgREST does. */
export function preflightHeaders(headers: IncomingHttpHeaders, out: Record<string, string>): void {
  out["access-control-allow-methods"] = corsMethods;
  out["vary"] = out["vary"] ? `${out["vary"]}, Access-Control-Request-Headers` : "Access-Control-Request-Headers";
  const asked = headers["access-control-request-headers"];
  if (typeof asked === "string" && asked !== "") out["access-control-allow-headers"] = asked;
  out["access-control-max-age"] = PREFLIGHT_MAX_AGE;
}

export const invalidPreflight = { status: 400, contentType: "text/plain", body: "Invalid Preflight Request" } as const;

const BASE_SECURITY: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "permissions-policy": permissionsPolicy,
  "cross-origin-opener-policy": "same-origin",
};

/**
 * The security headers of an answer of this Content-Type, written into `out`. `ownCsp`: the route
 * set a stricter policy of its own (storage objects are sandboxed), which is kept.
 */
export function securityHeaders(contentType: string, https: boolean, ownCsp: boolean, sources: HeaderSources, out: Record<string, string>): void {
  for (const k in BASE_SECURITY) out[k] = BASE_SECURITY[k]!;
  if (https) out["strict-transport-security"] = hsts;
  if (ownCsp) return;
  out["content-security-policy"] = contentType.startsWith("text/html")
    ? htmlPolicy(originOf(sources.apiExternalUrl?.()), https, sources.scriptHashes?.())
    : apiPolicy;
}
