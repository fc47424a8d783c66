// The app: providers (query cache, auth, tooltips, toasts) around the router.
import type { SupabaseClient } from "@supabase/supabase-js";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { RouterProvider } from "react-router/dom";
import { RadixToaster } from "@/components/ui/radix-toaster";
import { Toaster } from "@/components/ui/toaster";
import { TooltipProvider } from "@/components/ui/tooltip";
import { TodoProvider } from "@/features/tasks/todo-context";
import { AuthProvider } from "@/lib/auth";
import { createQueryClient } from "@/lib/query-client";
import { UniverseProvider } from "@/lib/universe";
import { createAppRouter } from "./router";

export function App({ client, landingType }: { client: SupabaseClient; landingType?: string }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider client={client} landingType={landingType}>
        <UniverseProvider>
        <TodoProvider>
          <TooltipProvider>
            <RouterProvider router={router} />
            <Toaster />
            <RadixToaster />
          </TooltipProvider>
        </TodoProvider>
        </UniverseProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
