// The REST entry on a bare node:http server with a stub handler: which URLs it takes, the body as
// the handler gets it, the proxy's protocol, preflights, and the per-request log lines. What it
// answers for real requests against the real handler is test/rest/wire.test.ts.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import type { RestCall } from "../rest/service.js";
import { unhandledErrorAnswer } from "../rest/service.js";
import { installRestEntry, isRestUrl, restEntry, type RestEntryOptions } from "./rest-entry.js";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

interface Started {
  url: string;
  calls: RestCall[];
  lines: string[];
}

async function start(opts: Partial<RestEntryOptions> = {}): Promise<Started> {
  const calls: RestCall[] = [];
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const server = createServer((_req, res) => {
    res.writeHead(418, { "content-type": "text/plain" });
    res.end("fastify");
  });
  servers.push(server);
  installRestEntry(
    server,
    restEntry({
      server,
      log: pino({ level: "debug" }, stream),
      trustProxy: false,
      bodyLimit: 64,
      sources: {},
      logRequests: false,
      answer: async (call) => {
        calls.push(call);
        return {
          status: 200,
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ body: Buffer.isBuffer(call.body) ? "<buffer>" : (call.body ?? null) }),
        };
      },
      errorAnswer: unhandledErrorAnswer,
      ...opts,
    }),
  );
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, lines };
}

describe("the REST entry", () => {
  it("takes /rest/v1 and what is below it, nothing that only starts alike", () => {
    for (const url of ["/rest/v1", "/rest/v1/", "/rest/v1?select=*", "/rest/v1/books?id=eq.1", "/rest/v1/rpc/add"]) expect(isRestUrl(url), url).toBe(true);
    for (const url of ["/rest/v10/books", "/rest/v1x", "/rest", "/auth/v1/admin/users", "/%72est/v1/books", "/REST/v1/books"])
      expect(isRestUrl(url), url).toBe(false);
  });

  it("answers REST itself and leaves other paths and unknown methods to the next listener", async () => {
    const s = await start();
    expect((await fetch(`${s.url}/rest/v1/books`)).status).toBe(200);
    expect(await (await fetch(`${s.url}/auth/v1/settings`)).text()).toBe("fastify");
    expect((await fetch(`${s.url}/rest/v1/books`, { method: "PROPFIND" })).status).toBe(418);
    expect(s.calls.map((c) => `${c.method} ${c.url}`)).toEqual(["GET /rest/v1/books"]);
  });

  it("gives the handler the body as the Content-Type says, and refuses what it cannot read", async () => {
    const s = await start();
    const post = async (body: string, type?: string) => {
      const res = await fetch(`${s.url}/rest/v1/things`, { method: "POST", body, headers: type ? { "content-type": type } : {} });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    };
    expect(await post('{"a":1}', "application/json")).toEqual({ status: 200, json: { body: { a: 1 } } });
    expect(await post("a=1&b=x", "application/x-www-form-urlencoded")).toEqual({ status: 200, json: { body: { a: "1", b: "x" } } });
    expect(await post("id,name", "text/csv")).toEqual({ status: 200, json: { body: "id,name" } });
    expect(await post("xyz", "application/octet-stream")).toEqual({ status: 200, json: { body: "<buffer>" } });
    expect((await post("{x", "application/json")).json.code).toBe("PGRST102");
    expect(await post("{}", "not a type")).toMatchObject({ status: 415, json: { code: "PGRST107" } });
    expect(await post(`"${"x".repeat(100)}"`, "application/json")).toMatchObject({ status: 413, json: { code: "PGRST102" } });
    expect(s.calls).toHaveLength(4);
  });

  it("stops reading a chunked body at the limit", async () => {
    const s = await start();
    const chunks = new ReadableStream({
      start(c) {
        for (let i = 0; i < 10; i++) c.enqueue(new TextEncoder().encode("0123456789"));
        c.close();
      },
    });
    const res = await fetch(`${s.url}/rest/v1/things`, {
      method: "POST",
      body: chunks,
      duplex: "half",
      headers: { "content-type": "application/json" },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(s.calls).toHaveLength(0);
  });

  it("answers preflights with every method and the headers the browser asked for", async () => {
    const s = await start();
    const res = await fetch(`${s.url}/rest/v1/books`, {
      method: "OPTIONS",
      headers: { origin: "https://app.example", "access-control-request-method": "PATCH", "access-control-request-headers": "authorization, apikey, prefer" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("https://app.example");
    expect(res.headers.get("access-control-allow-headers")).toBe("authorization, apikey, prefer");
    expect(res.headers.get("access-control-allow-methods")).toContain("PATCH");
    expect(res.headers.get("vary")).toBe("Origin, Access-Control-Request-Headers");
    expect((await fetch(`${s.url}/rest/v1/books`, { method: "OPTIONS" })).status).toBe(400);
    expect(s.calls).toHaveLength(0);
  });

  it("believes X-Forwarded-Proto only from a trusted proxy", async () => {
    const hsts = async (trustProxy: boolean | string[]) => {
      const s = await start({ trustProxy });
      return (await fetch(`${s.url}/rest/v1/books`, { headers: { "x-forwarded-proto": "http, https" } })).headers.get("strict-transport-security");
    };
    expect(await hsts(false)).toBeNull();
    expect(await hsts(["10.0.0.0/8"])).toBeNull();
    expect(await hsts(["127.0.0.1"])).toContain("max-age=");
    expect(await hsts(true)).toContain("max-age=");
  });

  it("logs a line when a request comes in and one when it is answered, at debug", async () => {
    const quiet = await start();
    await fetch(`${quiet.url}/rest/v1/books?apikey=secret-key`);
    expect(quiet.lines).toEqual([]);
    const s = await start({ logRequests: true });
    await fetch(`${s.url}/rest/v1/books`);
    const lines = s.lines.map((l) => JSON.parse(l) as { msg: string; reqId: string; res?: { statusCode: number } });
    expect(lines.map((l) => l.msg)).toEqual(["incoming request", "request completed"]);
    expect(lines[0]!.reqId).toBe(lines[1]!.reqId);
    expect(lines[1]!.res?.statusCode).toBe(200);
  });
});
