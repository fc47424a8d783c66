// Admin bench: the admin area's SQL on 100,000 accounts and 300,000 library items (embedded
// PGlite): the figures tab (admin_figures: sign-ups per day, active users, items by kind, public
// items, posts per day), the first and a deep page of the user list, and a search, each through
// /rest/v1 as a signed-in admin (the admin functions check public.is_admin()). Median and worst of
// a few calls, beside the 1-second mark; nothing is asserted. BENCH_USERS / BENCH_ITEMS make it smaller.
import { startE2EServer } from "../e2e/support/server.js";
import { createAdmin } from "../e2e/support/users.js";
import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 300_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const server = await startE2EServer();
try {
  const db = server.ctx.db;
  const t0 = Date.now();
  await db.exec(`insert into auth.users (id, email, created_at, last_sign_in_at, email_confirmed_at)
    select gen_random_uuid(), 'bench-' || g || '@example.com', now() - (g % 365) * interval '1 day', now() - (g % 60) * interval '1 day', now() from generate_series(1, ${USERS}) g`);
  await db.exec(`create temporary table bench_ids as select array_agg(id) ids from auth.users where email like 'bench-%'`);
  await db.exec(`insert into public.content_items (owner_id, kind, name, visibility)
    select b.ids[1 + g % ${USERS}], (array['character','location','faction','item','event'])[1 + g % 5], 'Item ' || g, case when g % 4 = 0 then 'public' else 'private' end
    from generate_series(1, ${ITEMS}) g, bench_ids b`);
  const seeded = Date.now() - t0;

  const admin = await createAdmin(server);
  const sb = createClient(server.url, server.anonKey, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });
  const { error } = await sb.auth.signInWithPassword({ email: admin.email, password: admin.password });
  if (error) throw error;

  const time = async (label: string, call: () => PromiseLike<{ error: unknown }>) => {
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const s = performance.now();
      const r = await call();
      if (r.error) throw new Error(`${label}: ${JSON.stringify(r.error)}`);
      ms.push(performance.now() - s);
    }
    ms.sort((a, b) => a - b);
    console.log(
      `  ${label.padEnd(36)} median ${ms[Math.floor(ms.length / 2)]!.toFixed(0).padStart(5)} ms, worst ${ms.at(-1)!.toFixed(0).padStart(5)} ms   (mark: 1,000 ms)`,
    );
  };
  console.log(
    `admin: ${USERS.toLocaleString("en")} accounts, ${ITEMS.toLocaleString("en")} items (seeded in ${(seeded / 1000).toFixed(1)} s), PGlite, ${RUNS} calls each`,
  );
  await time("figures (30 days)", () => sb.rpc("admin_figures", { days: 30 }));
  await time("user list, page 1", () => sb.rpc("admin_list_users", { search: "", page: 1, per_page: 25 }));
  await time("user list, page 2,000", () => sb.rpc("admin_list_users", { search: "", page: 2000, per_page: 25 }));
  await time("user search 'bench-4711'", () => sb.rpc("admin_list_users", { search: "bench-4711", page: 1, per_page: 25 }));
} finally {
  await server.close();
}
