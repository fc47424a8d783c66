// Who is calling: the Bearer access token, checked against its session and user.
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import { AuthError, badJwt } from "./errors.js";
import { bearer, verifyJwt } from "./jwt.js";
import { sessionAalOf } from "./model/sessions.js";
import { findUserById, isBanned, type UserRow } from "./model/users.js";

export interface Caller {
  user: UserRow;
  sessionId: string;
  /** The session's assurance level as the database has it now (not as the token claimed it). */
  aal: "aal1" | "aal2";
  claims: Record<string, unknown>;
}

export async function requireUser(ctx: AppContext, req: FastifyRequest): Promise<Caller> {
  const claims = await verifyJwt(bearer(req.headers.authorization), ctx.config.jwtSecret);
  if (typeof claims.sub !== "string" || !claims.sub) throw badJwt("invalid claim: missing sub claim");
  if (!/^[0-9a-f-]{36}$/i.test(claims.sub)) throw badJwt("invalid claim: sub claim must be a UUID");
  const sessionId = typeof claims.session_id === "string" ? claims.session_id : "";
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) throw new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
  const session = await sessionAalOf(ctx.db, sessionId, claims.sub);
  if (!session) throw new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist");
  if (isBanned(user)) throw new AuthError(403, "user_banned", "User is banned");
  const aal = session.aal === "aal2" ? "aal2" : "aal1";
  return { user, sessionId, aal, claims: claims as Record<string, unknown> };
}
