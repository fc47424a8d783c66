// The REST bench's server in a process of its own (bench/rest.bench.ts, "separate processes"):
// the same startServer as `npm start`, PGlite in memory or BENCH_DATABASE_URL, the bench table
// created and the schema cache reloaded. It tells its parent its URL and anon key over IPC, and
// answers "cpu" with its own CPU time so far, so the bench can report the server's CPU per request.
import { startServer } from "../apps/server/src/server.js";
import { reloadSchemaCache } from "../apps/server/src/rest/service.js";
import { benchConfig, setupSql } from "./rest-shared.js";

if (!process.send) throw new Error("bench/rest-server.ts is started by rest.bench.ts with an IPC channel");
const send = (m: unknown) => process.send!(m);
const server = await startServer(benchConfig(process.env.BENCH_DATABASE_URL || undefined), { logger: false });
await server.ctx.db.exec(setupSql(process.env.BENCH_OWNER!));
await reloadSchemaCache(server.ctx);
process.on("message", (m) => {
  if (m === "cpu") send({ cpu: process.cpuUsage() });
  else if (m === "stop") void server.close().finally(() => process.exit(0));
});
process.on("disconnect", () => void server.close().finally(() => process.exit(0)));
send({ url: server.url, anon: server.ctx.keys.anon });
