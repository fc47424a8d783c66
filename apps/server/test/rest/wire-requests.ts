// The requests of test/rest/wire.test.ts: REST by every method and body type, CORS preflights,
// errors, proxies, encoded paths, and the other services' answers (whose CORS and security headers
// come from the same module as REST's). Sent in this order on a fresh database, so ids repeat.
export interface Sent {
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Sent with Transfer-Encoding: chunked (no Content-Length). */
  chunked?: boolean;
}

export interface Keys {
  anon: string;
  service: string;
  token: string;
}

export function wireRequests(k: Keys): Sent[] {
  const anon = { apikey: k.anon };
  const user = { apikey: k.anon, authorization: `Bearer ${k.token}` };
  const json = { ...user, "content-type": "application/json" };
  const origin = "https://elsewhere.example";
  const cors = { ...user, origin };
  const preflight = (path: string, extra: Record<string, string> = {}): Record<string, string> => ({
    origin,
    "access-control-request-method": "POST",
    "access-control-request-headers": "authorization, apikey, content-type, x-client-info, prefer",
    ...extra,
  });
  return [
    // Reads
    { name: "list", method: "GET", path: "/rest/v1/books?select=id,title&order=id", headers: anon },
    { name: "by id", method: "GET", path: "/rest/v1/books?id=eq.1", headers: user },
    { name: "embed, origin", method: "GET", path: "/rest/v1/books?id=eq.2&select=title,authors(name)", headers: cors },
    { name: "none", method: "GET", path: "/rest/v1/books?id=eq.999", headers: user },
    {
      name: "object of many",
      method: "GET",
      path: "/rest/v1/books",
      headers: { ...user, accept: "application/vnd.pgrst.object+json", "x-forwarded-proto": "https" },
    },
    { name: "object", method: "GET", path: "/rest/v1/books?id=eq.1", headers: { ...user, accept: "application/vnd.pgrst.object+json" } },
    { name: "csv, proxied", method: "GET", path: "/rest/v1/books?id=eq.1", headers: { ...user, accept: "text/csv", "x-forwarded-proto": "http, https" } },
    {
      name: "nulls stripped",
      method: "GET",
      path: "/rest/v1/authors?select=name,born&order=id",
      headers: { ...user, accept: "application/vnd.pgrst.array+json;nulls=stripped" },
    },
    { name: "range, count", method: "GET", path: "/rest/v1/books?select=id&order=id", headers: { ...user, range: "1-2", prefer: "count=exact" } },
    { name: "past the end", method: "GET", path: "/rest/v1/books?select=id&offset=50", headers: { ...user, prefer: "count=exact" } },
    { name: "bad operator", method: "GET", path: "/rest/v1/books?id=zz.1", headers: user },
    { name: "bad escape", method: "GET", path: "/rest/v1/books?id=eq.%zz", headers: user },
    { name: "bad column", method: "GET", path: "/rest/v1/books?nope=eq.1", headers: user },
    { name: "no table", method: "GET", path: "/rest/v1/nothing_here", headers: user },
    { name: "rls, user", method: "GET", path: "/rest/v1/notes", headers: user },
    { name: "rls, anon", method: "GET", path: "/rest/v1/notes", headers: anon },
    { name: "no key", method: "GET", path: "/rest/v1/books", headers: {} },
    { name: "bad key", method: "GET", path: "/rest/v1/books", headers: { apikey: "not-a-key" } },
    { name: "bad token", method: "GET", path: "/rest/v1/books", headers: { ...anon, authorization: "Bearer not.a.token" } },
    { name: "key in query", method: "GET", path: `/rest/v1/books?apikey=${k.anon}&select=id&limit=1`, headers: {} },
    { name: "long query", method: "GET", path: `/rest/v1/books?select=id&${"a".repeat(3000)}=eq.1`, headers: user },
    { name: "other schema", method: "GET", path: "/rest/v1/things", headers: { ...user, "accept-profile": "api_two" } },
    { name: "unknown schema", method: "GET", path: "/rest/v1/things", headers: { ...user, "accept-profile": "nope" } },
    { name: "trailing slash", method: "GET", path: "/rest/v1/books/", headers: user },
    { name: "encoded table", method: "GET", path: "/rest/v1/%62ooks?id=eq.1", headers: user },
    { name: "encoded prefix", method: "GET", path: "/%72est/v1/books?id=eq.1", headers: user },
    { name: "dot segments", method: "GET", path: "/rest/v1/../auth/v1/admin/users", headers: user },
    { name: "get with body", method: "GET", path: "/rest/v1/books?id=eq.1", headers: { ...json, "content-length": "2" }, body: "{}" },
    { name: "head", method: "HEAD", path: "/rest/v1/books?select=id", headers: { ...user, prefer: "count=exact" } },
    { name: "openapi", method: "GET", path: "/rest/v1/", headers: user },
    { name: "openapi, no slash", method: "HEAD", path: "/rest/v1", headers: user },
    // Functions
    { name: "rpc get", method: "GET", path: "/rest/v1/rpc/add?a=1&b=2", headers: user },
    { name: "rpc post", method: "POST", path: "/rest/v1/rpc/add", headers: json, body: '{"a":1,"b":2}' },
    { name: "rpc unknown", method: "POST", path: "/rest/v1/rpc/nope", headers: json, body: "{}" },
    { name: "rpc whoami anon", method: "POST", path: "/rest/v1/rpc/whoami", headers: { ...anon, "content-type": "application/json" }, body: "{}" },
    // Writes
    { name: "insert", method: "POST", path: "/rest/v1/authors", headers: json, body: JSON.stringify({ name: "Twice" }) },
    {
      name: "insert, charset, origin",
      method: "POST",
      path: "/rest/v1/authors",
      headers: { ...json, "content-type": "application/json; charset=utf-8", origin },
      body: '{"name":"Again"}',
    },
    { name: "insert genre", method: "POST", path: "/rest/v1/genres", headers: json, body: JSON.stringify({ id: 11, name: "cosy" }) },
    { name: "conflict", method: "POST", path: "/rest/v1/genres", headers: json, body: JSON.stringify({ id: 11, name: "cosy" }) },
    { name: "bad json", method: "POST", path: "/rest/v1/genres", headers: json, body: "{not json" },
    { name: "blank body", method: "POST", path: "/rest/v1/genres", headers: json, body: "   " },
    { name: "bad column write", method: "POST", path: "/rest/v1/genres", headers: json, body: JSON.stringify({ id: 7, nope: 1 }) },
    {
      name: "denied write",
      method: "POST",
      path: "/rest/v1/genres",
      headers: { ...anon, "content-type": "application/json" },
      body: JSON.stringify({ id: 8, name: "denied" }),
    },
    {
      name: "representation",
      method: "POST",
      path: "/rest/v1/notes?select=body",
      headers: { ...json, prefer: "return=representation" },
      body: JSON.stringify({ body: "mine" }),
    },
    { name: "headers only", method: "POST", path: "/rest/v1/authors", headers: { ...json, prefer: "return=headers-only" }, body: '{"name":"Located"}' },
    { name: "form", method: "POST", path: "/rest/v1/genres", headers: { ...user, "content-type": "application/x-www-form-urlencoded" }, body: "id=9&name=x" },
    { name: "csv insert", method: "POST", path: "/rest/v1/genres", headers: { ...user, "content-type": "text/csv" }, body: "id,name\n12,grim" },
    { name: "no content type", method: "POST", path: "/rest/v1/genres", headers: user, body: '{"id":13,"name":"odd"}' },
    { name: "octet stream", method: "POST", path: "/rest/v1/genres", headers: { ...user, "content-type": "application/octet-stream" }, body: "xyz" },
    { name: "chunked", method: "POST", path: "/rest/v1/genres", headers: json, body: '{"id":14,"name":"chunk"}', chunked: true },
    { name: "too large", method: "POST", path: "/rest/v1/genres", headers: json, body: `"${"x".repeat(1024 * 1024 + 1)}"` },
    { name: "too deep", method: "POST", path: "/rest/v1/genres", headers: json, body: `${"[".repeat(200)}${"]".repeat(200)}` },
    { name: "patch", method: "PATCH", path: "/rest/v1/authors?id=eq.3", headers: json, body: JSON.stringify({ name: "Nobody" }) },
    {
      name: "patch object",
      method: "PATCH",
      path: "/rest/v1/authors?id=eq.3",
      headers: { ...json, prefer: "return=representation", accept: "application/vnd.pgrst.object+json" },
      body: JSON.stringify({ name: "Nobody" }),
    },
    { name: "patch all", method: "PATCH", path: "/rest/v1/authors", headers: json, body: JSON.stringify({ name: "Everyone" }) },
    { name: "patch bad json", method: "PATCH", path: "/rest/v1/authors?id=eq.3", headers: json, body: "[1," },
    { name: "put", method: "PUT", path: "/rest/v1/genres?id=eq.20", headers: json, body: JSON.stringify({ id: 20, name: "put" }) },
    { name: "delete none", method: "DELETE", path: "/rest/v1/books?id=eq.999", headers: user },
    { name: "delete, empty json", method: "DELETE", path: "/rest/v1/genres?id=eq.20", headers: { ...json, prefer: "return=representation" } },
    { name: "delete unfiltered anon", method: "DELETE", path: "/rest/v1/genres", headers: anon },
    { name: "trace method", method: "TRACE", path: "/rest/v1/books", headers: user },
    // CORS preflights
    { name: "preflight rest", method: "OPTIONS", path: "/rest/v1/books", headers: preflight("/rest/v1/books") },
    { name: "preflight rest, no headers asked", method: "OPTIONS", path: "/rest/v1/books", headers: { origin, "access-control-request-method": "GET" } },
    { name: "preflight rpc", method: "OPTIONS", path: "/rest/v1/rpc/add", headers: preflight("/rest/v1/rpc/add") },
    { name: "options without method", method: "OPTIONS", path: "/rest/v1/books", headers: { origin } },
    { name: "options without origin", method: "OPTIONS", path: "/rest/v1/books", headers: { "access-control-request-method": "GET" } },
    { name: "preflight auth", method: "OPTIONS", path: "/auth/v1/token?grant_type=password", headers: preflight("/auth/v1/token") },
    { name: "preflight storage", method: "OPTIONS", path: "/storage/v1/object/list/avatars", headers: preflight("/storage/v1") },
    { name: "preflight outbox", method: "OPTIONS", path: "/outbox", headers: preflight("/outbox") },
    { name: "preflight nowhere", method: "OPTIONS", path: "/nowhere/at/all", headers: preflight("/nowhere") },
    // The other services
    { name: "config", method: "GET", path: "/config.json", headers: { origin } },
    { name: "auth settings", method: "GET", path: "/auth/v1/settings", headers: { ...anon, origin } },
    { name: "auth settings https", method: "GET", path: "/auth/v1/settings", headers: { ...anon, "x-forwarded-proto": "https" } },
    {
      name: "auth bad json",
      method: "POST",
      path: "/auth/v1/token?grant_type=password",
      headers: { ...anon, "content-type": "application/json", origin },
      body: "{x",
    },
    { name: "admin with anon", method: "GET", path: "/auth/v1/admin/users", headers: { ...anon, authorization: `Bearer ${k.anon}` } },
    { name: "buckets", method: "GET", path: "/storage/v1/bucket", headers: { ...cors } },
    { name: "outbox", method: "GET", path: "/outbox", headers: { origin } },
    { name: "not found", method: "GET", path: "/api/nothing", headers: { origin } },
  ];
}
