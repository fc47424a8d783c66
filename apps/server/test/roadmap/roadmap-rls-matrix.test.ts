// The RLS matrix for the Universe Roadmap's tables on both databases: anon / owner / other user /
// admin × select / insert / update / delete on roadmaps, roadmap_phases and roadmap_milestones.
// Roadmaps are private, so only the owner ever sees or changes a row. Also the universe check,
// the composite keys that keep a milestone inside its own roadmap, and the text limits.
// Rows are made as the database owner; users are inserted into auth.users directly.
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { clientAs, databases, userToken, useServer } from "../rest/fixture.js";

const owner = randomUUID();
const other = randomUUID();
const admin = randomUUID();
const ownerUniverse = randomUUID();
const spareUniverse = randomUUID();
const otherUniverse = randomUUID();
const phase = randomUUID();
const otherPhase = randomUUID();
const milestone = randomUUID();
const setup = `
insert into auth.users (id, email) values ('${owner}', 'owner@example.com'), ('${other}', 'other@example.com'), ('${admin}', 'admin@example.com');
update public.profiles set is_admin = true where id = '${admin}';
insert into public.universes (id, owner_id, name, visibility) values
  ('${ownerUniverse}', '${owner}', 'Mine', 'public'),
  ('${spareUniverse}', '${owner}', 'Spare', 'private'),
  ('${otherUniverse}', '${other}', 'Theirs', 'public');
insert into public.roadmaps (universe_id, owner_id) values ('${ownerUniverse}', '${owner}'), ('${otherUniverse}', '${other}');
insert into public.roadmap_phases (id, universe_id, owner_id, title) values ('${phase}', '${ownerUniverse}', '${owner}', 'Foundations'), ('${otherPhase}', '${otherUniverse}', '${other}', 'Theirs');
insert into public.roadmap_milestones (id, universe_id, owner_id, phase_id, title, notes) values ('${milestone}', '${ownerUniverse}', '${owner}', '${phase}', 'Secret plan', 'The king dies in act two');
`;

type Who = "anon" | "owner" | "other" | "admin";
const users = { owner, other, admin };
const strangers = ["anon", "other", "admin"] as const;

