// The three auth dialogs in one lazily loaded chunk (auth-dialogs-loader.tsx mounts it): sign in /
// sign up / forgot password, the new password after a recovery link, and the second-step challenge.
import type { SupabaseClient } from "@supabase/supabase-js";
import type { AuthSettings } from "@/lib/supabase";
import { AuthDialog, type EarlyAuthRequest } from "./auth-dialog";
import { MfaChallengeDialog } from "./mfa-challenge-dialog";
import { SetPasswordDialog } from "./set-password-dialog";

export function AuthDialogs({
  client,
  request,
  loadSettings,
}: {
  client: SupabaseClient;
  request?: EarlyAuthRequest;
  loadSettings?: () => Promise<AuthSettings>;
}) {
  return (
    <>
      <AuthDialog client={client} request={request} loadSettings={loadSettings} />
      <SetPasswordDialog client={client} />
      <MfaChallengeDialog client={client} />
    </>
  );
}
