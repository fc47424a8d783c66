// Contract: a measurable milestone's progress follows the owner's library live. Two factions
// saved into the universe against a goal of three read "2 of 3"; items in another universe, in
// the trash, of another kind or of another user do not count.
import { describe, expect, it } from "vitest";
import { databases } from "../support/databases.js";
import { useSignedInUsers } from "../support/users.js";

describe.each(databases)("roadmap progress on %s", (kind) => {
  const suite = useSignedInUsers(kind, ["planner@example.com", "rival@example.com"] as const);

  it("counts the owner's untrashed items of the goal's kind in that universe", async () => {
    const [sb, me] = suite().users[0];
    const [rival] = suite().users[1];
    const made = await sb
      .from("universes")
      .insert([{ name: "Aster" }, { name: "Elsewhere" }])
      .select("id, name");
    expect(made.error).toBeNull();
    const aster = made.data!.find((u) => u.name === "Aster")!.id as string;
    const elsewhere = made.data!.find((u) => u.name === "Elsewhere")!.id as string;

    expect((await sb.rpc("start_roadmap", { universe: aster })).data).toBe(true);
    const goal = await sb.from("roadmap_milestones").select("id, owner_id").eq("universe_id", aster).eq("goal_kind", "faction").single();
    expect(goal.data!.owner_id).toBe(me);
    const progress = async () => {
      const res = await sb.rpc("roadmap_progress", { universe: aster });
      expect(res.error).toBeNull();
      return Number((res.data as { milestone_id: string; have: number }[]).find((r) => r.milestone_id === goal.data!.id)!.have);
    };
    expect(await progress()).toBe(0);

    const saved = await sb
      .from("content_items")
      .insert([
        { kind: "faction", name: "Iron Court", universe_id: aster },
        { kind: "faction", name: "Salt Guild", universe_id: aster },
        { kind: "faction", name: "Lost Order", universe_id: aster },
        { kind: "faction", name: "Far Away", universe_id: elsewhere },
        { kind: "character", name: "Not a faction", universe_id: aster },
      ])
      .select("id, name");
    expect(saved.error).toBeNull();
    await rival.from("content_items").insert({ kind: "faction", name: "Their faction", visibility: "public" });
    expect(await progress()).toBe(3);

    // Trash one: 2 of 3.
    const lost = saved.data!.find((i) => i.name === "Lost Order")!.id as string;
    expect((await sb.from("content_items").update({ deleted_at: new Date().toISOString() }).eq("id", lost)).error).toBeNull();
    expect(await progress()).toBe(2);

    // A goal edited by the user is measured the same way.
    await sb.from("roadmap_milestones").update({ goal_kind: "character", goal_count: 4 }).eq("id", goal.data!.id);
    expect(await progress()).toBe(1);
  });

  it("two tabs starting the same roadmap at once create one template", async () => {
    const [sb] = suite().users[0];
    const made = await sb.from("universes").insert({ name: "Twin tabs" }).select("id").single();
    const universe = made.data!.id as string;
    const results = await Promise.all([sb.rpc("start_roadmap", { universe }), sb.rpc("start_roadmap", { universe })]);
    expect(results.map((r) => r.error)).toEqual([null, null]);
    expect(results.map((r) => r.data).sort()).toEqual([false, true]);
    expect((await sb.from("roadmap_phases").select("id").eq("universe_id", universe)).data).toHaveLength(6);
    expect((await sb.from("roadmap_milestones").select("id").eq("universe_id", universe)).data).toHaveLength(13);
  });
});
