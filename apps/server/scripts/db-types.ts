// `npm run db:types`: migrates a fresh in-memory PGlite with the platform SQL and
// supabase/migrations (the server's own migrate), then writes the schema's TypeScript types:
// `public` for the web app (apps/web/src/lib/database.types.ts) and `auth` and `storage` for
// the server's row types (apps/server/src/db/database.types.ts). `--check` writes
// nothing and exits 1 when either file is stale.
import { readFileSync, writeFileSync } from "node:fs";
import { openPglite } from "../src/db/pglite.js";
import { migrate } from "../src/db/migrate.js";
import { generateDatabaseTypes } from "../src/db/gen-types.js";

export const typesFile = new URL("../../web/src/lib/database.types.ts", import.meta.url).pathname;
export const serverTypesFile = new URL("../src/db/database.types.ts", import.meta.url).pathname;

/** The two modules' text for the current migrations: [web, server]. */
export async function currentDatabaseTypes(): Promise<[string, string]> {
  const db = await openPglite(undefined);
  try {
    await migrate(db);
    return [await generateDatabaseTypes(db), await generateDatabaseTypes(db, ["auth", "storage"])];
  } finally {
    await db.close();
  }
}

const isMain = process.argv[1] && new URL(import.meta.url).pathname === process.argv[1];
if (isMain) {
  const texts = await currentDatabaseTypes();
  let failed = false;
  for (const [file, text] of [
    [typesFile, texts[0]],
    [serverTypesFile, texts[1]],
  ] as const) {
    let before = "";
    try {
      before = readFileSync(file, "utf8");
    } catch {
      // first run
    }
    if (process.argv.includes("--check")) {
      if (before !== text) {
        console.error(`${file} is stale: run npm run db:types`);
        failed = true;
      } else console.log(`${file} is current`);
    } else if (before === text) {
      console.log(`${file} is current`);
    } else {
      writeFileSync(file, text);
      console.log(`wrote ${file}`);
    }
  }
  if (failed) process.exit(1);
}
