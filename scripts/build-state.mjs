// Whether a build is older than its sources (used by `npm start`). A source may be a folder
// (walked, skipping node_modules and dist) or a single file such as apps/web/index.html.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** The newest modification time under `path` (a file or a folder); 0 when it does not exist. */
export function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    latest = Math.max(latest, newest(join(path, entry.name)));
  }
  return latest;
}

/** True when `output` is missing or any of `sources` (paths under `root`) changed after it. */
export function stale(root, sources, output) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((s) => newest(join(root, s)) > built);
}
