import { describe, expect, it } from "vitest";
import {
  lastRecap,
  moveBeat,
  parseArc,
  parseCampaign,
  removeBeat,
  insertBeat,
  sessionsNewestFirst,
  setQuestStatus,
  stepBeat,
  updateBeat,
  type Act,
  type Quest,
  type Session,
} from "./model";

const beat = (id: string) => ({ id, title: id.toUpperCase(), description: "", scene: null });
const acts = (): Act[] => [
  { id: "a1", title: "One", beats: [beat("b1"), beat("b2")] },
  { id: "a2", title: "Two", beats: [beat("b3")] },
];
const shape = (list: Act[]) => list.map((a) => `${a.id}:${a.beats.map((b) => b.id).join(",")}`);

describe("arc data", () => {
  it("reads a stored arc and fills in missing fields", () => {
    const r = parseArc({ template: "three-act", acts: [{ id: "a", title: "I", beats: [{ id: "b", title: "Hook" }] }] });
    expect(r).toEqual({
      ok: true,
      value: { template: "three-act", acts: [{ id: "a", title: "I", beats: [{ id: "b", title: "Hook", description: "", scene: null }] }] },
    });
    expect(parseArc({})).toEqual({ ok: true, value: { template: "blank", acts: [] } });
  });

  it("reports corrupt data instead of replacing it", () => {
    const r = parseArc({ acts: [{ id: "a", title: 3 }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^acts\.0\.title: /);
    expect(parseArc({ template: "sonnet" }).ok).toBe(false);
    expect(parseArc(null).ok).toBe(false);
  });

  it("keeps unknown fields out but survives a round trip", () => {
    const value = { template: "blank" as const, acts: acts() };
    expect(parseArc(JSON.parse(JSON.stringify(value)))).toEqual({ ok: true, value });
  });

  it("edits, removes and puts back a beat", () => {
    const edited = updateBeat(acts(), "b2", { title: "Midpoint", description: "All turns." });
    expect(edited[0]!.beats[1]).toEqual({ id: "b2", title: "Midpoint", description: "All turns.", scene: null });
    const removed = removeBeat(edited, "b1");
    expect(shape(removed)).toEqual(["a1:b2", "a2:b3"]);
    expect(shape(insertBeat(removed, "a1", 0, beat("b1")))).toEqual(["a1:b1,b2", "a2:b3"]);
  });

  it("moves beats within an act and between acts, by drag and by step", () => {
    expect(shape(moveBeat(acts(), "b1", "a1", 1))).toEqual(["a1:b2,b1", "a2:b3"]);
    expect(shape(moveBeat(acts(), "b1", "a2", 0))).toEqual(["a1:b2", "a2:b1,b3"]);
    expect(shape(moveBeat(acts(), "b1", "a2", 99))).toEqual(["a1:b2", "a2:b3,b1"]);
    expect(shape(moveBeat(acts(), "nope", "a2", 0))).toEqual(["a1:b1,b2", "a2:b3"]);
    expect(shape(stepBeat(acts(), "b1", 1))).toEqual(["a1:b2,b1", "a2:b3"]);
    // Past the end of an act: first in the next one; before the start: last in the previous one.
    expect(shape(stepBeat(acts(), "b2", 1))).toEqual(["a1:b1", "a2:b2,b3"]);
    expect(shape(stepBeat(acts(), "b3", -1))).toEqual(["a1:b1,b2,b3", "a2:"]);
    expect(shape(stepBeat(acts(), "b1", -1))).toEqual(["a1:b1,b2", "a2:b3"]);
    expect(shape(stepBeat(acts(), "b3", 1))).toEqual(["a1:b1,b2", "a2:b3"]);
  });
});

describe("campaign data", () => {
  it("reads a campaign, with defaults, and refuses a bad status or date", () => {
    expect(parseCampaign({})).toEqual({ ok: true, value: { sessions: [], quests: [] } });
    expect(parseCampaign({ quests: [{ id: "q", title: "Rats", status: "hook" }] })).toEqual({
      ok: true,
      value: { sessions: [], quests: [{ id: "q", title: "Rats", description: "", status: "hook" }] },
    });
    expect(parseCampaign({ quests: [{ id: "q", status: "maybe" }] }).ok).toBe(false);
    expect(parseCampaign({ sessions: [{ id: "s", date: "yesterday" }] }).ok).toBe(false);
  });

  it("moves a quest to another column, last in it", () => {
    const quests: Quest[] = [
      { id: "q1", title: "A", description: "", status: "hook" },
      { id: "q2", title: "B", description: "", status: "active" },
    ];
    const moved = setQuestStatus(quests, "q1", "active");
    expect(moved.map((q) => `${q.id}:${q.status}`)).toEqual(["q2:active", "q1:active"]);
    expect(setQuestStatus(quests, "q2", "active")).toEqual(quests);
  });

  it("finds the newest session's recap", () => {
    const s = (id: string, date: string, recap = ""): Session => ({ id, title: id, date, recap, notes: "" });
    const sessions = [s("one", "2026-01-05", "Met the duke."), s("two", "2026-02-01", "Burned the mill."), s("three", "", "Undated."), s("four", "2026-03-01")];
    expect(sessionsNewestFirst(sessions).map((x) => x.id)).toEqual(["four", "two", "one", "three"]);
    expect(lastRecap(sessions)?.recap).toBe("Burned the mill.");
    expect(lastRecap([s("a", "")])).toBeNull();
    // Undated sessions: the one added last counts as newest.
    expect(lastRecap([s("x", "", "first"), s("y", "", "second")])?.id).toBe("y");
  });
});
