import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath, URL } from "node:url";
import { defineConfig } from "vite";
import { bundleReport } from "./build/bundle-report.ts";
import { precompress } from "./build/precompress.ts";

// What the landing page loads anyway (scripts/check-bundle.mjs prints it), grouped into two files.
// Radix's dialog, menu, toast, slider and tooltip code (and floating-ui, the scroll lock) is not
// here: the first page loads it after its first render (docs/decisions/0006-web-budgets.md).
const SHELL_PACKAGES = new RegExp(
  [
    "node_modules[\\\\/](react|react-dom|scheduler|react-router|@tanstack[\\\\/](react-query|query-core)|sonner|tailwind-merge|clsx|class-variance-authority",
    "@radix-ui[\\\\/]react-(slot|compose-refs)|lucide-react[\\\\/]dist[\\\\/]esm[\\\\/](createLucideIcon|Icon|defaultAttributes|shared))[\\\\/.]",
  ].join("|"),
);
// The Radix code the first page loads just after its first render (auth dialogs, menus, sheets, the
// Radix toaster, tooltips): one file instead of some twenty small ones. Nothing the entry imports
// may match, or this whole group would join the first page (scripts/check-bundle.mjs would say so).
// App modules cannot go in a group: it would take their imports (the button…) along.
const DEFERRED_PACKAGES = new RegExp(
  [
    "node_modules[\\\\/](@floating-ui|aria-hidden|react-remove-scroll[^\\\\/]*|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|detect-node-es|tslib",
    "@radix-ui[\\\\/]react-(primitive|collection|presence|context|use-[a-z-]+|dismissable-layer|portal|visually-hidden|id|focus-scope|focus-guards|popper|arrow|direction",
    "roving-focus|dialog|toast|menu|dropdown-menu|tooltip|separator|label)|@radix-ui[\\\\/]primitive)[\\\\/]",
  ].join("|"),
);
const SHELL_MODULES =
  /src[\\/](lib[\\/](utils|auth|auth-events|supabase|hidden-ids|toast-store|universes[\\/][^\\/]+)|data[\\/]content-items[\\/]keys|components[\\/]ui[\\/](toaster|toast-area))\.tsx?$/;

export default defineConfig({
  plugins: [react(), tailwindcss(), bundleReport(), precompress()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    // `npm run dev -w @worldloom/web` proxies the API to a server started with `npm start`.
    proxy: {
      "/auth/v1": "http://localhost:3000",
      "/rest/v1": "http://localhost:3000",
      "/storage/v1": "http://localhost:3000",
      "/config.json": "http://localhost:3000",
      "/outbox": "http://localhost:3000",
    },
  },
  build: {
    sourcemap: true,
    // The entry's libraries are preloaded from the HTML (and by the prerendered pages' boot script),
    // but a lazy chunk's dependencies are not: Vite's helper adds one <link rel="modulepreload"> per
    // dependency at run time, and on a slow phone adding the forty of a generator page cost 45–130 ms
    // of main thread in one task while the page loads (bench/tbt-trace.ts). The browser fetches a
    // chunk's imports once it has the chunk: one more round trip on a cold navigation instead.
    // docs/decisions/0006-web-budgets.md.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []) },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page starts with in one file instead of a dozen small ones: fewer
          // requests before the first paint (docs/decisions/0006-web-budgets.md). Only packages the
          // entry loads anyway belong here, or they would grow the landing page's JavaScript.
          groups: [
            { name: "vendor", test: (id) => SHELL_PACKAGES.test(id) },
            { name: "shell", test: (id) => SHELL_MODULES.test(id) },
            { name: "deferred", test: (id) => DEFERRED_PACKAGES.test(id) },
          ],
        },
      },
    },
  },
});
