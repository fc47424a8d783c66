// Serves the built SPA on the same origin as the API, with history fallback: any GET that
// is not an API path and accepts HTML gets index.html, so deep links work. The build writes
// brotli and gzip copies of its text assets (apps/web/build/precompress.ts); they are sent as they
// are to clients that accept them (Content-Encoding, Vary: Accept-Encoding). Hashed assets are
// cached for a year; everything else (index.html, icons, the manifest) is revalidated. A path the
// build prerendered (dist/prerender/manifest.json, apps/web/build/prerender.ts) gets its own copy of
// index.html with the page's first screen already in it (docs/decisions/0006-web-budgets.md). A
// visitor who picked a theme (the `worldloom-theme` cookie, apps/web/src/lib/theme.ts) gets the page
// with that class on <html>, so it paints in their theme without a render-blocking script. The
// prerendered pages carry one inline script (the boot script); its hash, from dist/prerender/csp.json
// (inlineScriptHashes), is the only inline script the Content-Security-Policy allows (security.ts).
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";

const apiPrefixes = ["/auth/v1", "/rest/v1", "/storage/v1", "/realtime/v1", "/functions/v1", "/ops/v1"];

const encodings = [
  ["br", ".br"],
  ["gzip", ".gz"],
] as const;

/** The encodings an Accept-Encoding header allows (q > 0), for the index.html fallback. */
export function preferredEncoding(header: string | string[] | undefined): string[] {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  const accepted: string[] = [];
  for (const part of value.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (!name || (q !== undefined && !(Number(q.slice(2)) > 0))) continue;
    if (name === "*") accepted.push("br", "gzip");
    else accepted.push(name);
  }
  return accepted;
}

/** The theme a visitor chose, from the `worldloom-theme` cookie; undefined for "system" (no cookie). */
export function themeFromCookie(header: string | undefined): "light" | "dark" | undefined {
  const value = /(?:^|;\s*)worldloom-theme=([^;]*)/.exec(header ?? "")?.[1];
  return value === "light" || value === "dark" ? value : undefined;
}

/** The page with the chosen theme's class on <html>, as the app would set it. */
export function withThemeClass(html: string, theme: "light" | "dark"): string {
  return html.replace(/<html([^>]*)>/, (_m, attrs: string) => `<html${attrs} class="${theme}">`);
}

let manifestCache: { file: string; mtimeMs: number; paths: Record<string, string> } | undefined;

/** The prerendered page for a path (without its query), if the build wrote one; else undefined. */
export function prerenderedFile(webDist: string, path: string): string | undefined {
  const dir = join(webDist, "prerender");
  const file = join(dir, "manifest.json");
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  // Re-read when a rebuild rewrote it, like index.html.
  if (manifestCache?.file !== file || manifestCache.mtimeMs !== mtimeMs) {
    manifestCache = { file, mtimeMs, paths: JSON.parse(readFileSync(file, "utf8")) as Record<string, string> };
  }
  const key = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  const page = Object.hasOwn(manifestCache.paths, key) ? manifestCache.paths[key] : undefined;
  if (!page) return undefined;
  const full = resolve(dir, page);
  return full.startsWith(resolve(dir) + sep) && existsSync(full) ? full : undefined;
}

let cspCache: { file: string; mtimeMs: number; sources: string[] } | undefined;

/**
 * The script-src sources the prerendered pages' inline scripts need ('sha256-…' of the boot script),
 * from dist/prerender/csp.json, which the build writes beside the pages (apps/web/build/prerender.ts).
 * Re-read when a rebuild rewrote it, like the manifest; none when there is no such file or it is
 * unreadable (the pages then draw but their app does not start: the CSP blocks the boot script).
 */
export function inlineScriptHashes(webDist: string | undefined): string[] {
  if (!webDist) return [];
  const file = join(webDist, "prerender", "csp.json");
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  if (cspCache?.file !== file || cspCache.mtimeMs !== mtimeMs) {
    let sources: string[] = [];
    try {
      const parsed = JSON.parse(readFileSync(file, "utf8")) as { scriptSrc?: unknown };
      if (Array.isArray(parsed.scriptSrc)) sources = parsed.scriptSrc.filter((s): s is string => typeof s === "string");
    } catch {
      sources = [];
    }
    cspCache = { file, mtimeMs, sources };
  }
  return cspCache.sources;
}

export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const indexFile = webDist ? join(webDist, "index.html") : undefined;
  const hasSpa = indexFile !== undefined && existsSync(indexFile);
  if (hasSpa) {
    const assetsDir = join(resolve(webDist!), "assets") + sep;
    await app.register(fastifyStatic, {
      root: webDist!,
      // Wildcard, so a rebuilt SPA's new asset names are served without a restart; misses fall
      // through to the not-found handler below.
      wildcard: true,
      // "/" (any folder) goes to the fallback below too, which sends the prerendered landing page if
      // there is one; without allowedPath a folder with no index would answer 403.
      index: false,
      allowedPath: (pathName) => !pathName.endsWith("/"),
      preCompressed: true,
      setHeaders(res, path) {
        // `path` is the file sent, so a hashed asset's .br/.gz sibling is under assets/ too.
        if (path.startsWith(assetsDir)) {
          res.header("Cache-Control", "public, max-age=31536000, immutable");
        } else {
          res.header("Cache-Control", "no-cache");
        }
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split("?")[0] ?? "/";
    const isApi = apiPrefixes.some((p) => path === p || path.startsWith(p + "/"));
    const wantsHtml = (req.headers.accept ?? "").includes("text/html");
    if (!isApi && (req.method === "GET" || req.method === "HEAD") && (wantsHtml || !path.includes("."))) {
      if (hasSpa) {
        // Read per request so a rebuilt SPA is served without a restart; precompressed like the
        // assets when the build wrote a copy the client accepts.
        reply.type("text/html; charset=utf-8").header("Cache-Control", "no-cache").header("Vary", "Accept-Encoding, Cookie");
        const page = prerenderedFile(webDist!, path) ?? indexFile!;
        const encoding = preferredEncoding(req.headers["accept-encoding"]);
        const theme = themeFromCookie(req.headers.cookie);
        if (theme) {
          // Rare (an explicit choice) and small: compressed here, fast settings.
          const html = withThemeClass(readFileSync(page, "utf8"), theme);
          if (encoding.includes("br"))
            return reply.header("Content-Encoding", "br").send(brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
          if (encoding.includes("gzip")) return reply.header("Content-Encoding", "gzip").send(gzipSync(html, { level: 6 }));
          return reply.send(html);
        }
        for (const [name, ext] of encodings) {
          if (encoding.includes(name) && existsSync(page + ext)) return reply.header("Content-Encoding", name).send(readFileSync(page + ext));
        }
        return reply.send(readFileSync(page, "utf8"));
      }
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .send("The web app has not been built yet. Run `npm run build` (or `npm start`, which builds it).");
    }
    return reply
      .code(404)
      .send({ code: 404, error_code: "not_found", msg: `No route for ${req.method} ${path}`, message: `No route for ${req.method} ${path}` });
  });
}
