// GET /authorize on an install without Google: a browser that navigated there goes back to the
// app with the error in its URL (never to a JSON page); an API caller still gets GoTrue's JSON.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.js";

describe("/authorize when the provider is not enabled", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const html = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };

  it("sends a browser back to redirect_to with the error in the fragment", async () => {
    const to = `${server.url}/create`;
    const res = await fetch(`${server.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(to)}`, { redirect: "manual", headers: html });
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get("location")!);
    expect(`${back.origin}${back.pathname}`).toBe(to);
    expect(back.search).toBe("");
    const p = new URLSearchParams(back.hash.slice(1));
    expect(p.get("error")).toBe("invalid_request");
    expect(p.get("error_code")).toBe("validation_failed");
    expect(p.get("error_description")).toBe("Unsupported provider: provider is not enabled");
  });

  it("puts the error in the query too for a PKCE client, and never redirects off the allowed origins", async () => {
    const challenge = "a".repeat(43);
    const res = await fetch(
      `${server.url}/auth/v1/authorize?provider=google&code_challenge=${challenge}&code_challenge_method=s256&redirect_to=${encodeURIComponent("https://evil.example/")}`,
      { redirect: "manual", headers: html },
    );
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get("location")!);
    expect(back.origin).toBe(new URL(server.url).origin);
    expect(back.searchParams.get("error_description")).toBe("Unsupported provider: provider is not enabled");
    expect(new URLSearchParams(back.hash.slice(1)).get("error_code")).toBe("validation_failed");
  });

  it("names an unknown provider the same way", async () => {
    const res = await fetch(`${server.url}/auth/v1/authorize?provider=myspace`, { redirect: "manual", headers: html });
    expect(res.status).toBe(303);
    expect(new URLSearchParams(new URL(res.headers.get("location")!).hash.slice(1)).get("error_description")).toBe("Unsupported provider: myspace");
  });

  it("answers JSON to API callers and to skip_http_redirect", async () => {
    for (const [url, headers] of [
      [`${server.url}/auth/v1/authorize?provider=google`, {}],
      [`${server.url}/auth/v1/authorize?provider=google&skip_http_redirect=true`, html],
    ] as const) {
      const res = await fetch(url, { redirect: "manual", headers });
      expect(res.status).toBe(400);
      expect((await res.json()) as { error_code: string; message: string }).toMatchObject({
        error_code: "validation_failed",
        message: "Unsupported provider: provider is not enabled",
      });
    }
  });
});
