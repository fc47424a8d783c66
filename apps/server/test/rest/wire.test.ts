// What the server answers on the wire, pinned: every request of wire-requests.ts is sent over
// HTTP, in order, to a fresh server, and its status, headers (but the connection's own: Date,
// Connection, Keep-Alive, Transfer-Encoding) and body must equal test/rest/wire-golden.json (one file: PGlite and PostgreSQL answer alike).
// The golden was first recorded from the server of docs/decisions/0005-rest-speed.md, which
// answered REST twice (a raw fast path beside Fastify's route); the one REST path that replaced
// both must answer the same. After a deliberate change to what the wire carries:
// `UPDATE_GOLDEN=1 npx vitest run test/rest/wire.test.ts`, and read the diff.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { databases, schemaSql, userToken, useServer } from "./fixture.js";
import type { TestServer } from "../support/server.js";
import { wireRequests, type Sent } from "./wire-requests.js";

interface Got {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const file = join(dirname(fileURLToPath(import.meta.url)), "wire-golden.json");
const connectionHeaders = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
const TIMESTAMP = /\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}(?::?\d{2})?)?/g;

/** The server's own address (a random port) and times are masked; long bodies (the OpenAPI document, whose order of paths varies) by their length and sorted characters' hash. */
function bodyOf(text: string, url: string): string {
  const masked = text.replaceAll(url, "<server>").replaceAll(new URL(url).host, "<host>").replace(TIMESTAMP, "<time>");
  return masked.length > 1500
    ? `sha256:${createHash("sha256")
        .update([...masked].sort().join(""))
        .digest("hex")} (${masked.length} chars)`
    : masked;
}

function send(server: TestServer, r: Sent): Promise<Got> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...r.headers };
    if (r.body !== undefined && !r.chunked && headers["content-length"] === undefined) headers["content-length"] = String(Buffer.byteLength(r.body));
    const req = request(`${server.url}${r.path}`, { method: r.method, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => {
        const out: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers))
          if (!connectionHeaders.has(k) && v !== undefined) out[k] = (Array.isArray(v) ? v.join(", ") : v).replaceAll(server.url, "<server>");
        resolve({ status: res.statusCode!, headers: out, body: bodyOf(body, server.url) });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    if (r.chunked && r.body !== undefined) {
      req.write(r.body.slice(0, 5));
      req.write(r.body.slice(5));
      req.end();
    } else req.end(r.body);
  });
}

describe.each(databases)("the wire, on %s", (kind) => {
  const server = useServer(kind, schemaSql, { TRUST_PROXY: "true" });

  it("answers every request as the golden says", async () => {
    const s = server();
    const token = await userToken(s, "00000000-0000-4000-8000-000000000001");
    const got: Record<string, Got> = {};
    for (const r of wireRequests({ anon: s.anonKey, service: s.serviceKey, token })) {
      expect(got[r.name], `request names are unique: ${r.name}`).toBeUndefined();
      got[r.name] = await send(s, r);
    }
    if (process.env.UPDATE_GOLDEN === "1" && kind === "pglite") {
      writeFileSync(file, `${JSON.stringify(got, null, 2)}\n`);
    }
    expect(existsSync(file), `${file} exists (record it with UPDATE_GOLDEN=1)`).toBe(true);
    const golden = JSON.parse(readFileSync(file, "utf8")) as Record<string, Got>;
    for (const name of Object.keys(golden)) expect.soft(got[name], name).toEqual(golden[name]);
    expect(Object.keys(got)).toEqual(Object.keys(golden));
  });
});
