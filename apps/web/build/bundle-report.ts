// A Vite build plugin: writes dist/.vite/bundle-modules.json, each output chunk with the modules in
// it (rendered size before minification, and that code gzipped), so scripts/check-bundle.mjs can
// name the biggest modules when the landing page's JavaScript goes over its budget
// (docs/decisions/0006-web-budgets.md). The server serves it like any file of dist; it names
// nothing the public source maps beside each chunk do not.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

export interface ReportedModule {
  id: string;
  bytes: number;
  gzip: number;
}
export interface ReportedChunk {
  imports: string[];
  modules: ReportedModule[];
}
export const REPORT_PATH = ".vite/bundle-modules.json";

/** A module id as a short name: the package for node_modules, else the path from the app root. */
export function moduleName(id: string, root: string): string {
  const clean = id.replace(/\0/g, "").replace(/\?.*$/, "");
  const nm = clean.lastIndexOf("node_modules/");
  if (nm >= 0) return clean.slice(nm + "node_modules/".length);
  return clean.startsWith("/") ? relative(root, clean) : clean;
}

export function bundleReport(): Plugin {
  let root = process.cwd();
  let outDir = "dist";
  return {
    name: "worldloom:bundle-report",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const chunks: Record<string, ReportedChunk> = {};
      for (const out of Object.values(bundle)) {
        if (out.type !== "chunk") continue;
        chunks[out.fileName] = {
          imports: out.imports,
          modules: Object.entries(out.modules)
            .map(([id, m]) => ({ id: moduleName(id, root), bytes: m.renderedLength, gzip: m.code ? gzipSync(m.code).length : 0 }))
            .filter((m) => m.bytes > 0)
            .sort((a, b) => b.gzip - a.gzip),
        };
      }
      mkdirSync(join(outDir, ".vite"), { recursive: true });
      writeFileSync(join(outDir, REPORT_PATH), JSON.stringify(chunks));
    },
  };
}
