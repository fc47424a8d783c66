// Profile → Sign-in: change the e-mail address (confirmation links go to the new address and the
// current one; the change happens once both are opened), change the password (the current one is
// needed when the account has one), and sign out of every other device. The server holds both
// rules (docs/security.md "A stolen session cannot take the account").
import { useQueryClient } from "@tanstack/react-query";
import { KeyRound, LogOut } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toaster";
import { useAuth } from "@/lib/auth";
import { changeEmail, changePassword, signOutOthers } from "@/data/account/account";
import { accountKeys } from "@/data/account/keys";

function ErrorLine({ id, text }: { id: string; text: string }) {
  return text ? (
    <p id={id} role="alert" className="text-sm text-destructive">
      {text}
    </p>
  ) : null;
}

/** What the card and the toast say after an e-mail change: two links, both needed. */
function sentText(next: string, now: string): string {
  return now
    ? `We sent two links: one to ${next} and one to ${now}. Your address changes once you have opened both.`
    : `We sent a link to ${next}. Your address changes when you open it.`;
}

export function SignInCard() {
  const { user } = useAuth();
  const qc = useQueryClient();
  const id = useId();
  const hasPassword = (user?.identities ?? []).some((i) => i.provider === "email");
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState("");
  /** Where the last confirmation links went (new and current address): said in the card too, not only in a 4-second toast. */
  const [sentTo, setSentTo] = useState<{ next: string; now: string } | undefined>();
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [pwError, setPwError] = useState("");
  const [busy, setBusy] = useState<"" | "email" | "password" | "others">("");

  const submitEmail = async (e: FormEvent) => {
    e.preventDefault();
    const next = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(next)) return setEmailError("Enter an e-mail address such as name@example.com.");
    if (next.toLowerCase() === user?.email?.toLowerCase()) return setEmailError("That is already your e-mail address.");
    setBusy("email");
    setEmailError("");
    setSentTo(undefined);
    try {
      await changeEmail(next);
      setEmail("");
      setSentTo({ next, now: user?.email ?? "" });
      toast.success("Check both inboxes", { description: sentText(next, user?.email ?? "") });
    } catch (err) {
      setEmailError((err as Error).message);
    } finally {
      setBusy("");
    }
  };

  const submitPassword = async (e: FormEvent) => {
    e.preventDefault();
    if (hasPassword && !current) return setPwError("Enter your current password.");
    if (password.length < 6) return setPwError("Choose a new password of at least 6 characters.");
    if (password !== confirm) return setPwError("The two new passwords do not match.");
    setBusy("password");
    setPwError("");
    try {
      await changePassword(hasPassword ? current : undefined, password);
      setCurrent("");
      setPassword("");
      setConfirm("");
      toast.success("Password changed", { description: "Your other devices were signed out." });
    } catch (err) {
      setPwError((err as Error).message);
    } finally {
      setBusy("");
    }
  };

  const others = async () => {
    setBusy("others");
    try {
      await signOutOthers();
      void qc.invalidateQueries({ queryKey: accountKeys.sessions });
      toast.success("Signed out everywhere else", { description: "Only this device is still signed in." });
    } catch (err) {
      toast.error("Could not sign out the other devices", { description: (err as Error).message });
    } finally {
      setBusy("");
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-border bg-card p-5 sm:p-6">
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-serif text-xl font-semibold">
        <KeyRound className="size-5 text-muted-foreground" aria-hidden="true" /> Sign-in
      </h2>
      <form onSubmit={(e) => void submitEmail(e)} noValidate aria-label="Change e-mail address" className="mt-4 space-y-2">
        <Label htmlFor={`${id}-email`}>New e-mail address</Label>
        <p className="break-words text-xs text-muted-foreground [overflow-wrap:anywhere]">Now: {user?.email}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${id}-email-error` : undefined}
          />
          <Button type="submit" variant="outline" className="shrink-0" disabled={busy !== ""}>
            {busy === "email" ? "Sending…" : "Change e-mail"}
          </Button>
        </div>
        <ErrorLine id={`${id}-email-error`} text={emailError} />
        <p role="status" className="break-words text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {sentTo && sentText(sentTo.next, sentTo.now)}
        </p>
      </form>

      <form onSubmit={(e) => void submitPassword(e)} noValidate aria-label="Change password" className="mt-6 grid gap-3 sm:grid-cols-2">
        {hasPassword && (
          <div className="space-y-1.5 sm:col-span-2">
            <Label htmlFor={`${id}-current`}>Current password</Label>
            <Input
              id={`${id}-current`}
              type="password"
              autoComplete="current-password"
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
              aria-describedby={`${id}-current-rule`}
              className="sm:max-w-[calc(50%-0.375rem)]"
            />
            <p id={`${id}-current-rule`} className="text-xs text-muted-foreground">
              Needed for a new password, so no one using a device you left signed in can change it. Forgot it? Sign out and choose “Forgot password?” in the
              sign-in dialog.
            </p>
          </div>
        )}
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-new`}>New password</Label>
          <Input id={`${id}-new`} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-confirm`}>Repeat the new password</Label>
          <Input id={`${id}-confirm`} type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </div>
        <div className="space-y-2 sm:col-span-2">
          <ErrorLine id={`${id}-pw-error`} text={pwError} />
          <Button type="submit" variant="outline" disabled={busy !== ""}>
            {busy === "password" ? "Saving…" : hasPassword ? "Change password" : "Set a password"}
          </Button>
        </div>
      </form>

      <div className="mt-6 flex flex-col gap-3 border-t border-border pt-5 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm">Signed in on another computer or phone you no longer use? End those sessions.</p>
        <Button variant="outline" className="shrink-0" disabled={busy !== ""} onClick={() => void others()}>
          <LogOut aria-hidden="true" /> {busy === "others" ? "Signing out…" : "Sign out everywhere else"}
        </Button>
      </div>
    </section>
  );
}
