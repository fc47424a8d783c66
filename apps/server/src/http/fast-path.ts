// A fast path in front of Fastify: the server's one "request" listener (Fastify's router) is
// wrapped so that a handler may answer a request itself, straight on node:http's request and
// response, before Fastify sees it. The handler decides at once, without waiting: it answers
// (true) or leaves the request untouched to Fastify (false). Only REST's hot routes use it
// (rest/fast.ts; docs/decisions/0005-rest-speed.md, round 6). Requests made with app.inject()
// never pass here: they are Fastify's.
import type { IncomingMessage, Server, ServerResponse } from "node:http";

export type FastHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

/** Puts fast in front of Fastify's listener; false (and nothing changed) when the server's listeners are not the one Fastify installs. */
export function installFastPath(server: Server, fast: FastHandler): boolean {
  const listeners = server.listeners("request") as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (listeners.length !== 1) return false;
  const fastify = listeners[0]!;
  server.removeListener("request", fastify);
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (!fast(req, res)) fastify(req, res);
  });
  return true;
}

/** What Fastify's reply does to a string (or absent) body before it writes: the default Content-Type, the charset of a JSON type, Content-Length. */
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
