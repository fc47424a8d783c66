// Keeps the auth dialogs (their forms, Radix Dialog and its focus and scroll locks) out of the first
// page's JavaScript: they load beside the first render. Any code may fire `open-auth-modal` at once
// after the page loads, before that chunk is in; this small listener, mounted with the layout,
// remembers the latest such request and hands it to the dialog when it mounts (the dialog also hears
// the event itself; a request it has already handled just opens it again, docs/decisions/0006-web-budgets.md).
import type { SupabaseClient } from "@supabase/supabase-js";
import { lazy, Suspense, useEffect, useState } from "react";
import { OPEN_AUTH_MODAL_EVENT, type AuthMode } from "@/lib/auth-events";
import { fetchAuthSettings, type AuthSettings } from "@/lib/supabase";
import type { EarlyAuthRequest } from "./auth-dialog";

const AuthDialogs = lazy(async () => {
  const mod = await import("./auth-dialogs");
  return { default: mod.AuthDialogs };
});

/** The mode an `open-auth-modal` event asks for, as the dialog reads it. */
export function requestedMode(e: Event): AuthMode {
  const wanted = (e as CustomEvent<{ mode?: AuthMode } | null>).detail?.mode;
  return wanted === "signup" || wanted === "forgot" ? wanted : "signin";
}

export function AuthDialogsLoader({ client, loadSettings = fetchAuthSettings }: { client: SupabaseClient; loadSettings?: () => Promise<AuthSettings> }) {
  const [request, setRequest] = useState<EarlyAuthRequest>();
  // The sign-in settings (is Google on?) are asked for as the layout mounts, as before the dialog
  // was lazy, not whenever its chunk happens to arrive; the dialog reads this one answer.
  const [settings] = useState(() => {
    const answer = loadSettings();
    answer.catch(() => undefined); // the dialog handles a failure; not an unhandled rejection meanwhile
    return () => answer;
  });
  useEffect(() => {
    const onOpen = (e: Event) => {
      setRequest({ mode: requestedMode(e) });
    };
    window.addEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
  }, []);
  return (
    <Suspense fallback={null}>
      <AuthDialogs client={client} request={request} loadSettings={settings} />
    </Suspense>
  );
}
