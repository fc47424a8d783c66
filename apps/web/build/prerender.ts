// After `vite build`: renders the public pages' first screen to HTML (src/prerender/entry-server.tsx,
// built here for Node) and writes each into a copy of dist/index.html under dist/prerender/, with
// dist/prerender/manifest.json mapping paths to files. The server sends that file for that path
// instead of index.html (apps/server/src/http/spa.ts); the app then renders over it (main.tsx).
// Why: the first paint no longer waits for the JavaScript (docs/decisions/0006-web-budgets.md).
import react from "@vitejs/plugin-react";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";
import type * as EntryServer from "../src/prerender/entry-server";
import { precompressDir } from "./precompress.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const outDir = join(root, "node_modules/.prerender");
const ROOT_TAG = '<div id="root"></div>';
/** In dist/prerender: the script-src sources the prerendered pages' inline scripts need. */
export const CSP_FILE = "csp.json";

/** Where a path's page is written, relative to dist/prerender ("/" → index.html). */
export function fileFor(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}

/**
 * index.html with the page inside #root, its title, and the stylesheet inlined (`css`: path → text):
 * the first paint needs the document alone — no stylesheet, no script, no font, no icon (index.css
 * draws the text in size-matched fallback faces until the web fonts arrive; the theme comes from the
 * CSS's prefers-color-scheme or, for an explicit choice, a class the server sets from a cookie).
 * `boot` is the boot script (bootScript), inlined: the server's CSP allows exactly its hash
 * (dist/prerender/csp.json, apps/server/src/http/security.ts), never 'unsafe-inline'.
 * `favicon` is the SVG favicon's text, inlined as a data: URL so the browser asks for no icon.
 * The CSP allows inline style (`style-src 'self' 'unsafe-inline'`).
 */
export function pageHtml(index: string, body: string, title: string | undefined, css: (path: string) => string, boot: string, favicon: string): string {
  if (!index.includes(ROOT_TAG)) throw new Error(`dist/index.html has no ${ROOT_TAG}`);
  if (/<\/script/i.test(boot)) throw new Error("the boot script contains </script");
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  // data-prerendered: main.tsx renders over it and removes the mark (e2e's gotoApp waits for that).
  let html = index.replace(ROOT_TAG, () => `<div id="root" data-prerendered="">${body}</div>`);
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escape(title)}</title>`);
  // The page is drawn without its scripts, so they are requested only once it has been painted: the
  // entry and its modulepreloads give way to the boot script, inlined, which starts them then.
  // Lighthouse's simulated LCP counts every request that ended before the observed paint (its own
  // file included, when it was a file): LCP 2 s for a 0.9 s paint with the entry in the page.
  html = html.replace(/\s*<link rel="modulepreload"[^>]*>/g, "");
  html = html.replace(/<script type="module"[^>]* src="[^"]+"><\/script>/, () => `<script type="module">${boot}</script>`);
  // The web manifest is added by the boot script after the paint (Chrome fetches it at load, which
  // on a fast link comes before the paint); the favicon needs no request at all.
  html = html.replace(/\s*<link rel="manifest"[^>]*>/, "");
  // Escaped as little as a data: URL in an attribute needs (quotes to apostrophes, then %, #, <, >).
  const svg = favicon.trim().replace(/>\s+</g, "><").replace(/\s+/g, " ").replace(/"/g, "'");
  const icon = `data:image/svg+xml,${svg.replace(/[%#<>&]/g, (c) => encodeURIComponent(c))}`;
  html = html.replace(/<link rel="icon" href="\/favicon\.svg"/, () => `<link rel="icon" href="${icon}"`);
  return html.replace(/<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_m, path: string) => {
    const text = css(path);
    if (/<\/style/i.test(text)) throw new Error(`${path} contains </style`);
    // The disabled link is never fetched; it tells Vite's preload helper, which loads a lazy chunk's
    // CSS unless a <link rel="stylesheet"> with that href is there, that these rules are in.
    return `<style>${text}</style>\n    <link rel="stylesheet" href="/${path}" disabled>`;
  });
}

/** The CSP source that allows exactly this inline script: 'sha256-<base64 of its UTF-8 text>'. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The boot script of a prerendered page (`index`: the built index.html), inlined in the page: after
 * the document is parsed (a module script runs then) and painted (the first-contentful-paint entry,
 * then two frames; two frames alone where paint timing is missing), it adds the web manifest link and
 * the entry's modulepreload links and imports the entry — what index.html has and loads at once.
 * A page that is never painted (a hidden tab) starts them after 3 s anyway. A press on a control
 * marked `data-early` before the app takes over is remembered on #root (data-early-press) and
 * starts the scripts at once; the app presses the control again when it has drawn it.
 */
export function bootScript(index: string): { text: string; hash: string } {
  const entry = /<script type="module"[^>]* src="([^"]+)"><\/script>/.exec(index)?.[1];
  if (!entry) throw new Error('dist/index.html has no entry <script type="module">');
  const manifest = /<link rel="manifest" href="([^"]+)"/.exec(index)?.[1];
  if (!manifest) throw new Error('dist/index.html has no <link rel="manifest">');
  const preloads = [...index.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]!);
  const text = `
// Prerendered page: the app's scripts start once the page is painted (apps/web/build/prerender.ts).
let started = false;
const link = (rel, href) => {
  const l = document.createElement("link");
  l.rel = rel;
  if (rel === "modulepreload") l.crossOrigin = "";
  l.href = href;
  document.head.append(l);
};
const start = () => {
  if (started) return;
  started = true;
  link("manifest", ${JSON.stringify(manifest)});
  for (const href of ${JSON.stringify(preloads)}) link("modulepreload", href);
  import(${JSON.stringify(entry)});
};
const afterFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
// A browser without paint timing starts after two frames.
const paintTiming = typeof PerformanceObserver === "function" && (PerformanceObserver.supportedEntryTypes ?? []).includes("paint");
if (!paintTiming || performance.getEntriesByName("first-contentful-paint").length > 0) afterFrames();
else new PerformanceObserver((list, observer) => {
  if (list.getEntriesByName("first-contentful-paint").length === 0) return;
  observer.disconnect();
  afterFrames();
}).observe({ type: "paint", buffered: true });
setTimeout(start, 3000);
// A press on a control marked data-early (Sign In, Create a free account) before the app has taken
// over is kept: the control says it is busy, and the app presses it again once it is its own
// (main.tsx, replayEarlyPress).
document.addEventListener("click", (e) => {
  const root = document.getElementById("root");
  const el = e.target instanceof Element ? e.target.closest("[data-early]") : null;
  if (!el || !root || !root.hasAttribute("data-prerendered") || !root.contains(el)) return;
  e.preventDefault();
  root.setAttribute("data-early-press", el.getAttribute("data-early"));
  el.setAttribute("aria-busy", "true");
  start();
}, true);
`;
  return { text, hash: scriptHash(text) };
}

