// `npm run db:types`: migrates a fresh in-memory PGlite with the platform SQL and
// supabase/migrations (the server's own migrate), then writes the schema's TypeScript types to
// apps/web/src/lib/database.types.ts. `--check` writes nothing and exits 1 when the file is stale.
import { readFileSync, writeFileSync } from "node:fs";
import { openPglite } from "../src/db/pglite.js";
import { migrate } from "../src/db/migrate.js";
import { generateDatabaseTypes } from "../src/db/gen-types.js";

export const typesFile = new URL("../../web/src/lib/database.types.ts", import.meta.url).pathname;

/** The module text for the current migrations. */
export async function currentDatabaseTypes(): Promise<string> {
  const db = await openPglite(undefined);
  try {
    await migrate(db);
    return await generateDatabaseTypes(db);
  } finally {
    await db.close();
  }
}

const isMain = process.argv[1] && new URL(import.meta.url).pathname === process.argv[1];
if (isMain) {
  const text = await currentDatabaseTypes();
  let before = "";
  try {
    before = readFileSync(typesFile, "utf8");
  } catch {
    // first run
  }
  if (process.argv.includes("--check")) {
    if (before !== text) {
      console.error(`${typesFile} is stale: run npm run db:types`);
      process.exit(1);
    }
    console.log("database types are current");
  } else if (before === text) {
    console.log(`${typesFile} is current`);
  } else {
    writeFileSync(typesFile, text);
    console.log(`wrote ${typesFile}`);
  }
}
