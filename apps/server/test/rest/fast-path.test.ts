// The raw fast path for GET, POST and PATCH of /rest/v1/<table> (src/http/fast-path.ts) answers
// exactly what Fastify's route and hooks answer: every request below is sent twice, once over
// HTTP (taken by the fast path, which the test checks) and once through app.inject() (which never
// passes there), and the status, every header (but the connection's own: Date, Connection,
// Keep-Alive) and the body must be the same. Requests the fast path must leave to Fastify
// (preflights, HEAD, rpc, other body types, oversized or chunked bodies) are checked to go there.
import { randomUUID } from "node:crypto";
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { fastPathStats } from "../../src/http/fast-path.js";
import { databases, schemaSql, userToken, useServer } from "./fixture.js";
import type { TestServer } from "../support/server.js";

interface Sent {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Got {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const connectionHeaders = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

function comparable(headers: Record<string, string | string[] | number | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (!connectionHeaders.has(k.toLowerCase()) && v !== undefined) out[k.toLowerCase()] = String(v);
  return out;
}

/** node:http, which (unlike fetch) sends a GET with a body. */
function rawHttp(server: TestServer, r: Sent): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${r.path}`, { method: r.method, headers: r.headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: comparable(res.headers), body }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(r.body);
  });
}

async function viaHttp(server: TestServer, r: Sent): Promise<Got> {
  if (r.method === "GET" && r.body !== undefined) return rawHttp(server, r);
  const res = await fetch(`${server.url}${r.path}`, { method: r.method, headers: r.headers, ...(r.body !== undefined ? { body: r.body } : {}) });
  const headers: Record<string, string> = {};
  res.headers.forEach((v, k) => (headers[k] = v));
  return { status: res.status, headers: comparable(headers), body: await res.text() };
}

async function viaFastify(server: TestServer, r: Sent): Promise<Got> {
  const res = await server.app.inject({ method: r.method as "GET", url: r.path, headers: r.headers, ...(r.body !== undefined ? { payload: r.body } : {}) });
  return { status: res.statusCode, headers: comparable(res.headers), body: res.body };
}

describe.each(databases)("the REST fast path on %s", (kind) => {
  const server = useServer(kind, schemaSql, { TRUST_PROXY: "true" });

  /** mask: what may differ between two sends of the same write (a new row's id, its time). */
  const same = async (r: Sent, mask: (g: Got) => Got = (g) => g) => {
    const before = fastPathStats.taken;
    const fast = await viaHttp(server(), r);
    expect(fastPathStats.taken, `${r.method} ${r.path}: taken by the fast path`).toBe(before + 1);
    const slow = await viaFastify(server(), r);
    expect(mask(fast), `${r.method} ${r.path}`).toEqual(mask(slow));
    return fast;
  };
  const leftToFastify = async (r: Sent) => {
    const before = fastPathStats.taken;
    const got = await viaHttp(server(), r);
    expect(fastPathStats.taken, `${r.method} ${r.path}: left to Fastify`).toBe(before);
    return got;
  };

  it("answers reads as Fastify does: rows, empty results, errors, origins, proxies and tokens", async () => {
    const s = server();
    const token = await userToken(s, randomUUID());
    const anon = { apikey: s.anonKey };
    const user = { apikey: s.anonKey, authorization: `Bearer ${token}` };
    const origin = { ...user, origin: "https://elsewhere.example" };
    const reads: Sent[] = [
      { method: "GET", path: "/rest/v1/books?select=id,title&order=id", headers: anon },
      { method: "GET", path: "/rest/v1/books?id=eq.1", headers: user },
      { method: "GET", path: "/rest/v1/books?id=eq.2&select=title,authors(name)", headers: origin },
      { method: "GET", path: "/rest/v1/books?id=eq.999", headers: user },
      { method: "GET", path: "/rest/v1/books", headers: { ...user, accept: "application/vnd.pgrst.object+json", "x-forwarded-proto": "https" } },
      { method: "GET", path: "/rest/v1/books?id=eq.1", headers: { ...user, accept: "application/vnd.pgrst.object+json" } },
      { method: "GET", path: "/rest/v1/books?id=eq.1", headers: { ...user, accept: "text/csv", "x-forwarded-proto": "http, https" } },
      { method: "GET", path: "/rest/v1/authors?select=name,born&order=id", headers: { ...user, accept: "application/vnd.pgrst.array+json;nulls=stripped" } },
      { method: "GET", path: "/rest/v1/books?select=id&order=id", headers: { ...user, range: "1-2", prefer: "count=exact" } },
      { method: "GET", path: "/rest/v1/books?select=id&offset=50", headers: { ...user, prefer: "count=exact" } },
      { method: "GET", path: "/rest/v1/books?id=zz.1", headers: user },
      { method: "GET", path: "/rest/v1/books?id=eq.%zz", headers: user },
      { method: "GET", path: "/rest/v1/books?nope=eq.1", headers: user },
      { method: "GET", path: "/rest/v1/nothing_here", headers: user },
      { method: "GET", path: "/rest/v1/notes", headers: user },
      { method: "GET", path: "/rest/v1/notes", headers: anon },
      { method: "GET", path: "/rest/v1/books", headers: {} },
      { method: "GET", path: "/rest/v1/books", headers: { apikey: "not-a-key" } },
      { method: "GET", path: "/rest/v1/books", headers: { ...anon, authorization: "Bearer not.a.token" } },
      { method: "GET", path: `/rest/v1/books?apikey=${s.anonKey}&select=id&limit=1`, headers: {} },
      { method: "GET", path: `/rest/v1/books?select=id&${"a".repeat(3000)}=eq.1`, headers: user },
    ];
    for (const r of reads) await same(r);
    const ok = await same({ method: "GET", path: "/rest/v1/books?id=eq.1&select=id,title", headers: origin });
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toEqual([{ id: 1, title: "A Wizard of Earthsea" }]);
    expect(ok.headers["access-control-allow-origin"]).toBe("https://elsewhere.example");
    expect(ok.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    const https = await same({ method: "GET", path: "/rest/v1/books?id=eq.1", headers: { ...user, "x-forwarded-proto": "https" } });
    expect(https.headers["strict-transport-security"]).toBeDefined();
  });

  it("answers writes as Fastify does: inserts, conflicts, bad bodies, updates and denials", async () => {
    const s = server();
    const token = await userToken(s, randomUUID());
    const user = { apikey: s.anonKey, authorization: `Bearer ${token}`, "content-type": "application/json" };
    const anon = { apikey: s.anonKey, "content-type": "application/json" };
    const writes: Sent[] = [
      // Each sent twice (HTTP, then inject): a write that lands twice must answer the same both times.
      { method: "POST", path: "/rest/v1/authors", headers: user, body: JSON.stringify({ name: "Twice" }) },
      {
        method: "POST",
        path: "/rest/v1/authors",
        headers: { ...user, "content-type": "application/json; charset=utf-8", origin: "https://a.example" },
        body: '{"name":"Again"}',
      },
      { method: "POST", path: "/rest/v1/genres", headers: user, body: JSON.stringify({ id: 1, name: "fantasy" }) },
      { method: "POST", path: "/rest/v1/genres", headers: user, body: "{not json" },
      { method: "POST", path: "/rest/v1/genres", headers: user, body: "   " },
      { method: "POST", path: "/rest/v1/genres", headers: user, body: JSON.stringify({ id: 7, nope: 1 }) },
      { method: "POST", path: "/rest/v1/genres", headers: anon, body: JSON.stringify({ id: 8, name: "denied" }) },
      { method: "POST", path: "/rest/v1/notes?select=body", headers: { ...user, prefer: "return=representation" }, body: JSON.stringify({ body: "mine" }) },
      { method: "PATCH", path: "/rest/v1/authors?id=eq.3", headers: user, body: JSON.stringify({ name: "Nobody" }) },
      {
        method: "PATCH",
        path: "/rest/v1/authors?id=eq.3",
        headers: { ...user, prefer: "return=representation", accept: "application/vnd.pgrst.object+json" },
        body: JSON.stringify({ name: "Nobody" }),
      },
      { method: "PATCH", path: "/rest/v1/authors", headers: user, body: JSON.stringify({ name: "Everyone" }) },
      { method: "PATCH", path: "/rest/v1/authors?id=eq.3", headers: user, body: "[1," },
    ];
    for (const r of writes) await same(r);
    // A new row's Location and its representation name its own id.
    const maskId = (g: Got): Got => ({
      ...g,
      headers: { ...g.headers, ...(g.headers.location ? { location: g.headers.location.replace(/\d+$/, "N") } : {}) },
      body: g.body.replace(/"id":\d+/g, '"id":N'),
    });
    const located = await same(
      { method: "POST", path: "/rest/v1/authors", headers: { ...user, prefer: "return=headers-only" }, body: '{"name":"Located"}' },
      maskId,
    );
    expect(located.status).toBe(201);
    expect(located.headers.location).toMatch(/^\/authors\?id=eq\.\d+$/);
    const shown = await same(
      { method: "POST", path: "/rest/v1/authors?select=id,name", headers: { ...user, prefer: "return=representation" }, body: '{"name":"Shown"}' },
      maskId,
    );
    expect(JSON.parse(shown.body)).toEqual([{ id: expect.any(Number), name: "Shown" }]);
  });

  it("leaves everything else to Fastify", async () => {
    const s = server();
    const user = { apikey: s.anonKey, authorization: `Bearer ${await userToken(s, randomUUID())}` };
    await leftToFastify({ method: "OPTIONS", path: "/rest/v1/books", headers: { origin: "https://a.example", "access-control-request-method": "POST" } });
    await leftToFastify({ method: "HEAD", path: "/rest/v1/books", headers: user });
    await leftToFastify({ method: "GET", path: "/rest/v1/", headers: user });
    await leftToFastify({ method: "GET", path: "/rest/v1/books/", headers: user });
    await leftToFastify({ method: "POST", path: "/rest/v1/rpc/add", headers: { ...user, "content-type": "application/json" }, body: '{"a":1,"b":2}' });
    await leftToFastify({ method: "DELETE", path: "/rest/v1/books?id=eq.999", headers: user });
    const form = await leftToFastify({
      method: "POST",
      path: "/rest/v1/genres",
      headers: { ...user, "content-type": "application/x-www-form-urlencoded" },
      body: "id=9&name=x",
    });
    expect(form.status).toBeLessThan(500);
    const big = await leftToFastify({
      method: "POST",
      path: "/rest/v1/genres",
      headers: { ...user, "content-type": "application/json" },
      body: `"${"x".repeat(1024 * 1024 + 1)}"`,
    });
    expect(big.status).toBe(413);
    await leftToFastify({
      method: "GET",
      path: "/rest/v1/books?id=eq.1",
      headers: { ...user, "content-type": "application/json", "content-length": "2" },
      body: "{}",
    });
  });
});
