// The verified-token cache: a hit skips the HMAC but never the expiry, and it stays bounded.
import { afterEach, describe, expect, it, vi } from "vitest";
import { SignJWT } from "jose";
import { RestError } from "./errors.js";
import { authenticate } from "./jwt.js";
import { verifiedCacheSize } from "../jwt.js";

const SECRET = "jwt-cache-test-secret-".padEnd(48, "x");

async function token(claims: Record<string, unknown>, expAt: number, secret = SECRET): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt(expAt - 3600)
    .setExpirationTime(expAt)
    .sign(new TextEncoder().encode(secret));
}

afterEach(() => {
  vi.useRealTimers();
});

describe("authenticate's verified-token cache", () => {
  it("answers the caller's own claims, and a cached token is rejected once expired (30 s skew)", async () => {
    const now = Math.floor(Date.now() / 1000);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now * 1000);
    const anon = await token({ role: "anon" }, now + 3600);
    const alice = await token({ sub: "alice", role: "authenticated" }, now + 60);
    const bob = await token({ sub: "bob", role: "authenticated" }, now + 3600);
    const a1 = await authenticate(`Bearer ${alice}`, anon, SECRET);
    const b1 = await authenticate(`Bearer ${bob}`, anon, SECRET);
    expect(a1.claims.sub).toBe("alice");
    expect(b1.claims.sub).toBe("bob");
    expect(JSON.parse(a1.claimsJson!)).toEqual(a1.claims);
    // A second request with the same token is a cache hit: the very same verified answer.
    expect(await authenticate(`Bearer ${alice}`, anon, SECRET)).toBe(a1);
    // Inside the skew it still passes; past exp + 30 s the cached entry is not trusted.
    vi.setSystemTime((now + 85) * 1000);
    expect((await authenticate(`Bearer ${alice}`, anon, SECRET)).claims.sub).toBe("alice");
    vi.setSystemTime((now + 91) * 1000);
    const err = await authenticate(`Bearer ${alice}`, anon, SECRET).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RestError);
    expect((err as RestError).code).toBe("PGRST303");
    expect((await authenticate(`Bearer ${bob}`, anon, SECRET)).claims.sub).toBe("bob");
  });

  it("never serves a token verified under another secret", async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const other = "another-secret-".padEnd(48, "y");
    const anon = await token({ role: "anon" }, exp, other);
    const t = await token({ sub: "carol", role: "authenticated" }, exp, other);
    expect((await authenticate(`Bearer ${t}`, anon, other)).claims.sub).toBe("carol");
    await expect(authenticate(`Bearer ${t}`, anon, SECRET)).rejects.toBeInstanceOf(RestError);
  });

  it("stays bounded, dropping the least recently used token first", async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const anon = await token({ role: "anon" }, exp);
    const first = await token({ sub: "first", role: "authenticated" }, exp);
    const a = await authenticate(`Bearer ${first}`, anon, SECRET);
    for (let i = 0; i < 2100; i++) {
      await authenticate(`Bearer ${await token({ sub: `u${i}`, role: "authenticated" }, exp)}`, anon, SECRET);
      // Kept in use, the first token stays cached while thousands of others come and go.
      if (i % 500 === 0) expect(await authenticate(`Bearer ${first}`, anon, SECRET)).toBe(a);
    }
    expect(verifiedCacheSize()).toBeLessThanOrEqual(2000);
    expect(await authenticate(`Bearer ${first}`, anon, SECRET)).toBe(a);
  });
});
