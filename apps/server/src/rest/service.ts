// PostgREST-compatible data service under /rest/v1: parse → plan → sql → execute → respond.
// http/rest-entry.ts is its one way in; this module knows nothing of HTTP framing or headers.
import type { IncomingHttpHeaders } from "node:http";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../context.js";
import { BadBodyError } from "../bad-body-error.js";
import { SchemaCacheHolder } from "../schema-cache/cache.js";
import { checkBodyDepth } from "./bounds.js";
import { RestError, diskFullError, toRestError } from "./errors.js";
import { isDiskFull } from "../disk.js";
import { execute } from "./execute.js";
import { openApiDocument, readPrivileges } from "./openapi.js";
import { authenticate } from "./jwt.js";
import { authenticateCached, type Auth } from "../caller.js";
import { parseRequest } from "./parse.js";
import { plan as makePlan } from "./plan.js";
import {
  cachedBuild,
  cachedTemplate,
  fromTemplate,
  insertKey,
  makeInsertTemplate,
  makeTemplate,
  makeUpdateTemplate,
  readKey,
  shapeOf,
  storeBuild,
  storeTemplate,
  updateKey,
  type Built,
} from "./plan-cache.js";
import { checkSingular, needsSingularCheck, respond } from "./respond.js";
import { buildPlannedCount, buildStatement } from "./sql.js";

const holders = new WeakMap<AppContext, SchemaCacheHolder>();

/** Re-reads the catalog now (tests that change the schema call this instead of NOTIFY). */
export async function reloadSchemaCache(ctx: AppContext): Promise<void> {
  await holders.get(ctx)?.reload();
}

/** What a REST request answers (http/rest-entry.ts writes it). */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  /** undefined: no body (Fastify's `send()`). */
  body: string | undefined;
}

/** The parts of a request handle() reads. */
export interface RestCall {
  method: string;
  /** The raw URL, path and query string. */
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** The request's logger (made only when an error is logged). */
  log(): Pick<FastifyBaseLogger, "error">;
}

export function errorAnswer(err: RestError): Answer {
  const headers: Record<string, string> = { ...err.headers };
  headers["Content-Type"] = "application/json; charset=utf-8";
  headers["Proxy-Status"] = `PostgREST; error=${err.code}`;
  return { status: err.status, headers, body: JSON.stringify(err.body()) };
}

/** An error before or outside handle's own catch (a bad, oversized or unsupported body). */
export function unhandledErrorAnswer(error: unknown): Answer {
  if (error instanceof BadBodyError) return errorAnswer(new RestError(400, "PGRST102", "Empty or invalid json", error.message));
  const status = (error as { statusCode?: number }).statusCode ?? 500;
  if (status === 415) return errorAnswer(new RestError(415, "PGRST107", "The request's Content-Type is not supported"));
  if (status === 413) return errorAnswer(new RestError(413, "PGRST102", "The request body is too large"));
  if (status >= 400 && status < 500) return errorAnswer(new RestError(status, "PGRST100", (error as Error).message));
  return errorAnswer(new RestError(500, "PGRST000", "Internal server error"));
}

/** request.headers: the request's headers as one JSON object, without the credentials (built as text in one pass). */
function headersJson(req: RestCall): string {
  let out = "";
  const headers = req.headers;
  for (const k in headers) {
    const v = headers[k];
    if (v === undefined || k === "authorization" || k === "apikey" || k === "cookie" || !Object.hasOwn(headers, k)) continue;
    out += `${out === "" ? "{" : ","}${JSON.stringify(k)}:${JSON.stringify(Array.isArray(v) ? v.join(", ") : v)}`;
  }
  return out === "" ? "{}" : `${out}}`;
}

