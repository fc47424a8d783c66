// REST's hot routes without Fastify's hook chain (docs/decisions/0005-rest-speed.md, round 6).
// The server's one "request" listener (Fastify's router) is wrapped: GET, POST and PATCH of
// /rest/v1/<table> are answered straight on node:http's request and response, by the same
// handler the Fastify route calls (rest/plugin.ts restAnswerer), with the headers Fastify's chain
// would have added — CORS (reflected origin, credentials, exposed headers, Vary), the security
// headers (applySecurityHeaders itself, cached per Content-Type), Content-Type and Content-Length —
// written as one object with the body, in one write. Anything this path does not reproduce
// exactly goes to Fastify untouched, decided before any byte is read: other methods and paths
// (OPTIONS preflights, HEAD, /rpc/, the OpenAPI root), a body that is not plain JSON with a
// Content-Length within the body limit, a GET with a body, an X-Forwarded-Proto from a proxy
// trusted only by address, and a server that is closing. Requests made with app.inject() never
// pass here. test/rest/fast-path.test.ts checks answers against Fastify's own (app.inject).
// A hook added to the root app (onRequest, onSend, onResponse) does NOT run for these requests:
// whoever adds one must add its effect here too, or leave these routes to Fastify.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import type { Answer, RestCall } from "../rest/plugin.js";
import { parseJsonBody } from "./body.js";
import { applySecurityHeaders, exposedHeaders } from "./security.js";

/** /rest/v1/<table>, with or without a query string: no /rpc/, no trailing slash, no escapes. */
const TABLE_URL = /^\/rest\/v1\/[A-Za-z0-9_]+(?:\?|$)/;
/** The Content-Types taken here; any other goes to Fastify's parsers. */
const JSON_TYPE = /^application\/json(?:\s*;\s*charset=utf-8)?$/i;
const EXPOSED = exposedHeaders.join(", ");

/** How many requests this path took (the tests check that it, not Fastify, answered); `on` false sends every request to Fastify (bench/rest-fast-ab.ts compares the two in one process). */
export const fastPathStats = { taken: 0, on: true };

export interface FastPathOptions {
  server: Server;
  log: FastifyBaseLogger;
  trustProxy: boolean | string[];
  bodyLimit: number;
  apiExternalUrl: () => string | undefined;
  /** The REST handler: every error answered, as the Fastify route's. */
  answer: (call: RestCall) => Promise<Answer>;
  /** What the REST error handler answers for an error outside the handler (a bad body). */
  errorAnswer: (error: unknown) => Answer;
}

/** The security headers applySecurityHeaders sets for an answer of this Content-Type (none set by the route). */
function securityHeadersFor(contentType: string, protocol: string, apiExternalUrl: () => string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  const reply = {
    header(k: string, v: string) {
      out[k.toLowerCase()] = v;
      return reply;
    },
    hasHeader: (k: string) => k.toLowerCase() in out,
    getHeader: (k: string) => (k.toLowerCase() === "content-type" ? contentType || undefined : out[k.toLowerCase()]),
  };
  applySecurityHeaders({ protocol } as FastifyRequest, reply as unknown as FastifyReply, { apiExternalUrl });
  return out;
}