/** What the page code reads from the browser while rendering, as a browser with nothing stored has it. */
function browserStandIns(): void {
  const store = new Map<string, string>();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  const mq = { matches: false, addEventListener: () => undefined, removeEventListener: () => undefined };
  Object.assign(globalThis, { localStorage: storage, sessionStorage: storage, matchMedia: () => mq });
  Object.assign(globalThis, { window: globalThis });
}

async function main(): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    plugins: [react()],
    resolve: { alias: { "@": join(root, "src") } },
    build: { ssr: "src/prerender/entry-server.tsx", outDir, emptyOutDir: true, sourcemap: false, minify: false },
  });
  browserStandIns();
  const entry = (await import(pathToFileURL(join(outDir, "entry-server.js")).href)) as typeof EntryServer;
  const index = readFileSync(join(dist, "index.html"), "utf8");
  const target = join(dist, "prerender");
  rmSync(target, { recursive: true, force: true });
  const boot = bootScript(index);
  const favicon = readFileSync(join(dist, "favicon.svg"), "utf8");
  const manifest: Record<string, string> = {};
  for (const path of entry.PRERENDER_PATHS) {
    const { html, title } = await entry.render(path);
    const file = fileFor(path);
    mkdirSync(dirname(join(target, file)), { recursive: true });
    writeFileSync(
      join(target, file),
      pageHtml(index, html, title, (css) => readFileSync(join(dist, css), "utf8"), boot.text, favicon),
    );
    manifest[path] = file;
  }
  writeFileSync(join(target, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
  // The server reads this and adds the hash to script-src for HTML pages (apps/server/src/http/spa.ts).
  writeFileSync(join(target, CSP_FILE), JSON.stringify({ scriptSrc: [boot.hash] }, null, 2) + "\n");
  precompressDir(target);
  console.log(`prerendered ${Object.keys(manifest).length} pages into dist/prerender`);
  // The page code leaves timers behind (the query cache keeps entries for minutes): do not wait for them.
  process.exit(0);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
