// The root layout: navigation, the current page (or the `Loading...` spinner while a lazy route
// loads), the auth dialogs, and the floating widgets slot.
import { useEffect } from "react";
import { Outlet, useMatches, useNavigation } from "react-router";
import { AuthDialogsLoader } from "@/features/auth/auth-dialogs-loader";
import { getSupabase } from "@/lib/supabase";
import { FloatingWidgets } from "./floating-widgets";
import { NavBar } from "./nav-bar";
import { PendingActionsRunner } from "./pending-actions-runner";
import { RouteLoading } from "./route-loading";

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
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <NavBar />
      {/* The bottom padding keeps room for the floating timer and task buttons (bottom right, 124 px
          tall with their margin), so the last control on a page can always be scrolled clear of them. */}
      <main id="main" className="flex-1 pb-32">
        {navigation.state === "loading" ? <RouteLoading /> : <Outlet />}
      </main>
      <AuthDialogsLoader client={client} />
      <PendingActionsRunner />
      {/* FLOATING WIDGETS SLOT — tasks/timer engineer: mount <FloatingWidgets /> on the line below. */}
      <FloatingWidgets />
    </div>
  );
}
