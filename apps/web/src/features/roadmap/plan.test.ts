import { describe, expect, it } from "vitest";
import type { Milestone, Phase, Plan } from "@/data/roadmap/types";
import { countOf, generatorPath, goalProgress, nextPosition, nextStep, ordered } from "./plan";

const phase = (id: string, position: number): Phase => ({ id, position, title: id, universe_id: "u", owner_id: "o", created_at: "" });
const ms = (id: string, phase_id: string, position: number, extra: Partial<Milestone> = {}): Milestone => ({
  id,
  phase_id,
  position,
  title: id,
  universe_id: "u",
  owner_id: "o",
  status: "todo",
  due_on: null,
  notes: "",
  checklist: [],
  goal_kind: null,
  goal_count: null,
  created_at: "",
  updated_at: "",
  ...extra,
});

const plan: Plan = {
  phases: [phase("a", 0), phase("b", 1)],
  milestones: [
    ms("b1", "b", 0, { goal_kind: "faction", goal_count: 3 }),
    ms("a2", "a", 1, { goal_kind: "race", goal_count: 2, status: "done" }),
    ms("a1", "a", 0),
    ms("a3", "a", 2, { goal_kind: "location", goal_count: 1 }),
  ],
};

describe("roadmap plan", () => {
  it("reads milestones by phase, then position", () => {
    expect(ordered(plan).map((m) => m.id)).toEqual(["a1", "a2", "a3", "b1"]);
    expect(nextPosition(plan, "a")).toBe(3);
    expect(nextPosition(plan, "empty")).toBe(0);
  });

  it("measures a goal against the live counts: 2 of 3", () => {
    expect(goalProgress(plan.milestones[0]!, { b1: 2 })).toEqual({ kind: "faction", have: 2, want: 3, ratio: 2 / 3, met: false });
    expect(goalProgress(plan.milestones[0]!, { b1: 5 })).toMatchObject({ ratio: 1, met: true });
    expect(goalProgress(plan.milestones[2]!, {})).toBeNull();
  });

  it("suggests the first unfinished milestone whose goal is not met, skipping done ones", () => {
    expect(nextStep(plan, {})?.milestone.id).toBe("a3");
    expect(nextStep(plan, { a3: 1, b1: 2 })).toMatchObject({ milestone: { id: "b1" }, missing: 1 });
    expect(nextStep(plan, { a3: 1, b1: 3 })).toBeNull();
  });

  it("names counts and generator pages", () => {
    expect(countOf("faction", 2)).toBe("2 factions");
    expect(countOf("magic-system", 1)).toBe("1 magic system");
    expect(countOf("armor-clothing", 3)).toBe("3 armor & clothing entries");
    expect(countOf("lore", 1)).toBe("1 lore entry");
    expect(countOf("prophecy", 2)).toBe("2 prophecies");
    expect(generatorPath("faction")).toBe("/generators/faction");
    expect(generatorPath("story")).toBeNull();
  });
});
