// PostgREST-compatible data service under /rest/v1. Built by issue 3.
import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../context.js";

export function restPlugin(_ctx: AppContext): FastifyPluginAsync {
  return async () => {};
}
