// The one way into REST: every request under /rest/v1, by any method PostgREST knows, enters here
// on node:http, before Fastify's router, and is answered by rest/service.ts's handler with
// http/headers.ts's CORS and security headers in one write (docs/decisions/0005-rest-speed.md:
// Fastify's hook chain cost 7–13 µs of a 90–120 µs request). What this module does for REST is
// what Fastify does for the other services: preflights, the body limit (413), Content-Type
// parsing by http/body.ts's rules (bad media type 415, bad JSON 400), the proxy's protocol, and a
// log line per request when the log level asks for one. Two things stay Fastify's, decided before
// any byte is read: a server that is closing (its 503) and methods REST has no answer for (its 404).
// A hook added to the Fastify app does not run for REST: add its effect here.
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import proxyAddr from "@fastify/proxy-addr";
import type { FastifyBaseLogger } from "fastify";
import type { Answer, RestCall } from "../rest/service.js";
import { parseJsonBody } from "./body.js";
import { scrubUrl } from "./logger.js";
import { corsHeaders, invalidPreflight, preflightHeaders, preflightKind, securityHeaders, type HeaderSources } from "./headers.js";

const METHODS = new Set(["GET", "HEAD", "POST", "PATCH", "PUT", "DELETE", "OPTIONS"]);
/** Methods whose body Fastify never reads (nor does REST). */
const BODYLESS = new Set(["GET", "HEAD"]);
const JSON_TYPE = /^application\/(.+\+)?json/i;
const TEXT_TYPE = /^text\//i;
/** A media type as RFC 9110 spells it (type/subtype, then parameters): anything else is 415. */
const MEDIA_TYPE = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+\/[!#$%&'*+.^_`|~0-9A-Za-z-]+\s*(;.*)?$/;

export interface RestEntryOptions {
  server: Server;
  log: FastifyBaseLogger;
  /** Config's TRUST_PROXY: whom to believe about X-Forwarded-Proto. */
  trustProxy: boolean | string[];
  bodyLimit: number;
  sources: HeaderSources;
  /** Log "incoming request" and "request completed" for every request (LOG_LEVEL debug or trace), as Fastify does for its routes. */
  logRequests: boolean;
  /** The REST handler: every error answered. */
  answer: (call: RestCall) => Promise<Answer>;
  /** The REST error for a failure before the handler (a bad or oversized body). */
  errorAnswer: (error: unknown) => Answer;
}

/** /rest/v1 itself, or anything below it; never /rest/v10 or /rest/v1x. */
export function isRestUrl(url: string): boolean {
  if (!url.startsWith("/rest/v1")) return false;
  const next = url.charCodeAt(8);
  return Number.isNaN(next) || next === 47 /* / */ || next === 63; /* ? */
}

type Handler = (req: IncomingMessage, res: ServerResponse) => boolean;

function statusError(statusCode: number): Error & { statusCode: number } {
  return Object.assign(new Error(statusCode === 413 ? "Request body is too large" : "Unsupported Media Type"), { statusCode });
}

/** The request's body by Content-Type, as http/body.ts's parsers give it to Fastify's routes; throws what they would. */
function parseBody(type: string | undefined, raw: Buffer): unknown {
  if (type === undefined) return raw;
  if (JSON_TYPE.test(type)) return parseJsonBody(raw.toString("utf8"));
  if (/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) return Object.fromEntries(new URLSearchParams(raw.toString("utf8")));
  if (TEXT_TYPE.test(type)) return raw.toString("utf8");
  return raw;
}

export function restEntry(opts: RestEntryOptions): Handler {
  const trusts = trustFunction(opts.trustProxy);
  const security = new Map<string, Record<string, string>>();
  let nextId = 0;

  /** The answer's headers, CORS and security included, and its body as Fastify's reply would finish it. */
  const write = (req: IncomingMessage, res: ServerResponse, https: boolean, a: Answer) => {
    const headers: Record<string, string> = {};
    corsHeaders(req.headers.origin, true, headers);
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
    const key = `${https} ${type}`;
    let sec = ownCsp ? undefined : security.get(key);
    if (sec === undefined) {
      sec = {};
      securityHeaders(type, https, ownCsp, opts.sources, sec);
      if (!ownCsp && !type.startsWith("text/html") && security.size < 64) security.set(key, sec);
    }
    for (const k in sec) headers[k] = sec[k]!;
    const body = finishBody(a.status, req.method!, headers, a.body);
    res.writeHead(a.status, headers);
    res.end(body);
  };
  /** A write that throws (a header value node:http refuses) loses the answer, not the process. */
  const send = (req: IncomingMessage, res: ServerResponse, https: boolean, a: Answer, log: FastifyBaseLogger | undefined, started: number) => {
    try {
      write(req, res, https, a);
    } catch (err) {
      opts.log.error({ err }, "rest answer could not be written");
      res.destroy();
    }
    log?.info({ res: { statusCode: res.statusCode }, responseTime: performance.now() - started }, "request completed");
  };

  return (req, res) => {
    const method = req.method!;
    const url = req.url;
    if (url === undefined || !isRestUrl(url) || !METHODS.has(method) || !opts.server.listening) return false;
    const started = performance.now();
    const reqId = `rest-${(nextId++).toString(36)}`;
    const log = opts.logRequests ? opts.log.child({ reqId }) : undefined;
    log?.info(
      { req: { method, url: scrubUrl(url), host: req.headers.host, ip: req.socket.remoteAddress, socket: { remotePort: req.socket.remotePort } } },
      "incoming request",
    );
    const headers = req.headers;
    const https = protocolOf(req, headers, trusts) === "https";
    const preflight = preflightKind(method, headers);
    if (preflight !== "none") {
      sendPreflight(req, res, preflight, https, opts.sources);
      log?.info({ res: { statusCode: res.statusCode }, responseTime: performance.now() - started }, "request completed");
      return true;
    }
    const answer = (body: unknown) => {
      const call: RestCall = { method, url, headers, body, log: () => log ?? opts.log.child({ reqId }) };
      opts.answer(call).then(
        (a) => send(req, res, https, a, log, started),
        (e: unknown) => send(req, res, https, opts.errorAnswer(e), log, started),
      );
    };
    const fail = (e: unknown) => send(req, res, https, opts.errorAnswer(e), log, started);
    const type = headers["content-type"];
    const length = headers["content-length"];
    const chunked = headers["transfer-encoding"] !== undefined;
    if (BODYLESS.has(method) || (type === undefined && !chunked && (length === undefined || length === "0"))) {
      answer(undefined);
      return true;
    }
    if (type !== undefined && !MEDIA_TYPE.test(type)) {
      fail(statusError(415));
      return true;
    }
    if (length !== undefined && Number(length) > opts.bodyLimit) {
      fail(statusError(413));
      return true;
    }
    readBody(req, opts.bodyLimit, (err, raw) => {
      if (err) return fail(err);
      let body: unknown;
      try {
        body = parseBody(type, raw!);
      } catch (e) {
        return fail(e);
      }
      answer(body);
    });
    return true;
  };
}

/** Whom to believe about X-Forwarded-Proto, as Fastify's trustProxy option reads it (a list: addresses and subnets, by @fastify/proxy-addr). */
function trustFunction(trustProxy: boolean | string[]): (addr: string) => boolean {
  if (trustProxy === true) return () => true;
  if (!Array.isArray(trustProxy)) return () => false;
  const trusted = proxyAddr.compile(trustProxy);
  return (addr) => trusted(addr, 0);
}

/** The protocol the client used: X-Forwarded-Proto's last entry when the peer is a trusted proxy (as Fastify's request.protocol). */
function protocolOf(req: IncomingMessage, headers: IncomingHttpHeaders, trusts: (addr: string) => boolean): string {
  const forwarded = headers["x-forwarded-proto"];
  const peer = req.socket.remoteAddress;
  if (forwarded && peer !== undefined && trusts(peer)) {
    const value = Array.isArray(forwarded) ? forwarded[forwarded.length - 1]! : forwarded;
    const i = value.lastIndexOf(",");
    return (i === -1 ? value : value.slice(i + 1)).trim();
  }
  return (req.socket as TLSSocket).encrypted ? "https" : "http";
}

function sendPreflight(req: IncomingMessage, res: ServerResponse, kind: "preflight" | "invalid", https: boolean, sources: HeaderSources): void {
  const headers: Record<string, string> = {};
  corsHeaders(req.headers.origin, true, headers);
  let body: string | undefined;
  let status = 204;
  if (kind === "preflight") {
    preflightHeaders(req.headers, headers);
    headers["content-length"] = "0";
  } else {
    status = invalidPreflight.status;
    headers["content-type"] = invalidPreflight.contentType;
    body = invalidPreflight.body;
  }
  securityHeaders(headers["content-type"] ?? "", https, false, sources, headers);
  if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
  res.writeHead(status, headers);
  res.end(body);
}

/** The body, up to limit bytes (413 beyond, and the rest is not read). */
function readBody(req: IncomingMessage, limit: number, done: (err: Error | undefined, raw?: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let received = 0;
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > limit) {
      req.removeListener("data", onData);
      req.removeListener("end", onEnd);
      done(statusError(413));
      return;
    }
    chunks.push(chunk);
  };
  const onEnd = () => done(undefined, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received));
  req.on("data", onData);
  req.on("end", onEnd);
  req.on("error", () => req.destroy());
}

/** What Fastify's reply does to a string (or absent) body before it writes: Content-Length, and no body for 1xx and 204. */
export function finishBody(status: number, method: string, headers: Record<string, string>, body: string | undefined): string | undefined {
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
  return method === "HEAD" ? undefined : body;
}

/** Puts the entry in front of Fastify's listener (the server's only one, or REST would have no way in). */
export function installRestEntry(server: Server, entry: Handler): void {
  const listeners = server.listeners("request") as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (listeners.length !== 1) throw new Error(`REST needs the server's one request listener, found ${listeners.length}`);
  const fastify = listeners[0]!;
  server.removeListener("request", fastify);
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (!entry(req, res)) fastify(req, res);
  });
}
