// Forum rows for e2e tests, made with SQL as the database owner. Posts still pass the posting
// trigger (numbering, limits); each seeded post is moved two days back so the rate and duplicate
// limits of the seeded authors are not used up by seeding.
import type { Page } from "playwright-core";
import type { E2EServer } from "../support/index.js";

export async function seedThread(
  server: E2EServer,
  opts: { category?: string; title: string; posts: { author: string; body: string }[] },
): Promise<{ id: string; posts: string[] }> {
  const db = server.ctx.db;
  const [first, ...rest] = opts.posts;
  const t = await db.query<{ id: string }>(`insert into public.forum_threads (category_id, author_id, title) values ($1, $2, $3) returning id`, [
    opts.category ?? "worldbuilding",
    first!.author,
    opts.title,
  ]);
  const id = t.rows[0]!.id;
  const posts: string[] = [];
  for (const p of [first!, ...rest]) {
    const r = await db.query<{ id: string }>(`insert into public.forum_posts (thread_id, author_id, body) values ($1, $2, $3) returning id`, [
      id,
      p.author,
      p.body,
    ]);
    posts.push(r.rows[0]!.id);
    await db.query(`update public.forum_posts set created_at = created_at - interval '2 days' where id = $1`, [r.rows[0]!.id]);
  }
  return { id, posts };
}

/** The signed-in page's access token and the anon key, for requests the UI would never make. */
export async function sessionOf(page: Page): Promise<{ token: string; anonKey: string }> {
  return page.evaluate(async () => {
    const key = Object.keys(localStorage).find((k) => k.endsWith("-auth-token"));
    const token = (JSON.parse(localStorage.getItem(key!)!) as { access_token: string }).access_token;
    const config = (await (await fetch("/config.json")).json()) as { supabaseAnonKey: string };
    return { token, anonKey: config.supabaseAnonKey };
  });
}
