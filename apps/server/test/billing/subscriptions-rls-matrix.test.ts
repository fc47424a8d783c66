// The RLS matrix for plans, subscriptions and billing_events on both databases: anon / owner /
// other user / admin × select, insert, update, delete. Plans are readable by all and written by
// nobody through the API; a subscription is read by its user (and admins) and written only by
// the server; billing_events are invisible to every API caller.
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { clientAs, databases, userToken, useServer } from "../rest/fixture.js";

const owner = randomUUID();
const other = randomUUID();
const admin = randomUUID();
const setup = `
insert into auth.users (id, email) values ('${owner}', 'owner@example.com'), ('${other}', 'other@example.com'), ('${admin}', 'admin@example.com');
update public.profiles set is_admin = true where id = '${admin}';
insert into public.subscriptions (user_id, plan, status, current_period_end, provider, provider_customer_id)
  values ('${owner}', 'pro', 'active', now() + interval '20 days', 'stripe', 'cus_secret');
insert into public.billing_events (id, type) values ('evt_1', 'customer.subscription.created');
`;

type Who = "anon" | "owner" | "other" | "admin";
const users = { owner, other, admin };
const everyone = ["anon", "owner", "other", "admin"] as const;

describe.each(databases)("billing RLS matrix on %s", (kind) => {
  const server = useServer(kind, setup);
  const as = async (who: Who): Promise<SupabaseClient> => (who === "anon" ? server().client() : clientAs(server(), await userToken(server(), users[who])));
  const sql = async <T extends Record<string, unknown>>(q: string) => (await server().ctx.db.query<T>(q)).rows;

  it("select: plans by all; a subscription by its user and admins; billing events by nobody", async () => {
    for (const who of everyone) {
      const sb = await as(who);
      const plans = await sb.from("plans").select("id, max_universes").order("position");
      expect(
        plans.data?.map((p) => p.id),
        who,
      ).toEqual(["free", "pro"]);
      const subs = await sb.from("subscriptions").select("user_id, plan").eq("user_id", owner);
      expect((subs.data ?? []).length, who).toBe(who === "owner" || who === "admin" ? 1 : 0);
      const events = await sb.from("billing_events").select("id");
      expect(events.data ?? [], who).toEqual([]);
    }
  });

  it("insert: nobody writes a plan, a subscription or an event through the API", async () => {
    for (const who of everyone) {
      const sb = await as(who);
      const plan = await sb
        .from("plans")
        .insert({ id: "mega", name: "Mega", max_universes: 1, max_items: 1, max_story_documents: 1, max_storage_bytes: 1, max_batch_size: 1 });
      expect(plan.error?.code, who).toBe("42501");
      const self = who === "anon" ? other : users[who];
      const sub = await sb.from("subscriptions").insert({ user_id: self, plan: "pro", status: "active" });
      expect(sub.error?.code, who).toBe("42501");
      const event = await sb.from("billing_events").insert({ id: `evt_${who}`, type: "x" });
      expect(event.error?.code, who).toBe("42501");
    }
    expect(await sql(`select user_id from public.subscriptions`)).toEqual([{ user_id: owner }]);
    expect(await sql(`select id from public.plans order by id`)).toEqual([{ id: "free" }, { id: "pro" }]);
    expect(await sql(`select id from public.billing_events`)).toEqual([{ id: "evt_1" }]);
  });

  it("update: nobody changes a plan's limits or a subscription, not even their own", async () => {
    for (const who of everyone) {
      const sb = await as(who);
      const plan = await sb.from("plans").update({ max_items: 999999 }).eq("id", "free").select("id");
      expect(plan.error?.code ?? (plan.data?.length === 0 ? "none" : "changed"), who).not.toBe("changed");
      const sub = await sb
        .from("subscriptions")
        .update({ current_period_end: "2099-01-01T00:00:00Z", cancel_at_period_end: false })
        .eq("user_id", owner)
        .select("user_id");
      expect(sub.error?.code ?? (sub.data?.length === 0 ? "none" : "changed"), who).not.toBe("changed");
    }
    expect(await sql(`select max_items from public.plans where id = 'free'`)).toEqual([{ max_items: 500 }]);
    const [row] = await sql<{ far: boolean }>(
      `select current_period_end > now() + interval '1 year' as far from public.subscriptions where user_id = '${owner}'`,
    );
    expect(row!.far).toBe(false);
  });

  it("delete: nobody deletes a plan, a subscription or an event through the API", async () => {
    for (const who of everyone) {
      const sb = await as(who);
      const plan = await sb.from("plans").delete().eq("id", "pro").select("id");
      expect(plan.data ?? [], who).toEqual([]);
      const sub = await sb.from("subscriptions").delete().eq("user_id", owner).select("user_id");
      expect(sub.data ?? [], who).toEqual([]);
      const event = await sb.from("billing_events").delete().eq("id", "evt_1").select("id");
      expect(event.data ?? [], who).toEqual([]);
    }
    expect(await sql(`select count(*)::int as n from public.subscriptions`)).toEqual([{ n: 1 }]);
    expect(await sql(`select count(*)::int as n from public.plans`)).toEqual([{ n: 2 }]);
    expect(await sql(`select count(*)::int as n from public.billing_events`)).toEqual([{ n: 1 }]);
  });

  it("plan_usage: the caller's own plan and usage; anon gets nothing", async () => {
    const mine = await (await as("owner")).rpc("plan_usage");
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual([
      { plan: "pro", limit_key: "universes", used: 0, max: 100 },
      { plan: "pro", limit_key: "items", used: 0, max: 10000 },
      { plan: "pro", limit_key: "story_documents", used: 0, max: 1000 },
      { plan: "pro", limit_key: "storage_bytes", used: 0, max: 2 * 1024 * 1024 * 1024 },
      { plan: "pro", limit_key: "batch_size", used: 0, max: 200 },
    ]);
    const theirs = await (await as("other")).rpc("plan_usage");
    expect(theirs.data?.[0]).toEqual({ plan: "free", limit_key: "universes", used: 0, max: 10 });
    const anon = await (await as("anon")).rpc("plan_usage");
    expect(anon.data ?? []).toEqual([]);
    expect((await (await as("other")).rpc("my_plan")).data).toBe("free");
    expect((await (await as("owner")).rpc("my_plan")).data).toBe("pro");
  });
});
