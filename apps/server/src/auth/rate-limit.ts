// Fixed-window rate limits kept in the database (auth.rate_limits), so every server process
// behind a load balancer draws from one budget per IP and per e-mail address.
import type { AppContext } from "../context.js";
import { AuthError } from "./errors.js";

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
      throw new AuthError(429, "over_request_rate_limit", "Request rate limit reached");
    }
  }
  // Old windows are of no use; drop them now and then.
  if (Math.random() < 0.01) await ctx.db.query(`delete from auth.rate_limits where window_start < now() - interval '1 day'`);
}

export const ipBucket = (ip: string) => `ip:${ip}`;
/** Refresh grants, per IP: their own budget (GoTrue's RATE_LIMIT_TOKEN_REFRESH), larger than sign-ins'. */
export const refreshBucket = (ip: string) => `refresh:${ip}`;
export const emailBucket = (email: string) => `email:${email.toLowerCase()}`;
