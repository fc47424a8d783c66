// `npm start`: read the environment, start the server, say where everything is.
import { ConfigError, loadConfig } from "./config.js";
import { MigrationError } from "./db/migrate.js";
import { startServer } from "./server.js";

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  try {
    const server = await startServer(config, { logger: true });
    const db = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${config.dataDir}`;
    const mail = config.smtpUrl ? `SMTP (${new URL(config.smtpUrl).host})` : `the outbox at ${config.apiExternalUrl}/outbox`;
    console.log(
      [
        "",
        `  Worldloom is running at ${config.apiExternalUrl}`,
        `  Database:  ${db}`,
        `  Mail goes to ${mail}`,
        `  Anon key:  ${server.ctx.keys.anon}`,
        "",
      ].join("\n"),
    );
    // One stop, however many signals arrive (a Ctrl-C reaches npm start and the server both),
    // and a hard exit if closing hangs.
    let stopping = false;
    const stop = () => {
      if (stopping) return;
      stopping = true;
      setTimeout(() => process.exit(1), 10_000).unref();
      void server.close().finally(() => process.exit(0));
    };
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, stop);
    // Run by `npm start` (scripts/start.mjs) with an IPC channel: when that script is gone, so
    // is this server, even if nobody sent a signal.
    if (process.send) process.on("disconnect", stop);
  } catch (e) {
    if (e instanceof MigrationError) {
      console.error(e.message);
      process.exit(1);
    }
    const err = e as NodeJS.ErrnoException;
    if (err.code === "EADDRINUSE") {
      console.error(`Port ${config.port} is in use. Stop the other process or set PORT to another port.`);
      process.exit(1);
    }
    throw e;
  }
}

void main();
