import { describe, expect, it } from "vitest";
import type { StoryDoc } from "./types";
import { keepRelations, withRelations } from "./with-relations";

const doc = (tool: StoryDoc["tool"], data: Record<string, unknown>): StoryDoc => ({
  id: "d1",
  owner_id: "u1",
  universe_id: null,
  tool,
  title: "T",
  summary: "",
  data,
  visibility: "private",
  version: 2,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
  deleted_at: null,
});

describe("keepRelations", () => {
  const relations = [{ id: "r1", from: "a", to: "b", type: "ally" }];
  const positions = { a: { x: 1, y: 2 } };

  it("puts a map's saved relations and positions back on the returned row (the database strips them)", () => {
    const row = doc("relationships", { layout: "force" });
    expect(keepRelations(row, { data: { layout: "force", relations, positions } }).data).toEqual({ layout: "force", relations, positions });
  });

  it("leaves a map alone when the save did not send data, and every other tool always", () => {
    const map = doc("relationships", { layout: "force" });
    expect(keepRelations(map, { title: "New" })).toBe(map);
    const group = doc("character-group", { type: "party" });
    expect(keepRelations(group, { data: { type: "party", relations } })).toBe(group);
  });
});

describe("withRelations", () => {
  it("reads nothing for a document that is not a relationship map", async () => {
    const timeline = doc("timeline", { events: [] });
    await expect(withRelations(timeline)).resolves.toBe(timeline);
  });
});
