// Item notes are the owner's alone, through every path: they live in content_item_notes (owner-only
// RLS), never on the publicly readable content_items row. The RLS matrix (anon / owner / other
// user / admin × select / insert / update / delete) on both databases, then each path that used to
// carry notes: plain and embedded reads, CSV, versions, duplicate, restore, import and its undo,
// and the migration that moved existing notes out of content_items.
import { randomUUID } from "node:crypto";
import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { appMigrationsDir, migrate, platformDir, readMigrationDir } from "../../src/db/migrate.js";
import { openPglite } from "../../src/db/pglite.js";
import { clientAs, databases, userToken, useServer } from "../rest/fixture.js";

const owner = randomUUID();
const other = randomUUID();
const admin = randomUUID();
const pub = randomUUID();
const priv = randomUUID();
const bare = randomUUID();
const otherItem = randomUUID();
const SECRET = "The duke is the smuggler. Do not reveal before session 5.";
const setup = `
insert into auth.users (id, email) values ('${owner}', 'owner@example.com'), ('${other}', 'other@example.com'), ('${admin}', 'admin@example.com');
update public.profiles set is_admin = true where id = '${admin}';
insert into public.content_items (id, owner_id, kind, name, visibility) values
  ('${pub}', '${owner}', 'character', 'Duke Aldric', 'public'),
  ('${priv}', '${owner}', 'character', 'Hidden one', 'private'),
  ('${bare}', '${owner}', 'place', 'No notes yet', 'public'),
  ('${otherItem}', '${other}', 'place', 'Other''s tower', 'public');
insert into public.content_item_notes (item_id, owner_id, notes) values
  ('${pub}', '${owner}', '${SECRET}'),
  ('${priv}', '${owner}', 'private item, private notes');
`;

type Who = "anon" | "owner" | "other" | "admin";
const ids = { owner, other, admin };

