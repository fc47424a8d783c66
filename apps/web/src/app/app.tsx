// The app: providers (query cache, auth, universes, tasks) around the router, and the toasters.
import type { SupabaseClient } from "@supabase/supabase-js";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { RouterProvider } from "react-router/dom";
import { Toaster } from "@/components/ui/toaster";
import { TodoProvider } from "@/features/tasks/todo-context";
import { AuthProvider } from "@/lib/auth";
import { createQueryClient } from "@/lib/query-client";
import { UniverseProvider } from "@/lib/universe";
import { createAppRouter, type AppRouter } from "./router";

// Not needed to draw the first page: it loads beside it, and its store keeps any toast shown before.
const RadixToaster = lazy(async () => ({ default: (await import("@/components/ui/radix-toaster")).RadixToaster }));

/** `router`: one made (and initialised) before the first render, as main.tsx does over a prerendered page. */
export function App({ client, landingType, router: given }: { client: SupabaseClient; landingType?: string; router?: AppRouter }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider client={client} landingType={landingType}>
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
