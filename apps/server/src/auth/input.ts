// Reading and checking auth request input: every bad value becomes a GoTrue-shaped 4xx.
import bcrypt from "bcrypt";
import type { Config } from "../config.js";
import { AuthError, validationFailed } from "./errors.js";

/** 10; a test run (vitest sets VITEST) may lower it, never under 4, with WL_TEST_BCRYPT_COST (the vitest configs do): hashing speed is not what tests check. */
export const BCRYPT_COST = process.env.VITEST && process.env.WL_TEST_BCRYPT_COST ? Math.max(4, Number(process.env.WL_TEST_BCRYPT_COST) || 10) : 10;

export type Body = Record<string, unknown>;

export function asBody(body: unknown): Body {
  if (body === undefined || body === null) return {};
  if (typeof body !== "object" || Array.isArray(body)) throw validationFailed("The request body must be a JSON object");
  return body as Body;
}

export function optString(body: Body, key: string): string | undefined {
  const v = body[key];
  if (v === undefined || v === null || v === "") return undefined;
  if (typeof v !== "string") throw validationFailed(`${key} must be a string`);
  return v;
}

export function optObject(body: Body, key: string): Record<string, unknown> | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== "object" || Array.isArray(v)) throw validationFailed(`${key} must be an object`);
  return v as Record<string, unknown>;
}

/** Most bytes of user_metadata or app_metadata (as JSON): both ride in every access token. */
export const METADATA_MAX_BYTES = 4096;
const METADATA_MAX_DEPTH = 8;

function depthOf(v: unknown, limit: number): number {
  if (v === null || typeof v !== "object") return 0;
  if (limit <= 0) return 1;
  let d = 0;
  for (const x of Object.values(v as Record<string, unknown>)) d = Math.max(d, depthOf(x, limit - 1));
  return d + 1;
}

/**
 * Metadata that fits in an access token: at most METADATA_MAX_BYTES of JSON, eight levels deep.
 * 900 KiB of user_metadata once made a 1.2 MB token and a 431 on every later request
 * (docs/security.md, "Bounded metadata").
 */
export function checkMetadata(key: string, meta: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!meta) return meta;
  if (depthOf(meta, METADATA_MAX_DEPTH + 1) > METADATA_MAX_DEPTH) throw validationFailed(`${key} is nested too deeply (at most ${METADATA_MAX_DEPTH} levels)`);
  if (Buffer.byteLength(JSON.stringify(meta), "utf8") > METADATA_MAX_BYTES)
    throw validationFailed(`${key} is too large (at most ${METADATA_MAX_BYTES} bytes of JSON)`);
  return meta;
}

/** The merge GoTrue does for metadata updates: keys set to null are removed. */
export function mergedMetadata(current: Record<string, unknown> | null | undefined, update: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(current ?? {}) };
  for (const [k, v] of Object.entries(update)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

const USERNAME = /^[A-Za-z0-9_.-]{3,32}$/;

/**
 * The profile fields a new account's metadata may carry (the profiles trigger copies them):
 * a username in the profile's format, names of at most 80 characters. A bad one is a 422
 * before anything is written, never the trigger's 500.
 */
export function checkProfileMetadata(meta: Record<string, unknown>): { username?: string } {
  const username = meta.username;
  if (username !== undefined && username !== null && username !== "") {
    if (typeof username !== "string" || !USERNAME.test(username)) {
      throw validationFailed("A username is 3 to 32 letters, digits, dots, dashes or underscores");
    }
  }
  for (const key of ["display_name", "full_name", "name"]) {
    const v = meta[key];
    if (v !== undefined && v !== null && (typeof v !== "string" || [...v].length > 80)) throw validationFailed(`${key} must be text of at most 80 characters`);
  }
  return typeof username === "string" && username ? { username } : {};
}

// The HTML spec's e-mail pattern, which is what the browser's type=email checks too.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function checkEmail(raw: string | undefined): string {
  if (!raw) throw validationFailed("An email address is required");
  const email = raw.trim().toLowerCase();
  if (email.length > 255 || !EMAIL.test(email)) throw validationFailed(`Unable to validate email address: invalid format`);
  return email;
}

export function checkPassword(config: Config, password: string | undefined): string {
  if (!password) throw validationFailed("Password is required");
  if (Buffer.byteLength(password, "utf8") > 72) throw validationFailed("Password cannot be longer than 72 characters");
  if (password.length < config.minPasswordLength) {
    throw new AuthError(422, "weak_password", `Password should be at least ${config.minPasswordLength} characters.`, {
      weak_password: { reasons: ["length"] },
    });
  }
  return password;
}

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

let dummyHash: Promise<string> | undefined;

/**
 * A bcrypt hash of nothing anyone knows, at the cost real hashes use: a sign-in for an address
 * with no account (or no password) compares against it, so it costs what a wrong password does.
 */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= bcrypt.hash(`no-account-${Math.random()}`, BCRYPT_COST);
  return dummyHash;
}

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  // No hash (no account, or one without a password): compare against a dummy all the same, so the
  // answer takes as long as a wrong password's (docs/security.md, "Enumeration").
  const usable = hash && /^\$2[aby]\$\d\d\$/.test(hash);
  try {
    const same = await bcrypt.compare(password, usable ? hash : await dummyPasswordHash());
    return Boolean(usable) && same;
  } catch {
    return false;
  }
}

export interface PkceParams {
  challenge: string;
  method: "s256" | "plain";
}

export function pkceParams(body: Body): PkceParams | undefined {
  const challenge = optString(body, "code_challenge");
  const method = optString(body, "code_challenge_method");
  if (!challenge && !method) return undefined;
  if (!challenge || !method) throw validationFailed("PKCE flow requires code_challenge_method and code_challenge");
  const m = method.toLowerCase();
  if (m !== "s256" && m !== "plain") throw validationFailed(`code challenge method not supported: ${method}`);
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(challenge)) throw validationFailed("code challenge does not fulfill length and character requirements");
  return { challenge, method: m };
}
