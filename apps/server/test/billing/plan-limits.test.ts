// Plan limits enforced by Postgres on both databases, through /rest/v1 with a user's token: the
// Free limit refuses the next row with a message naming the limit and the plan that lifts it
// (HTTP 402, code PT402), Pro lifts it, and a downgrade keeps every row readable and editable
// while refusing new ones. The install's limits come from the plans table (lowered here).
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { clientAs, databases, userToken, useServer } from "../rest/fixture.js";

const user = randomUUID();
const setup = `
insert into auth.users (id, email) values ('${user}', 'limits@example.com');
update public.plans set max_items = 3, max_universes = 2, max_story_documents = 2 where id = 'free';
`;

describe.each(databases)("plan limits on %s", (kind) => {
  const server = useServer(kind, setup);
  const sb = async (): Promise<SupabaseClient> => clientAs(server(), await userToken(server(), user));
  const sql = async (q: string) => (await server().ctx.db.query(q)).rows;
  const item = (name: string) => ({ kind: "character", name, data: {} });

  it("Free refuses the next item over /rest/v1 with a clear 402, naming the limit and Pro", async () => {
    const c = await sb();
    const ok = await c
      .from("content_items")
      .insert([item("One"), item("Two"), item("Three")])
      .select("id");
    expect(ok.error).toBeNull();
    const over = await c.from("content_items").insert(item("Four"));
    expect(over.status).toBe(402);
    expect(over.error?.code).toBe("PT402");
    expect(over.error?.message).toBe("Free plan limit reached: 3 saved library items. Upgrade to Pro for 10000.");
    expect(over.error?.hint).toBe("See the plans on the Subscription page.");
    expect(await sql(`select count(*)::int as n from public.content_items where owner_id = '${user}'`)).toEqual([{ n: 3 }]);
    // A batch that would cross the limit is refused as a whole.
    const trash = await c.from("content_items").update({ deleted_at: new Date().toISOString() }).eq("name", "Three").select("id");
    expect(trash.data).toHaveLength(1);
    const batch = await c.from("content_items").insert([item("Four"), item("Five")]);
    expect(batch.error?.code).toBe("PT402");
    // Trashed items do not count: one free place again.
    expect((await c.from("content_items").insert(item("Four"))).error).toBeNull();
    const usage = await c.rpc("plan_usage");
    expect((usage.data as { limit_key: string; used: number; max: number }[]).find((r) => r.limit_key === "items")).toMatchObject({ used: 3, max: 3 });
  });

  it("universes and story documents have their own limits", async () => {
    const c = await sb();
    expect((await c.from("universes").insert([{ name: "Aster" }, { name: "Brume" }])).error).toBeNull();
    const third = await c.from("universes").insert({ name: "Cinder" });
    expect(third.error?.message).toBe("Free plan limit reached: 2 universes. Upgrade to Pro for 100.");
    expect(
      (
        await c.from("story_documents").insert([
          { tool: "story", title: "Saga" },
          { tool: "timeline", title: "Ages" },
        ])
      ).error,
    ).toBeNull();
    const second = await c.from("story_documents").insert({ tool: "story", title: "Sequel" });
    expect(second.error?.message).toBe("Free plan limit reached: 2 story documents. Upgrade to Pro for 1000.");
  });

  it("Pro lifts the limits; after a downgrade nothing is deleted, rows stay editable, new ones are refused", async () => {
    await sql(
      `insert into public.subscriptions (user_id, plan, status, current_period_end, cancel_at_period_end) values ('${user}', 'pro', 'active', now() + interval '3 days', true)`,
    );
    const c = await sb();
    expect((await c.rpc("my_plan")).data).toBe("pro");
    const more = await c
      .from("content_items")
      .insert([item("Five"), item("Six")])
      .select("id");
    expect(more.error).toBeNull();
    // Cancelled at the period end: Pro until then, Free after (simulated by moving the end back).
    await sql(`update public.subscriptions set current_period_end = now() - interval '1 minute' where user_id = '${user}'`);
    expect((await c.rpc("my_plan")).data).toBe("free");
    const mine = await c.from("content_items").select("id, name").is("deleted_at", null);
    expect(mine.data).toHaveLength(5);
    const edit = await c.from("content_items").update({ name: "Five, renamed" }).eq("name", "Five").select("name");
    expect(edit.data).toEqual([{ name: "Five, renamed" }]);
    const refused = await c.from("content_items").insert(item("Seven"));
    expect(refused.error?.message).toBe("Free plan limit reached: 3 saved library items. Upgrade to Pro for 10000.");
    expect(await sql(`select count(*)::int as n from public.content_items where owner_id = '${user}' and deleted_at is null`)).toEqual([{ n: 5 }]);
  });

  it("storage counts the bytes of the user's files; the next upload over the limit is refused with 402", async () => {
    const c = await sb();
    const png = (w: number) =>
      sharp({ create: { width: w, height: w, channels: 3, background: { r: 20, g: 90, b: 200 } } })
        .png()
        .toBuffer();
    expect((await c.storage.from("avatars").upload(`${user}/one.png`, await png(12), { contentType: "image/png" })).error).toBeNull();
    const [{ used }] = (await sql(`select public.plan_used('${user}', 'storage_bytes')::int as used`)) as [{ used: number }];
    expect(used).toBeGreaterThan(0);
    await sql(`update public.plans set max_storage_bytes = ${used} where id = 'free'`);
    const over = await c.storage.from("avatars").upload(`${user}/two.png`, await png(16), { contentType: "image/png" });
    expect(over.error?.message).toBe(`Free plan limit reached: ${+(used / 1024).toFixed(1)} KB of storage. Upgrade to Pro for 2 GB.`);
    expect((over.error as { statusCode?: string } | null)?.statusCode).toBe("402");
    expect(await sql(`select count(*)::int as n from storage.objects where owner_id = '${user}'`)).toEqual([{ n: 1 }]);
    // Replacing the file (upsert) frees its old bytes, so a same-size replacement still fits.
    expect((await c.storage.from("avatars").upload(`${user}/one.png`, await png(12), { contentType: "image/png", upsert: true })).error).toBeNull();
  });

  it("the database owner's bulk loads (seeds, bench) are not counted", async () => {
    await sql(`insert into public.content_items (owner_id, kind, name) select '${user}', 'item', 'Bulk ' || g from generate_series(1, 20) g`);
    expect(await sql(`select count(*)::int as n from public.content_items where owner_id = '${user}' and name like 'Bulk %'`)).toEqual([{ n: 20 }]);
  });
});