describe.each(databases)("content_item_notes on %s", (kind) => {
  const server = useServer(kind, setup);
  const as = async (who: Who): Promise<SupabaseClient> => (who === "anon" ? server().client() : clientAs(server(), await userToken(server(), ids[who])));
  const notesOf = async (id: string) =>
    (await server().ctx.db.query<{ notes: string; owner_id: string }>(`select notes, owner_id from public.content_item_notes where item_id = $1`, [id]))
      .rows[0];

  it("select: only the owner reads notes, even of a public item", async () => {
    for (const who of ["anon", "other", "admin"] as const) {
      const { data, error } = await (await as(who)).from("content_item_notes").select("*");
      expect(error, who).toBeNull();
      expect(data, who).toEqual([]);
    }
    const mine = await (await as("owner")).from("content_item_notes").select("item_id,notes");
    expect(new Map((mine.data ?? []).map((r) => [r.item_id as string, r.notes as string]))).toEqual(
      new Map([
        [priv, "private item, private notes"],
        [pub, SECRET],
      ]),
    );
  });

  it("no path through a readable item reaches the notes: no column, embeds are null, CSV has none", async () => {
    for (const who of ["anon", "other", "admin"] as const) {
      const sb = await as(who);
      const column = await sb.from("content_items").select("notes").eq("id", pub);
      expect(column.error?.code, who).toBe("42703");
      const star = await sb.from("content_items").select("*").eq("id", pub).single();
      expect(star.data, who).not.toHaveProperty("notes");
      expect(JSON.stringify(star.data), who).not.toContain("smuggler");
      const embed = await sb.from("content_items").select("id,content_item_notes(notes)").eq("id", pub).single();
      expect(embed.error, who).toBeNull();
      expect(embed.data, who).toEqual({ id: pub, content_item_notes: null });
      const csv = await sb.from("content_items").select("*,content_item_notes(*)").eq("id", pub).csv();
      expect(String(csv.data), who).not.toContain("smuggler");
      const reverse = await sb.from("content_item_notes").select("notes,content_items(name)");
      expect(reverse.data, who).toEqual([]);
    }
    const mine = await (await as("owner")).from("content_items").select("id,content_item_notes(notes)").eq("id", pub).single();
    expect(mine.data).toEqual({ id: pub, content_item_notes: { notes: SECRET } });
  });

  it("insert: only the owner of the item adds its notes; anon, others and admins cannot", async () => {
    const anon = await (await as("anon")).from("content_item_notes").insert({ item_id: bare, notes: "by anon" });
    expect([anon.status, anon.error?.code]).toEqual([401, "42501"]);
    for (const who of ["other", "admin"] as const) {
      const res = await (await as(who)).from("content_item_notes").insert({ item_id: bare, notes: `by ${who}` });
      expect([res.status, res.error?.code], who).toEqual([403, "42501"]);
      const forged = await (await as(who)).from("content_item_notes").insert({ item_id: bare, notes: "forged", owner_id: owner });
      expect([forged.status, forged.error?.code], who).toEqual([403, "42501"]);
    }
    // Notes on one's own item, owned by someone else, or on someone else's item: refused too.
    const onTheirs = await (await as("owner")).from("content_item_notes").insert({ item_id: otherItem, notes: "mine on theirs" });
    expect(onTheirs.error?.code).toBe("42501");
    expect(await notesOf(bare)).toBeUndefined();
    const ok = await (await as("owner")).from("content_item_notes").insert({ item_id: bare, notes: "# Tides\nHigh at dusk." }).select("owner_id").single();
    expect(ok.data).toEqual({ owner_id: owner });
    expect((await notesOf(bare))!.notes).toBe("# Tides\nHigh at dusk.");
  });

  it("update: only the owner changes notes, capped at 20,000 characters, and cannot move them to another's item", async () => {
    const anon = await (await as("anon")).from("content_item_notes").update({ notes: "x" }).eq("item_id", pub);
    expect([anon.status, anon.error?.code]).toEqual([401, "42501"]);
    for (const who of ["other", "admin"] as const) {
      const res = await (
        await as(who)
      )
        .from("content_item_notes")
        .update({ notes: `by ${who}` })
        .eq("item_id", pub)
        .select("item_id");
      expect([res.error, res.data], who).toEqual([null, []]);
      const upsert = await (await as(who)).from("content_item_notes").upsert({ item_id: pub, notes: "upserted" }, { onConflict: "item_id" });
      expect(upsert.error?.code, who).toBe("42501");
    }
    expect((await notesOf(pub))!.notes).toBe(SECRET);
    const sb = await as("owner");
    const long = await sb
      .from("content_item_notes")
      .update({ notes: "x".repeat(20001) })
      .eq("item_id", priv);
    expect(long.error?.code).toBe("23514");
    expect(
      (
        await sb
          .from("content_item_notes")
          .update({ notes: "x".repeat(20000) })
          .eq("item_id", priv)
      ).error,
    ).toBeNull();
    const move = await sb.from("content_item_notes").update({ item_id: otherItem }).eq("item_id", priv);
    expect(move.error?.code).toBe("42501");
    expect((await notesOf(priv))!.notes).toHaveLength(20000);
    const upsert = await sb.from("content_item_notes").upsert({ item_id: priv, notes: "private item, private notes" }, { onConflict: "item_id" });
    expect(upsert.error).toBeNull();
    expect((await notesOf(priv))!.notes).toBe("private item, private notes");
  });

  it("delete: only the owner deletes notes; the item's deletion takes them along", async () => {
    const anon = await (await as("anon")).from("content_item_notes").delete().eq("item_id", pub);
    expect([anon.status, anon.error?.code]).toEqual([401, "42501"]);
    for (const who of ["other", "admin"] as const) {
      const res = await (await as(who)).from("content_item_notes").delete().eq("item_id", pub).select("item_id");
      expect([res.error, res.data], who).toEqual([null, []]);
    }
    expect(await notesOf(pub)).toBeDefined();
    const sb = await as("owner");
    const { data } = await sb.from("content_items").insert({ kind: "item", name: "Short-lived" }).select("id").single();
    const id = (data as { id: string }).id;
    await sb.from("content_item_notes").insert({ item_id: id, notes: "goes with the item" });
    expect((await sb.from("content_items").delete().eq("id", id)).error).toBeNull();
    expect(await notesOf(id)).toBeUndefined();
  });

  it("edit history: a notes edit is a version holding the notes before; a content edit's version holds the notes then", async () => {
    const sb = await as("owner");
    const { data } = await sb.from("content_items").insert({ kind: "character", name: "Mara", visibility: "public" }).select("id,updated_at").single();
    const { id, updated_at: made } = data as { id: string; updated_at: string };
    expect((await sb.from("content_item_notes").upsert({ item_id: id, notes: "first" }, { onConflict: "item_id" })).error).toBeNull();
    expect((await sb.from("content_item_notes").upsert({ item_id: id, notes: "second" }, { onConflict: "item_id" })).error).toBeNull();
    expect((await sb.from("content_items").update({ name: "Mara the Bold" }).eq("id", id)).error).toBeNull();
    const versions = (await sb.from("content_item_versions").select("snapshot,changed").eq("item_id", id).order("id")).data as {
      snapshot: Record<string, unknown>;
      changed: string[];
    }[];
    expect(versions.map((v) => [v.changed, v.snapshot.name, v.snapshot.notes])).toEqual([
      [["notes"], "Mara", ""],
      [["notes"], "Mara", "first"],
      [["name"], "Mara", "second"],
    ]);
    // A notes edit counts as an edit of the item (it sorts as recently updated)…
    const after = (await sb.from("content_items").select("updated_at").eq("id", id).single()).data as { updated_at: string };
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(made));
    // …and nobody else reads those versions.
    for (const who of ["anon", "other", "admin"] as const) {
      expect((await (await as(who)).from("content_item_versions").select("snapshot").eq("item_id", id)).data ?? [], who).toEqual([]);
    }
    // Restoring the first version puts back name and notes in one transaction: one version.
    const restored = await sb.rpc("restore_content_item", { item: id, snapshot: versions[1]!.snapshot });
    expect(restored.error).toBeNull();
    expect((await sb.from("content_items").select("name,content_item_notes(notes)").eq("id", id).single()).data).toEqual({
      name: "Mara",
      content_item_notes: { notes: "first" },
    });
    const last = (await sb.from("content_item_versions").select("snapshot,changed").eq("item_id", id).order("id", { ascending: false }).limit(1).single())
      .data as { snapshot: Record<string, unknown>; changed: string[] };
    expect([last.changed, last.snapshot.name, last.snapshot.notes]).toEqual([["name", "notes"], "Mara the Bold", "second"]);
    // Someone else cannot restore onto the owner's item.
    const theirs = await (await as("other")).rpc("restore_content_item", { item: id, snapshot: { name: "Hijacked", notes: "hijacked" } });
    expect(theirs.error?.message).toMatch(/not changed/);
    expect((await notesOf(id))!.notes).toBe("first");
  });

  it("duplicate copies the owner's notes to the owner's copy, and copies nothing for anyone else", async () => {
    const sb = await as("owner");
    const copies = await sb.rpc("duplicate_content_items", { ids: [pub] });
    expect(copies.error).toBeNull();
    const [copy] = copies.data as string[];
    const row = (await sb.from("content_items").select("name,visibility,owner_id,content_item_notes(notes)").eq("id", copy!).single()).data;
    expect(row).toEqual({ name: "Duke Aldric (copy)", visibility: "private", owner_id: owner, content_item_notes: { notes: SECRET } });
    const stolen = await (await as("other")).rpc("duplicate_content_items", { ids: [pub] });
    expect(stolen.error?.message).toMatch(/Nothing was copied/);
    const anon = await (await as("anon")).rpc("duplicate_content_items", { ids: [pub] });
    expect(anon.error).not.toBeNull();
  });

  it("import writes notes to the notes table, replace keeps them in the history, and undo puts them back", async () => {
    const sb = await as("owner");
    const { data } = await sb.from("content_items").insert({ kind: "location", name: "Saltmere" }).select("id").single();
    const id = (data as { id: string }).id;
    await sb.from("content_item_notes").insert({ item_id: id, notes: "before the import" });
    const item = (ref: string, name: string, notes: string, extra: Record<string, unknown> = {}) => ({
      ref,
      kind: "location",
      name,
      summary: "",
      data: {},
      tags: [],
      visibility: "private",
      seed: null,
      generator_version: null,
      notes,
      universe: null,
      ...extra,
    });
    const upload = randomUUID();
    const payload = {
      format: "worldloom-bundle",
      version: 1,
      items: [item("i1", "Saltmere", "from the bundle"), item("i2", "Glasswater", "new place's notes")],
      links: [],
      universes: [],
    };
    expect((await sb.from("content_import_parts").insert({ upload, part: 0, payload })).error).toBeNull();
    const res = await sb.rpc("import_bundle", { upload, mode: "replace" });
    expect(res.error).toBeNull();
    const receipt = res.data as { inserted: string[]; replaced: { id: string; version: number }[] };
    expect(receipt.replaced.map((r) => r.id)).toEqual([id]);
    expect((await notesOf(id))!.notes).toBe("from the bundle");
    expect(await notesOf(receipt.inserted[0]!)).toEqual({ notes: "new place's notes", owner_id: owner });
    const undone = await sb.rpc("undo_import", { receipt });
    expect(undone.error).toBeNull();
    expect((await notesOf(id))!.notes).toBe("before the import");
    expect(await notesOf(receipt.inserted[0]!)).toBeUndefined();
  });
});

