// The RLS matrix for the story tools' tables on both databases: anon / owner / other user / admin ×
// select / insert / update / delete on story_documents (public, private, trashed),
// story_document_notes (owner only, even on a public document) and story_links (readable only by
// readers of both ends). Also the version column (optimistic concurrency), the universe check and
// the text limits. Rows are made as the database owner; users are inserted into auth.users directly.
// Maps' layers and features have their own matrix: maps-rls-matrix.test.ts.
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { clientAs, databases, userToken, useServer } from "../rest/fixture.js";

const owner = randomUUID();
const other = randomUUID();
const admin = randomUUID();
const pub = randomUUID();
const priv = randomUUID();
const trashed = randomUUID();
const itemPub = randomUUID();
const itemPriv = randomUUID();
const otherItem = randomUUID();
const ownerUniverse = randomUUID();
const otherUniverse = randomUUID();
const linkPubPub = randomUUID();
const linkPubPriv = randomUUID();
const linkPrivPub = randomUUID();
const pubStory = randomUUID();
const pubChapter = randomUUID();
const pubScene = randomUUID();
const privChapter = randomUUID();
const setup = `
insert into auth.users (id, email) values ('${owner}', 'owner@example.com'), ('${other}', 'other@example.com'), ('${admin}', 'admin@example.com');
update public.profiles set is_admin = true where id = '${admin}';
insert into public.universes (id, owner_id, name, visibility) values ('${ownerUniverse}', '${owner}', 'Mine', 'private'), ('${otherUniverse}', '${other}', 'Theirs', 'public');
insert into public.content_items (id, owner_id, kind, name, visibility) values
  ('${itemPub}', '${owner}', 'character', 'Public hero', 'public'),
  ('${itemPriv}', '${owner}', 'character', 'Secret villain', 'private'),
  ('${otherItem}', '${other}', 'character', 'Their public one', 'public');
insert into public.story_documents (id, owner_id, tool, title, visibility) values
  ('${pub}', '${owner}', 'character-group', 'Public group', 'public'),
  ('${priv}', '${owner}', 'story', 'Private story', 'private'),
  ('${trashed}', '${owner}', 'story', 'Trashed public story', 'public');
update public.story_documents set deleted_at = now() where id = '${trashed}';
insert into public.story_documents (id, owner_id, tool, title, visibility) values ('${pubStory}', '${owner}', 'story', 'Public story', 'public');
insert into public.story_sections (id, document_id, owner_id, parent_id, kind, title, position) values
  ('${pubChapter}', '${pubStory}', '${owner}', null, 'chapter', 'One', 0),
  ('${privChapter}', '${priv}', '${owner}', null, 'chapter', 'Secret one', 0);
insert into public.story_sections (id, document_id, owner_id, parent_id, kind, title, words) values
  ('${pubScene}', '${pubStory}', '${owner}', '${pubChapter}', 'scene', 'Opening', 12);
insert into public.story_document_notes (document_id, owner_id, notes) values ('${pub}', '${owner}', 'The twist: the bard is the king'), ('${priv}', '${owner}', 'draft notes');
insert into public.story_links (id, document_id, item_id, owner_id, role) values
  ('${linkPubPub}', '${pub}', '${itemPub}', '${owner}', 'leader'),
  ('${linkPubPriv}', '${pub}', '${itemPriv}', '${owner}', 'spy'),
  ('${linkPrivPub}', '${priv}', '${itemPub}', '${owner}', 'hero');
`;

type Who = "anon" | "owner" | "other" | "admin";
const users = { owner, other, admin };

