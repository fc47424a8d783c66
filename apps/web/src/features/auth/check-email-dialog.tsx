// After sign-up (spec: the auth dialog closes with "Welcome! Please check your email…"), this
// dialog says where the confirmation mail went, lets the user send it again after a cooldown,
// and, on an install without a mail server, links to the server's outbox where the mail is.
import type { SupabaseClient } from "@supabase/supabase-js";
import { ExternalLink, MailCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toaster";
import { dismissAuthErrors, showAuthError } from "./auth-errors";
import { authErrorMessage } from "@/lib/auth-error-message";

/** Seconds before the mail can be sent again (hosted Supabase refuses sooner resends too). */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Seconds left until `until` (a Date.now() time), ticking once a second while above zero. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (until <= Date.now()) return;
    const id = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

export interface CheckEmailDialogProps {
  client: SupabaseClient;
  /** The address the confirmation went to; the dialog is open while this is set. */
  email: string | undefined;
  /** The server's outbox when auth mail goes there instead of to a mail server. */
  outboxUrl: string | undefined;
  onClose: () => void;
  onUseAnotherEmail: () => void;
}

export function CheckEmailDialog({ client, email, outboxUrl, onClose, onUseAnotherEmail }: CheckEmailDialogProps) {
  const [until, setUntil] = useState(0);
  const [sending, setSending] = useState(false);
  const left = useSecondsLeft(until);

  // A new sign-up has just sent the first mail: the cooldown starts now.
  useEffect(() => {
    if (email) setUntil(Date.now() + RESEND_COOLDOWN_SECONDS * 1000);
  }, [email]);

  async function resend() {
    if (!email) return;
    setSending(true);
    try {
      const { error } = await client.auth.resend({ type: "signup", email, options: { emailRedirectTo: window.location.origin } });
      if (error) return showAuthError(authErrorMessage(error));
      dismissAuthErrors();
      toast.success("Confirmation email sent again", { description: `Sent to ${email}.` });
      setUntil(Date.now() + RESEND_COOLDOWN_SECONDS * 1000);
    } catch (err) {
      showAuthError(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={email !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md" data-testid="check-email-dialog">
        <DialogHeader>
          <MailCheck className="size-8 text-primary max-sm:mx-auto" aria-hidden="true" />
          <DialogTitle>Confirm your email</DialogTitle>
          <DialogDescription>
            We sent a confirmation link to <strong className="font-medium text-foreground [overflow-wrap:anywhere]">{email}</strong>. Open it to finish creating
            your account.
          </DialogDescription>
        </DialogHeader>
        {outboxUrl ? (
          <div className="rounded-md border border-border bg-muted/40 p-3 text-sm">
            <p>This Worldloom has no mail server, so the message is waiting in its outbox.</p>
            <a
              href={outboxUrl}
              target="_blank"
              rel="noopener"
              className="mt-2 inline-flex items-center gap-1.5 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              Open the outbox
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">It can take a minute to arrive. If it does not, look in your spam folder.</p>
        )}
        <DialogFooter className="gap-2 sm:justify-between">
          <Button type="button" variant="ghost" onClick={onUseAnotherEmail}>
            Use another email
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button type="button" variant="outline" disabled={sending || left > 0} onClick={() => void resend()}>
              {sending ? "Sending..." : left > 0 ? `Resend in ${left} s` : "Resend email"}
            </Button>
            <Button type="button" onClick={onClose}>
              Done
            </Button>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
