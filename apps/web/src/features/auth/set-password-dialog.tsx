// After a recovery link (PASSWORD_RECOVERY), asks for a new password and saves it with updateUser.
import type { SupabaseClient } from "@supabase/supabase-js";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toaster";
import { showErrorToast } from "@/lib/toast-store";
import { useAuth } from "@/lib/auth";
import { authErrorMessage } from "@/lib/auth-error-message";

export function SetPasswordDialog({ client }: { client: SupabaseClient }) {
  const { recovering, endRecovery, user } = useAuth();
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const { error } = await client.auth.updateUser({ password });
    setBusy(false);
    if (error) {
      showErrorToast("Error", authErrorMessage(error));
      return;
    }
    toast.success("Password updated", { description: "Your new password is saved. You're signed in." });
    setPassword("");
    endRecovery();
  }

  return (
    <Modal
      isOpen={recovering && !!user}
      onClose={endRecovery}
      title="Set a new password"
      description={`Choose a new password for ${user?.email ?? "your account"}.`}
      size="sm"
    >
      <form className="grid gap-4" onSubmit={(e) => void onSubmit(e)}>
        <div className="grid gap-2">
          <Label htmlFor="new-password">New password</Label>
          <Input id="new-password" type="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? "Loading..." : "Save new password"}
        </Button>
      </form>
    </Modal>
  );
}
