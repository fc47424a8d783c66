// Bounded requests (docs/security.md "Bounded requests and statement timeouts"), on both
// databases: a search with thousands of OR-ed words, a body nested 10,000 levels, deep or long
// query-string grammar — each a quick 4xx while the server keeps answering everyone else, and the
// database still answers afterwards; "not found" raised by our functions is a 404, not a 500;
// on PostgreSQL every API statement runs under the role's statement_timeout.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { reloadSchemaCache } from "../../src/rest/service.js";
import { clientAs, databases, userToken, useServer } from "../rest/fixture.js";

const owner = randomUUID();
const other = randomUUID();
const thread = randomUUID();
const item = randomUUID();
const gone = randomUUID();
const setup = `
insert into auth.users (id, email) values ('${owner}', 'owner@example.com'), ('${other}', 'other@example.com');
insert into public.forum_threads (id, category_id, author_id, title) values ('${thread}', 'worldbuilding', '${owner}', 'Rivers that run uphill');
-- Many posts at once: past the posting limits (the triggers), with the search vector they would make.
alter table public.forum_posts disable trigger user;
insert into public.forum_posts (thread_id, number, author_id, body, search)
  select '${thread}', i, '${owner}', b, public.forum_post_search('', b)
  from generate_series(1, 200) i, lateral (select 'Post ' || i || ': rivers, dragons, kingdoms and the maps of the northern marches, word ' || i as b) x;
alter table public.forum_posts enable trigger user;
insert into public.content_items (id, owner_id, kind, name) values ('${item}', '${owner}', 'npc', 'Mara'), ('${gone}', '${owner}', 'npc', 'Gone');
update public.content_items set deleted_at = now() where id = '${gone}';
`;

/** Milliseconds a fetch takes to be answered, with its status and body. */
async function timed(url: string, init: RequestInit = {}): Promise<{ ms: number; status: number; body: string }> {
  const started = performance.now();
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
  const body = await res.text();
  return { ms: performance.now() - started, status: res.status, body };
}

