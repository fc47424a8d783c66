// Account calls for Profile: e-mail and password changes, sign-in methods, other sessions, the
// export and deleting the account (DELETE /auth/v1/user, our server's endpoint; docs/storage.md).
// They are supabase-js auth calls (or our /auth/v1 endpoints that it has no call for) on the
// signed-in user's own account, not the session itself (sign-in and sign-out live in lib/auth).
import type { UserIdentity } from "@supabase/supabase-js";
import { deleteOwnAccount, exportOwnAccount, fetchAuthSettings, ownSessions, supabase, type SessionInfo } from "@/lib/supabase";
import { authErrorMessage } from "@/lib/auth-error-message";

const messages: Record<string, string> = {
  current_password_mismatch: "Your current password is not right.",
  current_password_required: "Enter your current password.",
  reauthentication_needed: "To set a password, sign out and sign in again, then set it within 15 minutes.",
  same_password: "The new password is the same as the current one.",
  weak_password: "Choose a longer password (at least 6 characters).",
  email_exists: "Another account already uses that e-mail address.",
  single_identity_not_deletable: "This is your only way to sign in, so it cannot be removed.",
  identity_already_exists: "That Google account already belongs to another Worldloom account.",
  over_request_rate_limit: "Too many tries. Wait a few minutes and try again.",
};

/** A readable message for an auth error (its GoTrue code when we know it). */
export function accountMessage(error: { code?: string; message: string; name?: string; status?: number }): string {
  return (error.code && messages[error.code]) || authErrorMessage(error);
}

async function run<R extends { error: { code?: string; message: string } | null }>(p: Promise<R>): Promise<R> {
  const res = await p;
  if (res.error) throw new Error(accountMessage(res.error));
  return res;
}

export async function changeEmail(email: string): Promise<void> {
  await run(supabase().auth.updateUser({ email }, { emailRedirectTo: `${window.location.origin}/profile` }));
}

export async function changePassword(current: string | undefined, password: string): Promise<void> {
  await run(supabase().auth.updateUser({ password, ...(current !== undefined ? { current_password: current } : {}) }));
}

export async function signOutOthers(): Promise<void> {
  const { error } = await supabase().auth.signOut({ scope: "others" });
  if (error) throw new Error(accountMessage(error));
}

export async function listIdentities(): Promise<{ identities: UserIdentity[]; googleEnabled: boolean }> {
  const [res, settings] = await Promise.all([run(supabase().auth.getUserIdentities()), fetchAuthSettings().catch(() => ({ external: { google: false } }))]);
  return { identities: res.data?.identities ?? [], googleEnabled: Boolean(settings.external.google) };
}

export async function linkGoogle(): Promise<void> {
  await run(supabase().auth.linkIdentity({ provider: "google", options: { redirectTo: `${window.location.origin}/profile` } }));
}

export async function unlinkIdentity(identity: UserIdentity): Promise<void> {
  await run(supabase().auth.unlinkIdentity(identity));
}

/** The signed-in user's access token, or an Error saying `signedOut`. */
async function accessToken(signedOut: string): Promise<string> {
  const token = (await supabase().auth.getSession()).data.session?.access_token;
  if (!token) throw new Error(signedOut);
  return token;
}

/** Deletes the signed-in account; `email` is what the user typed to confirm. The session is then dropped here too. */
export async function deleteAccount(email: string): Promise<void> {
  await deleteOwnAccount(await accessToken("You are signed out. Sign in again to delete the account."), email);
  // The session no longer exists on the server; drop it here too.
  await supabase().auth.signOut({ scope: "local" });
}

/** Everything of the user's as one JSON file (GET /auth/v1/user/export). */
export async function exportAccount(): Promise<Blob> {
  return exportOwnAccount(await accessToken("Sign in again to export."));
}

/** Every session of the account (GET /auth/v1/user/sessions). */
export async function listSessions(): Promise<SessionInfo[]> {
  return ownSessions(await accessToken("Sign in again to see your sessions."));
}

/** Ends another session of the account; that device is signed out at its next token refresh. */
export async function endSession(sessionId: string): Promise<SessionInfo[]> {
  return ownSessions(await accessToken("Sign in again to see your sessions."), sessionId);
}