/** One REST request, start to answer (every error included). */
async function handle(ctx: AppContext, holder: SchemaCacheHolder, req: RestCall): Promise<Answer> {
  let auth: Auth | undefined;
  try {
    const rawUrl = req.url;
    const q = rawUrl.indexOf("?");
    const query = q === -1 ? "" : rawUrl.slice(q + 1);
    const fullPath = q === -1 ? rawUrl : rawUrl.slice(0, q);
    const path = fullPath.replace(/^\/rest\/v1/, "") || "/";
    const apikeyHeader = req.headers.apikey;
    const apikey = (Array.isArray(apikeyHeader) ? apikeyHeader[0] : apikeyHeader) ?? new URLSearchParams(query).get("apikey") ?? undefined;
    // The usual request repeats a verified token: answered without a promise.
    auth =
      authenticateCached(req.headers.authorization, apikey, ctx.config.jwtSecret) ??
      (await authenticate(req.headers.authorization, apikey, ctx.config.jwtSecret));
    // Before any cached statement is reused with this body (rest/bounds.ts).
    checkBodyDepth(req.body);
    if (path === "/" && (req.method === "GET" || req.method === "HEAD")) {
      const profile = req.headers["accept-profile"];
      const schema = typeof profile === "string" && profile ? profile : ctx.config.exposedSchemas[0]!;
      if (!ctx.config.exposedSchemas.includes(schema)) {
        throw new RestError(406, "PGRST106", `The schema must be one of the following: ${ctx.config.exposedSchemas.join(", ")}`);
      }
      const doc = openApiDocument(await holder.get(), await readPrivileges(ctx.db, auth.role, [schema]), { externalUrl: ctx.config.apiExternalUrl, schema });
      const headers = { "Content-Type": "application/openapi+json; charset=utf-8" };
      return { status: 200, headers, body: req.method === "HEAD" ? undefined : JSON.stringify(doc) };
    }
    const cache = await holder.get();
    const cfg = ctx.config;
    const build = (q: string, body: unknown = req.body): Built => {
      const api = parseRequest({ method: req.method, path, query: q, headers: req.headers, body }, cfg.exposedSchemas, { planEnabled: cfg.planEnabled });
      const p = makePlan(api, cache, cfg.maxRows, { aggregates: cfg.aggregatesEnabled });
      const isWrite = p.kind === "insert" || p.kind === "update" || p.kind === "delete";
      const returning = isWrite && (api.prefs.return === "representation" || api.prefs.return === "headers-only" || api.media === "object");
      const count = api.prefs.count;
      const exactCount = count === "exact" || count === "estimated" || (count === "planned" && p.kind !== "read");
      const plannedSql = !api.explain && (count === "planned" || count === "estimated") ? buildPlannedCount(p) : undefined;
      return { api, plan: p, statement: buildStatement(p, { exactCount, returning }), plannedSql };
    };
    const settings = `${cfg.exposedSchemas.join(",")} ${cfg.planEnabled} ${cfg.maxRows} ${cfg.aggregatesEnabled}`;
    let built: Built | undefined;
    // A read that differs from an earlier one only in simple filter values reuses its statement.
    const shape = (req.method === "GET" || req.method === "HEAD" || req.method === "PATCH") && rawUrl.length <= 2048 ? shapeOf(rawUrl) : undefined;
    const shapeKey = shape && readKey(req.method, shape.url, req.headers, req.body, settings);
    if (shape && shapeKey !== undefined) {
      let t = cachedTemplate(cache, shapeKey);
      if (t === undefined) storeTemplate(cache, shapeKey, (t = makeTemplate(shape, build) ?? null));
      if (t) built = fromTemplate(t, shape.values);
    }
    // Otherwise an exact repeat of an earlier read (the key is made only when needed).
    const key = built ? undefined : readKey(req.method, rawUrl, req.headers, req.body, settings);
    if (key !== undefined) {
      built = cachedBuild(cache, key);
    } else if (!built) {
      // An insert of one object reuses the statement of an earlier one with the same keys.
      const ik = insertKey(req.method, rawUrl, req.headers, req.body, settings);
      if (ik !== undefined) {
        let t = cachedTemplate(cache, ik);
        if (t === undefined) storeTemplate(cache, ik, (t = makeInsertTemplate(Object.keys(req.body as object), (b) => build(query, b)) ?? null));
        if (t) built = fromTemplate(t, [], req.body);
      }
      // An update of one object by simple filter values (PATCH ?id=eq.5) reuses one too.
      const uk = ik === undefined ? updateKey(req.method, shape, req.headers, req.body, settings) : undefined;
      if (uk !== undefined && shape) {
        let t = cachedTemplate(cache, uk);
        if (t === undefined) storeTemplate(cache, uk, (t = makeUpdateTemplate(shape, Object.keys(req.body as object), (q, b) => build(q, b)) ?? null));
        if (t) built = fromTemplate(t, shape.values, req.body);
      }
    }
    if (!built) {
      built = build(query);
      if (key !== undefined) storeBuild(cache, key, built);
    }
    const { api, plan: p, statement, plannedSql } = built;
    const count = api.prefs.count;
    const readOnly = p.kind === "read" || (p.kind === "call" && p.readOnly);
    // Refused before the disk is really full (docs/decisions/0009-faults.md).
    if (!readOnly && (await ctx.disk.low())) throw diskFullError();
    const result = await execute(ctx.db, {
      auth,
      readOnly,
      schema: api.schema,
      method: req.method,
      path,
      headersJson: headersJson(req),
      statement,
      ...(needsSingularCheck(api) ? { check: (r: Parameters<typeof checkSingular>[1]) => checkSingular(api, r) } : {}),
      ...(api.explain ? { explain: api.explain } : {}),
      rollback: api.prefs.tx === "rollback",
      // A user token below aal2 calling a function: the user's second factor is checked first.
      requireAal: p.kind === "call" && typeof auth.claims.sub === "string" && auth.claims.aal !== "aal2",
      ...(plannedSql ? { planned: { statement: plannedSql, ...(count === "estimated" ? { onlyAbove: ctx.config.maxRows } : {}) } } : {}),
    });
    if (api.explain) {
      const type = `application/vnd.pgrst.plan+${api.explain.format}; for="${api.explain.forType}"; charset=utf-8`;
      return { status: 200, headers: { "Content-Type": type }, body: req.method === "HEAD" ? undefined : (result.body ?? "") };
    }
    if (!readOnly) ctx.disk.noteRoom();
    const out = respond(api, p, result, `/${api.target}`);
    return { status: out.status, headers: out.headers, body: out.body ?? (out.status === 204 ? undefined : "") };
  } catch (e) {
    const err = toRestError(e, (auth?.role ?? "anon") === "anon");
    if (isDiskFull(e)) {
      // Refused by the guard (already logged), or a write that failed for lack of space.
      if (!(e instanceof RestError)) {
        ctx.disk.forget();
        ctx.disk.noteFull({ err: e });
      }
    } else if (err.status >= 500 && err.status !== 507) req.log().error({ err: e }, "rest request failed");
    return errorAnswer(err);
  }
}

export interface RestService {
  /** One REST request, start to answer (every error answered). */
  answer(call: RestCall): Promise<Answer>;
  close(): Promise<void>;
}

/** Starts the data service: its schema cache (kept fresh by NOTIFY) and the handler http/rest-entry.ts calls. */
export async function startRest(ctx: AppContext): Promise<RestService> {
  const holder = new SchemaCacheHolder(ctx.db, ctx.config.exposedSchemas);
  holders.set(ctx, holder);
  await holder.start();
  return {
    answer: (call) => handle(ctx, holder, call),
    close: async () => {
      await holder.stop();
      holders.delete(ctx);
    },
  };
}
