// Multi-factor authentication with TOTP, as GoTrue does it (supabase.auth.mfa.*):
//   POST   /factors                  enroll: an unverified factor, its secret, otpauth URI and QR (SVG)
//   POST   /factors/:id/challenge    a challenge to answer within CHALLENGE_TTL_SECONDS
//   POST   /factors/:id/verify       { challenge_id, code }: the factor becomes verified and the
//                                    session aal2 (new tokens; other aal1 sessions end)
//   DELETE /factors/:id              unenroll (a verified factor needs an aal2 session)
// A code is accepted once: the factor keeps the last time step used, so a replay in its window fails.
// Guessing is bounded (docs/mfa.md): a challenge is spent after MAX_CHALLENGE_FAILURES wrong codes,
// a factor takes MAX_FACTOR_FAILURES wrong codes an hour (then 429, even for the right one), and
// enrolments and challenges are budgeted per user.
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import type { AppContext } from "../context.js";
import type { Queryable } from "../db/db.js";
import { requireUser, type Caller } from "./current-user.js";
import { AuthError, validationFailed } from "./errors.js";
import { asBody, optString } from "./input.js";
import { addHit, hitUserBudget, hitsOf, overRateLimit } from "./rate-limit.js";
import {
  createChallenge,
  deleteChallenge,
  deleteFactor,
  deleteOtherUnverifiedFactors,
  factorNamesOf,
  findFactor,
  hasVerifiedFactor,
  insertTotpFactor,
  lockChallenge,
  markChallengeVerified,
  markFactorVerified,
  type FactorRecord,
} from "./model/factors.js";
import { downgradeSessionsToAal1, revokeOtherAal1Sessions } from "./model/sessions.js";
import { lockUser } from "./model/users.js";
import { upgradeSession } from "./sessions.js";

export const MAX_FACTORS = 10;
export const CHALLENGE_TTL_SECONDS = 300;
/** Wrong codes one challenge takes; the last of them deletes it. */
export const MAX_CHALLENGE_FAILURES = 5;
/** Wrong codes one factor takes per FACTOR_FAILURE_WINDOW_SECONDS, whatever the challenges. */
export const MAX_FACTOR_FAILURES = 10;
export const FACTOR_FAILURE_WINDOW_SECONDS = 3600;
/** Enrolments and challenges per user per RATE_LIMIT_WINDOW_SECONDS. */
export const MAX_ENROLLS_PER_WINDOW = 10;
export const MAX_CHALLENGES_PER_WINDOW = 30;
const PERIOD = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const factorNotFound = () => new AuthError(404, "mfa_factor_not_found", "Factor not found");

async function ownFactor(q: Queryable, caller: Caller, id: string, lock = false): Promise<FactorRecord> {
  if (!UUID.test(id)) throw factorNotFound();
  const f = await findFactor(q, id, lock);
  // Someone else's factor is as good as none: its existence is not told.
  if (!f || f.user_id !== caller.user.id) throw factorNotFound();
  return f;
}

function totpFor(secret: string, issuer: string, label: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ issuer, label, algorithm: "SHA1", digits: 6, period: PERIOD, secret: OTPAuth.Secret.fromBase32(secret) });
}

function issuerOf(ctx: AppContext, requested: string | undefined): string {
  if (requested?.trim()) return requested.trim().slice(0, 100);
  try {
    return new URL(ctx.config.siteUrl).host;
  } catch {
    return "Worldloom";
  }
}

const ipOf = (req: FastifyRequest) => req.ip ?? "";

