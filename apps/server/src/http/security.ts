// Security headers for every answer, and the CORS policy the browser client needs when the
// SPA is served from another origin (docs/wire-protocol.md §1.4 and §5.1).
import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";

export const exposedHeaders = [
  "Content-Range",
  "Content-Location",
  "Content-Type",
  "Location",
  "Range-Unit",
  "Preference-Applied",
  "X-Supabase-Api-Version",
  "X-Total-Count",
  "Link",
];

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(cors, {
    origin: true,
    credentials: true,
    methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    // Reflect Access-Control-Request-Headers, as PostgREST does.
    allowedHeaders: undefined,
    exposedHeaders,
    maxAge: 86400,
  });
  app.addHook("onSend", async (_req, reply, payload) => {
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
    reply.header("X-Frame-Options", "DENY");
    return payload;
  });
}
