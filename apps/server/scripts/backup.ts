// `npm run backup [-- --out <file>]`: writes a full backup of this install and prints its path.
import { runBackup } from "../src/ops/cli.js";

process.exitCode = await runBackup(process.argv.slice(2), process.env, { log: (l) => console.log(l), error: (l) => console.error(l) });
