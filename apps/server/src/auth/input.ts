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

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  try {
    return await bcrypt.compare(password, hash);
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
