// Entry: apply the theme (no flash), load the backend config and client, then render the app.
import "./lib/zod-jitless";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { matchRoutes } from "react-router";
import { App } from "./app/app";
import { routes } from "./app/route-table";
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
const root = createRoot(document.getElementById("root")!);
// Start the current page's chunk now, beside /config.json and supabase-js, rather than after them
// when the router starts; the router's own lazy() call then finds the module loaded.
for (const match of matchRoutes(routes, window.location) ?? []) {
  if (typeof match.route.lazy === "function") match.route.lazy().catch(() => undefined);
}

initSupabase().then(
  (client) => {
    root.render(
      <StrictMode>
        <App client={client} landingType={landingType} />
      </StrictMode>,
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
