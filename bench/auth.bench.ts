// Auth throughput: password sign-ins/s (bcrypt-bound) and refresh-token grants/s, measured in
// one run against the real server on an in-memory PGlite.
import { loadConfig } from "../apps/server/src/config.js";
import { startServer } from "../apps/server/src/server.js";
import { BCRYPT_COST } from "../apps/server/src/auth/input.js";

const config = loadConfig(
  {
    PORT: "0",
    HOST: "127.0.0.1",
    WEB_DIST: "",
    LOG_LEVEL: "error",
    AUTH_AUTOCONFIRM: "true",
    RATE_LIMIT_AUTH_PER_IP: "1000000",
    RATE_LIMIT_AUTH_PER_EMAIL: "1000000",
  },
  { inMemory: true, jwtSecret: "bench-secret-".padEnd(48, "x") },
);
const server = await startServer(config, { logger: false });
const headers = { apikey: server.ctx.keys.anon, "content-type": "application/json" };
const post = async (path: string, body: unknown) => {
  const res = await fetch(`${server.url}/auth/v1${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { refresh_token: string };
};

await post("/signup", { email: "bench@example.com", password: "bench-password" });

async function measure(label: string, n: number, op: () => Promise<unknown>) {
  const times: number[] = [];
  const start = performance.now();
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await op();
    times.push(performance.now() - t);
  }
  const total = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  const rate = n / total;
  console.log(`${label.padEnd(28)} ${rate.toFixed(1).padStart(8)} /s   p50 ${p(0.5)} ms   p99 ${p(0.99)} ms   (n=${n})`);
  return rate;
}

console.log(`bcrypt cost ${BCRYPT_COST}`);
const signIns = await measure("password sign-in", 40, () => post("/token?grant_type=password", { email: "bench@example.com", password: "bench-password" }));
let token = (await post("/token?grant_type=password", { email: "bench@example.com", password: "bench-password" })).refresh_token;
const refreshes = await measure("refresh-token grant", 300, async () => {
  token = (await post("/token?grant_type=refresh_token", { refresh_token: token })).refresh_token;
});
console.log(`ratio refresh / sign-in: ${(refreshes / signIns).toFixed(1)}x (a sign-in pays for one bcrypt compare)`);
await server.close();