describe.each(databases)("story tools RLS matrix on %s", (kind) => {
  const server = useServer(kind, setup);
  const as = async (who: Who): Promise<SupabaseClient> => (who === "anon" ? server().client() : clientAs(server(), await userToken(server(), users[who])));
  const sql = async <T extends Record<string, unknown>>(q: string, params: unknown[] = []) => (await server().ctx.db.query<T>(q, params)).rows;

  describe("story_documents", () => {
    it("select: everyone sees published documents, only the owner private and trashed ones", async () => {
      const expected: Record<Who, string[]> = { anon: [pub], owner: [pub, priv, trashed].sort(), other: [pub], admin: [pub] };
      for (const who of ["anon", "owner", "other", "admin"] as const) {
        const { data, error } = await (await as(who)).from("story_documents").select("id").in("id", [pub, priv, trashed]).order("id");
        expect(error, who).toBeNull();
        expect(
          data!.map((r) => r.id as string),
          who,
        ).toEqual(expected[who]);
      }
    });

    it("insert: users insert only their own documents; anon nothing; version is not theirs to set", async () => {
      const anon = await (await as("anon")).from("story_documents").insert({ tool: "story", title: "By anon", owner_id: owner });
      expect([anon.status, anon.error?.code]).toEqual([401, "42501"]);
      for (const who of ["owner", "other", "admin"] as const) {
        const own = await (
          await as(who)
        )
          .from("story_documents")
          .insert({ tool: "timeline", title: `By ${who}` })
          .select("owner_id, visibility, version")
          .single();
        expect(own.error, who).toBeNull();
        expect(own.data, who).toEqual({ owner_id: users[who], visibility: "private", version: 1 });
        if (who === "owner") continue;
        const forged = await (await as(who)).from("story_documents").insert({ tool: "story", title: "Forged", owner_id: owner });
        expect([forged.status, forged.error?.code], who).toEqual([403, "42501"]);
      }
      const versioned = await (await as("owner")).from("story_documents").insert({ tool: "story", title: "Versioned", version: 99 });
      expect(versioned.error?.code).toBe("42501");
    });

    it("update: only the owner changes a document; nobody hands it over or sets the version", async () => {
      const anon = await (await as("anon")).from("story_documents").update({ title: "x" }).eq("id", pub);
      expect([anon.status, anon.error?.code]).toEqual([401, "42501"]);
      for (const who of ["other", "admin"] as const) {
        for (const id of [pub, priv, trashed]) {
          const res = await (
            await as(who)
          )
            .from("story_documents")
            .update({ title: `By ${who}` })
            .eq("id", id)
            .select("id");
          expect([res.error, res.data], `${who} ${id}`).toEqual([null, []]);
        }
      }
      expect((await sql<{ title: string }>(`select title from public.story_documents where id = $1`, [pub]))[0]!.title).toBe("Public group");
      const give = await (await as("owner")).from("story_documents").update({ owner_id: other }).eq("id", priv);
      expect(give.error?.code).toBe("42501");
      const version = await (await as("owner")).from("story_documents").update({ version: 1 }).eq("id", priv);
      expect(version.error?.code).toBe("42501");
      const mine = await (await as("owner")).from("story_documents").update({ summary: "Mine to change" }).eq("id", priv).select("summary").single();
      expect(mine.data).toEqual({ summary: "Mine to change" });
    });

    it("delete: only the owner deletes; others' deletes match no row", async () => {
      const anon = await (await as("anon")).from("story_documents").delete().eq("id", pub);
      expect([anon.status, anon.error?.code]).toEqual([401, "42501"]);
      for (const who of ["other", "admin"] as const) {
        for (const id of [pub, priv, trashed]) {
          const res = await (await as(who)).from("story_documents").delete().eq("id", id).select("id");
          expect([res.error, res.data], `${who} ${id}`).toEqual([null, []]);
        }
      }
      expect(await sql(`select id from public.story_documents where id = any($1)`, [[pub, priv, trashed]])).toHaveLength(3);
      const doomed = await (await as("owner")).from("story_documents").insert({ tool: "story", title: "Doomed" }).select("id").single();
      const mine = await (await as("owner")).from("story_documents").delete().eq("id", doomed.data!.id).select("id");
      expect(mine.data).toEqual([{ id: doomed.data!.id }]);
    });

    it("version: every update bumps it, so a save based on an old version matches nothing", async () => {
      const sb = await as("owner");
      const made = await sb.from("story_documents").insert({ tool: "story", title: "Two tabs" }).select("id, version").single();
      const id = made.data!.id as string;
      expect(made.data!.version).toBe(1);
      const first = await sb.from("story_documents").update({ title: "Tab A" }).eq("id", id).eq("version", 1).select("version").single();
      expect(first.data).toEqual({ version: 2 });
      const stale = await sb.from("story_documents").update({ title: "Tab B" }).eq("id", id).eq("version", 1).select("version");
      expect([stale.error, stale.data]).toEqual([null, []]);
      expect((await sql<{ title: string; version: number }>(`select title, version from public.story_documents where id = $1`, [id]))[0]).toEqual({
        title: "Tab A",
        version: 2,
      });
    });

    it("trash: the database stamps the time; a trashed public document is hidden from others", async () => {
      const sb = await as("owner");
      const made = await sb.from("story_documents").insert({ tool: "character-group", title: "Soon gone", visibility: "public" }).select("id").single();
      const id = made.data!.id as string;
      await sb.from("story_documents").update({ deleted_at: "2099-01-01T00:00:00Z" }).eq("id", id);
      const [row] = await sql<{ deleted_at: Date }>(`select deleted_at from public.story_documents where id = $1`, [id]);
      expect(new Date(row!.deleted_at).getFullYear()).toBeLessThan(2099);
      expect((await (await as("other")).from("story_documents").select("id").eq("id", id)).data).toEqual([]);
      await sb.from("story_documents").update({ deleted_at: null }).eq("id", id);
      expect((await (await as("other")).from("story_documents").select("id").eq("id", id)).data).toEqual([{ id }]);
    });

    it("universes: only into one of the owner's own", async () => {
      const sb = await as("owner");
      const ok = await sb.from("story_documents").insert({ tool: "story", title: "In my world", universe_id: ownerUniverse }).select("universe_id").single();
      expect(ok.data).toEqual({ universe_id: ownerUniverse });
      const theirs = await sb.from("story_documents").insert({ tool: "story", title: "In their world", universe_id: otherUniverse });
      expect(theirs.error?.code).toBe("42501");
      expect(theirs.error?.message).toBe("You can only put story documents into your own universes");
    });

    it("limits: the database refuses empty or overlong titles, unknown tools and oversized text", async () => {
      const sb = await as("owner");
      for (const bad of <Record<string, string>[]>[
        { tool: "story", title: "   " },
        { tool: "story", title: "x".repeat(201) },
        { tool: "poem", title: "Ode" },
        { tool: "story", title: "Long", summary: "s".repeat(4001) },
      ]) {
        const res = await sb.from("story_documents").insert(bad);
        expect(res.error?.code, JSON.stringify(bad).slice(0, 60)).toBe("23514");
      }
      const before = await sql(`select id from public.story_documents where owner_id = $1`, [owner]);
      const big = await sb
        .from("story_documents")
        .update({ summary: "s".repeat(4001) })
        .eq("id", priv);
      expect(big.error?.code).toBe("23514");
      expect(big.error?.message).toMatch(/story_documents_summary_length/);
      expect(await sql(`select id from public.story_documents where owner_id = $1`, [owner])).toHaveLength(before.length);
    });

    it("counts: my_story_counts counts the caller's live documents only", async () => {
      const mine = await (await as("owner")).rpc("my_story_counts");
      expect(mine.error).toBeNull();
      const byTool = Object.fromEntries((mine.data as { tool: string; documents: number }[]).map((r) => [r.tool, Number(r.documents)]));
      const [expected] = await sql<{ n: string }>(
        `select count(*) as n from public.story_documents where owner_id = $1 and deleted_at is null and tool = 'story'`,
        [owner],
      );
      expect(byTool.story).toBe(Number(expected!.n));
      const theirs = await (await as("other")).rpc("my_story_counts");
      expect((theirs.data as { tool: string }[]).map((r) => r.tool)).toEqual(["timeline"]);
      const anon = await (await as("anon")).rpc("my_story_counts");
      expect(anon.error).not.toBeNull();
    });
  });

  describe("story_document_notes", () => {
    it("select: only the owner, even on a published document", async () => {
      for (const who of ["anon", "other", "admin"] as const) {
        const { data } = await (await as(who)).from("story_document_notes").select("notes").in("document_id", [pub, priv]);
        expect(data ?? [], who).toEqual([]);
      }
      const { data } = await (await as("owner")).from("story_document_notes").select("document_id").in("document_id", [pub, priv]).order("document_id");
      expect(data!.map((r) => r.document_id)).toEqual([pub, priv].sort());
    });

    it("insert: only on one's own document", async () => {
      const anon = await (await as("anon")).from("story_document_notes").insert({ document_id: trashed, notes: "x" });
      expect(anon.error?.code).toBe("42501");
      for (const who of ["other", "admin"] as const) {
        const res = await (await as(who)).from("story_document_notes").insert({ document_id: trashed, notes: "mine now" });
        expect(res.error?.code, who).toBe("42501");
        const forged = await (await as(who)).from("story_document_notes").insert({ document_id: trashed, notes: "mine now", owner_id: owner });
        expect(forged.error?.code, who).toBe("42501");
      }
      const ok = await (await as("owner")).from("story_document_notes").insert({ document_id: trashed, notes: "mine" });
      expect(ok.error).toBeNull();
      const long = await (
        await as("owner")
      )
        .from("story_document_notes")
        .update({ notes: "n".repeat(20001) })
        .eq("document_id", trashed);
      expect(long.error?.code).toBe("23514");
    });

    it("update and delete: only the owner", async () => {
      for (const who of ["anon", "other", "admin"] as const) {
        const up = await (await as(who)).from("story_document_notes").update({ notes: "hacked" }).eq("document_id", pub).select("document_id");
        expect(up.data ?? [], who).toEqual([]);
        const del = await (await as(who)).from("story_document_notes").delete().eq("document_id", pub).select("document_id");
        expect(del.data ?? [], who).toEqual([]);
      }
      expect((await sql<{ notes: string }>(`select notes from public.story_document_notes where document_id = $1`, [pub]))[0]!.notes).toBe(
        "The twist: the bard is the king",
      );
      const up = await (await as("owner")).from("story_document_notes").update({ notes: "changed" }).eq("document_id", pub).select("notes").single();
      expect(up.data).toEqual({ notes: "changed" });
      const del = await (await as("owner")).from("story_document_notes").delete().eq("document_id", priv).select("document_id");
      expect(del.data).toEqual([{ document_id: priv }]);
    });
  });

  describe("story_links", () => {
    it("select: a link shows only when the reader can read both the document and the item", async () => {
      const expected: Record<Who, string[]> = {
        anon: [linkPubPub],
        owner: [linkPubPub, linkPubPriv, linkPrivPub].sort(),
        other: [linkPubPub],
        admin: [linkPubPub],
      };
      for (const who of ["anon", "owner", "other", "admin"] as const) {
        const { data, error } = await (await as(who)).from("story_links").select("id").in("id", [linkPubPub, linkPubPriv, linkPrivPub]).order("id");
        expect(error, who).toBeNull();
        expect(
          data!.map((r) => r.id as string),
          who,
        ).toEqual(expected[who]);
      }
      // "Appears in" from the item's side, with the document embedded.
      const appears = await (await as("other")).from("story_links").select("document:story_documents(title)").eq("item_id", itemPub);
      expect(appears.data).toEqual([{ document: { title: "Public group" } }]);
    });

    it("insert: only from one's own document, to an item one can read", async () => {
      const anon = await (await as("anon")).from("story_links").insert({ document_id: pub, item_id: itemPub, anchor: "a" });
      expect(anon.error?.code).toBe("42501");
      for (const who of ["other", "admin"] as const) {
        const res = await (await as(who)).from("story_links").insert({ document_id: pub, item_id: otherItem });
        expect(res.error?.code, who).toBe("42501");
      }
      const theirs = await (await as("other")).from("story_documents").insert({ tool: "character-group", title: "Thieves" }).select("id").single();
      const toPrivate = await (await as("other")).from("story_links").insert({ document_id: theirs.data!.id, item_id: itemPriv });
      expect(toPrivate.error?.code).toBe("42501");
      const toPublic = await (await as("other")).from("story_links").insert({ document_id: theirs.data!.id, item_id: itemPub, role: "borrowed hero" });
      expect(toPublic.error).toBeNull();
      const ok = await (await as("owner")).from("story_links").insert({ document_id: pub, item_id: otherItem, role: "guest" });
      expect(ok.error).toBeNull();
      const longRole = await (await as("owner")).from("story_links").insert({ document_id: priv, item_id: otherItem, role: "r".repeat(81) });
      expect(longRole.error?.code).toBe("23514");
      const dup = await (await as("owner")).from("story_links").insert({ document_id: pub, item_id: otherItem, role: "twice" });
      expect(dup.error?.code).toBe("23505");
    });

    it("update and delete: only the document's owner", async () => {
      for (const who of ["anon", "other", "admin"] as const) {
        const up = await (await as(who)).from("story_links").update({ role: "usurper" }).eq("id", linkPubPub).select("id");
        expect(up.data ?? [], who).toEqual([]);
        const del = await (await as(who)).from("story_links").delete().eq("id", linkPubPub).select("id");
        expect(del.data ?? [], who).toEqual([]);
      }
      expect((await sql<{ role: string }>(`select role from public.story_links where id = $1`, [linkPubPub]))[0]!.role).toBe("leader");
      const moved = await (await as("owner")).from("story_links").update({ document_id: priv }).eq("id", linkPubPub);
      expect(moved.error?.code).toBe("42501");
      const up = await (await as("owner")).from("story_links").update({ role: "captain", position: 3 }).eq("id", linkPubPub).select("role, position").single();
      expect(up.data).toEqual({ role: "captain", position: 3 });
      const del = await (await as("owner")).from("story_links").delete().eq("id", linkPrivPub).select("id");
      expect(del.data).toEqual([{ id: linkPrivPub }]);
    });
  });

  describe("story_sections", () => {
    const ids = [pubChapter, pubScene, privChapter];
    it("select: sections are read with their story: public stories by all, private ones by the owner", async () => {
      const expected: Record<Who, string[]> = {
        anon: [pubChapter, pubScene].sort(),
        owner: [...ids].sort(),
        other: [pubChapter, pubScene].sort(),
        admin: [pubChapter, pubScene].sort(),
      };
      for (const who of ["anon", "owner", "other", "admin"] as const) {
        const { data, error } = await (await as(who)).from("story_sections").select("id").in("id", ids).order("id");
        expect(error, who).toBeNull();
        expect(
          data!.map((r) => r.id as string),
          who,
        ).toEqual(expected[who]);
      }
    });

    it("insert: only into one's own story, in the outline's shape", async () => {
      const anon = await (await as("anon")).from("story_sections").insert({ document_id: pubStory, kind: "part" });
      expect(anon.error?.code).toBe("42501");
      for (const who of ["other", "admin"] as const) {
        const res = await (await as(who)).from("story_sections").insert({ document_id: pubStory, kind: "chapter", title: "Mine" });
        expect(res.error?.code, who).toBe("42501");
        const forged = await (await as(who)).from("story_sections").insert({ document_id: pubStory, kind: "chapter", owner_id: owner });
        expect(forged.error?.code, who).toBe("42501");
      }
      const sb = await as("owner");
      const part = await sb.from("story_sections").insert({ document_id: pubStory, kind: "part", title: "Book One" }).select("id, version").single();
      expect(part.error).toBeNull();
      expect(part.data!.version).toBe(1);
      const chapter = await sb.from("story_sections").insert({ document_id: pubStory, kind: "chapter", parent_id: part.data!.id, title: "In the part" });
      expect(chapter.error).toBeNull();
      for (const bad of <Record<string, string>[]>[
        { document_id: pubStory, kind: "scene", title: "Loose scene" },
        { document_id: pubStory, kind: "scene", parent_id: part.data!.id },
        { document_id: pubStory, kind: "part", parent_id: pubChapter },
        { document_id: priv, kind: "scene", parent_id: pubChapter },
        { document_id: pubStory, kind: "chapter", title: "t".repeat(201) },
        { document_id: pubStory, kind: "scene", parent_id: pubChapter, status: "lost" },
      ]) {
        const res = await sb.from("story_sections").insert(bad);
        expect(res.error?.code, JSON.stringify(bad)).toBe("23514");
      }
      // Only stories have manuscripts.
      const inGroup = await sb.from("story_sections").insert({ document_id: pub, kind: "chapter" });
      expect(inGroup.error?.code).toBe("42501");
    });

    it("update: only the owner, versioned; delete: only the owner", async () => {
      for (const who of ["anon", "other", "admin"] as const) {
        const up = await (await as(who)).from("story_sections").update({ title: "Taken" }).eq("id", pubScene).select("id");
        expect(up.data ?? [], who).toEqual([]);
        const del = await (await as(who)).from("story_sections").delete().eq("id", pubScene).select("id");
        expect(del.data ?? [], who).toEqual([]);
      }
      expect((await sql<{ title: string }>(`select title from public.story_sections where id = $1`, [pubScene]))[0]!.title).toBe("Opening");
      const sb = await as("owner");
      const first = await sb
        .from("story_sections")
        .update({ title: "Opening, revised", words: 20 })
        .eq("id", pubScene)
        .eq("version", 1)
        .select("version")
        .single();
      expect(first.data).toEqual({ version: 2 });
      const stale = await sb.from("story_sections").update({ title: "Stale tab" }).eq("id", pubScene).eq("version", 1).select("id");
      expect([stale.error, stale.data]).toEqual([null, []]);
      const move = await sb.from("story_sections").update({ document_id: priv }).eq("id", pubScene);
      expect(move.error?.code).toBe("42501");
      const del = await sb.from("story_sections").delete().eq("id", privChapter).select("id");
      expect(del.data).toEqual([{ id: privChapter }]);
    });

    it("a trashed story's sections are hidden from others", async () => {
      await sql(`update public.story_documents set deleted_at = now() where id = $1`, [pubStory]);
      expect((await (await as("other")).from("story_sections").select("id").eq("document_id", pubStory)).data).toEqual([]);
      expect((await (await as("owner")).from("story_sections").select("id").eq("document_id", pubStory)).data!.length).toBeGreaterThan(0);
      await sql(`update public.story_documents set deleted_at = null where id = $1`, [pubStory]);
    });
  });
});
