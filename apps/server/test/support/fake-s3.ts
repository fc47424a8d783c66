// A small S3 stand-in for tests: path-style PutObject, GetObject and DeleteObjects (the three calls
// the storage backend makes), keeping objects in memory. It checks that every request is signed
// with AWS Signature Version 4 for the expected access key, and answers errors in S3's XML shape.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeS3 {
  url: string;
  /** "<bucket>/<key>" → bytes. */
  objects: Map<string, Buffer>;
  /** Requests refused for a missing or wrong signature. */
  unsigned: number;
  /** Makes the next n requests fail with 503 SlowDown. */
  failNext(n: number): void;
  close(): Promise<void>;
}

const body = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });

const xmlError = (code: string, message: string) => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

export async function startFakeS3(accessKeyId: string): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  let failures = 0;
  const state = { unsigned: 0 };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://s3.local");
      const path = decodeURIComponent(url.pathname.slice(1));
      const send = (status: number, payload = "", headers: Record<string, string> = {}) => {
        res.writeHead(status, { "content-type": "application/xml", ...headers });
        res.end(payload);
      };
      const auth = req.headers.authorization ?? "";
      if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`) || !/SignedHeaders=[^,]*host/.test(auth) || !/Signature=[0-9a-f]{64}$/.test(auth)) {
        state.unsigned++;
        return send(403, xmlError("SignatureDoesNotMatch", "The request signature we calculated does not match the signature you provided."));
      }
      if (failures > 0) {
        failures--;
        return send(503, xmlError("SlowDown", "Please reduce your request rate."));
      }
      const raw = await body(req);
      if (req.method === "PUT") {
        objects.set(path, decodeChunked(raw, req));
        return send(200, "", { etag: '"fake"' });
      }
      if (req.method === "GET" || req.method === "HEAD") {
        const bytes = objects.get(path);
        if (!bytes) return send(404, xmlError("NoSuchKey", "The specified key does not exist."));
        res.writeHead(200, { "content-type": "application/octet-stream", "content-length": String(bytes.length) });
        return res.end(req.method === "GET" ? bytes : undefined);
      }
      if (req.method === "POST" && url.searchParams.has("delete")) {
        const bucket = path.replace(/\/$/, "");
        const keys = [...raw.toString("utf8").matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => unescapeXml(m[1]!));
        for (const k of keys) objects.delete(`${bucket}/${k}`);
        return send(200, `<?xml version="1.0" encoding="UTF-8"?><DeleteResult></DeleteResult>`);
      }
      send(405, xmlError("MethodNotAllowed", "The specified method is not allowed against this resource."));
    })();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    get unsigned() {
      return state.unsigned;
    },
    failNext(n) {
      failures = n;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

function unescapeXml(s: string): string {
  return s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

/** The payload of an `aws-chunked` upload (how the SDK sends a body with a trailing checksum), else the bytes as sent. */
function decodeChunked(raw: Buffer, req: IncomingMessage): Buffer {
  if (!String(req.headers["content-encoding"] ?? "").includes("aws-chunked")) return raw;
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = raw.indexOf("\r\n", at);
    if (eol < 0) break;
    const size = parseInt(raw.subarray(at, eol).toString("latin1").split(";")[0]!, 16);
    if (!size) break;
    out.push(raw.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(out);
}
