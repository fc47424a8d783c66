// What a new account's metadata may carry: bounded in size (it rides in every access token) and,
// where the profiles trigger copies it, valid for the profile (docs/security.md, "Bounded metadata").
import type { Queryable } from "../db/db.js";
import { AuthError } from "./errors.js";
import { checkMetadata, checkProfileMetadata } from "./input.js";
import { usernameInUse } from "./model/users.js";

/** Checks `data` for a new account and returns it; a taken username is a 422, not the trigger's 500. */
export async function newAccountMetadata(q: Queryable, key: string, data: Record<string, unknown> | undefined): Promise<Record<string, unknown>> {
  const meta = checkMetadata(key, data) ?? {};
  const { username } = checkProfileMetadata(meta);
  if (username && (await usernameInUse(q, username))) throw new AuthError(422, "username_taken", "That username is taken: choose another");
  return meta;
}
