// The worldloom-generate bin, spawned as a user would run it (after building dist/).
import { execFileSync, spawn, spawnSync } from "node:child_process";
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
    execFileSync(process.execPath, [fileURLToPath(new URL("../../../node_modules/typescript/bin/tsc", import.meta.url)), "-p", "tsconfig.build.json"], {
      cwd: pkg,
    });
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

  it("builds a whole linked world with --world, reproducible by seed, and documents it in --help", () => {
    const a = run("--world", "--seed", "cli-world", "--option", "setting=steampunk");
    expect(a.code).toBe(0);
    const w = JSON.parse(a.stdout);
    expect(w.seed).toBe("cli-world");
    expect(w.pieces.length).toBeGreaterThan(10);
    expect(w.pieces.every((p: { result: { options: { setting: string } } }) => p.result.options.setting === "steampunk")).toBe(true);
    expect(w.links.some((l: { type: string }) => l.type === "member of")).toBe(true);
    expect(run("--world", "--seed", "cli-world", "--option", "setting=steampunk").stdout).toBe(a.stdout);
    const md = run("--world", "--seed", "cli-world", "--format", "md");
    expect(md.stdout).toMatch(/^# \S/);
    expect(md.stdout).toContain("\n## ");
    expect(run("--world", "--count", "2").code).toBe(2);
    expect(run("--world", "--option", "size=huge").code).toBe(2);
    expect(run("--help").stdout).toContain("--world");
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
    for (const bad of ["0", "100001", "1e3", "-5", "ten", "2.5"]) {
      const c = run("skill", "--count", bad);
      expect(c.code, bad).toBe(2);
      expect(c.stderr).toContain(`--count must be a whole number from 1 to 100,000; got "${bad}".`);
      expect(c.stdout).toBe("");
    }
    expect(run("skill", "--count").stderr).toContain("--count needs a value.");
    expect(run("skill", "--count", "51").code).toBe(0);
    expect(run("skill", "--format", "xml").code).toBe(2);
    expect(run().code).toBe(2);
  });

  it("writes the same results as one JSON text per line with --format ndjson, and the JSON array matches them", () => {
    const nd = run("weapon", "--seed", "nd", "--count", "60", "--format", "ndjson");
    expect(nd.code).toBe(0);
    const lines = nd.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(60);
    const parsed = lines.map((l) => JSON.parse(l));
    expect(parsed[59].seed).toBe("nd~59");
    const arr = run("weapon", "--seed", "nd", "--count", "60");
    expect(arr.stdout).toBe(`${JSON.stringify(parsed, null, 2)}\n`);
    expect(nd.stderr).toBe("");
  });

  it("streams 100,000 results in a small heap (nothing is collected) and says nothing on a non-terminal stderr", async () => {
    // 100,000 monsters are some 250 MB of JSON: a 64 MB heap only holds if results are written as made.
    const child = spawn(
      process.execPath,
      ["--max-old-space-size=64", bin, "monster", "--seed", "bulk", "--count", "100000", "--format", "ndjson", "-o", "stats=5e"],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let lines = 0;
    let bytes = 0;
    let first = "";
    let stderr = "";
    child.stdout.on("data", (b: Buffer) => {
      if (first === "") first = b.toString("utf8").split("\n")[0] ?? "";
      bytes += b.length;
      for (let i = 0; i < b.length; i++) if (b[i] === 10) lines++;
    });
    child.stderr.on("data", (b: Buffer) => (stderr += b.toString("utf8")));
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(lines).toBe(100_000);
    expect(bytes).toBeGreaterThan(64 * 1024 * 1024);
    expect(JSON.parse(first).statBlock.type).toBe("creature");
  }, 240_000);

  it("stops quietly when the reader closes the pipe early", async () => {
    const child = spawn(process.execPath, [bin, "skill", "--count", "100000", "--format", "ndjson"], { stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (b: Buffer) => (stderr += b.toString("utf8")));
    child.stdout.once("data", () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(stderr).toBe("");
    expect(code).toBe(0);
  }, 120_000);
});
