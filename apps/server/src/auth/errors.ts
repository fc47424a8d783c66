// GoTrue's error shape and codes, in one place (docs/wire-protocol.md §2.3). Every failure of
// the auth service becomes an AuthError and is answered by sendAuthError.
import type { FastifyReply } from "fastify";

export const API_VERSION = "2024-01-01";

/**
 * Every error code the auth service answers with, and the HTTP statuses it may carry. The codes
 * are GoTrue's (its `internal/api/apierrors/errorcode.go`, which auth-js mirrors in
 * `lib/error-codes.ts`), so the client's `error.code` means the same here as on Supabase. GoTrue
 * answers some codes with different statuses depending on the endpoint; those list each.
 * `"4xx"` marks the codes our framework-level handler uses for any client error.
 */
export const AUTH_ERRORS = {
  anonymous_provider_disabled: { status: [422], meaning: "signInAnonymously while ENABLE_ANONYMOUS_SIGN_INS is off" },
  bad_code_verifier: { status: [400], meaning: "the PKCE code_verifier does not match the challenge" },
  bad_json: { status: [400], meaning: "the request body is not JSON" },
  bad_jwt: { status: [403], meaning: "the access token is malformed, badly signed or expired" },
  bad_oauth_callback: { status: [302], meaning: "the provider's callback failed (sent in a redirect, not a JSON body)" },
  bad_oauth_state: { status: [303], meaning: "the OAuth state is unknown, used or expired (sent in a redirect)" },
  current_password_mismatch: { status: [400], meaning: "PUT /user with a current_password that is not the account's password" },
  current_password_required: {
    status: [400],
    meaning: "PUT /user with a new password but neither current_password nor a nonce, outside a fresh recovery (e-mail link) session",
  },
  email_exists: { status: [422, 302], meaning: "another user already has this e-mail address" },
  email_not_confirmed: { status: [400], meaning: "password sign-in before the e-mail was confirmed" },
  flow_state_expired: { status: [422], meaning: "the PKCE flow took too long" },
  flow_state_not_found: { status: [404], meaning: "no PKCE flow has this auth code" },
  identity_already_exists: { status: [302, 422], meaning: "the provider identity already belongs to another account (linkIdentity)" },
  identity_not_found: { status: [404], meaning: "no such identity on this account (unlinkIdentity)" },
  insufficient_aal: {
    status: [401, 403, 422],
    meaning:
      "the session needs aal2 (a verified second factor) for this: change the password or e-mail, export or delete the account, billing, ops (401), enrol another factor (403) or unenrol a verified one (422)",
  },
  invalid_credentials: { status: [400], meaning: "unknown e-mail, or wrong password" },
  mfa_challenge_expired: { status: [422], meaning: "the MFA challenge is older than its 300 s" },
  mfa_factor_name_conflict: { status: [422], meaning: "the user already has a factor with this friendly name" },
  mfa_factor_not_found: { status: [404, 422], meaning: "no such factor for this user (404), or no such challenge of the factor (422)" },
  mfa_ip_address_mismatch: { status: [422], meaning: "the challenge was made from another address, or already answered" },
  mfa_phone_enroll_not_enabled: { status: [422], meaning: "phone factors are not offered" },
  mfa_phone_verify_not_enabled: { status: [422], meaning: "phone factors are not offered" },
  mfa_verification_failed: { status: [422], meaning: "wrong, malformed or already used TOTP code" },
  mfa_webauthn_enroll_not_enabled: { status: [422], meaning: "WebAuthn factors are not offered" },
  no_authorization: { status: [401], meaning: "no Bearer token where one is needed" },
  not_admin: { status: [403], meaning: "only the service role may do this" },
  otp_expired: { status: [403], meaning: "the e-mail link or code is invalid or has expired" },
  over_request_rate_limit: { status: [429], meaning: "too many requests from this address or for this e-mail" },
  phone_provider_disabled: { status: [422], meaning: "phone sign-in without an SMS provider" },
  reauthentication_needed: { status: [400], meaning: "a password change in an old session without the reauthentication nonce" },
  reauthentication_not_valid: { status: [400], meaning: "a wrong, spent or expired reauthentication nonce" },
  refresh_token_already_used: { status: [400], meaning: "a revoked refresh token was reused outside the reuse interval; the session is revoked" },
  refresh_token_not_found: { status: [400], meaning: "no such refresh token" },
  request_too_large: { status: [413], meaning: "the request body is over the size limit (our code: GoTrue has none for it)" },
  same_password: { status: [422], meaning: "the new password equals the current one" },
  session_not_found: {
    status: [400, 403, 404],
    meaning: "the session was revoked or deleted (the client then drops it); DELETE /user/sessions/:id of a session that is not the caller's",
  },
  signup_disabled: { status: [422, 302], meaning: "DISABLE_SIGNUP refuses a new account (302: in the OAuth redirect)" },
  single_identity_not_deletable: { status: [422], meaning: "unlinking would leave the account with no way in" },
  too_many_enrolled_mfa_factors: { status: [422], meaning: "the user has the most factors allowed (10)" },
  unexpected_failure: {
    status: [500, 502, 503],
    meaning:
      "a bug or an outage (502: a service we depend on, such as Stripe, failed; 503: the database is unreachable or the disk is full, with Retry-After); the client retries and keeps the session",
  },
  user_already_exists: { status: [422], meaning: "sign-up of a confirmed address while autoconfirm is on" },
  user_banned: { status: [400, 403], meaning: "the user is banned" },
  user_not_found: { status: [403, 404], meaning: "the token's user, or the admin API's user, does not exist" },
  username_taken: { status: [422], meaning: "sign-up metadata names a username another profile has (our code: GoTrue has no profiles)" },
  validation_failed: { status: [400, "4xx"], meaning: "a missing or invalid parameter" },
  weak_password: { status: [422], meaning: "the password breaks the password policy" },
} as const satisfies Record<string, { status: readonly (number | "4xx")[]; meaning: string }>;

export type AuthErrorCode = keyof typeof AUTH_ERRORS;

/** The statuses a code may be sent with (any number where the table says "4xx"). */
export type AuthStatusOf<C extends AuthErrorCode> = C extends AuthErrorCode
  ? (typeof AUTH_ERRORS)[C]["status"][number] extends infer S
    ? S extends "4xx"
      ? number
      : S
    : never
  : never;

/** An auth failure; the compiler checks the code against AUTH_ERRORS and the status against its row. */
export class AuthError<C extends AuthErrorCode = AuthErrorCode> extends Error {
  constructor(
    readonly status: AuthStatusOf<C>,
    readonly code: C,
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
