// The root layout: navigation, the public-name prompt for the signed-in, the current page (or the `Loading...` spinner while a lazy route
// loads), the auth dialogs, and the floating widgets slot.
import { lazy, Suspense, useEffect } from "react";
import { Outlet, useMatches, useNavigation } from "react-router";
import { AuthDialogsLoader } from "@/features/auth/auth-dialogs-loader";
import { useAuth } from "@/lib/auth";
import { getSupabase } from "@/lib/supabase";
import { FloatingWidgets } from "./floating-widgets";
import { NavBar } from "./nav-bar";
import { PendingActionsRunner } from "./pending-actions-runner";
import { RouteLoading } from "./route-loading";

// Asks a signed-in user without a public name to choose one; its own chunk, never the visitor's.
const NamePrompt = lazy(async () => ({ default: (await import("@/features/profile/name-prompt")).NamePrompt }));

function useDocumentTitle() {
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .map((m) => (m.handle as { title?: string } | undefined)?.title)
    .find(Boolean);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

export function RootLayout() {
  const navigation = useNavigation();
  useDocumentTitle();
  const client = getSupabase();
  const { user } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <NavBar />
      {user && (
        <Suspense fallback={null}>
          <NamePrompt key={user.id} />
        </Suspense>
      )}
      {/* The bottom padding is the floating timer and task buttons' room (bottom right, 124 px tall
          with their margin): below 1280 px they step aside while the page runs under them and come
          back once its end, this padding, is on screen (floating-widgets.tsx). */}
      <main id="main" className="flex-1 pb-32">
        {navigation.state === "loading" ? <RouteLoading /> : <Outlet />}
      </main>
      <AuthDialogsLoader client={client} />
      <PendingActionsRunner />
      <FloatingWidgets />
    </div>
  );
}
