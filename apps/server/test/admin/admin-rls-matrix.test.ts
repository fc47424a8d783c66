// The RLS matrix for the admin tables on both databases: anon / owner / other user / admin ×
// select / insert / update / delete on admin_audit, content_reports and moderation_notices.
// "owner" reported an item and got a notice; "other" did neither. Rows are made as the database
// owner; users are inserted into auth.users directly.
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { clientAs, databases, userToken, useServer } from "../rest/fixture.js";

const owner = randomUUID();
const other = randomUUID();
const admin = randomUUID();
const author = randomUUID();
const publicItem = randomUUID();
const privateItem = randomUUID();
const setup = `
insert into auth.users (id, email) values ('${owner}', 'owner@example.com'), ('${other}', 'other@example.com'),
  ('${admin}', 'admin@example.com'), ('${author}', 'author@example.com');
update public.profiles set is_admin = true where id = '${admin}';
insert into public.content_items (id, owner_id, kind, name, visibility) values
  ('${publicItem}', '${author}', 'npc', 'Public NPC', 'public'), ('${privateItem}', '${author}', 'npc', 'Private NPC', 'private');
insert into public.content_reports (target_type, target_id, reporter_id, reason) values ('item', '${publicItem}', '${owner}', 'Rude');
insert into public.moderation_notices (user_id, target_type, target_id, action, reason) values ('${owner}', 'item', 'x', 'unpublish', 'Rude');
insert into public.admin_audit (actor_id, action, target_type, target_id, reason) values ('${admin}', 'ban', 'user', '${owner}', 'Spam');
`;

type Who = "anon" | "owner" | "other" | "admin";
const ids = { owner, other, admin };
const everyone = ["anon", "owner", "other", "admin"] as const;

describe.each(databases)("admin RLS matrix on %s", (kind) => {
  const server = useServer(kind, setup);
  const as = async (who: Who): Promise<SupabaseClient> => (who === "anon" ? server().client() : clientAs(server(), await userToken(server(), ids[who])));
  const sql = async <T extends Record<string, unknown>>(text: string) => (await server().ctx.db.query<T>(text)).rows;
  const denied = (res: { error: { code?: string } | null }, label: string) => expect(res.error?.code, label).toBe("42501");
  const none = (res: { error: unknown; data: unknown }, label: string) => expect([res.error, res.data ?? []], label).toEqual([null, []]);

  it("admin_audit: only admins read; nobody inserts, updates or deletes", async () => {
    for (const who of everyone) {
      const read = await (await as(who)).from("admin_audit").select("action");
      if (who === "admin") expect(read.data, who).toEqual([{ action: "ban" }]);
      else expect(read.data ?? [], who).toEqual([]);
      denied(await (await as(who)).from("admin_audit").insert({ action: "forged", target_type: "user" }), `${who} insert`);
      const upd = await (await as(who)).from("admin_audit").update({ reason: "changed" }).eq("action", "ban");
      expect(upd.error, `${who} update`).not.toBeNull();
      const del = await (await as(who)).from("admin_audit").delete().eq("action", "ban");
      expect(del.error, `${who} delete`).not.toBeNull();
    }
    expect(await sql(`select reason from public.admin_audit`)).toEqual([{ reason: "Spam" }]);
  });

  it("content_reports: the reporter and admins read; signed-in users report public content as themselves; nobody updates or deletes", async () => {
    for (const who of everyone) {
      const read = await (await as(who)).from("content_reports").select("reason");
      if (who === "owner" || who === "admin") expect(read.data, who).toEqual([{ reason: "Rude" }]);
      else expect(read.data ?? [], who).toEqual([]);
    }
    denied(await (await as("anon")).from("content_reports").insert({ target_type: "item", target_id: publicItem, reason: "x" }), "anon insert");
    denied(await (await as("other")).from("content_reports").insert({ target_type: "item", target_id: privateItem, reason: "x" }), "private item");
    denied(
      await (await as("other")).from("content_reports").insert({ target_type: "item", target_id: publicItem, reason: "x", reporter_id: owner }),
      "as someone else",
    );
    expect((await (await as("other")).from("content_reports").insert({ target_type: "item", target_id: publicItem, reason: "Also rude" })).error).toBeNull();
    const long = await (await as("admin")).from("content_reports").insert({ target_type: "item", target_id: publicItem, reason: "x".repeat(1001) });
    expect(long.error?.message).toBe("A report needs a reason of 1 to 1,000 characters.");
    for (const who of everyone) {
      const upd = await (await as(who)).from("content_reports").update({ status: "resolved" }).eq("target_id", publicItem).select("id");
      if (who === "anon") denied(upd, "anon update");
      else expect(upd.error, `${who} update`).not.toBeNull();
      const del = await (await as(who)).from("content_reports").delete().eq("target_id", publicItem).select("id");
      denied(del, `${who} delete`);
    }
    expect(await sql(`select status from public.content_reports order by created_at`)).toEqual([{ status: "open" }, { status: "open" }]);
  });

  it("moderation_notices: only the user it is for reads and marks it read; nobody inserts or deletes", async () => {
    for (const who of everyone) {
      const read = await (await as(who)).from("moderation_notices").select("reason");
      if (who === "owner") expect(read.data, who).toEqual([{ reason: "Rude" }]);
      else expect(read.data ?? [], who).toEqual([]);
      denied(
        await (await as(who)).from("moderation_notices").insert({ user_id: ids.owner, target_type: "item", target_id: "y", action: "hide", reason: "x" }),
        `${who} insert`,
      );
      denied(await (await as(who)).from("moderation_notices").delete().eq("user_id", owner), `${who} delete`);
    }
    none(
      await (await as("other")).from("moderation_notices").update({ read_at: new Date().toISOString() }).eq("user_id", owner).select("id"),
      "other marks read",
    );
    none(
      await (await as("admin")).from("moderation_notices").update({ read_at: new Date().toISOString() }).eq("user_id", owner).select("id"),
      "admin marks read",
    );
    denied(await (await as("owner")).from("moderation_notices").update({ reason: "rewritten" }).eq("user_id", owner), "owner rewrites");
    const mine = await (await as("owner")).from("moderation_notices").update({ read_at: new Date().toISOString() }).eq("user_id", owner).select("reason");
    expect(mine.data).toEqual([{ reason: "Rude" }]);
  });
});
