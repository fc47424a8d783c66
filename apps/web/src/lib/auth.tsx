// Auth context (docs/spec.md §3/§4): `user` and `loading`, kept in step with onAuthStateChange. supabase-js
// shares the session across tabs (storage + BroadcastChannel), so a sign-out in one tab reaches all.
import type { AuthChangeEvent, Session, SupabaseClient, User } from "@supabase/supabase-js";
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { showErrorToast } from "./toast-store";
import { authErrorMessage } from "./auth-error-message";

export { openAuthModal } from "./auth-events";

export interface AuthState {
  user: User | null;
  loading: boolean;
  /** True after a PASSWORD_RECOVERY event until the new password is saved or dismissed. */
  recovering: boolean;
  endRecovery: () => void;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * `initialSession`: the session already read (main.tsx does over a prerendered page), so the first
 * render is the signed-in page (or the visitor's) instead of "Checking authentication..." and then a
 * second render of everything (docs/decisions/0006-web-budgets.md). Undefined: not read yet.
 */
export function AuthProvider({
  client,
  landingType,
  initialSession,
  children,
}: {
  client: SupabaseClient;
  landingType?: string;
  initialSession?: Session | null;
  children: ReactNode;
}) {
  const [user, setUser] = useState<User | null>(initialSession?.user ?? null);
  const [loading, setLoading] = useState(initialSession === undefined);
  const [recovering, setRecovering] = useState(landingType === "recovery");

  useEffect(() => {
    let active = true;
    let greeted = false;
    const greet = (event: AuthChangeEvent, u: User | null) => {
      if (greeted || !u || (landingType !== "signup" && landingType !== "email")) return;
      if (event !== "SIGNED_IN" && event !== "INITIAL_SESSION") return;
      greeted = true;
      toast.success("Email confirmed", { id: "email-confirmed", description: `You're signed in as ${u.email ?? "you"}. Welcome to Worldloom!` });
    };
    const { data } = client.auth.onAuthStateChange((event, session) => {
      if (!active) return;
      const u = session?.user ?? null;
      setUser((prev) => sameUser(prev, u));
      setLoading(false);
      if (event === "PASSWORD_RECOVERY") setRecovering(true);
      greet(event, u);
    });
    void client.auth.getSession().then(({ data: { session } }) => {
      if (!active) return;
      setUser((prev) => sameUser(prev, session?.user ?? null));
      setLoading(false);
    });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [client, landingType]);

  // One value per state: every page, nav item and guard reads this context, and a new object on each
  // render would draw them all again (a long task on a phone, docs/decisions/0006-web-budgets.md).
  const value = useMemo<AuthState>(
    () => ({
      user,
      loading,
      recovering,
      endRecovery: () => setRecovering(false),
      signOut: async () => {
        const { error } = await client.auth.signOut();
        if (error) showErrorToast("Error", authErrorMessage(error));
      },
    }),
    [client, user, loading, recovering],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/**
 * The user to keep: `prev` when `next` says the same (supabase-js hands out a freshly parsed copy of
 * the stored user on each event and read), so a session confirmed at start-up re-renders nothing.
 */
export function sameUser(prev: User | null, next: User | null): User | null {
  if (prev === next || !prev || !next) return next;
  return prev.id === next.id && JSON.stringify(prev) === JSON.stringify(next) ? prev : next;
}

/** The auth state of a page prerendered at build time (src/prerender): not known yet, nobody signed in. */
export function StaticAuthProvider({ children }: { children: ReactNode }) {
  const value: AuthState = { user: null, loading: true, recovering: false, endRecovery: () => undefined, signOut: async () => undefined };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error("useAuth must be used within an AuthProvider");
  return ctx;
}
