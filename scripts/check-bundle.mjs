#!/usr/bin/env node
// The landing page's JavaScript budget (docs/decisions/0006-web-budgets.md): the entry
// script of apps/web/dist/index.html plus every module it preloads, gzipped, must stay within
// BUDGET_BYTES, a ceiling that only goes down until it reaches TARGET_BYTES (docs/decisions/0006-web-budgets.md). Run after `npm run build` (`npm run test:e2e` does). Over budget it exits 1 and
// prints the biggest chunks and modules, from dist/.vite/bundle-modules.json (apps/web/build/bundle-report.ts).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/** Today's ceiling: lower it when the figure drops; never raise it (0006-web-budgets.md). */
export const BUDGET_BYTES = 150 * 1024;
/** The goal for the same figure (docs/decisions/0006-web-budgets.md). */
export const TARGET_BYTES = 150 * 1024;

/** The scripts a browser fetches before the app can start: the entry and its modulepreloads. */
export function initialScripts(html) {
  const out = [];
  for (const m of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) out.push(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) out.push(m[1]);
  return [...new Set(out)];
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export function checkBundle(dist) {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const scripts = initialScripts(html);
  if (scripts.length === 0) throw new Error(`No module script in ${dist}/index.html`);
  const chunks = scripts.map((src) => {
    const raw = readFileSync(join(dist, src.replace(/^\//, "")));
    return { file: src.replace(/^\/?/, ""), raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
  });
  const total = chunks.reduce((s, c) => s + c.gzip, 0);
  return { chunks, total, ok: total <= BUDGET_BYTES };
}

function printBiggest(dist, chunks) {
  console.log("\nBiggest initial chunks (gzip):");
  for (const c of [...chunks].sort((a, b) => b.gzip - a.gzip).slice(0, 10)) console.log(`  ${kb(c.gzip).padStart(9)}  ${c.file}`);
  const reportPath = join(dist, ".vite/bundle-modules.json");
  if (!existsSync(reportPath)) return;
  const report = JSON.parse(readFileSync(reportPath, "utf8"));
  const byName = new Map();
  for (const c of chunks) {
    for (const m of report[c.file]?.modules ?? []) {
      // Group a package's files under its name (react-dom/cjs/... -> react-dom).
      const name = m.id.startsWith("@") ? m.id.split("/").slice(0, 2).join("/") : m.id.includes("/") && !m.id.startsWith("src/") ? m.id.split("/")[0] : m.id;
      const e = byName.get(name) ?? { bytes: 0, gzip: 0 };
      e.bytes += m.bytes;
      e.gzip += m.gzip;
      byName.set(name, e);
    }
  }
  console.log("\nBiggest modules and packages in them (gzip of each module alone, before minification):");
  for (const [name, e] of [...byName].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, 25)) console.log(`  ${kb(e.gzip).padStart(9)}  ${name}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv.slice(2).find((a) => !a.startsWith("--")) ?? fileURLToPath(new URL("../apps/web/dist", import.meta.url));
  const { chunks, total, ok } = checkBundle(dist);
  console.log(`Landing page JavaScript: ${kb(total)} gzip in ${chunks.length} files (budget ${kb(BUDGET_BYTES)}, target ${kb(TARGET_BYTES)}).`);
  if (!ok || process.argv.includes("--verbose")) printBiggest(dist, chunks);
  if (!ok) {
    console.error(`\nOver budget by ${kb(total - BUDGET_BYTES)}: move what the first page does not need behind import() (docs/decisions/0006-web-budgets.md).`);
    process.exit(1);
  }
}
