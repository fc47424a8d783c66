// Rate limits per IP and per e-mail address on sign-up, recover and verify (sign-in is covered
// in tokens.test.ts). TRUST_PROXY trusts the loopback peer as a proxy, so each case takes its
// client address from X-Forwarded-For and draws from its own budget.
import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.js";
import { uniqueEmail } from "./helpers.js";

const PER_IP = 3;
const PER_EMAIL = 2;
let ipCounter = 0;
const newIp = () => `198.51.100.${++ipCounter}`;

describe("auth rate limits: 429 over_request_rate_limit per IP and per e-mail", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: "loopback", RATE_LIMIT_AUTH_PER_IP: String(PER_IP), RATE_LIMIT_AUTH_PER_EMAIL: String(PER_EMAIL) } });
  });
  afterAll(() => server?.close());

  const post = async (ip: string, path: string, body: Record<string, unknown>) => {
    const res = await fetch(`${server.url}/auth/v1${path}`, {
      method: "POST",
      headers: { apikey: server.anonKey, "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { code?: string };
    return res.status === 429 ? `429 ${json.code}` : res.status;
  };
  const limited = "429 over_request_rate_limit";

  /** PER_IP requests from one address pass, the next is refused; a new address passes again. */
  const perIp = async (path: string, body: () => Record<string, unknown>, ok: number) => {
    const ip = newIp();
    const answers = [];
    for (let i = 0; i <= PER_IP; i++) answers.push(await post(ip, path, body()));
    expect(answers).toEqual([...Array<number>(PER_IP).fill(ok), limited]);
    expect(await post(newIp(), path, body())).toBe(ok);
  };
  /** PER_EMAIL requests for one address (from different IPs) pass, the next is refused. */
  const perEmail = async (path: string, body: (email: string) => Record<string, unknown>, ok: number) => {
    const email = uniqueEmail("limit");
    const answers = [];
    for (let i = 0; i <= PER_EMAIL; i++) answers.push(await post(newIp(), path, body(email)));
    expect(answers).toEqual([...Array<number>(PER_EMAIL).fill(ok), limited]);
    expect(await post(newIp(), path, body(email.toUpperCase()))).toBe(limited);
    expect(await post(newIp(), path, body(uniqueEmail("other")))).toBe(ok);
  };

  it("sign-up", async () => {
    await perIp("/signup", () => ({ email: uniqueEmail("su"), password: "limit-pass" }), 200);
    await perEmail("/signup", (email) => ({ email, password: "limit-pass" }), 200);
  });

  it("recover", async () => {
    await perIp("/recover", () => ({ email: uniqueEmail("rc") }), 200);
    await perEmail("/recover", (email) => ({ email }), 200);
  });

  it("verify, with a token hash (per IP) and with e-mail + code (per IP and per e-mail)", async () => {
    await perIp("/verify", () => ({ type: "signup", token_hash: "0".repeat(56) }), 403);
    await perIp("/verify", () => ({ type: "signup", email: uniqueEmail("vf"), token: "123456" }), 403);
    await perEmail("/verify", (email) => ({ type: "signup", email, token: "123456" }), 403);
  });

  it("reaches supabase-js as an AuthApiError with status 429 and the code", async () => {
    const ip = newIp();
    const sb = createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { "x-forwarded-for": ip } },
      realtime: { transport: WebSocket as never },
    });
    for (let i = 0; i < PER_IP; i++) await sb.auth.resetPasswordForEmail(uniqueEmail("js"));
    const { error } = await sb.auth.signUp({ email: uniqueEmail("js"), password: "limit-pass" });
    expect([error?.status, error?.code]).toEqual([429, "over_request_rate_limit"]);
  });
});
