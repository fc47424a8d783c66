// Build-time render of a public page's first screen (docs/decisions/0006-web-budgets.md): the shell
// and the route's page as HTML, with the auth state "unknown" (nobody signed in yet, as the browser's
// own first render has it). build/prerender.ts builds this file for Node and writes the result into
// a copy of index.html per route; the browser then renders over it (main.tsx).
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { routes } from "@/app/route-table";
import { TodoProvider } from "@/features/tasks/todo-context";
import { StaticAuthProvider } from "@/lib/auth";
import { GENERATORS, STORY_TOOLS } from "@/lib/catalog";
import { createQueryClient } from "@/lib/query-client";
import { setSupabase, type AppSupabaseClient } from "@/lib/supabase";
import { UniverseProvider } from "@/components/universes/current-universe";

/**
 * The pages rendered at build time: the public ones people land on (the Lighthouse list, docs/decisions/0006-web-budgets.md), and
 * the story tools' shell (heading, intro and "Checking authentication...", the same for everyone).
 */
export const PRERENDER_PATHS = [
  "/",
  "/generators",
  "/browse",
  ...GENERATORS.map((g) => `/generators/${g.kind}`),
  ...STORY_TOOLS.map((t) => `/story-elements/${t.slug}`),
];

// The layout hands the client to the auth dialogs' loader; nothing may use it while rendering.
const noClient = new Proxy({} as AppSupabaseClient, {
  get(_, key) {
    throw new Error(`prerender: the page used supabase.${String(key)} while rendering`);
  },
});

export interface Prerendered {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The route's page title (its handle), for `<title>`. */
  title: string | undefined;
}

export async function render(path: string): Promise<Prerendered> {
  setSupabase(noClient);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, "http://localhost")));
  if (context instanceof Response) throw new Error(`${path}: the route answered with a redirect or response`);
  if (context.errors) throw new Error(`${path}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const title = [...context.matches]
    .reverse()
    .map((m) => (m.route.handle as { title?: string } | undefined)?.title)
    .find(Boolean);
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <StaticAuthProvider>
          <UniverseProvider>
            <TodoProvider>
              {/* No hydration data: the page has no loaders, and the CSP allows no inline script. */}
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </TodoProvider>
          </UniverseProvider>
        </StaticAuthProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { html, title };
}
