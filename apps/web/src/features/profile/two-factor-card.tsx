// Profile → Security: two-step verification with an authenticator app (TOTP). Setting up shows a
// QR code and the secret to type in, then asks for a code to prove the app works; only then is it
// on. Turning it off asks first. The server keeps the rules (aal2 to remove a verified app).
import type { Factor } from "@supabase/supabase-js";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Copy, ShieldCheck, ShieldOff } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { RowsSkeleton, InlineLoadError } from "@/components/load-states";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toaster";
import { accountKeys } from "@/data/account/keys";
import { cancelTotp, confirmTotp, listFactors, startTotp, turnOffTotp, type PendingTotp } from "@/data/account/two-factor";
import { CODE_PATTERN, cleanCode, mfaMessage } from "@/lib/mfa";

/** The QR code as an image URL: supabase-js hands it over as an unencoded SVG data: URI. */
export function qrSrc(qr: string): string {
  const prefix = "data:image/svg+xml;utf-8,";
  return qr.startsWith(prefix) ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.slice(prefix.length))}` : qr;
}

/** "ABCD EFGH …": easier to type from the screen. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

export function TwoFactorCard() {
  const qc = useQueryClient();
  const factors = useQuery({ queryKey: accountKeys.factors, queryFn: listFactors });
  const [pending, setPending] = useState<PendingTotp | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [confirmOff, setConfirmOff] = useState<Factor | null>(null);
  const id = useId();
  const verified = (factors.data ?? []).filter((f) => f.status === "verified" && f.factor_type === "totp");
  const refresh = () => qc.invalidateQueries({ queryKey: accountKeys.factors });

  const start = async () => {
    setBusy(true);
    setError("");
    try {
      // An earlier set-up left unfinished is dropped first.
      setPending(await startTotp(factors.data ?? []));
      setCode("");
    } catch (err) {
      toast.error("Could not start the set-up", { description: mfaMessage(err as Error) });
    } finally {
      setBusy(false);
      void refresh();
    }
  };

  const cancel = async () => {
    if (pending) await cancelTotp(pending.id);
    setPending(null);
    setError("");
    void refresh();
  };

  const finish = async (e: FormEvent) => {
    e.preventDefault();
    if (!pending) return;
    const clean = cleanCode(code);
    if (!CODE_PATTERN.test(clean)) return setError("Enter the 6-digit code your app shows for Worldloom.");
    setBusy(true);
    setError("");
    try {
      await confirmTotp(pending.id, clean);
      setPending(null);
      toast.success("Two-step verification is on", { description: "Signing in will ask for a code from your app. Other devices were signed out." });
    } catch (err) {
      setError(mfaMessage(err as Error));
    } finally {
      setBusy(false);
      void refresh();
    }
  };

  const turnOff = async (factor: Factor) => {
    setBusy(true);
    try {
      // Then a fresh token: the session steps down to one step.
      await turnOffTotp(factor.id);
      toast.success("Two-step verification is off");
    } catch (err) {
      toast.error("Could not turn it off", { description: mfaMessage(err as Error) });
    } finally {
      setBusy(false);
      setConfirmOff(null);
      void refresh();
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-border bg-card p-5 sm:p-6">
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-serif text-xl font-semibold">
        <ShieldCheck className="size-5 text-primary" aria-hidden="true" /> Two-step verification
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Ask for a code from an authenticator app (such as Google Authenticator, 1Password or Aegis) each time you sign in, so a stolen password alone opens
        nothing.
      </p>
      <div className="mt-4">
        {factors.isPending ? (
          <RowsSkeleton label="Loading two-step verification" />
        ) : factors.isError ? (
          <InlineLoadError what="Your sign-in settings" error={factors.error} onRetry={() => void factors.refetch()} />
        ) : pending ? (
          <form
            onSubmit={(e) => void finish(e)}
            noValidate
            aria-label="Set up an authenticator app"
            className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start"
          >
            <img
              src={qrSrc(pending.qr)}
              alt="QR code to scan with your authenticator app"
              width={176}
              height={176}
              className="mx-auto size-44 rounded-md bg-white p-2 sm:mx-0"
            />
            <div className="min-w-0 space-y-3">
              <ol className="list-decimal space-y-1 pl-5 text-sm">
                <li>Scan the QR code with your authenticator app, or type in the key below.</li>
                <li>Enter the 6-digit code it shows.</li>
              </ol>
              <div className="space-y-1">
                <p className="text-xs font-medium text-muted-foreground" id={`${id}-key-label`}>
                  Key
                </p>
                <div className="flex items-center gap-2">
                  <code
                    aria-labelledby={`${id}-key-label`}
                    data-testid="totp-secret"
                    className="min-w-0 break-all rounded bg-muted px-2 py-1 font-mono text-sm"
                  >
                    {grouped(pending.secret)}
                  </code>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="shrink-0"
                    onClick={() => void navigator.clipboard?.writeText(pending.secret).then(() => toast.success("Key copied"))}
                  >
                    <Copy aria-hidden="true" />
                    <span className="sr-only">Copy the key</span>
                  </Button>
                </div>
              </div>
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-code`}>Code from the app</Label>
                <Input
                  id={`${id}-code`}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={9}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  className="max-w-48 font-mono text-lg tracking-[0.3em]"
                />
                {error && (
                  <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                    {error}
                  </p>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={busy}>
                  {busy ? "Checking…" : "Turn on"}
                </Button>
                <Button type="button" variant="ghost" onClick={() => void cancel()}>
                  Cancel
                </Button>
              </div>
            </div>
          </form>
        ) : verified.length > 0 ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <p className="flex-1 text-sm">
              <span className="font-medium text-primary">On.</span> Signing in asks for a code from your app (set up{" "}
              {new Date(verified[0]!.created_at).toLocaleDateString(undefined, { dateStyle: "medium" })}).
            </p>
            <Button variant="outline" disabled={busy} onClick={() => setConfirmOff(verified[0]!)}>
              <ShieldOff aria-hidden="true" /> Turn off
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <p className="flex-1 text-sm">
              <span className="font-medium">Off.</span> Your password alone signs you in.
            </p>
            <Button disabled={busy} onClick={() => void start()}>
              Set up an authenticator app
            </Button>
          </div>
        )}
      </div>
      <Modal
        isOpen={confirmOff !== null}
        onClose={() => setConfirmOff(null)}
        title="Turn off two-step verification?"
        description="Your password alone will sign you in again. You can set it up again at any time."
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirmOff(null)}>
              Keep it on
            </Button>
            <Button variant="destructive" disabled={busy} onClick={() => confirmOff && void turnOff(confirmOff)}>
              Turn off
            </Button>
          </>
        }
      />
    </section>
  );
}
