// GoTrue's error shape and codes, in one place (docs/wire-protocol.md §2.3). Every failure of
// the auth service becomes an AuthError and is answered by sendAuthError.
import type { FastifyReply } from "fastify";

export const API_VERSION = "2024-01-01";

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "AuthError";
  }
}

/** OAuth-style errors some /token paths answer with: {error, error_description}. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
    this.name = "OAuthError";
  }
}

export const invalidCredentials = () => new AuthError(400, "invalid_credentials", "Invalid login credentials");
export const validationFailed = (message: string) => new AuthError(400, "validation_failed", message);
export const badJwt = (message = "invalid JWT: unable to parse or verify signature") => new AuthError(403, "bad_jwt", message);

export function sendAuthError(reply: FastifyReply, err: AuthError | OAuthError): FastifyReply {
  reply.header("X-Supabase-Api-Version", API_VERSION);
  if (err instanceof OAuthError) {
    return reply.code(err.status).send({ error: err.error, error_description: err.description });
  }
  reply.header("x-sb-error-code", err.code);
  // code + message is the 2024-01-01 body; error_code and msg help clients that cannot read
  // the version header (cross-origin without exposed headers).
  return reply.code(err.status).send({ code: err.code, error_code: err.code, message: err.message, msg: err.message, ...err.extra });
}
