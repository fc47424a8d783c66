// story_comments: the author's comments on a scene, owner only even on a published story; a
// comment must sit on a scene of the same document of the author's.
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { clientAs, databases, userToken, useServer } from "../rest/fixture.js";

const owner = randomUUID();
const other = randomUUID();
const admin = randomUUID();
const story = randomUUID();
const otherStory = randomUUID();
const scene = randomUUID();
const otherScene = randomUUID();
const comment = randomUUID();
const setup = `
insert into auth.users (id, email) values ('${owner}', 'owner@example.com'), ('${other}', 'other@example.com'), ('${admin}', 'admin@example.com');
update public.profiles set is_admin = true where id = '${admin}';
insert into public.story_documents (id, owner_id, tool, title, visibility) values ('${story}', '${owner}', 'story', 'Public story', 'public'), ('${otherStory}', '${other}', 'story', 'Theirs', 'public');
insert into public.story_sections (id, document_id, owner_id, kind, title) values ('${scene}', '${story}', '${owner}', 'chapter', 'One'), ('${otherScene}', '${otherStory}', '${other}', 'chapter', 'Two');
insert into public.story_comments (id, document_id, section_id, owner_id, body, quote) values ('${comment}', '${story}', '${scene}', '${owner}', 'Check the tide tables', 'the tide');
`;

type Who = "anon" | "owner" | "other" | "admin";
const users = { owner, other, admin };

describe.each(databases)("story_comments on %s", (kind) => {
  const server = useServer(kind, setup);
  const as = async (who: Who): Promise<SupabaseClient> => (who === "anon" ? server().client() : clientAs(server(), await userToken(server(), users[who])));

  it("select: only the author, even on a published story", async () => {
    const anon = await (await as("anon")).from("story_comments").select("id");
    expect([anon.data, anon.error?.code]).toEqual([null, "42501"]);
    for (const who of ["owner", "other", "admin"] as const) {
      const { data, error } = await (await as(who)).from("story_comments").select("body").eq("document_id", story);
      expect(error, who).toBeNull();
      expect(data, who).toEqual(who === "owner" ? [{ body: "Check the tide tables" }] : []);
    }
  });

  it("insert: the author on their own scene only; blank or over-long bodies are refused", async () => {
    const mine = await as("owner");
    expect((await mine.from("story_comments").insert({ document_id: story, section_id: scene, body: "Rename the boat", quote: "boat" })).error).toBeNull();
    expect((await mine.from("story_comments").insert({ document_id: story, section_id: otherScene, body: "Not my scene" })).error?.code).toBe("42501");
    expect((await mine.from("story_comments").insert({ document_id: otherStory, section_id: otherScene, body: "Not my story" })).error?.code).toBe("42501");
    expect((await mine.from("story_comments").insert({ document_id: story, section_id: scene, body: "   " })).error?.message).toMatch(
      /story_comments_body_length/,
    );
    expect((await mine.from("story_comments").insert({ document_id: story, section_id: scene, body: "x".repeat(2001) })).error?.message).toMatch(
      /story_comments_body_length/,
    );
    for (const who of ["other", "admin"] as const) {
      const res = await (await as(who)).from("story_comments").insert({ document_id: story, section_id: scene, body: `By ${who}` });
      expect(res.error?.code, who).toBe("42501");
    }
  });

  it("update and delete: nobody but the author", async () => {
    for (const who of ["other", "admin"] as const) {
      const c = await as(who);
      expect((await c.from("story_comments").update({ body: "hijacked" }).eq("id", comment).select()).data ?? [], who).toEqual([]);
      expect((await c.from("story_comments").delete().eq("id", comment).select()).data ?? [], who).toEqual([]);
    }
    const mine = await as("owner");
    expect((await mine.from("story_comments").update({ resolved: true }).eq("id", comment).select("resolved")).data).toEqual([{ resolved: true }]);
    expect((await mine.from("story_comments").delete().eq("id", comment).select("id")).data).toEqual([{ id: comment }]);
  });
});
