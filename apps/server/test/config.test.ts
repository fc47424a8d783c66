import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.js";

describe("configuration from the environment", () => {
  it("names every bad value in one error", () => {
    let err: unknown;
    try {
      loadConfig({
        PORT: "eighty",
        JWT_SECRET: "short",
        AUTH_AUTOCONFIRM: "maybe",
        DATABASE_URL: "mysql://x",
        SMTP_URL: "http://mail",
        GOOGLE_CLIENT_ID: "id-only",
      });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const problems = (err as ConfigError).problems.join("\n");
    for (const name of ["PORT", "JWT_SECRET", "AUTH_AUTOCONFIRM", "DATABASE_URL", "SMTP_URL", "GOOGLE_CLIENT_ID"]) expect(problems).toContain(name);
  });

  it("creates a random JWT secret on first start, keeps it with mode 0600, and reuses it", () => {
    const dir = mkdtempSync(join(tmpdir(), "wl-cfg-"));
    const first = loadConfig({ DATA_DIR: dir });
    const file = join(dir, "jwt-secret");
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, "utf8").trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
    const other = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "wl-cfg-")) });
    expect(other.jwtSecret).not.toBe(first.jwtSecret);
  });

  it("has the documented defaults", () => {
    const c = loadConfig({ JWT_SECRET: "s".repeat(40) });
    expect(c).toMatchObject({
      port: 3000,
      autoconfirm: false,
      minPasswordLength: 6,
      jwtExpirySeconds: 3600,
      exposedSchemas: ["public"],
      maxRows: 1000,
      aggregatesEnabled: false,
      planEnabled: false,
    });
    expect(c.siteUrl).toBe("http://localhost:3000");
    expect(c.google).toBeUndefined();
  });

  it("validates HOST, LOG_LEVEL and TRUST_PROXY with a message naming each", () => {
    const secret = { JWT_SECRET: "s".repeat(40) };
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig({ ...secret, ...env });
        return "";
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        return (e as ConfigError).problems.join("\n");
      }
    };
    expect(problemsOf({ HOST: "not a host!" })).toMatch(/^HOST must be an IP address or a host name .*\(got "not a host!"\)$/);
    expect(problemsOf({ HOST: "300.1.1.1" })).toMatch(/^HOST /);
    expect(problemsOf({ DB_AGGREGATES_ENABLED: "sometimes" })).toBe('DB_AGGREGATES_ENABLED must be true or false (got "sometimes")');
    expect(problemsOf({ DB_PLAN_ENABLED: "2" })).toBe('DB_PLAN_ENABLED must be true or false (got "2")');
    expect(loadConfig({ ...secret, DB_AGGREGATES_ENABLED: "on", DB_PLAN_ENABLED: "true" })).toMatchObject({ aggregatesEnabled: true, planEnabled: true });
    expect(problemsOf({ LOG_LEVEL: "loud" })).toBe('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")');
    expect(problemsOf({ TRUST_PROXY: "sometimes" })).toMatch(/^TRUST_PROXY must be true, false, or the proxies' addresses\/CIDR ranges .*\(got "sometimes"\)$/);
    expect(problemsOf({ TRUST_PROXY: "2" })).toMatch(/^TRUST_PROXY /);
    expect(loadConfig({ ...secret, TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,loopback" }).trustProxy).toEqual(["10.0.0.0/8", "127.0.0.1", "loopback"]);
    expect(loadConfig({ ...secret, TRUST_PROXY: "off" }).trustProxy).toBe(false);
    expect(problemsOf({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret", GOOGLE_JWKS_URL: "ftp://keys" })).toMatch(/^GOOGLE_JWKS_URL must be a URL/);
    for (const host of ["127.0.0.1", "::", "::1", "localhost", "worldloom.example.com"]) expect(loadConfig({ ...secret, HOST: host }).host).toBe(host);
    const c = loadConfig({ ...secret, LOG_LEVEL: "DEBUG", TRUST_PROXY: "true" });
    expect(c).toMatchObject({ logLevel: "debug", trustProxy: true });
    expect(loadConfig(secret)).toMatchObject({ host: "0.0.0.0", logLevel: "info", trustProxy: false });
  });

  it("defaults Google's issuer and signing keys to Google's own", () => {
    const c = loadConfig({ JWT_SECRET: "s".repeat(40), GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" });
    expect(c.google).toMatchObject({ issuer: "https://accounts.google.com", jwksUrl: "https://www.googleapis.com/oauth2/v3/certs" });
  });
});
