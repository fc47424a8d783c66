// Fixed-window rate limits kept in the database (auth.rate_limits), so every server process
// behind a load balancer draws from one budget per IP and per e-mail address.
import type { AppContext } from "../context.js";
import type { Queryable } from "../db/db.js";
import { AuthError } from "./errors.js";

export const overRateLimit = () => new AuthError(429, "over_request_rate_limit", "Request rate limit reached");

export async function hit(ctx: AppContext, buckets: string[]): Promise<void> {
  const { perIp, perEmail, refreshPerIp, windowSeconds } = ctx.config.rateLimits;
  for (const bucket of buckets) {
    const limit = bucket.startsWith("ip:") ? perIp : bucket.startsWith("refresh:") ? refreshPerIp : perEmail;
    const res = await ctx.db.query<{ hits: number }>(
      `insert into auth.rate_limits (bucket, window_start, hits)
       values ($1, to_timestamp(floor(extract(epoch from now()) / $2) * $2), 1)
       on conflict (bucket, window_start) do update set hits = auth.rate_limits.hits + 1
       returning hits`,
      [bucket, windowSeconds],
    );
    if ((res.rows[0]?.hits ?? 0) > limit) {
      throw overRateLimit();
    }
  }
  // Old windows are of no use; drop them now and then.
  if (Math.random() < 0.01) await ctx.db.query(`delete from auth.rate_limits where window_start < now() - interval '1 day'`);
}

export const ipBucket = (ip: string) => `ip:${ip}`;
/** Refresh grants, per IP: their own budget (GoTrue's RATE_LIMIT_TOKEN_REFRESH), larger than sign-ins'. */
export const refreshBucket = (ip: string) => `refresh:${ip}`;
export const emailBucket = (email: string) => `email:${email.toLowerCase()}`;

/**
 * The counters behind the MFA limits (routes-mfa.ts), through q so a verification's transaction
 * holds them with the factor it locked. `since`: the counter's start, as timestamptz text, for one
 * that never rolls over (a challenge's wrong codes); otherwise the current window of windowSeconds.
 */
const windowStartSql = (p: string) => `to_timestamp(floor(extract(epoch from now()) / ${p}) * ${p})`;

/** Adds one to the bucket's counter and returns it. */
export async function addHit(q: Queryable, bucket: string, window: { seconds: number } | { since: string }): Promise<number> {
  const start = "since" in window ? "$2::timestamptz" : windowStartSql("$2::int");
  const res = await q.query<{ hits: number }>(
    `insert into auth.rate_limits (bucket, window_start, hits) values ($1, ${start}, 1)
     on conflict (bucket, window_start) do update set hits = auth.rate_limits.hits + 1
     returning hits`,
    [bucket, "since" in window ? window.since : window.seconds],
  );
  return res.rows[0]?.hits ?? 0;
}

/** The bucket's counter now, without adding to it. */
export async function hitsOf(q: Queryable, bucket: string, window: { seconds: number } | { since: string }): Promise<number> {
  const start = "since" in window ? "$2::timestamptz" : windowStartSql("$2::int");
  const res = await q.query<{ hits: number }>(`select hits from auth.rate_limits where bucket = $1 and window_start = ${start}`, [
    bucket,
    "since" in window ? window.since : window.seconds,
  ]);
  return res.rows[0]?.hits ?? 0;
}

/** One more request on a per-user budget of `limit` a window; 429 over it. */
export async function hitUserBudget(ctx: AppContext, bucket: string, limit: number): Promise<void> {
  if ((await addHit(ctx.db, bucket, { seconds: ctx.config.rateLimits.windowSeconds })) > limit) throw overRateLimit();
}
