// Entry: apply the theme (no flash), load the backend config and client, then render the app.
import "./lib/zod-jitless";
import { startTransition, StrictMode, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { matchRoutes } from "react-router";
import { App } from "./app/app";
import { routes } from "./app/route-table";
import { createAppRouter, type AppRouter } from "./app/router";
import "./index.css";
import { showAuthError } from "./features/auth/auth-errors";
import { readLandingAuthType } from "./lib/auth-events";
import { takeLandingAuthError } from "./lib/landing-errors";
import { initSupabase } from "./lib/supabase";
import { applyTheme, readThemeChoice } from "./lib/theme";
import { reportWebVitals } from "./lib/web-vitals";

applyTheme(readThemeChoice());
// Read before supabase-js consumes the fragment of a confirmation or recovery link.
const landingType = readLandingAuthType(window.location.hash);
// A failed Google sign-in or e-mail link comes back with its error in the URL: the Error toast.
const landingError = takeLandingAuthError();
const rootElement = document.getElementById("root")!;
// The server sent this page's first screen already drawn (build/prerender.ts): it stays until the app
// can draw the same page, so the router is created first and waited for (no "Loading..." in between).
const prerendered = rootElement.hasAttribute("data-prerendered");
const root = createRoot(rootElement);
// Start the current page's chunk now, beside /config.json and supabase-js, rather than after them
// when the router starts; the router's own lazy() call then finds the module loaded.
for (const match of matchRoutes(routes, window.location) ?? []) {
  if (typeof match.route.lazy === "function") match.route.lazy().catch(() => undefined);
}

/**
 * Once the app has drawn: drops the prerender's mark (the page is the app's from here on) and loads
 * the web fonts. Not before: a font that arrived between the first paint and this render would draw
 * the new text larger than the prerendered text, a new and later LCP (docs/decisions/0006-web-budgets.md).
 */
function TakeOver() {
  useEffect(() => {
    rootElement.removeAttribute("data-prerendered");
    void import("./fonts.css");
  }, []);
  return null;
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

initSupabase().then(
  async (client) => {
    const router = prerendered ? await initializedRouter() : undefined;
    // A transition: React renders the app in slices of a few milliseconds instead of one long task,
    // so a page that is already on screen (prerendered) stays responsive while the app takes over.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App client={client} landingType={landingType} router={router} />
          <TakeOver />
        </StrictMode>,
      ),
    );
    if (landingError !== undefined) showAuthError(landingError);
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
