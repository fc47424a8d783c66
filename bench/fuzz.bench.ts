// Hostile input at volume: 100,000 generated requests (half REST, half auth; FUZZ_REQUESTS to
// change) against the real server on PGlite and, where its binaries exist, PostgreSQL. Prints the
// answers by status and every 5xx or hang, and exits non-zero on any (docs/security.md).
import { loadConfig } from "../apps/server/src/config.js";
import { startServer } from "../apps/server/src/server.js";
import { createDatabase, startThrowawayPostgres } from "../apps/server/test/support/postgres.js";
import { fuzz, restRequest, type FuzzReport } from "../apps/server/test/security/fuzz.js";
import { authRequest } from "../apps/server/test/security/fuzz-auth.js";

const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 100_000);
const seed = Number(process.env.FUZZ_SEED ?? 20261126);
let failed = 0;

function print(label: string, r: FuzzReport) {
  const statuses = Object.entries(r.statuses)
    .sort((a, b) => b[1] - a[1])
    .map(([s, n]) => `${s}:${n}`)
    .join(" ");
  console.log(
    `  ${label.padEnd(6)} ${String(r.sent).padStart(7)} requests in ${r.seconds.toFixed(0)} s (${(r.sent / r.seconds).toFixed(0)}/s), ${r.failures.length} 5xx or hangs   ${statuses}`,
  );
  for (const f of r.failures.slice(0, 10))
    console.log(`    ${f.request.method} ${f.request.path}?${f.request.query} [${f.request.auth}] body=${f.request.body?.slice(0, 120)} → ${f.outcome}`);
  failed += r.failures.length;
}

async function run(label: string, databaseUrl: string | undefined, total: number): Promise<void> {
  const config = loadConfig(
    {
      PORT: "0",
      HOST: "127.0.0.1",
      WEB_DIST: "",
      LOG_LEVEL: "fatal",
      RATE_LIMIT_AUTH_PER_IP: "1000000",
      RATE_LIMIT_AUTH_PER_EMAIL: "1000000",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    { inMemory: !databaseUrl, jwtSecret: "bench-secret-".padEnd(48, "x") },
  );
  const server = await startServer(config, { logger: false });
  const headers = { apikey: server.ctx.keys.anon, "content-type": "application/json" };
  await fetch(`${server.url}/auth/v1/admin/users`, {
    method: "POST",
    headers: { ...headers, authorization: `Bearer ${server.ctx.keys.serviceRole}` },
    body: JSON.stringify({ email: "fuzz@example.com", password: "fuzz-password", email_confirm: true }),
  });
  const session = (await (
    await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email: "fuzz@example.com", password: "fuzz-password" }),
    })
  ).json()) as { access_token: string };
  const target = { url: server.url, anonKey: server.ctx.keys.anon, serviceKey: server.ctx.keys.serviceRole, userToken: session.access_token };
  console.log(`\n${label} (seed ${seed})`);
  print("rest", await fuzz(target, restRequest, Math.ceil(total / 2), { seed, concurrency: 8 }));
  print("auth", await fuzz(target, authRequest, Math.floor(total / 2), { seed, concurrency: 8 }));
  await server.close();
}

await run("PGlite (in memory)", undefined, TOTAL);
const pg = await startThrowawayPostgres();
if (pg) {
  try {
    await run("PostgreSQL (throwaway cluster)", await createDatabase(pg.url, "wl_fuzz"), Number(process.env.FUZZ_REQUESTS_PG ?? TOTAL / 5));
  } finally {
    await pg.stop();
  }
} else console.log("\nPostgreSQL: skipped (no initdb/postgres binaries on this machine)");
process.exit(failed > 0 ? 1 : 0);
