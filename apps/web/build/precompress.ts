// A Vite build plugin: after the bundle is written, every text asset in the output folder worth
// compressing gets a brotli (.br) and a gzip (.gz) sibling, so the server can send them as they
// are (apps/server/src/http/spa.ts, @fastify/static's preCompressed) instead of compressing per
// request or not at all.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Extensions worth compressing; source maps are left alone (large, and only devtools read them). */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm)$/i;
/** Below this many bytes the headers cost more than compression saves. */
export const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `.br` and `.gz` beside `path` when it is compressible and worth it; says whether it was. */
export function precompressFile(path: string): boolean {
  if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) return false;
  const raw = readFileSync(path);
  const br = brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  const gz = gzipSync(raw, { level: 9 });
  // A variant that saves almost nothing is not worth a Content-Encoding.
  if (br.length < raw.length * 0.95) writeFileSync(`${path}.br`, br);
  if (gz.length < raw.length * 0.95) writeFileSync(`${path}.gz`, gz);
  return true;
}

/** Writes `.br` and `.gz` beside each compressible file of `dir`; returns the files compressed. */
export function precompressDir(dir: string): string[] {
  return [...files(dir)].filter(precompressFile);
}

export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "worldloom:precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After everything, public/ files included, is on disk.
    closeBundle: {
      order: "post",
      sequential: true,
      handler() {
        precompressDir(outDir);
      },
    },
  };
}
