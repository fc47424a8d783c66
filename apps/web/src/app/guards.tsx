// Route guards of docs/spec.md §4. Convenience only: the server refuses on its own (RLS).
import { useEffect } from "react";
import { Navigate, Outlet, useMatches, useNavigate } from "react-router";
import { SpinnerScreen } from "@/components/ui/spinner";
import { useIsAdmin } from "@/data/profiles/get-is-admin";
import { useAuth } from "@/lib/auth";
import { openAuthModal } from "@/lib/auth-events";
import { showErrorToast } from "@/lib/toast-store";
import type { RouteHandle } from "./route-table";

/** Signed-in users only; otherwise the auth dialog opens and the visitor goes to `redirectTo`. */
export function ProtectedRoute({ redirectTo = "/" }: { redirectTo?: string }) {
  const { user, loading } = useAuth();
  useEffect(() => {
    if (loading || user) return;
    // After this commit's effects, so the dialog's listener (mounted later in the same tree) is on;
    // a microtask, not a timer: <Navigate> below starts the redirect in the same commit, and React
    // may render it (unmounting this guard, which would cancel a timer) before a timer fires.
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled) openAuthModal("signin");
    });
    return () => {
      cancelled = true;
    };
  }, [loading, user]);
  // A page with an `authShell` handle (the story tools) draws its heading and says "Checking
  // authentication..." under it itself: its prerendered HTML is that shell (docs/decisions/0006).
  const shell = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.authShell);
  if (loading) return shell ? <Outlet /> : <SpinnerScreen text="Checking authentication..." />;
  if (!user) return <Navigate to={redirectTo} replace />;
  return <Outlet />;
}

/** Signed-in users whose profile has is_admin = true. */
export function AdminRoute() {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const admin = useIsAdmin(user?.id);

  useEffect(() => {
    if (loading) return;
    // Fixed toast ids keep StrictMode's double effects from showing a toast twice.
    if (!user) {
      showErrorToast("Authentication Required", "Please sign in to access the admin panel", { id: "guard-auth" });
      void navigate("/", { replace: true });
    } else if (admin.isError) {
      showErrorToast("Error", "Failed to verify admin permissions", { id: "guard-admin-error" });
      void navigate("/dashboard", { replace: true });
    } else if (admin.isSuccess && !admin.data) {
      showErrorToast("Access Denied", "You don't have permission to access the admin panel.", { id: "guard-denied" });
      void navigate("/dashboard", { replace: true });
    }
  }, [loading, user, admin.isError, admin.isSuccess, admin.data, navigate]);

  if (!loading && user && admin.isSuccess && admin.data) return <Outlet />;
  return <SpinnerScreen text="Verifying admin permissions..." />;
}
