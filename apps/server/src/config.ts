// Server configuration, read once from the environment and validated at start-up so that a
// bad value stops the server with a message naming the variable, never later at run time.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync, chmodSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export interface RateLimits {
  /** Requests per window per IP on sign-up, sign-in, recover, verify. */
  perIp: number;
  /** Requests per window per e-mail address on the same endpoints. */
  perEmail: number;
  /** Refresh-token grants per window per IP. */
  refreshPerIp: number;
  /** Window length in seconds. */
  windowSeconds: number;
}

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  issuer: string;
  /** The provider's signing keys: id_tokens are verified against them. */
  jwksUrl: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Keep PGlite in memory (tests). Ignored when databaseUrl is set. */
  inMemory: boolean;
  databaseUrl: string | undefined;
  jwtSecret: string;
  jwtExpirySeconds: number;
  siteUrl: string;
  /** Public URL of this server (what the SPA and e-mail links use). */
  apiExternalUrl: string;
  additionalRedirectUrls: string[];
  autoconfirm: boolean;
  /** Refuse new accounts from sign-up, e-mail OTP and OAuth (admins can still create users). */
  disableSignup: boolean;
  /** Allow signInAnonymously(): a real account without e-mail that can be made permanent later. */
  anonymousSignIns: boolean;
  /** A password change in a session older than a day needs a nonce from POST /reauthenticate. */
  passwordChangeRequiresReauthentication: boolean;
  minPasswordLength: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Serve /outbox to non-loopback clients too. */
  outboxPublic: boolean;
  google: GoogleConfig | undefined;
  rateLimits: RateLimits;
  exposedSchemas: string[];
  maxRows: number;
  /** Allow count(), sum(), avg(), min(), max() in select= (PostgREST's db-aggregates-enabled). */
  aggregatesEnabled: boolean;
  /** Answer Accept: application/vnd.pgrst.plan with EXPLAIN output (PostgREST's db-plan-enabled). */
  planEnabled: boolean;
  /** Directory with the built SPA (index.html); undefined to serve no SPA. */
  webDist: string | undefined;
  logLevel: LogLevel;
  /**
   * Trust X-Forwarded-* headers (behind a load balancer): false, true (every hop — a client can
   * then choose its own address), or the proxies' addresses / CIDR ranges.
   */
  trustProxy: boolean | string[];
  /** Writes are refused (507) while DATA_DIR or STORAGE_DIR has less than this free (DISK_RESERVE_MB; 0: off). */
  diskReserveBytes: number;
  /** Where the storage service keeps uploaded files (STORAGE_DIR; default DATA_DIR/storage). */
  storageDir: string;
  /** Largest upload in bytes, whatever a bucket allows (STORAGE_FILE_SIZE_LIMIT). */
  storageFileSizeLimit: number;
  /** Longest side in pixels of an image the storage service stores (STORAGE_IMAGE_MAX_SIDE). */
  storageImageMaxSide: number;
  /** Map pictures with a side longer than this are cut into deep-zoom tiles (MAP_TILE_MIN_SIDE). */
  mapTileMinSide: number;
  /** Stripe billing (STRIPE_*); undefined: the built-in local provider (docs/subscription.md). */
  stripe: StripeConfig | undefined;
  /** S3-compatible object storage for uploaded files (S3_*); undefined: files on disk under storageDir. */
  s3: S3Config | undefined;
}

export interface S3Config {
  /** The service's address (S3_ENDPOINT); undefined: AWS itself, by region. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys under this prefix (S3_PREFIX, e.g. "worldloom/"); "" for the bucket's root. */
  prefix: string;
  /** Path-style addressing (S3_FORCE_PATH_STYLE), as MinIO and most self-hosted services need. */
  forcePathStyle: boolean;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** The Stripe Price that Checkout sells for the Pro plan. */
  priceId: string;
  /** Another Stripe API endpoint (a local stand-in for tests); undefined: api.stripe.com. */
  apiUrl: string | undefined;
}

export const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

type Env = Record<string, string | undefined>;

function intVar(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    return fallback;
  }
  return n;
}

function boolVar(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  problems.push(`${name} must be true or false (got "${raw}")`);
  return fallback;
}

function urlVar(env: Env, name: string, fallback: string | undefined, problems: string[], protocols = ["http:", "https:"]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  try {
    const u = new URL(raw);
    if (!protocols.includes(u.protocol)) throw new Error("protocol");
    return raw.replace(/\/+$/, "");
  } catch {
    problems.push(`${name} must be a URL starting with ${protocols.join(" or ")} (got "${raw}")`);
    return fallback;
  }
}

