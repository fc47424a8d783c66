// `npm start`: build whatever is missing or older than its sources, then run the server on
// the embedded database. `--dev` skips the build check and runs the server from source.
//
// Signals: SIGINT (Ctrl-C), SIGTERM and SIGHUP are passed to the running child (a build or the
// server), and this script exits when that child has, with its exit status; a child that has not
// stopped 10 s after the signal is killed. The package.json scripts `exec` this file, so npm's
// own signal forwarding reaches it (without `exec`, `sh -c` would swallow npm's SIGTERM and leave
// the server running). The server also stops when this script goes away without a word (its IPC
// channel closes), so a killed `npm start` never leaves the port taken.
import { spawn } from "node:child_process";
import { constants } from "node:os";
import { join } from "node:path";
import { stale } from "./build-state.mjs";

const root = new URL("..", import.meta.url).pathname;
const GRACE_MS = 10_000;

const builds = [
  { ws: "@worldloom/generators", sources: ["packages/generators/src"], output: "packages/generators/dist/index.js" },
  {
    ws: "@worldloom/web",
    sources: ["apps/web/src", "apps/web/index.html", "apps/web/public", "apps/web/build", "packages/generators/src"],
    output: "apps/web/dist/index.html",
  },
  { ws: "@worldloom/server", sources: ["apps/server/src"], output: "apps/server/dist/main.js" },
];

/** The child running now (a build or the server), and the signal that asked us to stop. */
let child;
let stopping;

/** The exit status a shell gives a process ended by `signal`. */
const statusOf = (signal) => 128 + (constants.signals[signal] ?? 15);

function onSignal(signal) {
  // A Ctrl-C reaches both npm and this script, and npm passes it on too: one stop is enough.
  if (stopping) return;
  stopping = signal;
  if (!child) process.exit(statusOf(signal));
  child.kill(signal);
  setTimeout(() => child?.kill("SIGKILL"), GRACE_MS).unref();
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => onSignal(signal));

/** Runs a child to its end; resolves with its exit code (or the shell status of its signal). */
function run(command, args, opts = {}) {
  return new Promise((resolve, reject) => {
    child = spawn(command, args, { cwd: root, stdio: "inherit", ...opts });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      child = undefined;
      resolve(code ?? (signal ? statusOf(signal) : 0));
    });
  });
}

async function main() {
  if (process.argv.includes("--dev")) {
    const tsx = join(root, "node_modules/tsx/dist/cli.mjs");
    return run(process.execPath, [tsx, "watch", "apps/server/src/main.ts"]);
  }
  for (const b of builds) {
    if (stopping) return statusOf(stopping);
    if (stale(root, b.sources, join(root, b.output))) {
      console.log(`Building ${b.ws}…`);
      const code = await run("npm", ["run", "build", "-w", b.ws]);
      if (stopping) return statusOf(stopping);
      if (code !== 0) return code;
    }
  }
  if (stopping) return statusOf(stopping);
  // The IPC channel tells the server when this script is gone (see apps/server/src/main.ts).
  return run(process.execPath, [join(root, "apps/server/dist/main.js")], { stdio: ["inherit", "inherit", "inherit", "ipc"] });
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