describe.each(databases)("roadmap RLS matrix on %s", (kind) => {
  const server = useServer(kind, setup);
  const as = async (who: Who): Promise<SupabaseClient> => (who === "anon" ? server().client() : clientAs(server(), await userToken(server(), users[who])));
  const sql = async <T extends Record<string, unknown>>(q: string, params: unknown[] = []) => (await server().ctx.db.query<T>(q, params)).rows;

  it("select: only the owner sees a roadmap, its phases and milestones (even of a public universe)", async () => {
    for (const who of ["anon", "owner", "other", "admin"] as const) {
      const sb = await as(who);
      const roadmaps = await sb.from("roadmaps").select("universe_id").eq("universe_id", ownerUniverse);
      const phases = await sb.from("roadmap_phases").select("id").eq("id", phase);
      const milestones = await sb.from("roadmap_milestones").select("notes").eq("id", milestone);
      const expected = who === "owner" ? 1 : 0;
      for (const [table, res] of Object.entries({ roadmaps, phases, milestones })) expect((res.data ?? []).length, `${who} ${table}`).toBe(expected);
    }
    const mine = await (await as("owner")).from("roadmap_milestones").select("notes").eq("id", milestone).single();
    expect(mine.data).toEqual({ notes: "The king dies in act two" });
  });

  it("insert: users write only into their own roadmap; anon nothing", async () => {
    const anon = await (await as("anon")).from("roadmaps").insert({ universe_id: spareUniverse });
    expect(anon.error?.code).toBe("42501");
    const anonPhase = await (await as("anon")).from("roadmap_phases").insert({ universe_id: ownerUniverse, owner_id: owner, title: "x" });
    expect(anonPhase.error?.code).toBe("42501");
    for (const who of ["other", "admin"] as const) {
      const sb = await as(who);
      const roadmap = await sb.from("roadmaps").insert({ universe_id: spareUniverse });
      expect(roadmap.error?.code, who).toBe("42501");
      const forged = await sb.from("roadmap_phases").insert({ universe_id: ownerUniverse, owner_id: owner, title: "Forged" });
      expect(forged.error?.code, who).toBe("42501");
      const intoTheirs = await sb.from("roadmap_milestones").insert({ universe_id: ownerUniverse, phase_id: phase, title: "Mine now" });
      expect(intoTheirs.error, who).not.toBeNull();
    }
    expect(await sql(`select id from public.roadmap_phases where universe_id = $1`, [ownerUniverse])).toHaveLength(1);
    expect(await sql(`select id from public.roadmap_milestones where universe_id = $1`, [ownerUniverse])).toHaveLength(1);
    const sb = await as("owner");
    const ok = await sb
      .from("roadmap_milestones")
      .insert({ universe_id: ownerUniverse, phase_id: phase, title: "Name the seas", goal_kind: "location", goal_count: 3 })
      .select("owner_id, status")
      .single();
    expect(ok.data).toEqual({ owner_id: owner, status: "todo" });
    // A milestone cannot point into someone else's phase, even with the owner's own universe.
    const crossed = await sb.from("roadmap_milestones").insert({ universe_id: ownerUniverse, phase_id: otherPhase, title: "Crossed" });
    expect(crossed.error?.code).toBe("23503");
  });

  it("update: only the owner; nobody moves a milestone into another roadmap", async () => {
    for (const who of strangers) {
      const sb = await as(who);
      const ph = await sb.from("roadmap_phases").update({ title: "Taken" }).eq("id", phase).select("id");
      const ms = await sb.from("roadmap_milestones").update({ status: "done" }).eq("id", milestone).select("id");
      expect(ph.data ?? [], who).toEqual([]);
      expect(ms.data ?? [], who).toEqual([]);
    }
    expect((await sql<{ title: string }>(`select title from public.roadmap_phases where id = $1`, [phase]))[0]!.title).toBe("Foundations");
    expect((await sql<{ status: string }>(`select status from public.roadmap_milestones where id = $1`, [milestone]))[0]!.status).toBe("todo");
    const sb = await as("owner");
    const moved = await sb.from("roadmap_milestones").update({ phase_id: otherPhase }).eq("id", milestone);
    expect(moved.error?.code).toBe("23503");
    const handOver = await sb.from("roadmap_milestones").update({ owner_id: other }).eq("id", milestone);
    expect(handOver.error?.code).toBe("42501");
    const ok = await sb
      .from("roadmap_milestones")
      .update({ status: "doing", due_on: "2027-01-31", checklist: [{ text: "Draft", done: true }] })
      .eq("id", milestone)
      .select("status, due_on, checklist")
      .single();
    expect(ok.data).toEqual({ status: "doing", due_on: "2027-01-31", checklist: [{ text: "Draft", done: true }] });
  });

  it("delete: only the owner; deleting a phase takes its milestones", async () => {
    for (const who of strangers) {
      const sb = await as(who);
      for (const [table, col, id] of [
        ["roadmap_milestones", "id", milestone],
        ["roadmap_phases", "id", phase],
        ["roadmaps", "universe_id", ownerUniverse],
      ] as const) {
        const res = await sb.from(table).delete().eq(col, id).select(col);
        expect(res.data ?? [], `${who} ${table}`).toEqual([]);
      }
    }
    expect(await sql(`select id from public.roadmap_milestones where id = $1`, [milestone])).toHaveLength(1);
    const sb = await as("owner");
    const extra = await sb.from("roadmap_phases").insert({ universe_id: ownerUniverse, title: "Doomed", position: 9 }).select("id").single();
    await sb.from("roadmap_milestones").insert({ universe_id: ownerUniverse, phase_id: extra.data!.id, title: "Goes too" });
    const del = await sb.from("roadmap_phases").delete().eq("id", extra.data!.id).select("id");
    expect(del.data).toEqual([{ id: extra.data!.id }]);
    expect(await sql(`select id from public.roadmap_milestones where phase_id = $1`, [extra.data!.id])).toEqual([]);
  });

  it("limits: blank or long titles, unknown statuses, half goals and oversized checklists are refused", async () => {
    const sb = await as("owner");
    const before = await sql(`select id from public.roadmap_milestones where owner_id = $1`, [owner]);
    for (const bad of <Record<string, unknown>[]>[
      { title: "   " },
      { title: "t".repeat(201) },
      { title: "Odd", status: "someday" },
      { title: "Half", goal_kind: "faction" },
      { title: "Zero", goal_kind: "faction", goal_count: 0 },
      { title: "Shout", goal_kind: "FACTION", goal_count: 2 },
      { title: "List", checklist: { text: "not an array" } },
      { title: "Many", checklist: Array.from({ length: 51 }, (_, i) => ({ text: `step ${i}`, done: false })) },
      { title: "Notes", notes: "n".repeat(20001) },
    ]) {
      const res = await sb.from("roadmap_milestones").insert({ universe_id: ownerUniverse, phase_id: phase, ...bad });
      expect(res.error?.code, JSON.stringify(bad).slice(0, 60)).toBe("23514");
    }
    const phaseTitle = await sb
      .from("roadmap_phases")
      .update({ title: "p".repeat(81) })
      .eq("id", phase);
    expect(phaseTitle.error?.message).toMatch(/roadmap_phases_title_length/);
    expect(await sql(`select id from public.roadmap_milestones where owner_id = $1`, [owner])).toHaveLength(before.length);
  });

  it("start_roadmap: creates the template once, only for one's own universe; anon may not call it", async () => {
    const sb = await as("owner");
    const first = await sb.rpc("start_roadmap", { universe: spareUniverse });
    expect(first).toMatchObject({ error: null, data: true });
    const again = await sb.rpc("start_roadmap", { universe: spareUniverse });
    expect(again).toMatchObject({ error: null, data: false });
    const phases = await sb.from("roadmap_phases").select("title").eq("universe_id", spareUniverse).order("position");
    expect(phases.data!.map((p) => p.title)).toEqual(["Foundations", "Peoples", "Places", "Powers", "History", "Stories"]);
    const milestones = await sb.from("roadmap_milestones").select("title, goal_kind, goal_count").eq("universe_id", spareUniverse);
    expect(milestones.data).toHaveLength(13);
    expect(milestones.data).toContainEqual({ title: "Create 3 factions", goal_kind: "faction", goal_count: 3 });
    const theirs = await (await as("other")).rpc("start_roadmap", { universe: spareUniverse });
    expect(theirs.error?.code).toBe("42501");
    const anon = await (await as("anon")).rpc("start_roadmap", { universe: spareUniverse });
    expect(anon.error).not.toBeNull();
    expect(await sql(`select universe_id from public.roadmaps where universe_id = $1`, [spareUniverse])).toHaveLength(1);
  });

  it("roadmap_progress: other users get nothing for someone else's roadmap", async () => {
    for (const who of ["other", "admin"] as const) {
      const res = await (await as(who)).rpc("roadmap_progress", { universe: ownerUniverse });
      expect([res.error, res.data], who).toEqual([null, []]);
    }
    const anon = await (await as("anon")).rpc("roadmap_progress", { universe: ownerUniverse });
    expect(anon.error).not.toBeNull();
  });
});
