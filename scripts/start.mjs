// `npm start`: build whatever is missing or older than its sources, then run the server on
// the embedded database. `--dev` skips the build check and runs the server from source.
import { spawnSync, spawn } from "node:child_process";
import { join } from "node:path";
import { stale } from "./build-state.mjs";

const root = new URL("..", import.meta.url).pathname;

const builds = [
  { ws: "@worldloom/generators", sources: ["packages/generators/src"], output: "packages/generators/dist/index.js" },
  { ws: "@worldloom/web", sources: ["apps/web/src", "apps/web/index.html", "apps/web/public", "packages/generators/src"], output: "apps/web/dist/index.html" },
  { ws: "@worldloom/server", sources: ["apps/server/src"], output: "apps/server/dist/main.js" },
];

if (!process.argv.includes("--dev")) {
  for (const b of builds) {
    if (stale(root, b.sources, join(root, b.output))) {
      console.log(`Building ${b.ws}…`);
      const r = spawnSync("npm", ["run", "build", "-w", b.ws], { cwd: root, stdio: "inherit" });
      if (r.status !== 0) process.exit(r.status ?? 1);
    }
  }
  const child = spawn(process.execPath, [join(root, "apps/server/dist/main.js")], { cwd: root, stdio: "inherit" });
  child.on("exit", (code) => process.exit(code ?? 0));
  for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
} else {
  const child = spawn("npx", ["tsx", "watch", "apps/server/src/main.ts"], { cwd: root, stdio: "inherit" });
  child.on("exit", (code) => process.exit(code ?? 0));
}
