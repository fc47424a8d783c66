// Operator endpoints under /ops/v1, for admins only (a signed-in user whose profile has
// is_admin, or the service-role key): the migration list and a full backup download.
// The server decides: a non-admin gets 403 whatever the client does.
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from "fastify";
import { createReadStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AppContext } from "../context.js";
import { AuthError } from "../auth/errors.js";
import { requireUser } from "../auth/current-user.js";
import { requireAal2IfEnrolled } from "../auth/require-aal.js";
import { bearer, verifyJwt } from "../auth/jwt.js";
import { listMigrations } from "../db/migrate.js";
import { backupFileName, writeBackupFile } from "./backup.js";
import { outdatedKinds, planKind, recentRuns, undoRun, upgradeKind } from "./upgrades.js";
import { OpsError, sendOpsError } from "./errors.js";
import { isAdmin, recordAudit } from "./model/admin.js";

/** Throws unless the caller is an admin (or the service role); returns the admin's id (null: service role). */
export async function requireAdmin(ctx: AppContext, req: FastifyRequest): Promise<string | null> {
  if (!req.headers.authorization) throw new OpsError(401, "not_signed_in", "Sign in as an admin to use this.");
  const claims = await verifyJwt(bearer(req.headers.authorization), ctx.config.jwtSecret).catch(() => {
    throw new OpsError(401, "not_signed_in", "Your session has expired or is not valid. Sign in again.");
  });
  if (claims.role === "service_role") return null;
  const caller = await requireUser(ctx, req);
  await requireAal2IfEnrolled(ctx, caller);
  if (!(await isAdmin(ctx.db, caller.user.id))) throw new OpsError(403, "not_admin", "Only admins can do this.");
  return caller.user.id;
}

const audit = (ctx: AppContext, actorId: string | null, action: string, targetType: string, targetId: string | null, after: Record<string, unknown>) =>
  recordAudit(ctx.db, { actorId, action, targetType, targetId, after });

function kindParam(body: unknown): string {
  const kind = body && typeof body === "object" ? (body as { kind?: unknown }).kind : undefined;
  if (typeof kind !== "string" || !/^[a-z][a-z-]{1,40}$/.test(kind)) throw new OpsError(400, "bad_kind", "Say which kind to upgrade (kind).");
  return kind;
}

export function opsPlugin(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.setErrorHandler((err: FastifyError | OpsError | AuthError, req, reply) => {
      if (err instanceof OpsError) return sendOpsError(reply, err);
      // The session's own failures keep the auth service's status and code.
      if (err instanceof AuthError) return reply.code(err.status >= 400 ? err.status : 401).send({ message: err.message, code: err.code });
      req.log.error({ err }, "ops request failed");
      return sendOpsError(reply, new OpsError(500, "internal", "Something went wrong on the server."));
    });

    app.get("/migrations", async (req) => {
      await requireAdmin(ctx, req);
      return { migrations: await listMigrations(ctx.db) };
    });

    app.get("/content-upgrades", async (req) => {
      await requireAdmin(ctx, req);
      return {
        kinds: await outdatedKinds(ctx.db),
        runs: await recentRuns(ctx.db),
      };
    });

    app.post("/content-upgrades/dry-run", async (req) => {
      await requireAdmin(ctx, req);
      const kind = kindParam(req.body);
      return { kind, items: await planKind(ctx.db, kind) };
    });

    app.post("/content-upgrades/apply", async (req) => {
      const admin = await requireAdmin(ctx, req);
      const run = await upgradeKind(ctx.db, kindParam(req.body), admin);
      await audit(ctx, admin, "content_upgrade", "generator_kind", run.kind, { run: run.id, to_version: run.toVersion, items: run.itemCount });
      return { run };
    });

    app.post<{ Params: { id: string } }>("/content-upgrades/runs/:id/undo", async (req) => {
      const admin = await requireAdmin(ctx, req);
      const result = await undoRun(ctx.db, req.params.id, admin);
      await audit(ctx, admin, "content_upgrade_undo", "content_upgrade_run", req.params.id, result);
      return result;
    });

    app.get("/backup", async (req, reply) => {
      const admin = await requireAdmin(ctx, req);
      await audit(ctx, admin, "backup_download", "install", null, {});
      // Written to a private temporary file first, so the database (PGlite has one connection) is
      // busy only as long as reading it takes, not as long as a slow download.
      const dir = await mkdtemp(join(tmpdir(), "worldloom-backup-"));
      const file = join(dir, "backup.jsonl.gz");
      const cleanup = () => void rm(dir, { recursive: true, force: true });
      try {
        await writeBackupFile(ctx.db, ctx.config.storageDir, file);
      } catch (e) {
        cleanup();
        throw e;
      }
      const stream = createReadStream(file);
      stream.on("close", cleanup);
      return reply
        .header("Content-Type", "application/gzip")
        .header("Content-Length", (await stat(file)).size)
        .header("Content-Disposition", `attachment; filename="${backupFileName()}"`)
        .header("Cache-Control", "no-store")
        .send(stream);
    });
  };
}
