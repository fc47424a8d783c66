// Serves the built SPA on the same origin as the API, with history fallback: any GET that
// is not an API path and accepts HTML gets index.html, so deep links work.
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const apiPrefixes = ["/auth/v1", "/rest/v1", "/storage/v1", "/realtime/v1", "/functions/v1"];

export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const indexFile = webDist ? join(webDist, "index.html") : undefined;
  const hasSpa = indexFile !== undefined && existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist!,
      // Wildcard, so a rebuilt SPA's new asset names are served without a restart; misses fall
      // through to the not-found handler below.
      wildcard: true,
      index: "index.html",
      setHeaders(res, path) {
        if (path.includes(`${join(webDist!, "assets")}`)) {
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
        // Read per request so a rebuilt SPA is served without a restart.
        return reply
          .type("text/html; charset=utf-8")
          .header("Cache-Control", "no-cache")
          .send(readFileSync(indexFile!, "utf8"));
      }
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .send("The web app has not been built yet. Run `npm run build` (or `npm start`, which builds it).");
    }
    return reply.code(404).send({ code: 404, error_code: "not_found", msg: `No route for ${req.method} ${path}`, message: `No route for ${req.method} ${path}` });
  });
}
