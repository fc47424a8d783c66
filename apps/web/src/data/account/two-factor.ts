// Profile → Security's authenticator apps (TOTP) through supabase-js's auth.mfa. The sign-in's
// second step (the challenge dialog) keeps its calls in lib/mfa.ts with the session: these are the
// account settings, kept here so the Profile feature holds no client call.
import type { Factor } from "@supabase/supabase-js";
import { verifyCode } from "@/lib/mfa";
import { supabase } from "@/lib/supabase";

/** Every factor of the user, verified or not. */
export async function listFactors(): Promise<Factor[]> {
  const { data, error } = await supabase().auth.mfa.listFactors();
  if (error) throw error;
  return data.all;
}

export interface PendingTotp {
  id: string;
  /** The QR code as supabase-js hands it over (an unencoded SVG data: URI). */
  qr: string;
  secret: string;
}

/** Starts setting up an app; an earlier set-up left unfinished (`factors` not verified) is dropped first. */
export async function startTotp(factors: readonly Factor[]): Promise<PendingTotp> {
  // An unverified app needs no second step to remove.
  for (const f of factors) if (f.status === "unverified") await supabase().auth.mfa.unenroll({ factorId: f.id });
  const { data, error } = await supabase().auth.mfa.enroll({ factorType: "totp", friendlyName: `Authenticator app ${new Date().toISOString().slice(0, 10)}` });
  if (error) throw error;
  return { id: data.id, qr: data.totp.qr_code, secret: data.totp.secret };
}

/** Drops a set-up left unfinished (errors are the caller's to ignore). */
export async function cancelTotp(factorId: string): Promise<void> {
  await supabase().auth.mfa.unenroll({ factorId });
}

/** Proves the app works with a code: only then is two-step verification on. */
export async function confirmTotp(factorId: string, code: string): Promise<void> {
  await verifyCode(supabase(), factorId, code);
}

/** Removes a verified app (the server asks for aal2), then refreshes the token: the session steps down to one step. */
export async function turnOffTotp(factorId: string): Promise<void> {
  const { error } = await supabase().auth.mfa.unenroll({ factorId });
  if (error) throw error;
  await supabase().auth.refreshSession();
}