/** An IPv4/IPv6 address or a host name to listen on. */
function hostVar(env: Env, problems: string[]): string {
  const raw = env.HOST;
  if (raw === undefined || raw === "") return "0.0.0.0";
  const ipv4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
  const ipv6 = /^[0-9a-f:.]+$/i;
  const name = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
  if (ipv4.test(raw) || (raw.includes(":") && ipv6.test(raw)) || (!/^[\d.]+$/.test(raw) && name.test(raw))) return raw;
  problems.push(`HOST must be an IP address or a host name such as 0.0.0.0, 127.0.0.1 or localhost (got "${raw}")`);
  return "0.0.0.0";
}

function trustProxyVar(env: Env, problems: string[]): boolean | string[] {
  const raw = env.TRUST_PROXY?.trim();
  if (raw === undefined || raw === "") return false;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  const list = raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const address = /^(?:[\d.]+|[0-9a-f:.]+)(?:\/\d{1,3})?$|^(?:loopback|linklocal|uniquelocal)$/i;
  if (list.length > 0 && list.every((a) => address.test(a) && (a.includes(".") || a.includes(":") || !/\d/.test(a)))) return list;
  problems.push(`TRUST_PROXY must be true, false, or the proxies' addresses/CIDR ranges separated by commas (got "${raw}")`);
  return false;
}

function logLevelVar(env: Env, problems: string[]): LogLevel {
  const raw = env.LOG_LEVEL;
  if (raw === undefined || raw === "") return "info";
  const level = raw.toLowerCase();
  if ((logLevels as readonly string[]).includes(level)) return level as LogLevel;
  problems.push(`LOG_LEVEL must be one of ${logLevels.join(", ")} (got "${raw}")`);
  return "info";
}

