// `npm run restore -- <file> [--force]`: restores a backup onto a fresh install.
import { runRestore } from "../src/ops/cli.js";

process.exitCode = await runRestore(process.argv.slice(2), process.env, { log: (l) => console.log(l), error: (l) => console.error(l) });
