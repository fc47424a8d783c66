// Once per e2e run, before any file: the migrated PGlite snapshot each file's server loads
// (apps/server/test/support/pglite-snapshot.ts), so workers do not each make it.
import { ensurePgliteSnapshot } from "../../apps/server/test/support/pglite-snapshot.js";

export default async function setup(): Promise<void> {
  await ensurePgliteSnapshot();
}
