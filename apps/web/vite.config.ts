import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath, URL } from "node:url";
import { defineConfig } from "vite";
import { bundleReport } from "./build/bundle-report.ts";
import { precompress } from "./build/precompress.ts";

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
  build: { sourcemap: true },
});
