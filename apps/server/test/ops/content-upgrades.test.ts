// Content upgrades: the dry run shows each item's diff and changes nothing; Upgrade all moves every
// outdated item of a kind to the current generator keeping user-edited values and prose; Undo puts
// them back. Only admins; the bookkeeping tables are admin-read-only through /rest/v1 (RLS matrix).
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { generate, generatorFor } from "@worldloom/generators";
import { describe, expect, it } from "vitest";
import { clientAs, databases, userToken, useServer } from "../rest/fixture.js";
import { useTestServer } from "../support/databases.js";
import { signedInUser } from "../support/users.js";

interface Plan {
  id: string;
  name: string;
  fromVersion: number;
  toVersion: number;
  changes: { part: string; label: string; before: string; after: string }[];
  error?: string;
}

const current = generatorFor("character").version;

/** A character saved "by an older generator": one field missing, the prose as it was then. */
function oldCharacter(seed: string, edited: { summary?: string; occupation?: string } = {}) {
  const r = generate("character", { seed })[0]!;
  const fields = r.fields
    .filter((f) => f.key !== "hooks")
    .map((f) => (f.key === "occupation" && edited.occupation ? { ...f, value: { type: "text", value: edited.occupation } } : f));
  const data = {
    ...r,
    version: current - 1,
    fields,
    summary: "An old summary.",
    sections: [{ title: "Old", markdown: "Old prose." }],
  };
  return {
    kind: "character",
    name: r.name,
    summary: edited.summary ?? "An old summary.",
    data,
    tags: [...r.tags],
    seed,
    generator_version: current - 1,
  };
}