/** What Fastify's reply does to a string (or absent) body before it writes: Content-Length, and no body for 1xx and 204. */
export function finishHeaders(status: number, method: string, headers: Record<string, string>, body: string | undefined): string | undefined {
  if (body === undefined) {
    if (status >= 200 && status !== 204 && status !== 304 && method !== "HEAD") headers["content-length"] = "0";
    return undefined;
  }
  if ((status >= 100 && status < 200) || status === 204) {
    delete headers["content-type"];
    delete headers["content-length"];
    return undefined;
  }
  headers["content-length"] = String(Buffer.byteLength(body));
  return body;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => boolean;

/** The fast path's handler: answers (true) or leaves the request untouched to Fastify (false). */
export function restFastPath(opts: FastPathOptions): Handler {
  const security = new Map<string, Record<string, string>>();
  let nextId = 0;
  const write = (req: IncomingMessage, res: ServerResponse, protocol: string, a: Answer) => {
    const headers: Record<string, string> = { vary: "Origin" };
    const origin = req.headers.origin;
    if (origin) headers["access-control-allow-origin"] = origin;
    headers["access-control-allow-credentials"] = "true";
    headers["access-control-expose-headers"] = EXPOSED;
    let ownCsp = false;
    for (const k in a.headers) {
      const name = k.toLowerCase();
      if (name === "content-security-policy") ownCsp = true;
      headers[name] = a.headers[k]!;
    }
    if (a.body !== undefined) {
      const type = headers["content-type"];
      if (type === undefined) headers["content-type"] = "text/plain; charset=utf-8";
      else if (type.includes("json") && !/;\s*charset=/i.test(type)) headers["content-type"] = `${type}; charset=utf-8`;
    }
    const type = headers["content-type"] ?? "";
    const cacheable = !ownCsp && !type.startsWith("text/html");
    const key = `${protocol} ${type}`;
    let sec = cacheable ? security.get(key) : undefined;
    if (sec === undefined) {
      sec = securityHeadersFor(type, protocol, opts.apiExternalUrl);
      if (ownCsp) delete sec["content-security-policy"];
      if (cacheable && security.size < 64) security.set(key, sec);
    }
    for (const k in sec) headers[k] = sec[k]!;
    const body = finishHeaders(a.status, req.method!, headers, a.body);
    res.writeHead(a.status, headers);
    res.end(body);
  };
  /** A write that throws (a header value node:http refuses) loses the answer, not the process. */
  const send = (req: IncomingMessage, res: ServerResponse, protocol: string, a: Answer) => {
    try {
      write(req, res, protocol, a);
    } catch (err) {
      opts.log.error({ err }, "rest answer could not be written");
      res.destroy();
    }
  };
  const answer = (req: IncomingMessage, res: ServerResponse, protocol: string, body: unknown) => {
    const reqId = `fast-${(nextId++).toString(36)}`;
    opts.answer({ method: req.method!, url: req.url!, headers: req.headers, body, log: () => opts.log.child({ reqId }) }).then(
      (a) => send(req, res, protocol, a),
      (e: unknown) => send(req, res, protocol, opts.errorAnswer(e)),
    );
  };
  return (req, res) => {
    const method = req.method;
    if (method !== "GET" && method !== "POST" && method !== "PATCH") return false;
    const url = req.url;
    if (url === undefined || !fastPathStats.on || !TABLE_URL.test(url) || !opts.server.listening) return false;
    const headers = req.headers;
    // req.protocol as Fastify computes it, where that needs no address check.
    let protocol = (req.socket as TLSSocket).encrypted ? "https" : "http";
    const forwarded = headers["x-forwarded-proto"];
    if (forwarded) {
      if (Array.isArray(opts.trustProxy) || typeof forwarded !== "string") return false;
      if (opts.trustProxy) {
        const i = forwarded.lastIndexOf(",");
        protocol = i === -1 ? forwarded.trim() : forwarded.slice(i + 1).trim();
      }
    }
    const length = headers["content-length"];
    if (headers["transfer-encoding"] !== undefined) return false;
    if (method === "GET") {
      if (length !== undefined && length !== "0") return false;
      fastPathStats.taken++;
      answer(req, res, protocol, undefined);
      return true;
    }
    const type = headers["content-type"];
    const n = length === undefined ? NaN : Number(length);
    if (type === undefined || !JSON_TYPE.test(type) || !(n >= 1 && n <= opts.bodyLimit)) return false;
    fastPathStats.taken++;
    const chunks: Buffer[] = [];
    let received = 0;
    req.on("data", (chunk: Buffer) => {
      received += chunk.length;
      chunks.push(chunk);
    });
    req.on("error", () => req.destroy());
    req.on("end", () => {
      const text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received)).toString("utf8");
      let body: unknown;
      try {
        body = parseJsonBody(text);
      } catch (e) {
        send(req, res, protocol, opts.errorAnswer(e));
        return;
      }
      answer(req, res, protocol, body);
    });
    return true;
  };
}

/** Puts fast in front of Fastify's listener; false (and nothing changed) when the server's listeners are not the one Fastify installs. */
export function installFastPath(server: Server, fast: Handler): boolean {
  const listeners = server.listeners("request") as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (listeners.length !== 1) return false;
  const fastify = listeners[0]!;
  server.removeListener("request", fastify);
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (!fast(req, res)) fastify(req, res);
  });
  return true;
}
