// The server's logger options: secrets never reach a log line. Authorization headers, API keys,
// cookies, passwords and tokens are censored wherever they appear as fields, and the query string
// of a logged URL has its secret parameters (token, apikey, code, ...) replaced (docs/security.md).
import type { FastifyServerOptions } from "fastify";
import { appendFileSync } from "node:fs";
import { Writable } from "node:stream";
import type { LogLevel } from "../config.js";

export const CENSOR = "[redacted]";

const secretKeys = [
  "authorization",
  "apikey",
  "cookie",
  "set-cookie",
  "password",
  "new_password",
  "current_password",
  "nonce",
  "token",
  "token_hash",
  "access_token",
  "refresh_token",
  "provider_token",
  "provider_refresh_token",
  "id_token",
  "code",
  "code_verifier",
  "secret",
  "jwtSecret",
  "jwt_secret",
  "serviceRole",
  "service_role",
  "totp_secret",
];

/** pino redact paths: each secret key at the top level and one or two levels down (req.headers.x). */
export const redactPaths: string[] = secretKeys.flatMap((k) => {
  const access = /^[A-Za-z_$][\w$]*$/.test(k) ? `.${k}` : `["${k}"]`;
  return [...(access.startsWith(".") ? [k] : []), `*${access}`, `*.*${access}`];
});

const secretParams = new Set([
  "token",
  "token_hash",
  "apikey",
  "access_token",
  "refresh_token",
  "code",
  "code_verifier",
  "password",
  "id_token",
  "provider_token",
  "nonce",
]);

/** The URL with the values of its secret query parameters (and any #fragment) censored. */
export function scrubUrl(url: string): string {
  const hash = url.indexOf("#");
  const base = hash >= 0 ? url.slice(0, hash) : url;
  const q = base.indexOf("?");
  if (q < 0) return base;
  const params = base
    .slice(q + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const name = eq >= 0 ? pair.slice(0, eq) : pair;
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // keep the raw name
      }
      return eq >= 0 && secretParams.has(decoded.toLowerCase()) ? `${name}=${CENSOR}` : pair;
    });
  return `${base.slice(0, q)}?${params.join("&")}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * A log file whose lines are on disk once logged. Pino's own file destination writes asynchronously,
 * so a reader right after a request (the e2e log check) could miss its last lines.
 */
function appendingFile(file: string): Writable {
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      try {
        appendFileSync(file, chunk);
        done();
      } catch (e) {
        done(e as Error);
      }
    },
  });
}

/** Whether Fastify logs a line for every request (debug and trace); otherwise only errors and warnings. */
export function logsEveryRequest(level: LogLevel): boolean {
  return level === "debug" || level === "trace";
}

export function loggerOptions(level: LogLevel, destination?: { file: string } | { stream: Writable }): NonNullable<FastifyServerOptions["logger"]> {
  return {
    level,
    redact: { paths: redactPaths, censor: CENSOR },
    serializers: {
      // Defensive: a serializer that throws loses the whole line.
      req: (req: Partial<LoggedRequest>) => ({
        method: req.method,
        url: typeof req.url === "string" ? scrubUrl(req.url) : undefined,
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
    ...(destination && "file" in destination ? { stream: appendingFile(destination.file) } : {}),
    ...(destination && "stream" in destination ? { stream: destination.stream } : {}),
  } as NonNullable<FastifyServerOptions["logger"]>;
}
