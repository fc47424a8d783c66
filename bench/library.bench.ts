// Library bench: 100,000 public content_items from ~1,000 owners plus 10,000 of one user, then
// the list requests the web app sends (its own getMyItems and getPublicItems, on a supabase-js
// client with the user's JWT and RLS): My Content first page and search, Browse first page (all
// kinds, one section, most liked) and a deep keyset page. Prints p50/p95 of the whole page load seen by the
// client and of the server's own time per request, beside the target p95 ≤ 50 ms, on PGlite and
// (when its binaries exist) PostgreSQL. Nothing is asserted.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { SignJWT } from "jose";
import WebSocket from "ws";
import { loadConfig } from "../apps/server/src/config.js";
import { KIND_IDS } from "../packages/generators/src/core/catalog.js";
import { startServer } from "../apps/server/src/server.js";
import type { Db } from "../apps/server/src/db/db.js";
import { createDatabase, startThrowawayPostgres } from "../apps/server/test/support/postgres.js";

const PUBLIC_ROWS = Number(process.env.BENCH_PUBLIC_ROWS ?? 100_000);
const MY_ROWS = Number(process.env.BENCH_MY_ROWS ?? 10_000);
const OWNERS = 1000;
const RUNS = Number(process.env.BENCH_RUNS ?? 150);
const TARGET_P95_MS = 50;
/** The deep keyset page starts this many rows into Browse (page DEEP / 24). */
const DEEP = Math.floor(PUBLIC_ROWS * 0.6);
const ME = randomUUID();

// The web app's own list requests, loaded at run time: getMyItems and getPublicItems build the
// request on the client they are given (here the user's, with RLS), so this bench times exactly what
// the browser sends. Their `@/` imports resolve through the `paths` in bench/tsconfig.json; the
// import paths are variables so that tsc (NodeNext) does not type-check the web sources here.
interface ListParams {
  q: string;
  kind: string;
  visibility: "" | "private" | "public";
  tag: string;
  sort: "newest" | "oldest" | "name" | "liked";
  after: string;
  before: string;
}
interface PageOut {
  rows: unknown[];
  total: number;
  next: string | null;
}
const api = "../apps/web/src/data/content-items";
const { getMyItems } = (await import(`${api}/get-my-items.ts`)) as { getMyItems(sb: SupabaseClient, ownerId: string, p: ListParams): Promise<PageOut> };
const { getPublicItems } = (await import(`${api}/get-public-items.ts`)) as {
  getPublicItems(sb: SupabaseClient, kinds: readonly string[] | null, p: ListParams): Promise<PageOut>;
};
const { encodeCursor } = (await import(`${api}/list-query.ts`)) as { encodeCursor(key: (string | number)[]): string };

const KINDS: readonly string[] = KIND_IDS;
const sqlArray = (xs: readonly string[]) => `(array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(",")}])`;
const FIRST = sqlArray([
  "al",
  "bri",
  "cor",
  "dun",
  "el",
  "fen",
  "gar",
  "hal",
  "isa",
  "jor",
  "kel",
  "lor",
  "mar",
  "nim",
  "or",
  "per",
  "quen",
  "ros",
  "sal",
  "tor",
  "ul",
  "val",
  "wen",
  "yor",
  "zan",
  "ath",
  "ber",
  "cal",
  "dor",
  "ev",
  "fal",
  "gwen",
  "hith",
  "ir",
  "kas",
  "lin",
  "mor",
]);
const SECOND = sqlArray([
  "ric",
  "wen",
  "dor",
  "a",
  "is",
  "an",
  "eth",
  "ion",
  "mar",
  "wyn",
  "ok",
  "ith",
  "el",
  "or",
  "us",
  "ara",
  "en",
  "ald",
  "orn",
  "ys",
  "ia",
  "ven",
  "ard",
]);
const EPITHET = sqlArray([
  "the Grey",
  "of the Marches",
  "Stormborn",
  "the Quiet",
  "of Saltmere",
  "Ashen",
  "the Younger",
  "of the Deep",
  "Ironhand",
  "the Wanderer",
  "of Five Rivers",
  "Thornkeeper",
  "the Last",
  "Moonlit",
  "of the Vale",
  "Oathbreaker",
  "the Bold",
  "of Emberfall",
  "Duskwalker",
  "the Wise",
  "Hollow",
  "of the Spire",
  "Saltblood",
]);
const ADJ = sqlArray([
  "old",
  "hidden",
  "bitter",
  "gilded",
  "forgotten",
  "sunken",
  "wandering",
  "cursed",
  "patient",
  "burning",
  "frozen",
  "sacred",
  "broken",
  "restless",
  "ancient",
  "silent",
  "crimson",
  "verdant",
  "hollow",
  "shining",
]);
const NOUN = sqlArray([
  "wizard",
  "harbour",
  "smuggler",
  "temple",
  "blade",
  "river",
  "crown",
  "forest",
  "tower",
  "pact",
  "song",
  "market",
  "library",
  "fortress",
  "ferry",
  "orchard",
  "mine",
  "shrine",
  "guild",
  "bridge",
  "lantern",
  "garden",
]);
const PLACE = sqlArray([
  "the northern marches",
  "Saltmere",
  "the drowned coast",
  "the ember hills",
  "the old capital",
  "the salt flats",
  "the border forts",
  "the river delta",
  "the high passes",
  "the glass desert",
]);
const TAGS = sqlArray([
  "war",
  "sea",
  "magic",
  "faith",
  "trade",
  "crime",
  "royalty",
  "nature",
  "undead",
  "dragons",
  "music",
  "craft",
  "exile",
  "heist",
  "plague",
  "mystery",
  "romance",
  "politics",
  "travel",
  "winter",
  "ruins",
  "prophecy",
  "family",
  "beasts",
  "alchemy",
]);

