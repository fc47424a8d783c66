// The second step of signing in: when the session is aal1 and the account has a verified
// authenticator app (nextLevel aal2), this dialog asks for its code before anything else. It
// cannot be dismissed, only answered or left by signing out. The server gives an aal1 session of
// such an account no rows and no calls, so whatever was read behind the dialog is read again after it.
import type { SupabaseClient } from "@supabase/supabase-js";
import { useQueryClient } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toaster";
import { useAuth } from "@/lib/auth";
import { CODE_PATTERN, cleanCode, mfaMessage, needsSecondStep, verifiedTotp, verifyCode } from "@/lib/mfa";

export function MfaChallengeDialog({ client }: { client: SupabaseClient }) {
  const { user, signOut } = useAuth();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const id = useId();

  // Checked whenever the signed-in user changes (sign-in, refresh, another tab).
  useEffect(() => {
    let live = true;
    if (!user) {
      setOpen(false);
      return;
    }
    void needsSecondStep(client).then((needed) => live && setOpen(needed));
    return () => {
      live = false;
    };
  }, [client, user]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const clean = cleanCode(code);
    if (!CODE_PATTERN.test(clean)) return setError("Enter the 6-digit code from your authenticator app.");
    setBusy(true);
    setError("");
    try {
      const [factor] = await verifiedTotp(client);
      if (!factor) throw new Error("This account has no authenticator app any more. Sign in again.");
      await verifyCode(client, factor.id, clean);
      // Until now the server answered this session with nothing of the account (docs/mfa.md): read it all again at aal2.
      void queryClient.invalidateQueries();
      setOpen(false);
      setCode("");
      toast.success("Verified", { description: "Your second step is done." });
    } catch (err) {
      setError(mfaMessage(err as Error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open}>
      <DialogContent hideClose onEscapeKeyDown={(e) => e.preventDefault()} onInteractOutside={(e) => e.preventDefault()} className="max-w-sm">
        <DialogHeader>
          <ShieldCheck className="mx-auto size-8 text-primary sm:mx-0" aria-hidden="true" />
          <DialogTitle>Two-step verification</DialogTitle>
          <DialogDescription>
            Enter the 6-digit code from your authenticator app to finish signing in{user?.email ? ` as ${user.email}` : ""}.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-code`}>Code</Label>
            <Input
              id={`${id}-code`}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={9}
              autoFocus
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="font-mono text-lg tracking-[0.3em]"
            />
            {error && (
              <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => void signOut()}>
              Sign out
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Checking…" : "Verify"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
