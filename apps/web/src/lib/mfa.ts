// Two-step verification (TOTP) through supabase-js's auth.mfa: what the challenge dialog and the
// Profile page's security card share.
import type { AuthError, Factor, SupabaseClient } from "@supabase/supabase-js";
import { authErrorMessage } from "./auth-error-message";

export const CODE_PATTERN = /^\d{6}$/;

/** A six-digit code from what the user typed ("123 456", "123-456" are fine). */
export function cleanCode(input: string): string {
  return input.replace(/[\s-]/g, "");
}

/** Our words for the server's MFA error codes. */
export function mfaMessage(error: AuthError | Error): string {
  const code = (error as AuthError).code;
  switch (code) {
    case "mfa_verification_failed":
      return "That code is not right. Codes change every 30 seconds: check that your phone's clock is set automatically, and try the newest one.";
    case "mfa_challenge_expired":
      return "That took too long. Enter the newest code from your app.";
    case "insufficient_aal":
      return "Confirm a code from your authenticator app first.";
    case "mfa_factor_name_conflict":
    case "too_many_enrolled_mfa_factors":
      return error.message;
    default:
      return authErrorMessage(error);
  }
}

/** The user's verified TOTP factors (listFactors reads the user from the server). */
export async function verifiedTotp(client: SupabaseClient): Promise<Factor[]> {
  const { data, error } = await client.auth.mfa.listFactors();
  if (error) throw error;
  return data.totp;
}

/** True when the session must still pass a second step (aal1 now, aal2 possible). */
export async function needsSecondStep(client: SupabaseClient): Promise<boolean> {
  try {
    const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    if (error || !data) return false;
    return data.currentLevel === "aal1" && data.nextLevel === "aal2";
  } catch {
    // No session to read: nothing to ask.
    return false;
  }
}

export async function verifyCode(client: SupabaseClient, factorId: string, code: string): Promise<void> {
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code });
  if (error) throw error;
}