/** Reads JWT_SECRET, or creates and keeps a random one in dataDir (mode 0600). */
function loadJwtSecret(env: Env, dataDir: string, persist: boolean, problems: string[]): string {
  const given = env.JWT_SECRET;
  if (given !== undefined && given !== "") {
    if (given.length < 32) problems.push("JWT_SECRET must be at least 32 characters long");
    return given;
  }
  if (!persist) return randomBytes(48).toString("base64url");
  const file = join(dataDir, "jwt-secret");
  if (existsSync(file)) {
    const secret = readFileSync(file, "utf8").trim();
    if (secret.length >= 32) return secret;
    problems.push(`${file} holds a secret shorter than 32 characters; delete it to make a new one`);
    return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const problems: string[] = [];
  const port = intVar(env, "PORT", 3000, 0, 65535, problems);
  const host = hostVar(env, problems);
  const dataDir = resolve(env.DATA_DIR || "./.data");
  const databaseUrl = urlVar(env, "DATABASE_URL", undefined, problems, ["postgres:", "postgresql:"]);
  const inMemory = overrides.inMemory ?? false;
  const jwtSecret = overrides.jwtSecret ?? loadJwtSecret(env, dataDir, !inMemory, problems);
  const publicHost = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  const apiExternalUrl = urlVar(env, "API_EXTERNAL_URL", `http://${publicHost}:${port}`, problems)!;
  const siteUrl = urlVar(env, "SITE_URL", apiExternalUrl, problems)!;
  const additionalRedirectUrls = (env.ADDITIONAL_REDIRECT_URLS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  for (const u of additionalRedirectUrls) {
    if (!/^https?:\/\//.test(u)) problems.push(`ADDITIONAL_REDIRECT_URLS entry "${u}" must start with http:// or https://`);
  }
  const smtpUrl = urlVar(env, "SMTP_URL", undefined, problems, ["smtp:", "smtps:"]);
  const mailFrom = env.MAIL_FROM || "Worldloom <no-reply@worldloom.local>";
  const googleId = env.GOOGLE_CLIENT_ID;
  const googleSecret = env.GOOGLE_CLIENT_SECRET;
  if (Boolean(googleId) !== Boolean(googleSecret)) {
    problems.push("GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together");
  }
  const google: GoogleConfig | undefined =
    googleId && googleSecret
      ? {
          clientId: googleId,
          clientSecret: googleSecret,
          authorizationUrl: urlVar(env, "GOOGLE_AUTHORIZATION_URL", "https://accounts.google.com/o/oauth2/v2/auth", problems)!,
          tokenUrl: urlVar(env, "GOOGLE_TOKEN_URL", "https://oauth2.googleapis.com/token", problems)!,
          userinfoUrl: urlVar(env, "GOOGLE_USERINFO_URL", "https://openidconnect.googleapis.com/v1/userinfo", problems)!,
          issuer: urlVar(env, "GOOGLE_ISSUER", "https://accounts.google.com", problems)!,
          jwksUrl: urlVar(env, "GOOGLE_JWKS_URL", "https://www.googleapis.com/oauth2/v3/certs", problems)!,
        }
      : undefined;
  const stripe = stripeVar(env, problems);
  const exposedSchemas = (env.DB_SCHEMAS || "public")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  for (const s of exposedSchemas) {
    if (!/^[a-z_][a-z0-9_]*$/.test(s)) problems.push(`DB_SCHEMAS entry "${s}" is not a valid schema name`);
  }
  const webDistEnv = env.WEB_DIST;
  const config: Config = {
    port,
    host,
    dataDir,
    inMemory,
    databaseUrl,
    jwtSecret,
    jwtExpirySeconds: intVar(env, "JWT_EXPIRY", 3600, 120, 604800, problems),
    siteUrl,
    apiExternalUrl,
    additionalRedirectUrls,
    autoconfirm: boolVar(env, "AUTH_AUTOCONFIRM", false, problems),
    disableSignup: boolVar(env, "DISABLE_SIGNUP", false, problems),
    anonymousSignIns: boolVar(env, "ENABLE_ANONYMOUS_SIGN_INS", false, problems),
    passwordChangeRequiresReauthentication: boolVar(env, "PASSWORD_CHANGE_REQUIRES_REAUTHENTICATION", false, problems),
    minPasswordLength: intVar(env, "PASSWORD_MIN_LENGTH", 6, 6, 72, problems),
    smtpUrl,
    mailFrom,
    outboxPublic: boolVar(env, "OUTBOX_PUBLIC", false, problems),
    google,
    rateLimits: {
      perIp: intVar(env, "RATE_LIMIT_AUTH_PER_IP", 30, 1, 1_000_000, problems),
      perEmail: intVar(env, "RATE_LIMIT_AUTH_PER_EMAIL", 10, 1, 1_000_000, problems),
      refreshPerIp: intVar(env, "RATE_LIMIT_TOKEN_REFRESH_PER_IP", 150, 1, 1_000_000, problems),
      windowSeconds: intVar(env, "RATE_LIMIT_WINDOW_SECONDS", 300, 1, 86_400, problems),
    },
    exposedSchemas,
    maxRows: intVar(env, "DB_MAX_ROWS", 1000, 1, 1_000_000, problems),
    aggregatesEnabled: boolVar(env, "DB_AGGREGATES_ENABLED", false, problems),
    planEnabled: boolVar(env, "DB_PLAN_ENABLED", false, problems),
    webDist: webDistEnv === "" ? undefined : resolve(webDistEnv ?? new URL("../../web/dist", import.meta.url).pathname),
    logLevel: logLevelVar(env, problems),
    trustProxy: trustProxyVar(env, problems),
    // In-memory servers (tests) get a throwaway directory so runs never share files.
    storageDir: resolve(
      env.STORAGE_DIR || (inMemory ? join(tmpdir(), `worldloom-storage-${process.pid}-${randomBytes(6).toString("hex")}`) : join(dataDir, "storage")),
    ),
    diskReserveBytes: intVar(env, "DISK_RESERVE_MB", 64, 0, 1_000_000, problems) * 1024 * 1024,
    storageFileSizeLimit: intVar(env, "STORAGE_FILE_SIZE_LIMIT", 50 * 1024 * 1024, 1024, 1024 * 1024 * 1024, problems),
    storageImageMaxSide: intVar(env, "STORAGE_IMAGE_MAX_SIDE", 1024, 16, 8192, problems),
    mapTileMinSide: intVar(env, "MAP_TILE_MIN_SIDE", 4096, 256, 16_000, problems),
    stripe,
    s3: s3Var(env, problems),
    ...overrides,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function stripeVar(env: Env, problems: string[]): StripeConfig | undefined {
  const secretKey = env.STRIPE_SECRET_KEY;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (Boolean(secretKey) !== Boolean(webhookSecret)) {
    problems.push("STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together");
    return undefined;
  }
  if (!secretKey || !webhookSecret) return undefined;
  const priceId = env.STRIPE_PRICE_ID;
  if (!priceId) problems.push("STRIPE_PRICE_ID (the Price that Checkout sells for Pro) must be set with STRIPE_SECRET_KEY");
  return { secretKey, webhookSecret, priceId: priceId ?? "", apiUrl: urlVar(env, "STRIPE_API_URL", undefined, problems) };
}

function s3Var(env: Env, problems: string[]): S3Config | undefined {
  const bucket = env.S3_BUCKET;
  if (!bucket) {
    if (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID) problems.push("S3_BUCKET must be set to store files in S3 (S3_ENDPOINT or S3_ACCESS_KEY_ID is set)");
    return undefined;
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID ?? "";
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY ?? "";
  if (!accessKeyId || !secretAccessKey) problems.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set with S3_BUCKET");
  const prefix = env.S3_PREFIX ?? "";
  if (prefix.startsWith("/") || (prefix && !prefix.endsWith("/"))) problems.push(`S3_PREFIX must not start with / and must end with / (got "${prefix}")`);
  return {
    endpoint: urlVar(env, "S3_ENDPOINT", undefined, problems),
    region: env.S3_REGION || "us-east-1",
    bucket,
    accessKeyId,
    secretAccessKey,
    prefix,
    forcePathStyle: boolVar(env, "S3_FORCE_PATH_STYLE", Boolean(env.S3_ENDPOINT), problems),
  };
}
