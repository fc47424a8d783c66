// The admin's actions on a user (each function checks public.is_admin() and writes an audit row);
// run them through useAdminMutation (admin-mutation.ts).
import { supabase } from "@/lib/supabase";
import { fail } from "./types";

export async function setAdmin(v: { target: string; make: boolean }): Promise<void> {
  fail((await supabase().rpc("admin_set_admin", { target: v.target, make: v.make, reason: "" })).error);
}

export async function banUser(v: { target: string; until: string; reason: string }): Promise<void> {
  fail((await supabase().rpc("admin_ban", v)).error);
}

export async function unbanUser(target: string): Promise<void> {
  fail((await supabase().rpc("admin_unban", { target, reason: "" })).error);
}

export async function deleteUser(v: { target: string; reason: string }): Promise<void> {
  fail((await supabase().rpc("admin_delete_user", v)).error);
}

/** Records the resend in the audit log, then sends the sign-up confirmation again (/auth/v1/resend). */
export async function resendConfirmation(target: string): Promise<void> {
  const { data: email, error } = await supabase().rpc("admin_note_resend", { target });
  fail(error);
  if (email === null) throw new Error("That account has no e-mail address.");
  const sent = await supabase().auth.resend({ type: "signup", email, options: { emailRedirectTo: `${window.location.origin}/dashboard` } });
  fail(sent.error);
}
