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
import { precompressDir, precompressFile } from "./precompress.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const outDir = join(root, "node_modules/.prerender");
const ROOT_TAG = '<div id="root"></div>';

/** Where a path's page is written, relative to dist/prerender ("/" → index.html). */
export function fileFor(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}

/**
 * index.html with the page inside #root, its title, and the stylesheet inlined (`css`: path → text):
 * the first paint needs the document alone — no stylesheet, no script, no font (index.css draws the
 * text in size-matched fallback faces until the web fonts arrive; the theme comes from the CSS's
 * prefers-color-scheme or, for an explicit choice, a class the server sets from a cookie).
 * The CSP allows inline style (`style-src 'self' 'unsafe-inline'`), never inline script.
 */
export function pageHtml(index: string, body: string, title: string | undefined, css: (path: string) => string, boot: string): string {
  if (!index.includes(ROOT_TAG)) throw new Error(`dist/index.html has no ${ROOT_TAG}`);
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  // data-prerendered: main.tsx renders over it and removes the mark (e2e's gotoApp waits for that).
  let html = index.replace(ROOT_TAG, () => `<div id="root" data-prerendered="">${body}</div>`);
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escape(title)}</title>`);
  // The page is drawn without its scripts, so they are requested only once it has been painted: the
  // entry and its modulepreloads give way to one small boot script (bootScript) that starts them then.
  // Requested with the page, they were done before the first paint on a fast link, and Lighthouse's
  // simulated LCP counts every request that ended before the observed one: LCP 2 s for a 0.9 s paint.
  html = html.replace(/\s*<link rel="modulepreload"[^>]*>/g, "");
  html = html.replace(/<script type="module"[^>]* src="[^"]+"><\/script>/, () => `<script type="module" fetchpriority="low" src="${boot}"></script>`);
  return html.replace(/<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_m, path: string) => {
    const text = css(path);
    if (/<\/style/i.test(text)) throw new Error(`${path} contains </style`);
    // The disabled link is never fetched; it tells Vite's preload helper, which loads a lazy chunk's
    // CSS unless a <link rel="stylesheet"> with that href is there, that these rules are in.
    return `<style>${text}</style>\n    <link rel="stylesheet" href="/${path}" disabled>`;
  });
}

/**
 * The boot script of a prerendered page (`index`: the built index.html): after the document is parsed
 * (a module script runs then) and painted (the first-contentful-paint entry, then two frames; two
 * frames alone where paint timing is missing), it adds the entry's modulepreload links and imports
 * the entry — the same scripts index.html loads at once.
 * A page that is never painted (a hidden tab) starts them after 3 s anyway.
 */
export function bootScript(index: string): { file: string; text: string } {
  const entry = /<script type="module"[^>]* src="([^"]+)"><\/script>/.exec(index)?.[1];
  if (!entry) throw new Error('dist/index.html has no entry <script type="module">');
  const preloads = [...index.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]!);
  const text = `// Prerendered page: the app's scripts start once the page is painted (apps/web/build/prerender.ts).
let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const href of ${JSON.stringify(preloads)}) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
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
`;
  const hash = createHash("sha256").update(text).digest("base64url").slice(0, 8);
  return { file: `assets/boot-${hash}.js`, text };
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
  writeFileSync(join(dist, boot.file), boot.text);
  // Written after Vite's own precompress pass: compressed here like every other asset.
  precompressFile(join(dist, boot.file));
  const manifest: Record<string, string> = {};
  for (const path of entry.PRERENDER_PATHS) {
    const { html, title } = await entry.render(path);
    const file = fileFor(path);
    mkdirSync(dirname(join(target, file)), { recursive: true });
    writeFileSync(
      join(target, file),
      pageHtml(index, html, title, (css) => readFileSync(join(dist, css), "utf8"), `/${boot.file}`),
    );
    manifest[path] = file;
  }
  writeFileSync(join(target, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
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
