// scripts/check-bundle.mjs, run as CI runs it after the build, on small made-up dist folders:
// it counts the entry and its modulepreloads (not lazy chunks), passes under the ceiling, and
// over it exits 1 naming the biggest chunks and modules (docs/decisions/0006-web-budgets.md).
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { moduleName } from "../../build/bundle-report";

// From the repository root or apps/web (jsdom gives import.meta.url no file: scheme).
const script = ["scripts/check-bundle.mjs", "../../scripts/check-bundle.mjs"].map((p) => resolve(process.cwd(), p)).find((p) => existsSync(p))!;
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A dist folder: index.html loading entry.js and preloading dep.js, plus a lazy chunk; random bytes do not compress. */
function dist(sizes: { entry: number; dep: number; lazy: number }): string {
  const d = mkdtempSync(join(tmpdir(), "bundle-budget-"));
  dirs.push(d);
  mkdirSync(join(d, "assets"));
  mkdirSync(join(d, ".vite"));
  for (const [name, n] of Object.entries(sizes)) writeFileSync(join(d, "assets", `${name}.js`), randomBytes(n).toString("base64"));
  writeFileSync(
    join(d, "index.html"),
    `<head><script type="module" crossorigin src="/assets/entry.js"></script><link rel="modulepreload" crossorigin href="/assets/dep.js"></head>`,
  );
  const modules = { "assets/entry.js": { imports: [], modules: [{ id: "huge-lib/index.js", bytes: 9, gzip: 300_000 }] } };
  writeFileSync(join(d, ".vite/bundle-modules.json"), JSON.stringify(modules));
  return d;
}

const run = (d: string) => spawnSync(process.execPath, [script, d], { encoding: "utf8" });

describe("check-bundle", () => {
  it("passes under the ceiling, counting the entry and its preloads but not lazy chunks", () => {
    const r = run(dist({ entry: 30_000, dep: 30_000, lazy: 900_000 }));
    expect(r.status).toBe(0);
    // base64 of random bytes gzips to about 3/4 of its length: two 40 KB files, not the lazy one.
    expect(r.stdout).toMatch(/Landing page JavaScript: (5\d|6\d)\.\d KB gzip in 2 files/);
  });

  it("fails over the ceiling and names the biggest chunks and modules", () => {
    const r = run(dist({ entry: 200_000, dep: 30_000, lazy: 10 }));
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("assets/entry.js");
    expect(r.stdout).toContain("huge-lib");
    expect(r.stderr).toContain("Over budget");
  });

  it("names modules by package or by path in the app", () => {
    expect(moduleName("/repo/node_modules/react-dom/cjs/x.js", "/repo/apps/web")).toBe("react-dom/cjs/x.js");
    expect(moduleName("/repo/apps/web/src/main.tsx?x=1", "/repo/apps/web")).toBe("src/main.tsx");
  });
});
