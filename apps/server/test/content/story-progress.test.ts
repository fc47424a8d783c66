// story_progress (a story's daily word goal and streak): owner only, even on a published story,
// and story_progress_touch records the day's words from the last known total.
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { clientAs, databases, userToken, useServer } from "../rest/fixture.js";

const owner = randomUUID();
const other = randomUUID();
const admin = randomUUID();
const story = randomUUID();
const setup = `
insert into auth.users (id, email) values ('${owner}', 'owner@example.com'), ('${other}', 'other@example.com'), ('${admin}', 'admin@example.com');
update public.profiles set is_admin = true where id = '${admin}';
insert into public.story_documents (id, owner_id, tool, title, visibility) values ('${story}', '${owner}', 'story', 'Public story', 'public');
insert into public.story_progress (document_id, owner_id, day, start_words, words, goal) values ('${story}', '${owner}', '2026-11-20', 100, 700, 500);
`;

type Who = "anon" | "owner" | "other" | "admin";
const users = { owner, other, admin };

describe.each(databases)("story_progress on %s", (kind) => {
  const server = useServer(kind, setup);
  const as = async (who: Who): Promise<SupabaseClient> => (who === "anon" ? server().client() : clientAs(server(), await userToken(server(), users[who])));

  it("select: only the author reads their progress, even on a published story", async () => {
    const anon = await (await as("anon")).from("story_progress").select("day").eq("document_id", story);
    expect([anon.data, anon.error?.code]).toEqual([null, "42501"]);
    for (const who of ["owner", "other", "admin"] as const) {
      const { data, error } = await (await as(who)).from("story_progress").select("day, words").eq("document_id", story);
      expect(error, who).toBeNull();
      expect(data, who).toEqual(who === "owner" ? [{ day: "2026-11-20", words: 700 }] : []);
    }
  });

  it("insert, update, delete and touch: nobody but the author", async () => {
    for (const who of ["anon", "other", "admin"] as const) {
      const c = await as(who);
      const ins = await c
        .from("story_progress")
        .insert({ document_id: story, owner_id: users[who as "other"] ?? owner, day: "2026-11-21", start_words: 0, words: 1 });
      expect(ins.error, who).not.toBeNull();
      const upd = await c.from("story_progress").update({ words: 1 }).eq("document_id", story).select();
      expect(upd.data ?? [], who).toEqual([]);
      const del = await c.from("story_progress").delete().eq("document_id", story).select();
      expect(del.data ?? [], who).toEqual([]);
      const touch = await c.rpc("story_progress_touch", { p_document: story, p_day: "2026-11-21", p_words: 5 });
      expect(touch.error, who).not.toBeNull();
    }
    const { data } = await (await as("owner")).from("story_progress").select("day, words").eq("document_id", story);
    expect(data).toEqual([{ day: "2026-11-20", words: 700 }]);
  });

  it("touch: a new day starts from the last known total and carries the goal; the same day updates", async () => {
    const c = await as("owner");
    const first = await c.rpc("story_progress_touch", { p_document: story, p_day: "2026-11-22", p_words: 900 });
    expect(first.error).toBeNull();
    expect((first.data as { day: string; start_words: number; words: number; goal: number }[]).map((r) => [r.day, r.start_words, r.words, r.goal])).toEqual([
      ["2026-11-20", 100, 700, 500],
      ["2026-11-22", 700, 900, 500],
    ]);
    const again = await c.rpc("story_progress_touch", { p_document: story, p_day: "2026-11-22", p_words: 1300, p_goal: 250 });
    expect((again.data as { day: string; words: number; goal: number }[]).at(-1)).toMatchObject({ day: "2026-11-22", words: 1300, goal: 250 });
    const bad = await c.rpc("story_progress_touch", { p_document: story, p_day: "2026-11-22", p_words: -1 });
    expect(bad.error?.message).toMatch(/between 0 and 10,000,000/);
    const badGoal = await c.rpc("story_progress_touch", { p_document: story, p_day: "2026-11-22", p_words: 5, p_goal: 100001 });
    expect(badGoal.error?.message).toMatch(/daily goal/);
    const { data } = await c.from("story_progress").select("words").eq("day", "2026-11-22").single();
    expect(data).toEqual({ words: 1300 });
  });
});
