import { describe, expect, it } from "vitest";
import { overwrite, saveVersioned, type DocPatch, type VersionedUpdate } from "./save";
import type { StoryDoc } from "@/data/story-documents/types";

// A one-row stand-in for the database: an update matches only while the version is current, and
// bumps it, as the trigger in 20261125001000_story_documents.sql does.
function fakeDb() {
  let row: StoryDoc = {
    id: "d1",
    owner_id: "u",
    universe_id: null,
    tool: "character-group",
    title: "The Company",
    summary: "",
    data: {},
    visibility: "private",
    version: 1,
    created_at: "",
    updated_at: "",
    deleted_at: null,
  };
  const update: VersionedUpdate = async (id, version, patch: DocPatch) => {
    if (id !== row.id || version !== row.version) return [];
    row = { ...row, ...patch, version: row.version + 1 };
    return [row];
  };
  const read = async (id: string) => (id === row.id ? row : null);
  return {
    update,
    read,
    get row() {
      return row;
    },
  };
}

describe("optimistic concurrency", () => {
  it("saves when the version is current and hands back the new version", async () => {
    const db = fakeDb();
    const r = await saveVersioned(db.update, "d1", 1, { title: "The Grey Company" });
    expect(r.status).toBe("saved");
    expect(r.status === "saved" && r.doc.version).toBe(2);
    expect(db.row.title).toBe("The Grey Company");
  });

  it("a second tab saving from the old version gets a conflict and changes nothing", async () => {
    const db = fakeDb();
    await saveVersioned(db.update, "d1", 1, { title: "From tab A" });
    const late = await saveVersioned(db.update, "d1", 1, { title: "From tab B" });
    expect(late).toEqual({ status: "conflict" });
    expect(db.row).toMatchObject({ title: "From tab A", version: 2 });
  });

  it("'Keep mine' saves over the newest version, still versioned", async () => {
    const db = fakeDb();
    await saveVersioned(db.update, "d1", 1, { title: "From tab A" });
    const kept = await overwrite(db.update, db.read, "d1", { title: "From tab B" });
    expect(kept.status).toBe("saved");
    expect(db.row).toMatchObject({ title: "From tab B", version: 3 });
    // A write that sneaks in between the read and the save is a conflict again, not lost.
    const racing: VersionedUpdate = async (id, version, patch) => {
      await db.update(id, version, { title: "Third tab" });
      return db.update(id, version, patch);
    };
    expect(await overwrite(racing, db.read, "d1", { title: "Mine again" })).toEqual({ status: "conflict" });
    expect(db.row.title).toBe("Third tab");
  });

  it("'Keep mine' on a document deleted for good says so", async () => {
    const db = fakeDb();
    await expect(overwrite(db.update, async () => null, "d1", { title: "x" })).rejects.toThrow(/no longer exists/);
  });
});
