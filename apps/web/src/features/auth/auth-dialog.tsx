// The auth dialog of docs/spec.md §2/§4/§8: sign in, sign up and forgot password, opened from anywhere
// by the `open-auth-modal` window event.
import type { SupabaseClient } from "@supabase/supabase-js";
import { useEffect, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Separator } from "@/components/ui/separator";
import { toast } from "@/components/ui/toaster";
import { OPEN_AUTH_MODAL_EVENT, type AuthMode } from "@/lib/auth-events";
import { fetchAuthSettings, outboxUrl, type AuthSettings } from "@/lib/supabase";
import { dismissAuthErrors, showAuthError } from "./auth-errors";
import { CheckEmailDialog } from "./check-email-dialog";
import { GoogleIcon } from "./google-icon";
import { authErrorMessage } from "@/lib/auth-error-message";
import { DISPLAY_NAME_MAX } from "@/data/profiles/types";

export const POST_LOGIN_PATH = "/create";

export const AUTH_TITLES: Record<AuthMode, string> = { signin: "Welcome back", signup: "Create your account", forgot: "Reset your password" };
const descriptions: Record<AuthMode, string> = {
  signin: "Sign in to keep what you generate and build your worlds.",
  signup: "Save characters, places and stories, and weave them together.",
  forgot: "Enter your email and we'll send you a link to choose a new password.",
};
export const SUBMIT_LABELS: Record<AuthMode, string> = { signin: "Sign In", signup: "Sign Up", forgot: "Send Reset Link" };

/** The password rule shown on the sign-up field before the first attempt (the server's own default). */
const DEFAULT_MIN_PASSWORD = 6;

/**
 * What the auth service's /settings say: whether Google sign-in is enabled — unknown (undefined)
 * while loading, false if the settings cannot be read, so the button never leads to an error page —
 * and the shortest password it accepts.
 */
function useAuthSettings(load: () => Promise<AuthSettings>): { google: boolean | undefined; minPassword: number } {
  const [state, setState] = useState<{ google: boolean | undefined; minPassword: number }>({ google: undefined, minPassword: DEFAULT_MIN_PASSWORD });
  useEffect(() => {
    let active = true;
    load().then(
      (s) => {
        const min = s.password_min_length;
        if (active) setState({ google: s.external?.google === true, minPassword: typeof min === "number" && min > 0 ? min : DEFAULT_MIN_PASSWORD });
      },
      () => active && setState((p) => ({ ...p, google: false })),
    );
    return () => {
      active = false;
    };
  }, [load]);
  return state;
}

/** An `open-auth-modal` request heard before this dialog's chunk had loaded (auth-dialogs-loader.tsx). */
export interface EarlyAuthRequest {
  mode: AuthMode;
}

