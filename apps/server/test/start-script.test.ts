// `npm start` rebuilds only what is older than its sources; a source may be a single file
// (apps/web/index.html), which once made every start after the first build crash.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
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

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Whether this process can listen on the port: nothing else holds it. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once("error", () => resolve(false));
    s.listen(port, "127.0.0.1", () => s.close(() => resolve(true)));
  });
}

/** Waits until the server answers on the port (it compiles from source and migrates first). */
async function untilServing(port: number, proc: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (proc.exitCode !== null) throw new Error(`the process exited early (${proc.exitCode}):\n${log()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/auth/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server never answered on ${port}:\n${log()}`);
}

const exited = (proc: ChildProcess) =>
  new Promise<number | null>((resolve) => (proc.exitCode !== null ? resolve(proc.exitCode) : proc.once("exit", (code) => resolve(code))));

describe("npm start's signals", () => {
  const dirs: string[] = [];
  const groups: number[] = [];
  afterEach(() => {
    // A failed test must not leave its server behind: end the whole process group.
    for (const pid of groups.splice(0)) {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
    dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
  });

  /** `npm run dev` (npm → scripts/start.mjs → tsx watch → the server), in its own process group. */
  async function startNpm(port: number) {
    const dataDir = mkdtempSync(join(tmpdir(), "wl-start-data-"));
    dirs.push(dataDir);
    let out = "";
    const proc = spawn("npm", ["run", "dev", "--silent"], {
      cwd: repoRoot,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, WEB_DIST: "", LOG_LEVEL: "warn" },
    });
    groups.push(proc.pid!);
    proc.stdout!.on("data", (c: Buffer) => (out += c.toString()));
    proc.stderr!.on("data", (c: Buffer) => (out += c.toString()));
    await untilServing(port, proc, () => out);
    return { proc, log: () => out };
  }

  it("stops the server and frees its port when npm is sent SIGTERM", async () => {
    const port = await freePort();
    const { proc } = await startNpm(port);
    expect(await canListen(port)).toBe(false);
    proc.kill("SIGTERM");
    await exited(proc);
    expect(await canListen(port)).toBe(true);
  }, 180_000);

  it("stops the server when the start script that ran it is gone (its IPC channel closes)", async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), "wl-start-data-"));
    dirs.push(dataDir);
    let out = "";
    // The server as scripts/start.mjs runs it (with an IPC channel), from source.
    const proc = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
      cwd: repoRoot,
      detached: true,
      stdio: ["ignore", "pipe", "pipe", "ipc"],
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, WEB_DIST: "", LOG_LEVEL: "warn" },
    });
    groups.push(proc.pid!);
    proc.stdout!.on("data", (c: Buffer) => (out += c.toString()));
    proc.stderr!.on("data", (c: Buffer) => (out += c.toString()));
    await untilServing(port, proc, () => out);
    proc.disconnect();
    expect(await exited(proc)).toBe(0);
    expect(await canListen(port)).toBe(true);
  }, 180_000);

  it("stops on Ctrl-C (SIGINT to the whole process group) and frees the port", async () => {
    const port = await freePort();
    const { proc } = await startNpm(port);
    process.kill(-proc.pid!, "SIGINT");
    await exited(proc);
    expect(await canListen(port)).toBe(true);
  }, 180_000);
});
