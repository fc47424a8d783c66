// MFA factors and their challenges (auth.mfa_factors, auth.mfa_challenges), as routes-mfa.ts
// and account deletion use them. The factor a user carries in User JSON is model/users.ts.
import type { RowOf } from "../../db/rows.js";
import type { Queryable } from "../../db/db.js";

/** A factor with what verifying a code needs (the secret never leaves the server). */
export type FactorRecord = RowOf<
  "auth",
  "mfa_factors",
  "id" | "user_id" | "friendly_name" | "factor_type" | "status" | "secret" | "last_used_step",
  {
    status: "verified" | "unverified";
    /** The last TOTP time step accepted (bigint as text), so a code is not accepted twice. */
    last_used_step: string | null;
  }
>;

export type ChallengeRow = RowOf<"auth", "mfa_challenges", "id" | "verified_at" | "ip_address" | "created_at"> & {
  /** Seconds since the challenge was made. */
  age: number;
};

/** The factor with this id, whoever owns it (the caller checks); lock = for update. */
export async function findFactor(q: Queryable, id: string, lock = false): Promise<FactorRecord | undefined> {
  const res = await q.query<FactorRecord>(
    `select id, user_id, friendly_name, factor_type, status, secret, last_used_step::text from auth.mfa_factors where id = $1${lock ? " for update" : ""}`,
    [id],
  );
  return res.rows[0];
}

/** Name and status of each of the user's factors (the enrolment checks). */
export async function factorNamesOf(q: Queryable, userId: string): Promise<{ friendly_name: string | null; status: string }[]> {
  const res = await q.query<{ friendly_name: string | null; status: string }>(`select friendly_name, status from auth.mfa_factors where user_id = $1`, [
    userId,
  ]);
  return res.rows;
}

/** Whether the user has at least one verified factor. */
export async function hasVerifiedFactor(q: Queryable, userId: string): Promise<boolean> {
  const res = await q.query(`select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1`, [userId]);
  return res.rows.length > 0;
}

/** A new unverified TOTP factor; returns its id. */
export async function insertTotpFactor(q: Queryable, userId: string, friendlyName: string | null, secret: string): Promise<string> {
  const res = await q.query<{ id: string }>(
    `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret) values ($1, $2, 'totp', 'unverified', $3) returning id`,
    [userId, friendlyName, secret],
  );
  return res.rows[0]!.id;
}

/** The factor is verified, and the time step of the code that verified it is spent. */
export async function markFactorVerified(q: Queryable, factorId: string, step: number): Promise<void> {
  await q.query(`update auth.mfa_factors set status = 'verified', last_used_step = $2, updated_at = now() where id = $1`, [factorId, step]);
}

export async function deleteFactor(q: Queryable, factorId: string): Promise<void> {
  await q.query(`delete from auth.mfa_factors where id = $1`, [factorId]);
}

/** Removes the user's unverified factors other than the one given. */
export async function deleteOtherUnverifiedFactors(q: Queryable, userId: string, keepFactorId: string): Promise<void> {
  await q.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and id <> $2`, [userId, keepFactorId]);
}

/** A new challenge for the factor from this IP address; returns its id and creation time (epoch seconds). */
export async function createChallenge(q: Queryable, factorId: string, ip: string): Promise<{ id: string; created: number }> {
  const res = await q.query<{ id: string; created: number }>(
    `with c as (insert into auth.mfa_challenges (factor_id, ip_address) values ($1, $2) returning id, created_at)
     select id, extract(epoch from created_at)::float8 as created from c`,
    [factorId, ip],
  );
  await q.query(`update auth.mfa_factors set last_challenged_at = now() where id = $1`, [factorId]);
  return res.rows[0]!;
}

/** The factor's challenge with this id, locked for the verification. */
export async function lockChallenge(q: Queryable, challengeId: string, factorId: string): Promise<ChallengeRow | undefined> {
  const res = await q.query<ChallengeRow>(
    `select id, verified_at, ip_address, extract(epoch from now() - created_at)::float8 as age, created_at::text as created_at from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
    [challengeId, factorId],
  );
  return res.rows[0];
}

export async function deleteChallenge(q: Queryable, challengeId: string): Promise<void> {
  await q.query(`delete from auth.mfa_challenges where id = $1`, [challengeId]);
}

export async function markChallengeVerified(q: Queryable, challengeId: string): Promise<void> {
  await q.query(`update auth.mfa_challenges set verified_at = now() where id = $1`, [challengeId]);
}