export function mfaRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post("/factors", async (req) => {
      const caller = await requireUser(ctx, req);
      await hitUserBudget(ctx, `mfa_enroll:${caller.user.id}`, MAX_ENROLLS_PER_WINDOW);
      const body = asBody(req.body);
      const factorType = optString(body, "factor_type");
      const friendlyName = (optString(body, "friendly_name") ?? "").trim();
      const issuer = issuerOf(ctx, optString(body, "issuer"));
      if (factorType === "phone") throw new AuthError(422, "mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone");
      if (factorType === "webauthn") throw new AuthError(422, "mfa_webauthn_enroll_not_enabled", "MFA enroll is disabled for WebAuthn");
      if (factorType !== "totp") throw validationFailed("factor_type needs to be totp, phone, or webauthn");
      if (friendlyName.length > 100) throw validationFailed("friendly_name must be at most 100 characters");

      return ctx.db.transaction(async (tx) => {
        await lockUser(tx, caller.user.id);
        const factors = await factorNamesOf(tx, caller.user.id);
        if (friendlyName && factors.some((f) => f.friendly_name === friendlyName)) {
          throw new AuthError(422, "mfa_factor_name_conflict", `A factor with the friendly name "${friendlyName}" for this user already exists`);
        }
        if (factors.length >= MAX_FACTORS) {
          throw new AuthError(422, "too_many_enrolled_mfa_factors", "Maximum number of verified factors reached, unenroll to continue");
        }
        if (factors.some((f) => f.status === "verified") && caller.aal !== "aal2") {
          throw new AuthError(403, "insufficient_aal", "AAL2 required to enroll a new factor");
        }
        const secret = new OTPAuth.Secret({ size: 20 }).base32;
        const uri = totpFor(secret, issuer, caller.user.email || caller.user.id).toString();
        // Colour names, not hex: supabase-js puts the SVG into a data: URI unencoded, where "#" would
        // end it (GoTrue's SVG has none either).
        const svg = (await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 }))
          .replaceAll("#ffffff", "white")
          .replaceAll("#000000", "black")
          .trim();
        const id = await insertTotpFactor(tx, caller.user.id, friendlyName || null, secret);
        return { id, type: "totp", friendly_name: friendlyName, totp: { qr_code: svg, secret, uri } };
      });
    });

    app.post<{ Params: { id: string } }>("/factors/:id/challenge", async (req) => {
      const caller = await requireUser(ctx, req);
      const factor = await ownFactor(ctx.db, caller, req.params.id);
      await hitUserBudget(ctx, `mfa_challenge:${caller.user.id}`, MAX_CHALLENGES_PER_WINDOW);
      if (factor.factor_type !== "totp") throw new AuthError(422, "mfa_phone_verify_not_enabled", "MFA verification is disabled for Phone");
      const row = await createChallenge(ctx.db, factor.id, ipOf(req));
      return { id: row.id, type: "totp", expires_at: Math.floor(row.created) + CHALLENGE_TTL_SECONDS };
    });

    app.post<{ Params: { id: string } }>("/factors/:id/verify", async (req) => {
      const caller = await requireUser(ctx, req);
      const body = asBody(req.body);
      const challengeId = optString(body, "challenge_id") ?? "";
      const code = (optString(body, "code") ?? "").trim();
      if (!code) throw validationFailed("Code needs to be non-empty");
      const outcome = await ctx.db.transaction(async (tx) => {
        const factor = await ownFactor(tx, caller, req.params.id, true);
        // The factor is locked: its counter cannot be raced by parallel guesses.
        const factorBucket = `mfa_factor_failures:${factor.id}`;
        const factorWindow = { seconds: FACTOR_FAILURE_WINDOW_SECONDS };
        if ((await hitsOf(tx, factorBucket, factorWindow)) >= MAX_FACTOR_FAILURES) return overRateLimit();
        if (!UUID.test(challengeId)) throw new AuthError(422, "mfa_factor_not_found", "MFA factor with the provided challenge ID not found");
        const challenge = await lockChallenge(tx, challengeId, factor.id);
        if (!challenge) throw new AuthError(422, "mfa_factor_not_found", "MFA factor with the provided challenge ID not found");
        if (challenge.verified_at || challenge.ip_address !== ipOf(req)) {
          throw new AuthError(422, "mfa_ip_address_mismatch", "Challenge and verify IP addresses mismatch.");
        }
        if (challenge.age > CHALLENGE_TTL_SECONDS) {
          await deleteChallenge(tx, challenge.id);
          return new AuthError(
            422,
            "mfa_challenge_expired",
            `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
          );
        }
        const totp = totpFor(factor.secret ?? "", "", caller.user.email ?? "");
        const now = Date.now();
        const delta = /^\d{6}$/.test(code) ? totp.validate({ token: code, timestamp: now, window: 1 }) : null;
        const step = delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
        if (step === null || (factor.last_used_step !== null && step <= Number(factor.last_used_step))) {
          // Counted (and committed: the error is returned, not thrown) on the factor and the challenge.
          await addHit(tx, factorBucket, factorWindow);
          const onChallenge = await addHit(tx, `mfa_challenge_failures:${challenge.id}`, { since: challenge.created_at });
          if (onChallenge >= MAX_CHALLENGE_FAILURES) await deleteChallenge(tx, challenge.id);
          return new AuthError(422, "mfa_verification_failed", "Invalid TOTP code entered");
        }
        await markChallengeVerified(tx, challenge.id);
        await markFactorVerified(tx, factor.id, step);
        const session = await upgradeSession(ctx, tx, caller.user.id, caller.sessionId, factor.id, "totp");
        // Sessions still at aal1 end (GoTrue's InvalidateSessionsWithAALLessThan), and so do other
        // factors left unverified.
        await revokeOtherAal1Sessions(tx, caller.user.id, caller.sessionId);
        await deleteOtherUnverifiedFactors(tx, caller.user.id, factor.id);
        return session;
      });
      if (outcome instanceof AuthError) throw outcome;
      return outcome;
    });

    app.delete<{ Params: { id: string } }>("/factors/:id", async (req) => {
      const caller = await requireUser(ctx, req);
      return ctx.db.transaction(async (tx) => {
        const factor = await ownFactor(tx, caller, req.params.id, true);
        if (factor.status === "verified" && caller.aal !== "aal2") {
          throw new AuthError(422, "insufficient_aal", "AAL2 required to unenroll verified factor");
        }
        await deleteFactor(tx, factor.id);
        // With no verified factor left, the session steps down to aal1 (GoTrue downgrades it).
        if (!(await hasVerifiedFactor(tx, caller.user.id))) await downgradeSessionsToAal1(tx, caller.user.id);
        return { id: factor.id };
      });
    });
  };
}
