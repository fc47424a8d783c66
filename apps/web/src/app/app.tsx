// The app: providers (query cache, auth, universes, tasks) around the router, and the toasters.
import type { Session, SupabaseClient } from "@supabase/supabase-js";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { RouterProvider } from "react-router/dom";
import { Toaster } from "@/components/ui/toaster";
import { TodoProvider } from "@/features/tasks/todo-context";
import { AuthProvider } from "@/lib/auth";
import { createQueryClient } from "@/lib/query-client";
import { UniverseProvider } from "@/components/universes/current-universe";
import { createAppRouter, type AppRouter } from "./router";

// Not needed to draw the first page: it loads beside it, and its store keeps any toast shown before.
const RadixToaster = lazy(async () => ({ default: (await import("@/components/ui/radix-toaster")).RadixToaster }));

/**
 * `router`, `queryClient`, `initialSession`: made (or read) before the first render, as main.tsx does
 * over a prerendered page: the router initialised, the page's list already asked for, the session known.
 */
export function App({
  client,
  landingType,
  router: givenRouter,
  queryClient: givenQueryClient,
  initialSession,
}: {
  client: SupabaseClient;
  landingType?: string;
  router?: AppRouter;
  queryClient?: QueryClient;
  initialSession?: Session | null;
}) {
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  const [router] = useState(() => givenRouter ?? createAppRouter());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider client={client} landingType={landingType} initialSession={initialSession}>
        <UniverseProvider>
          <TodoProvider>
            {/* No TooltipProvider: each tooltip brings its own, sharing the skip delay (tooltip.tsx). */}
            <RouterProvider router={router} />
            <Toaster />
            <Suspense fallback={null}>
              <RadixToaster />
            </Suspense>
          </TodoProvider>
        </UniverseProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