const rowSql = (g: string) => `
  initcap(${FIRST}[1 + (${g} * 7) % 37] || ${SECOND}[1 + (${g} * 13) % 23]) || ' ' || ${EPITHET}[1 + (${g} * 5) % 23],
  'A ' || ${ADJ}[1 + (${g} * 3) % 20] || ' ' || ${NOUN}[1 + (${g} * 11) % 22] || ' of ' || ${PLACE}[1 + (${g} * 17) % 10] || ', remembered for a ' || ${ADJ}[1 + (${g} * 19) % 20] || ' ' || ${NOUN}[1 + (${g} * 23) % 22] || '.',
  array[${TAGS}[1 + ${g} % 25], ${TAGS}[1 + (${g} * 7) % 25]]`;

async function seed(db: Db): Promise<void> {
  // Secondary indexes are dropped for the bulk insert and built again afterwards (much faster,
  // and the same indexes the migrations made).
  const indexes = (
    await db.query<{ name: string; def: string }>(
      `select indexname as name, indexdef as def from pg_indexes where schemaname = 'public' and tablename = 'content_items' and indexname <> 'content_items_pkey'`,
    )
  ).rows;
  for (const i of indexes) await db.exec(`drop index public."${i.name}"`);
  await db.query(`insert into auth.users (id, email) values ($1, 'bench-me@example.com')`, [ME]);
  await db.exec(`insert into auth.users (id, email) select gen_random_uuid(), 'bench-' || g || '@example.com' from generate_series(1, ${OWNERS}) g`);
  // Likes are skewed (most items have none, a few have many), set straight into like_count.
  await db.exec(`
    insert into public.content_items (owner_id, kind, name, summary, tags, visibility, created_at, like_count)
    select o.ids[1 + g % ${OWNERS}], ${sqlArray(KINDS)}[1 + g % 32], ${rowSql("g")}, 'public',
           now() - g * interval '53 seconds', floor(power(((g * 7919) % 1000) / 1000.0, 6) * 300)::int
    from generate_series(1, ${PUBLIC_ROWS}) g,
         (select array_agg(id order by id) ids from auth.users where email like 'bench-%' and id <> '${ME}') o`);
  await db.exec(`
    insert into public.content_items (owner_id, kind, name, summary, tags, visibility, created_at)
    select '${ME}', ${sqlArray(KINDS)}[1 + (g * 3) % 32], ${rowSql("(g + 500)")}, case when g % 5 = 0 then 'public' else 'private' end,
           now() - g * interval '7 minutes'
    from generate_series(1, ${MY_ROWS}) g`);
  for (const i of indexes) await db.exec(i.def);
  await db.exec(`analyze public.content_items`);
}

