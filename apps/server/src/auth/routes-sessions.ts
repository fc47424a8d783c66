// The signed-in user's sessions (not GoTrue endpoints; the Profile page's "Where you're signed
// in"): GET /auth/v1/user/sessions lists them (when made, when last refreshed, the browser and
// address they came from, which one is this one); DELETE /auth/v1/user/sessions/:id ends one of
// them (its refresh tokens go with it, so that device is signed out at its next refresh).
import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../context.js";
import { requireUser } from "./current-user.js";
import { requireAal2IfEnrolled } from "./require-aal.js";
import { AuthError } from "./errors.js";
import { deleteSessionOfUser, listActiveSessions } from "./model/sessions.js";

export function sessionRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get("/user/sessions", async (req) => {
      const caller = await requireUser(ctx, req);
      await requireAal2IfEnrolled(ctx, caller);
      const rows = await listActiveSessions(ctx.db, caller.user.id);
      return rows.map((r) => ({ ...r, current: r.id === caller.sessionId }));
    });

    app.delete<{ Params: { id: string } }>("/user/sessions/:id", async (req, reply) => {
      const caller = await requireUser(ctx, req);
      await requireAal2IfEnrolled(ctx, caller);
      if (!/^[0-9a-f-]{36}$/i.test(req.params.id)) throw new AuthError(404, "session_not_found", "No such session of yours.");
      if (!(await deleteSessionOfUser(ctx.db, req.params.id, caller.user.id))) throw new AuthError(404, "session_not_found", "No such session of yours.");
      return reply.code(204).send();
    });
  };
}