describe("the migration that made notes private", () => {
  it("moves every item's notes into content_item_notes, keeps versions, and drops the column", async () => {
    const files = readMigrationDir(appMigrationsDir);
    const mine = files.findIndex((f) => f.name === "private_notes");
    expect(mine).toBeGreaterThan(0);
    const dir = mkdtempSync(join(tmpdir(), "wl-notes-"));
    for (const f of files.slice(0, mine)) copyFileSync(join(appMigrationsDir, `${f.version}_${f.name}.sql`), join(dir, `${f.version}_${f.name}.sql`));
    const db = await openPglite(undefined);
    try {
      await migrate(db, { platform: platformDir, app: dir });
      const u = randomUUID();
      await db.exec(`insert into auth.users (id, email) values ('${u}', 'old@example.com');
        insert into public.content_items (id, owner_id, kind, name, visibility, notes) values
          ('${pub}', '${u}', 'character', 'With notes', 'public', 'kept secret'),
          ('${bare}', '${u}', 'character', 'Without', 'public', '');
        update public.content_items set notes = 'kept secret, edited' where id = '${pub}';`);
      const f = files[mine]!;
      copyFileSync(join(appMigrationsDir, `${f.version}_${f.name}.sql`), join(dir, `${f.version}_${f.name}.sql`));
      expect(await migrate(db, { platform: platformDir, app: dir })).toContain(`${f.version}_private_notes`);
      const notes = await db.query<{ item_id: string; owner_id: string; notes: string }>("select item_id, owner_id, notes from public.content_item_notes");
      expect(notes.rows).toEqual([{ item_id: pub, owner_id: u, notes: "kept secret, edited" }]);
      const column = await db.query<{ n: number }>(
        "select count(*)::int as n from information_schema.columns where table_name = 'content_items' and column_name = 'notes'",
      );
      expect(column.rows[0]!.n).toBe(0);
      const versions = await db.query<{ notes: string }>(`select snapshot ->> 'notes' as notes from public.content_item_versions where item_id = '${pub}'`);
      expect(versions.rows).toEqual([{ notes: "kept secret" }]);
    } finally {
      await db.close();
    }
  });
});
