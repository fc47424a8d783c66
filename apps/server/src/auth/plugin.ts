// GoTrue-compatible auth service under /auth/v1. Built by issue 2.
import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../context.js";

export function authPlugin(_ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get("/health", async () => ({ version: "worldloom", name: "GoTrue", description: "Worldloom auth" }));
  };
}