describe.each(databases)("bounded requests on %s", (kind) => {
  const server = useServer(kind, setup);
  const anonHeaders = () => ({ apikey: server().anonKey, "content-type": "application/json" });
  const stillAnswers = async () => {
    const { data, error } = await server().client().from("forum_posts").select("id").limit(1);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect((await server().ctx.db.query<{ n: number }>("select 1 as n")).rows[0]!.n).toBe(1);
  };

  it("answers forum_search with 8,000 OR-ed words as a quick 400, while an ordinary request is answered at once", async () => {
    const q = Array.from({ length: 8000 }, (_, i) => `word${i}`).join(" or ");
    const search = timed(`${server().url}/rest/v1/rpc/forum_search`, { method: "POST", headers: anonHeaders(), body: JSON.stringify({ q }) });
    // Sent while the search is in flight: answered within a couple of seconds.
    await new Promise((r) => setTimeout(r, 20));
    const health = await timed(`${server().url}/auth/v1/health`, { headers: { apikey: server().anonKey } });
    expect(health.status).toBe(200);
    expect(health.ms).toBeLessThan(2000);
    const res = await search;
    expect(res.status, res.body).toBe(400);
    expect(res.ms).toBeLessThan(2000);
    expect(JSON.parse(res.body)).toMatchObject({ code: "22023", message: "A search can be at most 200 characters.", details: "forum_search_too_long" });
    await stillAnswers();
  }, 120_000);

  it("answers forum_search with more than 32 words in 200 characters as a 400, and an ordinary search with hits", async () => {
    const sb = server().client();
    const many = await sb.rpc("forum_search", { q: Array.from({ length: 50 }, (_, i) => String(i + 10)).join(" ") });
    expect(many.error).toMatchObject({ code: "22023", details: "forum_search_too_many_words" });
    const ok = await sb.rpc("forum_search", { q: "dragons or kingdoms", lim: 5 });
    expect(ok.error).toBeNull();
    expect(ok.data).toHaveLength(5);
  });

  it("looks for the first words only in feedback_similar: thousands of words are answered quickly, never an error", async () => {
    const res = await timed(`${server().url}/rest/v1/rpc/feedback_similar`, {
      method: "POST",
      headers: anonHeaders(),
      body: JSON.stringify({ q: Array.from({ length: 20_000 }, (_, i) => `word${i}`).join(" ") }),
    });
    expect(res.status, res.body).toBe(200);
    expect(res.ms).toBeLessThan(2000);
    await stillAnswers();
  });

  it("answers a body nested 10,000 levels as a 400 (an insert into jsonb and a function argument), and the database still answers", async () => {
    const deep = "[".repeat(10_000) + "]".repeat(10_000);
    const sb = clientAs(server(), await userToken(server(), owner));
    const token = await userToken(server(), owner);
    const headers = { ...anonHeaders(), authorization: `Bearer ${token}` };
    for (const [path, body] of [
      ["content_items", `{"kind":"npc","name":"Deep","data":{"a":${deep}}}`],
      ["content_items", `[{"kind":"npc","name":"Deep","data":${deep}}]`],
      ["rpc/create_world", `{"payload":${deep}}`],
      ["rpc/restore_content_item", `{"item":"${item}","snapshot":{"data":${deep}}}`],
    ] as const) {
      const res = await timed(`${server().url}/rest/v1/${path}`, { method: "POST", headers, body });
      expect(res.status, `${path} ${res.body}`).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ code: "PGRST102", message: "The request body is nested too deeply" });
    }
    const { data } = await sb.from("content_items").select("id").eq("name", "Deep");
    expect(data).toEqual([]);
    await stillAnswers();
  });

  it("bounds the filter grammar: nesting, or() terms, in() lists, JSON paths, select trees and full-text values", async () => {
    const base = `${server().url}/rest/v1/forum_posts`;
    const nested = (n: number) => `${"or(".repeat(n)}body.eq.x${")".repeat(n)}`;
    const cases: [string, string][] = [
      ["nested or()", `or=(${encodeURIComponent(nested(40))})`],
      ["1,000 or() terms", `or=(${Array.from({ length: 1000 }, (_, i) => `number.eq.${i}`).join(",")})`],
      ["in() with 1,500 values", `number=in.(${Array.from({ length: 1500 }, (_, i) => i).join(",")})`],
      ["a JSON path of 400 steps", `select=${"id,body->" + Array.from({ length: 400 }, () => "a").join("->")}`],
      ["a select tree of 400 items", `select=${Array.from({ length: 400 }, () => "id").join(",")}`],
      ["a full-text value of 4,000 characters", `search=fts.${Array.from({ length: 1000 }, (_, i) => `w${i}`).join("|")}`],
      ["a JSON literal nested 1,000 levels", `body=cs.${encodeURIComponent("[".repeat(1000) + "]".repeat(1000))}`],
    ];
    for (const [what, query] of cases) {
      const res = await timed(`${base}?${query}`, { headers: anonHeaders() });
      expect(res.status, `${what}: ${res.body}`).toBe(400);
      expect(JSON.parse(res.body).code, what).toBe("PGRST100");
      expect(res.ms, what).toBeLessThan(2000);
    }
    // Ordinary requests of the same kinds still pass.
    const ok = await timed(`${base}?select=id,body&or=(number.eq.1,and(number.gt.2,number.lt.5))&number=in.(1,2,3,4)&limit=3`, { headers: anonHeaders() });
    expect(ok.status, ok.body).toBe(200);
    expect(JSON.parse(ok.body)).toHaveLength(3);
    await stillAnswers();
  });

  it("keeps the forum's trigger helpers from the API: nobody may have a whole body indexed by forum_post_search", async () => {
    const body = JSON.stringify({ title: "t", body: "word ".repeat(150_000) });
    const anon = await timed(`${server().url}/rest/v1/rpc/forum_post_search`, { method: "POST", headers: anonHeaders(), body });
    expect(anon.status, anon.body).toBe(401);
    const token = await userToken(server(), owner);
    for (const [fn, args] of [
      ["forum_post_search", body],
      ["forum_check_body", JSON.stringify({ body: "word" })],
    ] as const) {
      const res = await timed(`${server().url}/rest/v1/rpc/${fn}`, {
        method: "POST",
        headers: { ...anonHeaders(), authorization: `Bearer ${token}` },
        body: args,
      });
      expect(res.status, `${fn} ${res.body}`).toBe(403);
      expect(JSON.parse(res.body).code).toBe("42501");
    }
    // Posting, which uses them, still works.
    const sb = clientAs(server(), await userToken(server(), other));
    const { error } = await sb.rpc("forum_create_thread", { category: "help", title: "Glaciers", body: "How fast do glaciers move?" });
    expect(error).toBeNull();
    expect((await sb.rpc("forum_search", { q: "glaciers" })).data).toHaveLength(1);
  });

  it("answers a function's 'not found' (P0002) as a 404: restoring another user's item, duplicating a deleted one", async () => {
    const theirs = clientAs(server(), await userToken(server(), other));
    const restored = await theirs.rpc("restore_content_item", { item, snapshot: { name: "Hijacked" } });
    expect(restored.error).toMatchObject({ code: "P0002" });
    expect(restored.status).toBe(404);
    const mine = clientAs(server(), await userToken(server(), owner));
    const copied = await mine.rpc("duplicate_content_items", { ids: [gone] });
    expect(copied.error).toMatchObject({ code: "P0002" });
    expect(copied.status).toBe(404);
    const { data } = await mine.from("content_items").select("name").eq("id", item).single();
    expect(data).toEqual({ name: "Mara" });
  });

  if (kind === "postgres") {
    it("runs an anonymous statement under a 3 s statement_timeout, and a signed-in one under 8 s", async () => {
      await server().ctx.db.exec(`
        create function public.wl_test_timeout() returns text language sql as $$ select current_setting('statement_timeout') $$;
        create function public.wl_test_sleep() returns void language sql as $$ select pg_sleep(6) $$;
        grant execute on function public.wl_test_timeout(), public.wl_test_sleep() to anon, authenticated;`);
      await reloadSchemaCache(server().ctx);
      expect((await server().client().rpc("wl_test_timeout")).data).toBe("3s");
      expect((await clientAs(server(), await userToken(server(), owner)).rpc("wl_test_timeout")).data).toBe("8s");
      const started = performance.now();
      const slept = await server().client().rpc("wl_test_sleep");
      expect(slept.error).toMatchObject({ code: "57014" });
      expect(performance.now() - started).toBeLessThan(5500);
      await stillAnswers();
    }, 30_000);
  }
});
