// The operator's commands, run from the repository root:
//   npm run admin -- grant <email>   make an account an administrator (the first admin of an install)
//   npm run admin -- revoke <email>  take it back (never the last administrator)
//   npm run keys                     print this install's anon and service-role API keys
// They read the same environment as `npm start` (DATA_DIR for the embedded PGlite database,
// DATABASE_URL for PostgreSQL, JWT_SECRET). PGlite allows one process: stop the server first.
import { ConfigError, loadConfig, type Config } from "../config.js";
import type { Db } from "../db/db.js";
import { migrate } from "../db/migrate.js";
import { openDb } from "../db/open.js";
import { deriveKeys } from "../keys.js";

/** A mistake of the operator's: printed as is, exit code 1. */
export class UsageError extends Error {}

export const usage = `Usage:
  npm run admin -- grant <email>    make the account with this e-mail an administrator
  npm run admin -- revoke <email>   remove administrator rights (never from the last administrator)
  npm run keys                      print the anon and service-role API keys`;

function config(env: NodeJS.ProcessEnv): Config {
  try {
    return loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) throw new UsageError(e.message);
    throw e;
  }
}

export async function keysCommand(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const cfg = config(env);
  const keys = await deriveKeys(cfg.jwtSecret);
  return [
    `API URL:           ${cfg.apiExternalUrl}`,
    `anon key:          ${keys.anon}`,
    `service_role key:  ${keys.serviceRole}`,
    "",
    "The service_role key bypasses row-level security: keep it secret, never put it in a browser.",
  ].join("\n");
}

/** True when a Worldloom server answers on this install's port (PGlite must not be opened twice). */
async function serverRunning(port: number): Promise<boolean> {
  if (port === 0) return false;
  try {
    const res = await fetch(`http://127.0.0.1:${port}/auth/v1/health`, { signal: AbortSignal.timeout(1500) });
    const body = (await res.json()) as { version?: string };
    return body.version === "worldloom-auth";
  } catch {
    return false;
  }
}

async function setAdmin(db: Db, email: string, make: boolean): Promise<string> {
  return db.transaction(async (tx) => {
    const user = (
      await tx.query<{ id: string; is_admin: boolean | null }>(
        `select u.id, p.is_admin from auth.users u left join public.profiles p on p.id = u.id where lower(u.email) = lower($1)`,
        [email],
      )
    ).rows[0];
    if (!user) throw new UsageError(`No account has the e-mail ${email}. Sign up in the app first, then run this again.`);
    if (Boolean(user.is_admin) === make) return `${email} ${make ? "is already" : "is not"} an administrator; nothing changed.`;
    if (!make) {
      const admins = (await tx.query<{ id: string }>(`select id from public.profiles where is_admin for update`)).rows.length;
      if (admins <= 1) throw new UsageError(`${email} is the last administrator: grant someone else first.`);
    }
    await tx.query(`insert into public.profiles (id) values ($1) on conflict (id) do nothing`, [user.id]);
    await tx.query(`update public.profiles set is_admin = $2 where id = $1`, [user.id, make]);
    await tx.query(
      `insert into public.admin_audit (actor_email, action, target_type, target_id, before, after, reason)
       values ('operator (command line)', $1, 'user', $2, jsonb_build_object('is_admin', $3::boolean), jsonb_build_object('is_admin', $4::boolean), '')`,
      [make ? "grant_admin" : "revoke_admin", user.id, !make, make],
    );
    return make ? `${email} is now an administrator. Sign in again (or reload) to see /admin.` : `${email} is no longer an administrator.`;
  });
}

export async function adminCommand(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const [action, email, ...rest] = args;
  if (action !== "grant" && action !== "revoke") throw new UsageError(action ? `Unknown command "${action}".\n${usage}` : usage);
  if (!email || rest.length > 0) throw new UsageError(`Give exactly one e-mail address.\n${usage}`);
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError(`"${email}" is not an e-mail address.`);
  const cfg = config(env);
  if (!cfg.databaseUrl && (await serverRunning(cfg.port))) {
    throw new UsageError(
      `A Worldloom server is running on port ${cfg.port}. The embedded database allows one process at a time: stop the server, run this again, then start it.`,
    );
  }
  let db: Db;
  try {
    db = await openDb(cfg);
  } catch (e) {
    const where = cfg.databaseUrl ? "the PostgreSQL database in DATABASE_URL" : `the embedded database in ${cfg.dataDir}`;
    throw new UsageError(`Cannot open ${where}: ${(e as Error).message}`);
  }
  try {
    await migrate(db);
    return await setAdmin(db, email.trim(), action === "grant");
  } finally {
    await db.close();
  }
}

export async function runCli(run: () => Promise<string>): Promise<void> {
  try {
    console.log(await run());
    process.exit(0);
  } catch (e) {
    console.error(e instanceof UsageError ? e.message : `Failed: ${(e as Error).message}`);
    process.exit(1);
  }
}