export function AuthDialog({
  client,
  loadSettings = fetchAuthSettings,
  request,
}: {
  client: SupabaseClient;
  loadSettings?: () => Promise<AuthSettings>;
  request?: EarlyAuthRequest;
}) {
  const navigate = useNavigate();
  const { google, minPassword } = useAuthSettings(loadSettings);
  /** Where the confirmation mail of the last sign-up went: opens the check-your-email dialog. */
  const [sentTo, setSentTo] = useState<string>();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<AuthMode>("signin");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  /** Sign-up only: the public name (never the e-mail's prefix; empty leaves it to choose later). */
  const [displayName, setDisplayName] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const onOpen = (e: Event) => {
      const wanted = (e as CustomEvent<{ mode?: AuthMode } | null>).detail?.mode;
      setMode(wanted === "signup" || wanted === "forgot" ? wanted : "signin");
      setOpen(true);
    };
    window.addEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
  }, []);
  // A request made while this chunk was still loading opens the dialog as it mounts.
  useEffect(() => {
    if (!request) return;
    setMode(request.mode);
    setOpen(true);
  }, [request]);

  // docs/spec.md §8: a destructive "Error" toast with the service's message; the dialog stays open.
  // One at a time (a new failure replaces the last), dismissed on success.
  const fail = (message: string) => showAuthError(message);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const origin = window.location.origin;
      if (mode === "signin") {
        const { error } = await client.auth.signInWithPassword({ email, password });
        if (error) return fail(authErrorMessage(error));
        dismissAuthErrors();
        toast.success("Welcome back!");
        setOpen(false);
        setPassword("");
        void navigate(POST_LOGIN_PATH);
      } else if (mode === "signup") {
        if (password.length < minPassword) return fail(`Password should be at least ${minPassword} characters.`);
        const name = displayName.trim();
        const { data, error } = await client.auth.signUp({
          email,
          password,
          options: { emailRedirectTo: origin, ...(name ? { data: { display_name: name } } : {}) },
        });
        if (error) return fail(authErrorMessage(error));
        dismissAuthErrors();
        const box = outboxUrl();
        if (box)
          toast.success("Welcome! Please check your email to confirm your account.", {
            action: { label: "Open outbox", onClick: () => window.open(box, "_blank", "noopener") },
          });
        else toast.success("Welcome! Please check your email to confirm your account.");
        setOpen(false);
        setPassword("");
        setDisplayName("");
        // With AUTH_AUTOCONFIRM the account is ready at once (a session comes back): no mail to wait for.
        if (!data.session) setSentTo(email);
      } else {
        const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo: origin });
        if (error) return fail(authErrorMessage(error));
        dismissAuthErrors();
        toast.success("Check your email", { description: "We've sent you a password reset link." });
        setMode("signin");
      }
    } catch (err) {
      fail(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  async function onGoogle() {
    setBusy(true);
    try {
      const { error } = await client.auth.signInWithOAuth({ provider: "google", options: { redirectTo: window.location.origin + POST_LOGIN_PATH } });
      if (error) fail(authErrorMessage(error));
    } catch (err) {
      fail(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  const link = (label: string, to: AuthMode) => (
    <button
      type="button"
      className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      onClick={() => setMode(to)}
    >
      {label}
    </button>
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="max-w-md" data-testid="auth-dialog">
        <DialogHeader>
          <DialogTitle>{AUTH_TITLES[mode]}</DialogTitle>
          <DialogDescription>{descriptions[mode]}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={(e) => void onSubmit(e)}>
          <div className="grid gap-2">
            <Label htmlFor="auth-email">Email</Label>
            <Input
              id="auth-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              placeholder="you@example.com"
            />
          </div>
          {mode !== "forgot" && (
            <div className="grid gap-2">
              <div className="flex items-center justify-between">
                <Label htmlFor="auth-password">Password</Label>
                {mode === "signin" && <span className="text-sm">{link("Forgot password?", "forgot")}</span>}
              </div>
              <Input
                id="auth-password"
                name="password"
                type="password"
                autoComplete={mode === "signup" ? "new-password" : "current-password"}
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                {...(mode === "signup" ? { "aria-describedby": "auth-password-rule" } : {})}
              />
              {mode === "signup" && (
                <p id="auth-password-rule" className="text-sm text-muted-foreground">
                  At least {minPassword} characters.
                </p>
              )}
            </div>
          )}
          {mode === "signup" && (
            <div className="grid gap-2">
              <Label htmlFor="auth-display-name">
                Display name <span className="font-normal text-muted-foreground">(optional)</span>
              </Label>
              <Input
                id="auth-display-name"
                name="display_name"
                autoComplete="nickname"
                maxLength={DISPLAY_NAME_MAX}
                value={displayName}
                onChange={(e) => setDisplayName(e.target.value)}
                aria-describedby="auth-display-name-hint"
              />
              <p id="auth-display-name-hint" className="text-sm text-muted-foreground">
                Shown with what you share and post, never your email. You can change it on your Profile.
              </p>
            </div>
          )}
          <Button type="submit" disabled={busy} className="w-full">
            {busy ? "Loading..." : SUBMIT_LABELS[mode]}
          </Button>
        </form>
        {/* Only when the server has Google sign-in configured (its /auth/v1/settings). */}
        {google && (
          <>
            <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
              <Separator className="flex-1" />
              or
              <Separator className="flex-1" />
            </div>
            <Button type="button" variant="outline" className="w-full" disabled={busy} onClick={() => void onGoogle()}>
              <GoogleIcon />
              Continue with Google
            </Button>
          </>
        )}
        <p className="text-center text-sm text-muted-foreground">
          {mode === "signin" && <>Don&apos;t have an account? {link("Sign up", "signup")}</>}
          {mode === "signup" && <>Already have an account? {link("Sign in", "signin")}</>}
          {mode === "forgot" && link("Back to sign in", "signin")}
        </p>
      </DialogContent>
      {/* A dialog of its own (the spec closes this one after sign-up), here to share the state. */}
      <CheckEmailDialog
        client={client}
        email={sentTo}
        outboxUrl={outboxUrl()}
        onClose={() => setSentTo(undefined)}
        onUseAnotherEmail={() => {
          setSentTo(undefined);
          setMode("signup");
          setOpen(true);
        }}
      />
    </Dialog>
  );
}