describe.each(databases)("content upgrades on %s", (kind) => {
  const server = useTestServer(kind);

  it("dry-runs, upgrades all or nothing, keeps edits, and undoes", async () => {
    const s = server();
    const [alice] = await signedInUser(s, `up-alice-${kind}@example.com`);
    const [adminClient, adminId] = await signedInUser(s, `up-admin-${kind}@example.com`);
    await s.ctx.db.query(`update public.profiles set is_admin = true where id = $1`, [adminId]);
    const inserted = await alice
      .from("content_items")
      .insert([
        oldCharacter("plain-1"),
        oldCharacter("edited-2", {
          summary: "My own words.",
          occupation: "Lamplighter",
        }),
      ])
      .select("id, name, summary, data, generator_version, updated_at");
    expect(inserted.error).toBeNull();
    const [plain, edited] = inserted.data!;
    const token = async (c: SupabaseClient) => (await c.auth.getSession()).data.session!.access_token;
    const call = async (c: SupabaseClient, path: string, body?: unknown) =>
      fetch(`${s.url}/ops/v1/content-upgrades${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: {
          Authorization: `Bearer ${await token(c)}`,
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });

    expect((await call(alice, "")).status).toBe(403);
    expect((await call(alice, "/dry-run", { kind: "character" })).status).toBe(403);
    expect((await call(alice, "/apply", { kind: "character" })).status).toBe(403);

    const list = (await (await call(adminClient, "")).json()) as {
      kinds: {
        kind: string;
        current: number;
        total: number;
        versions: unknown[];
      }[];
    };
    expect(list.kinds).toEqual([
      {
        kind: "character",
        current,
        total: 2,
        versions: [{ version: current - 1, count: 2 }],
      },
    ]);

    const before = await s.ctx.db.query(`select id, summary, data, generator_version, updated_at from public.content_items order by id`);
    const dry = (await (await call(adminClient, "/dry-run", { kind: "character" })).json()) as { items: Plan[] };
    expect(dry.items.map((p) => p.id).sort()).toEqual([plain!.id, edited!.id].sort());
    const p1 = dry.items.find((p) => p.id === plain!.id)!;
    expect(p1.changes.map((c) => c.part)).toEqual(["version", "field:hooks", "summary", "sections"]);
    expect(p1.changes[0]).toMatchObject({
      before: String(current - 1),
      after: String(current),
    });
    expect(p1.changes[1]!.before).toBe("");
    const p2 = dry.items.find((p) => p.id === edited!.id)!;
    // The edited summary and the edited field stay; only the new field and the version change.
    expect(p2.changes.map((c) => c.part)).toEqual(["version", "field:hooks", "sections"]);
    // The dry run wrote nothing.
    expect((await s.ctx.db.query(`select id, summary, data, generator_version, updated_at from public.content_items order by id`)).rows).toEqual(before.rows);
    expect((await s.ctx.db.query(`select count(*)::int as n from public.content_upgrade_runs`)).rows[0]).toEqual({ n: 0 });

    const applied = await call(adminClient, "/apply", { kind: "character" });
    expect(applied.status).toBe(200);
    const { run } = (await applied.json()) as {
      run: { id: string; itemCount: number };
    };
    expect(run.itemCount).toBe(2);
    const after = (
      await s.ctx.db.query<{
        id: string;
        summary: string;
        data: { fields: { key: string; value: { value?: string } }[] };
        generator_version: number;
      }>(`select id, summary, data, generator_version from public.content_items`)
    ).rows;
    expect(after.every((r) => r.generator_version === current)).toBe(true);
    const e = after.find((r) => r.id === edited!.id)!;
    expect(e.summary).toBe("My own words.");
    expect(e.data.fields.find((f) => f.key === "occupation")!.value.value).toBe("Lamplighter");
    expect(e.data.fields.some((f) => f.key === "hooks")).toBe(true);
    expect(after.find((r) => r.id === plain!.id)!.summary).not.toBe("An old summary.");
    expect(((await (await call(adminClient, "")).json()) as { kinds: unknown[] }).kinds).toEqual([]);
    expect((await call(adminClient, "/apply", { kind: "character" })).status).toBe(409);

    // Undo: both come back exactly as they were.
    const undo = await call(adminClient, `/runs/${run.id}/undo`, {});
    expect(await undo.json()).toEqual({ restored: 2, skipped: 0 });
    const back = await s.ctx.db.query(`select id, summary, data, generator_version from public.content_items order by id`);
    expect(back.rows).toEqual(
      before.rows.map((r) => ({
        id: r.id,
        summary: r.summary,
        data: r.data,
        generator_version: r.generator_version,
      })),
    );
    expect((await call(adminClient, `/runs/${run.id}/undo`, {})).status).toBe(409);
    // The upgrade and its undo are in the admin audit log.
    const audit = await s.ctx.db.query<{ action: string; target_id: string; after: { items?: number; restored?: number } }>(
      `select action, target_id, after from public.admin_audit where action like 'content_upgrade%' order by id`,
    );
    expect(audit.rows.map((r) => [r.action, r.target_id])).toEqual([
      ["content_upgrade", "character"],
      ["content_upgrade_undo", run.id],
    ]);
    expect(audit.rows[1]!.after.restored).toBe(2);
  }, 120_000);

  it("upgrades nothing when one item cannot be upgraded", async () => {
    const s = server();
    const [bob] = await signedInUser(s, `up-bob-${kind}@example.com`);
    const [adminClient, adminId] = await signedInUser(s, `up-admin2-${kind}@example.com`);
    await s.ctx.db.query(`update public.profiles set is_admin = true where id = $1`, [adminId]);
    const good = oldCharacter("good-3");
    const bad = {
      ...oldCharacter("bad-4"),
      data: {
        ...oldCharacter("bad-4").data,
        options: { setting: "no-such-setting" },
      },
    };
    expect((await bob.from("content_items").insert([good, bad])).error).toBeNull();
    const token = (await adminClient.auth.getSession()).data.session!.access_token;
    const res = await fetch(`${s.url}/ops/v1/content-upgrades/apply`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${token}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ kind: "character" }),
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toMatch(/^Nothing was upgraded: .* cannot be upgraded/);
    const versions = await s.ctx.db.query<{ v: number }>(`select distinct generator_version as v from public.content_items where seed in ('good-3', 'bad-4')`);
    expect(versions.rows).toEqual([{ v: current - 1 }]);
  }, 60_000);
});

const owner = randomUUID();
const other = randomUUID();
const admin = randomUUID();
const item = randomUUID();
const run = randomUUID();
const setup = `
insert into auth.users (id, email) values ('${owner}', 'owner@example.com'), ('${other}', 'other@example.com'), ('${admin}', 'admin@example.com');
update public.profiles set is_admin = true where id = '${admin}';
insert into public.content_items (id, owner_id, kind, name, visibility) values ('${item}', '${owner}', 'character', 'Mira', 'public');
insert into public.content_upgrade_runs (id, kind, to_version, item_count, created_by) values ('${run}', 'character', 4, 1, '${admin}');
insert into public.content_upgrade_items (run_id, item_id, previous, upgraded_at) values ('${run}', '${item}', '{}', now());
`;

describe.each(databases)("content upgrade tables RLS matrix on %s", (kind) => {
  const server = useServer(kind, setup);
  const ids = { owner, other, admin };
  const as = async (who: "anon" | "owner" | "other" | "admin") =>
    who === "anon" ? server().client() : clientAs(server(), await userToken(server(), ids[who]));

  it("only admins read runs and items; nobody writes them through /rest/v1", async () => {
    for (const table of ["content_upgrade_runs", "content_upgrade_items"] as const) {
      const anon = await (await as("anon")).from(table).select("*");
      expect(anon.error?.code, `anon ${table}`).toBe("42501");
      for (const who of ["owner", "other"] as const) {
        const res = await (await as(who)).from(table).select("*");
        expect([res.error, res.data], `${who} ${table}`).toEqual([null, []]);
      }
      expect((await (await as("admin")).from(table).select("*")).data, `admin ${table}`).toHaveLength(1);
      for (const who of ["anon", "owner", "other", "admin"] as const) {
        const c = await as(who);
        const ins =
          table === "content_upgrade_runs"
            ? await c.from(table).insert({ kind: "town", to_version: 2 })
            : await c.from(table).insert({
                run_id: run,
                item_id: item,
                previous: {},
                upgraded_at: new Date().toISOString(),
              });
        expect(ins.error?.code, `${who} insert ${table}`).toBe("42501");
        const key = table === "content_upgrade_runs" ? "id" : "run_id";
        const change = table === "content_upgrade_runs" ? { item_count: 9 } : { previous: {} };
        expect((await c.from(table).update(change).eq(key, run)).error?.code, `${who} update ${table}`).toBe("42501");
        expect((await c.from(table).delete().eq(key, run)).error?.code, `${who} delete ${table}`).toBe("42501");
      }
    }
    const n = await server().ctx.db.query<{ n: number }>(
      `select (select count(*) from public.content_upgrade_runs)::int + (select count(*) from public.content_upgrade_items)::int as n`,
    );
    expect(n.rows[0]!.n).toBe(2);
  });
});
