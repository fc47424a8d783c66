// PKCE and OAuth flow state (auth.flow_state): one row per flow in progress. A provider flow
// (Google) starts with auth_code '' and is taken by the callback; an auth-code row waits for
// POST /token?grant_type=pkce. An e-mail flow's row is made with its link and gets its auth
// code when the link is followed.
import type { RowOf } from "../../db/rows.js";
import { randomUUID } from "node:crypto";
import type { Queryable } from "../../db/db.js";

/** A Google flow on its way to the provider, keyed by its state. */
export type ProviderFlowRow = RowOf<
  "auth",
  "flow_state",
  "id" | "user_id" | "referrer" | "authentication_method" | "provider_code_verifier" | "code_challenge" | "code_challenge_method",
  // insertProviderFlow always sets both, and the reads select only the flows it made.
  { referrer: string; provider_code_verifier: string }
> & {
  /** Seconds since the flow started. */
  age: number;
};

/** An auth code waiting to be exchanged for a session. */
export type AuthCodeFlowRow = RowOf<
  "auth",
  "flow_state",
  "id" | "user_id" | "code_challenge" | "code_challenge_method" | "authentication_method" | "provider_access_token" | "provider_refresh_token",
  { code_challenge_method: "s256" | "plain" }
> & {
  /** Seconds since the code was issued (or the flow made). */
  age_seconds: number;
};

export async function insertProviderFlow(
  q: Queryable,
  f: {
    state: string;
    linkTo: string | null;
    challengeMethod: string;
    challenge: string;
    authenticationMethod: string;
    referrer: string;
    providerVerifier: string;
  },
): Promise<void> {
  await q.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method, referrer, provider_code_verifier)
     values ($1, $7, '', $2, $3, 'google', $4, $5, $6)`,
    [f.state, f.challengeMethod, f.challenge, f.authenticationMethod, f.referrer, f.providerVerifier, f.linkTo],
  );
}

/** Deletes and returns the Google flow with this state, if it has not been used. */
export async function takeProviderFlow(q: Queryable, state: string): Promise<ProviderFlowRow | undefined> {
  const res = await q.query<ProviderFlowRow>(
    `delete from auth.flow_state where id = $1 and provider_type = 'google' and auth_code = ''
     returning id, user_id, referrer, authentication_method, provider_code_verifier, code_challenge, code_challenge_method, extract(epoch from now() - created_at)::float8 as age`,
    [state],
  );
  return res.rows[0];
}

/** A Google sign-in's auth code for the app to exchange, with the provider's tokens. */
export async function insertOAuthCodeFlow(
  q: Queryable,
  f: {
    userId: string;
    code: string;
    challengeMethod: string;
    challenge: string;
    referrer: string;
    providerAccessToken: string | undefined;
    providerRefreshToken: string | null;
  },
): Promise<void> {
  await q.query(
    `insert into auth.flow_state (user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method, referrer, provider_access_token, provider_refresh_token, auth_code_issued_at)
     values ($1, $2, $3, $4, 'google', 'oauth', $5, $6, $7, now())`,
    [f.userId, f.code, f.challengeMethod, f.challenge, f.referrer, f.providerAccessToken, f.providerRefreshToken],
  );
}

/** A PKCE e-mail link's flow (its auth code is a placeholder until the link is followed). */
export async function insertEmailFlow(
  q: Queryable,
  f: { userId: string; challengeMethod: string; challenge: string; type: string; referrer: string },
): Promise<void> {
  await q.query(
    `insert into auth.flow_state (user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method, referrer)
     values ($1, $2, $3, $4, 'email', $5, $6)`,
    [f.userId, randomUUID(), f.challengeMethod, f.challenge, f.type, f.referrer],
  );
}

/** The newest e-mail flow of the user (a PKCE e-mail link being followed). */
export async function latestEmailFlowId(q: Queryable, userId: string): Promise<string | undefined> {
  const res = await q.query<{ id: string }>(`select id from auth.flow_state where user_id = $1 and provider_type = 'email' order by created_at desc limit 1`, [
    userId,
  ]);
  return res.rows[0]?.id;
}

/** Gives the flow its auth code, issued now. */
export async function issueAuthCode(q: Queryable, flowId: string, code: string, method: string): Promise<void> {
  await q.query(`update auth.flow_state set auth_code = $2, auth_code_issued_at = now(), authentication_method = $3 where id = $1`, [flowId, code, method]);
}

/** The flow holding this auth code, locked. */
export async function lockFlowByAuthCode(q: Queryable, authCode: string): Promise<AuthCodeFlowRow | undefined> {
  const res = await q.query<AuthCodeFlowRow>(
    `select id, user_id, code_challenge, code_challenge_method, authentication_method, provider_access_token, provider_refresh_token,
       extract(epoch from now() - coalesce(auth_code_issued_at, created_at))::float8 as age_seconds
     from auth.flow_state where auth_code = $1 and user_id is not null for update`,
    [authCode],
  );
  return res.rows[0];
}

export async function deleteFlow(q: Queryable, flowId: string): Promise<void> {
  await q.query(`delete from auth.flow_state where id = $1`, [flowId]);
}
