// The logger censors secrets: authorization headers, API keys, cookies, passwords and tokens as
// fields at any depth the server logs them, and secret query parameters in request URLs.
import Fastify, { type FastifyInstance } from "fastify";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { CENSOR, loggerOptions, scrubUrl } from "./logger.js";

async function logsOf(run: (app: FastifyInstance) => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: loggerOptions("debug", { stream }) }) as unknown as FastifyInstance;
  await run(app);
  await app.close();
  return lines.join("");
}

describe("the server logger", () => {
  it("censors headers, passwords and tokens wherever a log line carries them", async () => {
    const log = await logsOf(async (app) => {
      app.post("/auth/v1/token", async (req) => {
        req.log.info({ headers: req.headers, body: req.body }, "sign-in");
        req.log.error({ req: { headers: req.headers }, err: new Error("boom") }, "failed");
        req.log.warn({ password: "hunter2-top", session: { access_token: "eyJaccess", refresh_token: "refresh-xyz-123" } }, "session");
        return {};
      });
      await app.inject({
        method: "POST",
        url: "/auth/v1/token?grant_type=password&apikey=anon-key-123",
        headers: { authorization: "Bearer eyJsecret.eyJpayload.sig", apikey: "service-key-456", cookie: "sb=cookie-789", "content-type": "application/json" },
        payload: { email: "a@example.com", password: "hunter2-body", refresh_token: "refresh-body-1" },
      });
    });
    for (const secret of [
      "eyJsecret",
      "service-key-456",
      "cookie-789",
      "hunter2-body",
      "hunter2-top",
      "refresh-body-1",
      "eyJaccess",
      "refresh-xyz-123",
      "anon-key-123",
    ]) {
      expect(log, secret).not.toContain(secret);
    }
    expect(log).toContain(`"authorization":"${CENSOR}"`);
    expect(log).toContain(`"password":"${CENSOR}"`);
    // What is not secret stays readable.
    expect(log).toContain("a@example.com");
    expect(log).toContain("grant_type=password");
    expect(log).toContain("boom");
  });

  it("scrubs secret query parameters and fragments from URLs", () => {
    expect(scrubUrl("/auth/v1/verify?token=abc&type=signup&redirect_to=http%3A%2F%2Fx")).toBe(
      `/auth/v1/verify?token=${CENSOR}&type=signup&redirect_to=http%3A%2F%2Fx`,
    );
    expect(scrubUrl("/realtime/v1/websocket?apikey=eyJx.eyJy.z&vsn=1.0.0")).toBe(`/realtime/v1/websocket?apikey=${CENSOR}&vsn=1.0.0`);
    expect(scrubUrl("/auth/v1/callback?CODE=1&state=s#access_token=t")).toBe(`/auth/v1/callback?CODE=${CENSOR}&state=s`);
    expect(scrubUrl("/rest/v1/items?select=*&name=eq.token")).toBe("/rest/v1/items?select=*&name=eq.token");
    expect(scrubUrl("/x?%E0%A4%A=1&token")).toBe("/x?%E0%A4%A=1&token");
  });
});
