// The worldloom-generate bin, spawned as a user would run it (after building dist/).
import { execFileSync, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

const pkg = fileURLToPath(new URL("..", import.meta.url));
const bin = fileURLToPath(new URL("../bin/worldloom-generate.mjs", import.meta.url));

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("worldloom-generate", () => {
  beforeAll(() => {
    execFileSync(process.execPath, [fileURLToPath(new URL("../../../node_modules/typescript/bin/tsc", import.meta.url)), "-p", "tsconfig.build.json"], { cwd: pkg });
  }, 120_000);

  it("prints a JSON array of results, reproducible by seed", () => {
    const a = run("skill", "--seed", "cli", "--count", "3");
    expect(a.code).toBe(0);
    const results = JSON.parse(a.stdout);
    expect(results).toHaveLength(3);
    expect(results[0].kind).toBe("skill");
    expect(results[0].seed).toBe("cli");
    expect(run("skill", "--seed", "cli", "--count", "3").stdout).toBe(a.stdout);
  });

  it("applies options and prints Markdown", () => {
    const r = run("calendar", "--seed", "x", "--option", "complexity=simple", "--format", "md");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^# /);
    expect(r.stdout).toContain("## Holidays");
    const j = JSON.parse(run("calendar", "--seed", "x", "--option", "complexity=simple").stdout);
    expect(j[0].options.complexity).toBe("simple");
  });

  it("exits with 2 and lists what is allowed on an unknown kind or option", () => {
    const k = run("dragon");
    expect(k.code).toBe(2);
    expect(k.stderr).toMatch(/Unknown kind "dragon". Allowed kinds: .*skill/);
    const o = run("skill", "--option", "colour=red");
    expect(o.code).toBe(2);
    expect(o.stderr).toMatch(/Unknown option "colour".*\n.*setting: one of/);
    const v = run("skill", "--option", "setting=space");
    expect(v.code).toBe(2);
    expect(v.stderr).toContain("high-fantasy");
    expect(run("skill", "--count", "51").code).toBe(2);
    expect(run("skill", "--format", "xml").code).toBe(2);
    expect(run().code).toBe(2);
  });
});
