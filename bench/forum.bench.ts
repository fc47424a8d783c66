// Forum bench: 10,000 threads and 500,000 posts (50 per thread) in six categories, then the
// requests the forum pages send (the same shapes as apps/web/src/data/forum/, on a
// supabase-js client with a user's JWT and RLS): the category list, thread lists (latest, one
// category, top) and a thread page (the thread row, its first and last page of posts, the
// authors' names). Prints p50/p95 seen by the client and of the server's own time per request,
// beside the target p95 ≤ 50 ms, on PGlite and (when its binaries exist) PostgreSQL. Nothing is
// asserted (search is not timed here: the bulk load leaves search vectors empty). BENCH_THREADS, BENCH_POSTS, BENCH_RUNS make it smaller; BENCH_SKIP_PG=1 / BENCH_SKIP_PGLITE=1 skip a database.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { SignJWT } from "jose";
import WebSocket from "ws";
import { loadConfig } from "../apps/server/src/config.js";
import { startServer } from "../apps/server/src/server.js";
import type { Db } from "../apps/server/src/db/db.js";
import { createDatabase, startThrowawayPostgres } from "../apps/server/test/support/postgres.js";

const THREADS = Number(process.env.BENCH_THREADS ?? 10_000);
const POSTS = Number(process.env.BENCH_POSTS ?? 500_000);
const USERS = 1000;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const TARGET_P95_MS = 50;
const PER_PAGE = 20;
const ME = randomUUID();
const CATEGORIES = ["announcements", "worldbuilding", "generators", "stories-writing", "campaigns-play", "help"];

async function seed(db: Db): Promise<void> {
  await db.query(`insert into auth.users (id, email) values ($1, 'bench-me@example.com')`, [ME]);
  await db.exec(`insert into auth.users (id, email) select gen_random_uuid(), 'bench-' || g || '@example.com' from generate_series(1, ${USERS}) g`);
  // The posting triggers (limits, numbering, counters) are for people; the bulk load sets the
  // same columns itself, then the category counters are recomputed once.
  await db.exec(`alter table public.forum_posts disable trigger user; alter table public.forum_threads disable trigger user`);
  const perThread = Math.max(1, Math.floor(POSTS / THREADS));
  await db.exec(`
    create temporary table bench_users as select array_agg(id order by id) ids from auth.users where email like 'bench-%' and id <> '${ME}';
    insert into public.forum_threads (id, category_id, author_id, title, created_at, last_post_at, post_count, like_count)
    select ('00000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid,
           (array['${CATEGORIES.join("','")}'])[1 + g % 6],
           u.ids[1 + g % ${USERS}], 'Thread ' || g || ' about rivers, moons and old roads',
           now() - g * interval '11 minutes', now() - g * interval '7 minutes', ${perThread}, (g * 7919) % 40
    from generate_series(1, ${THREADS}) g, bench_users u;
    insert into public.forum_posts (thread_id, number, author_id, body, created_at)
    select ('00000000-0000-4000-8000-' || lpad(to_hex(1 + (g - 1) % ${THREADS}), 12, '0'))::uuid, 1 + (g - 1) / ${THREADS},
           u.ids[1 + (g * 13) % ${USERS}], 'Post ' || g || ': the salt roads cross the ember waste; caravans leave every spring.',
           now() - g * interval '1 minute'
    from generate_series(1, ${THREADS * perThread}) g, bench_users u;
  `);
  await db.exec(`alter table public.forum_posts enable trigger user; alter table public.forum_threads enable trigger user`);
  for (const c of CATEGORIES) await db.query(`select public.forum_refresh_category($1)`, [c]);
  await db.exec(`analyze public.forum_threads; analyze public.forum_posts; analyze public.profiles`);
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? NaN;
};

function check<T>(r: { data: T | null; error: { message: string } | null }): T {
  if (r.error) throw new Error(r.error.message);
  return r.data as T;
}

