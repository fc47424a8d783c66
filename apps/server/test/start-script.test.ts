// `npm start` rebuilds only what is older than its sources; a source may be a single file
// (apps/web/index.html), which once made every start after the first build crash.
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without types
import { newest, stale } from "../../../scripts/build-state.mjs";

describe("npm start's build check", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  function tree(): string {
    const root = mkdtempSync(join(tmpdir(), "wl-start-"));
    dirs.push(root);
    mkdirSync(join(root, "src/deep"), { recursive: true });
    mkdirSync(join(root, "dist"));
    const at = (p: string, secs: number) => {
      writeFileSync(join(root, p), p);
      utimesSync(join(root, p), secs, secs);
    };
    at("src/deep/a.ts", 1000);
    at("index.html", 2000);
    at("dist/index.html", 3000);
    return root;
  }

  it("reads the time of a single file as well as of a folder's newest file", () => {
    const root = tree();
    expect((newest as (p: string) => number)(join(root, "index.html"))).toBe(2_000_000);
    expect((newest as (p: string) => number)(join(root, "src"))).toBe(1_000_000);
    expect((newest as (p: string) => number)(join(root, "missing"))).toBe(0);
  });

  it("is fresh when the output is newer than every source, file or folder, and stale otherwise", () => {
    const root = tree();
    const check = stale as (root: string, sources: string[], output: string) => boolean;
    expect(check(root, ["src", "index.html"], join(root, "dist/index.html"))).toBe(false);
    utimesSync(join(root, "index.html"), 4000, 4000);
    expect(check(root, ["src", "index.html"], join(root, "dist/index.html"))).toBe(true);
    expect(check(root, ["src"], join(root, "dist/missing.js"))).toBe(true);
  });
});