/** BENCH_EXPLAIN=1: the plans of the My Content queries, run as the user under RLS. */
async function explain(db: Db): Promise<void> {
  const plans: [string, string][] = [
    [
      "My Content, first page",
      `select id from public.content_items where owner_id = '${ME}' and deleted_at is null order by created_at desc, id desc limit 25`,
    ],
    [
      "My Content, search",
      `select id from public.content_items where owner_id = '${ME}' and deleted_at is null and search @@ websearch_to_tsquery('english', 'wizard') order by created_at desc, id desc limit 25`,
    ],
    ["Browse, first page", `select id from public.content_items where visibility = 'public' and deleted_at is null order by created_at desc, id desc limit 25`],
  ];
  for (const [name, sql] of plans) {
    const out = await db.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: ME, role: "authenticated" }),
      ]);
      return (await tx.query<{ "QUERY PLAN": string }>(`explain (analyze, costs off, timing off) ${sql}`)).rows.map((r) => r["QUERY PLAN"]);
    });
    console.log(`  plan: ${name}\n    ${out.join("\n    ")}`);
  }
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? NaN;
};

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
  console.log(
    `\n${label}: seeded ${PUBLIC_ROWS.toLocaleString()} public items (${OWNERS} owners) + ${MY_ROWS.toLocaleString()} of one user in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  if (process.env.BENCH_EXPLAIN) await explain(server.ctx.db);

  // Server time: from the request reaching Node's HTTP server to the response's last byte.
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
  const params = (p: Partial<ListParams>): ListParams => ({ q: "", kind: "", visibility: "", tag: "", sort: "newest", after: "", before: "", ...p });
  const myItems = (p: ListParams) => getMyItems(sb, ME, p);
  const publicItems = (kinds: string[] | null, p: ListParams) => getPublicItems(sb, kinds, p);

  const deep = (
    await server.ctx.db.query<{ c: string; id: string }>(
      `select to_json(created_at) #>> '{}' as c, id from public.content_items where visibility = 'public' and deleted_at is null order by created_at desc, id desc offset ${DEEP} limit 1`,
    )
  ).rows[0]!;
  const deepCursor = encodeCursor([deep.c, deep.id]);
  const words = ["wizard", "harbour", "temple", "crown", "library", "smuggler", "bridge", "orchard"];

  const cases: [string, (i: number) => Promise<PageOut>][] = [
    ["My Content, first page", () => myItems(params({}))],
    ["My Content, search", (i) => myItems(params({ q: words[i % words.length]! }))],
    ["My Content, search + name sort", (i) => myItems(params({ q: words[i % words.length]!, sort: "name" }))],
    ["Browse, all kinds, first page", () => publicItems(null, params({}))],
    ["Browse, characters section", () => publicItems(["character", "race", "bloodline", "heritage"], params({}))],
    ["Browse, most liked", () => publicItems(null, params({ sort: "liked" }))],
    ["Browse, search", (i) => publicItems(null, params({ q: words[i % words.length]! }))],
    [`Browse, keyset page ${Math.round(DEEP / 24).toLocaleString()}`, () => publicItems(null, params({ after: deepCursor }))],
  ];
  console.log(
    `  ${"request (as the web app sends it)".padEnd(34)} ${"client p50".padStart(10)} ${"p95".padStart(8)}   ${"server p50".padStart(10)} ${"p95".padStart(8)}   target p95 ≤ ${TARGET_P95_MS} ms`,
  );
  for (const [name, op] of cases) {
    for (let i = 0; i < 10; i++) await op(i); // warm-up
    serverTimes = [];
    const lat: number[] = [];
    let rows = 0;
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      const page = await op(i);
      lat.push(performance.now() - t);
      rows = page.rows.length;
      total = page.total;
    }
    const sp95 = pct(serverTimes, 0.95);
    const verdict = sp95 <= TARGET_P95_MS ? "meets" : "MISSES";
    console.log(
      `  ${name.padEnd(34)} ${pct(lat, 0.5).toFixed(1).padStart(7)} ms ${pct(lat, 0.95).toFixed(1).padStart(5)} ms   ${pct(serverTimes, 0.5).toFixed(1).padStart(7)} ms ${sp95.toFixed(1).padStart(5)} ms   ${verdict}  (${rows} rows, about ${total.toLocaleString()})`,
    );
  }
  await server.close();
}

await run("PGlite (in memory)", undefined);
const pg = await startThrowawayPostgres();
if (pg) {
  try {
    await run("PostgreSQL (throwaway cluster)", await createDatabase(pg.url, "wl_bench_library"));
  } finally {
    await pg.stop();
  }
} else console.log("\nPostgreSQL: skipped (no initdb/postgres binaries on this machine)");