async function run(label: string, databaseUrl: string | undefined): Promise<void> {
  const config = loadConfig(
    { PORT: "0", HOST: "127.0.0.1", WEB_DIST: "", LOG_LEVEL: "error", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    {
      inMemory: !databaseUrl,
      jwtSecret: "bench-secret-".padEnd(48, "x"),
    },
  );
  const server = await startServer(config, { logger: false });
  const t0 = performance.now();
  await seed(server.ctx.db);
  const perThread = Math.max(1, Math.floor(POSTS / THREADS));
  console.log(
    `\n${label}: seeded ${THREADS.toLocaleString()} threads and ${(THREADS * perThread).toLocaleString()} posts in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  let serverTimes: number[] = [];
  server.app.server.on("request", (_req: IncomingMessage, res: ServerResponse) => {
    const start = performance.now();
    res.on("finish", () => serverTimes.push(performance.now() - start));
  });
  const now = Math.floor(Date.now() / 1000);
  const jwt = await new SignJWT({ sub: ME, role: "authenticated", aud: "authenticated" })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode(config.jwtSecret));
  const sb: SupabaseClient = createClient(server.url, server.ctx.keys.anon, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${jwt}` } },
    realtime: { transport: WebSocket as never },
  });
  const threadId = (i: number) => `00000000-0000-4000-8000-${(1 + ((i * 7919) % THREADS)).toString(16).padStart(12, "0")}`;
  const threads = (category: string | null, sort: string[], page = 0) => {
    let q = sb.from("forum_threads").select("*", { count: "exact" });
    if (category) q = q.eq("category_id", category);
    q = q.order("pinned", { ascending: false });
    for (const c of sort) q = q.order(c, { ascending: false });
    return q.order("id", { ascending: false }).range(page * PER_PAGE, page * PER_PAGE + PER_PAGE - 1);
  };
  const posts = (id: string, page: number) =>
    sb
      .from("forum_posts")
      .select("id, thread_id, number, author_id, body, created_at, edited_at, deleted_at, hidden_at, hidden_reason, like_count")
      .eq("thread_id", id)
      .gte("number", page * PER_PAGE + 1)
      .lt("number", page * PER_PAGE + PER_PAGE + 1)
      .order("number");
  const lastPage = Math.floor((perThread - 1) / PER_PAGE);
  const deepPage = Math.max(0, Math.min(49, Math.floor(THREADS / 6 / PER_PAGE) - 1));

  const cases: [string, (i: number) => Promise<number>][] = [
    ["Categories", async () => check(await sb.from("forum_categories").select("*").order("position")).length],
    ["Threads, latest (all)", async () => check(await threads(null, ["last_post_at"])).length],
    ["Threads, one category, latest", async (i) => check(await threads(CATEGORIES[1 + (i % 5)]!, ["last_post_at"])).length],
    ["Threads, one category, top", async (i) => check(await threads(CATEGORIES[1 + (i % 5)]!, ["like_count", "last_post_at"])).length],
    [`Threads, category page ${deepPage + 1}`, async () => check(await threads("worldbuilding", ["last_post_at"], deepPage)).length],
    ["Thread page: thread row", async (i) => (check(await sb.from("forum_threads").select("*").eq("id", threadId(i)).maybeSingle()) ? 1 : 0)],
    ["Thread page: posts, page 1", async (i) => check(await posts(threadId(i), 0)).length],
    ["Thread page: posts, last page", async (i) => check(await posts(threadId(i), lastPage)).length],
    [
      "Thread page: author names",
      async (i) => {
        const ids = check(await posts(threadId(i), 0)).map((p: { author_id: string }) => p.author_id);
        serverTimes.pop(); // only the names request below is this case's
        return check(
          await sb
            .from("profiles")
            .select("id, display_name, username")
            .in("id", [...new Set(ids)]),
        ).length;
      },
    ],
  ];
  console.log(
    `  ${"request (as the forum pages send it)".padEnd(34)} ${"client p50".padStart(10)} ${"p95".padStart(8)}   ${"server p50".padStart(10)} ${"p95".padStart(8)}   target p95 ≤ ${TARGET_P95_MS} ms`,
  );
  for (const [name, op] of cases) {
    for (let i = 0; i < 10; i++) await op(i);
    serverTimes = [];
    const lat: number[] = [];
    let rows = 0;
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      rows = await op(i);
      lat.push(performance.now() - t);
    }
    const sp95 = pct(serverTimes, 0.95);
    console.log(
      `  ${name.padEnd(34)} ${pct(lat, 0.5).toFixed(1).padStart(7)} ms ${pct(lat, 0.95).toFixed(1).padStart(5)} ms   ${pct(serverTimes, 0.5).toFixed(1).padStart(7)} ms ${sp95.toFixed(1).padStart(5)} ms   ${sp95 <= TARGET_P95_MS ? "meets" : "MISSES"}  (${rows} rows)`,
    );
  }
  await server.close();
}

if (!process.env.BENCH_SKIP_PGLITE) await run("PGlite (in memory)", undefined);
const pg = process.env.BENCH_SKIP_PG ? undefined : await startThrowawayPostgres();
if (pg) {
  try {
    await run("PostgreSQL (throwaway cluster)", await createDatabase(pg.url, "wl_bench_forum"));
  } finally {
    await pg.stop();
  }
} else console.log("\nPostgreSQL: skipped");
