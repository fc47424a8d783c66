// Entry: apply the theme (no flash), load the backend config and client, then render the app.
import "./lib/zod-jitless";
import { startTransition, StrictMode, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { matchRoutes } from "react-router";
import { App } from "./app/app";
import type { Session } from "@supabase/supabase-js";
import { routes, type RouteHandle } from "./app/route-table";
import { createAppRouter, type AppRouter } from "./app/router";
import "./index.css";
import { showAuthError } from "./features/auth/auth-errors";
import { readLandingAuthType } from "./lib/auth-events";
import { takeLandingAuthError, takeLandingAuthMessage } from "./lib/landing-errors";
import { createQueryClient } from "./lib/query-client";
import { nextTask } from "./lib/next-task";
import { initSupabase, type AppSupabaseClient } from "./lib/supabase";
import { toastStore } from "./lib/toast-store";
import { applyTheme, readThemeChoice } from "./lib/theme";
import { cn } from "./lib/utils";
import { reportWebVitals } from "./lib/web-vitals";

applyTheme(readThemeChoice());
// Read before supabase-js consumes the fragment of a confirmation or recovery link.
const landingType = readLandingAuthType(window.location.hash);
// A failed Google sign-in or e-mail link comes back with its error in the URL: the Error toast.
const landingError = takeLandingAuthError();
// The first of an e-mail change's two links: the change waits for the other one (docs/security.md).
const landingMessage = takeLandingAuthMessage();
const rootElement = document.getElementById("root")!;
// The server sent this page's first screen already drawn (build/prerender.ts): it stays until the app
// can draw the same page, so the router is created first and waited for (no "Loading..." in between).
const prerendered = rootElement.hasAttribute("data-prerendered");
const root = createRoot(rootElement);
// The landing URL's route matches. Matching ranks the whole route table (a tenth of a second on a
// slow phone), so it is done once and shared by the chunk preload and the data prefetch below.
let landingMatches: ReturnType<typeof matchRoutes<(typeof routes)[number]>> | undefined;
const currentMatches = () => (landingMatches ??= matchRoutes(routes, window.location) ?? []);
// Start the current page's chunk now, beside /config.json and supabase-js, rather than after them
// when the router starts; the router's own lazy() call then finds the module loaded. In a task of its
// own, not in the one that evaluates the entry (TBT: docs/decisions/0006-web-budgets.md).
setTimeout(() => {
  // tailwind-merge builds its class table on its first call (tens of ms on a slow phone); done here,
  // in a task of its own while the config and chunks load, not inside the app's first render.
  setTimeout(() => cn("p-0", "p-1"));
  for (const match of currentMatches()) {
    if (typeof match.route.lazy === "function") match.route.lazy().catch(() => undefined);
  }
});

/**
 * Once the app has drawn: drops the prerender's mark (the page is the app's from here on) and loads
 * the web fonts. Not before: a font that arrived between the first paint and this render would draw
 * the new text larger than the prerendered text, a new and later LCP (docs/decisions/0006-web-budgets.md).
 */
function TakeOver() {
  useEffect(() => {
    rootElement.removeAttribute("data-prerendered");
    void import("./fonts.css");
    replayEarlyPress();
  }, []);
  return null;
}

/**
 * A control pressed on the prerendered page before the app had drawn it (the boot script in
 * build/prerender.ts remembers its data-early key): pressed again now, once the app's listeners
 * (the auth dialog's, for Sign In) are in place, so the click does what it said.
 */
function replayEarlyPress() {
  const key = rootElement.getAttribute("data-early-press");
  if (!key) return;
  rootElement.removeAttribute("data-early-press");
  setTimeout(() => {
    for (const el of document.querySelectorAll<HTMLElement>("[data-early]")) if (el.getAttribute("data-early") === key) return el.click();
  });
}

/** The router once the current route's module is in, so the first render draws the page itself. */
function initializedRouter(): Promise<AppRouter> {
  const router = createAppRouter();
  if (router.state.initialized) return Promise.resolve(router);
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve(router);
    });
  });
}

/** How long the take-over waits for the session before drawing "Checking authentication..." as before. */
const SESSION_WAIT_MS = 1000;

/**
 * Over a prerendered page: the session, read before the first render so that render is the page as
 * this user sees it, not "Checking authentication..." followed by a second render of everything. The
 * current page's data is asked for as soon as the user is known (its route's `prefetch`). A session
 * that takes longer (an expired token being refreshed, a sign-in link being read) is not waited for:
 * the app then takes over in the loading state and AuthProvider follows the session as it always did.
 */
async function readSession(client: AppSupabaseClient, queryClient: ReturnType<typeof createQueryClient>): Promise<Session | null | undefined> {
  const read = client.auth.getSession().then(
    ({ data }) => data.session,
    () => undefined,
  );
  const session = await Promise.race([read, new Promise<undefined>((resolve) => setTimeout(resolve, SESSION_WAIT_MS))]);
  if (session) {
    for (const match of currentMatches()) {
      void (match.route.handle as RouteHandle | undefined)?.prefetch?.(queryClient, session.user.id).catch(() => undefined);
    }
  }
  return session;
}

initSupabase().then(
  async (client) => {
    // The take-over's steps in tasks of their own (the router matching the URL and loading the route,
    // the session read, then the render): together they were one task of 100+ ms on a slow phone.
    await nextTask();
    const queryClient = createQueryClient();
    const routerReady = prerendered ? initializedRouter() : undefined;
    await nextTask();
    const sessionReady = prerendered ? readSession(client, queryClient) : undefined;
    const [router, initialSession] = await Promise.all([routerReady, sessionReady]);
    await nextTask();
    // A transition: React renders the app in slices of a few milliseconds instead of one long task,
    // so a page that is already on screen (prerendered) stays responsive while the app takes over.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App client={client} landingType={landingType} router={router} queryClient={queryClient} initialSession={initialSession} />
          <TakeOver />
        </StrictMode>,
      ),
    );
    if (landingError !== undefined) showAuthError(landingError);
    if (landingMessage !== undefined)
      toastStore.show({
        id: "auth-message",
        title: "One of two confirmations done",
        description: /other email/i.test(landingMessage)
          ? "Now open the link we sent to your other address: your e-mail address changes once both links are opened."
          : landingMessage,
        duration: 15_000,
      });
    void reportWebVitals();
  },
  (err: unknown) => {
    root.render(
      <main className="mx-auto max-w-xl p-8">
        <h1 className="font-serif text-2xl font-semibold">Worldloom cannot reach its server</h1>
        <p className="mt-2 text-muted-foreground">{err instanceof Error ? err.message : String(err)}. Is the server running? Reload the page to try again.</p>
      </main>,
    );
  },
);
