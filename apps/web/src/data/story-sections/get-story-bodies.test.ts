import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { rememberSceneText } from "./get-scene-body";
import { readBodies, withBodies } from "./get-story-bodies";
import type { SectionRow } from "./types";

// Every request the module makes: which ids (or story) it asked for. Answers with a text per id.
const asked: { column: string; value: unknown }[] = [];
vi.mock("@/lib/supabase", () => {
  const builder = () => {
    let ids: string[] = [];
    const b = {
      select: () => b,
      limit: () => b,
      in: (column: string, value: string[]) => ((ids = value), asked.push({ column, value }), b),
      eq: (column: string, value: string) => ((ids = ["s1", "s2", "s3"]), asked.push({ column, value }), b),
      overrideTypes: () => Promise.resolve({ data: ids.map((id) => ({ id, body: { type: "doc", from: "server", id } })), error: null }),
    };
    return b;
  };
  return { supabase: () => ({ from: () => builder() }) };
});

const row = (id: string, version = 1, kind: SectionRow["kind"] = "scene"): SectionRow => ({
  id,
  document_id: "d",
  owner_id: "u",
  parent_id: null,
  kind,
  title: id,
  position: 0,
  words: 10,
  status: "draft",
  synopsis: "",
  scene_date: "",
  version,
  updated_at: "",
});

beforeEach(() => void (asked.length = 0));

describe("a story's texts", () => {
  it("takes a scene's text from the cache only for the version the row has", () => {
    const qc = new QueryClient();
    rememberSceneText(qc, { id: "s1", version: 2, body: { type: "doc", from: "cache" } });
    const bodies = new Map([
      ["s1", { type: "doc", from: "server" }],
      ["s2", { type: "doc", from: "server" }],
    ]);
    const [a, b] = withBodies([row("s1", 2), row("s2")], bodies, qc);
    expect(a!.body).toEqual({ type: "doc", from: "cache" });
    expect(b!.body).toEqual({ type: "doc", from: "server" });
    // The list moved on to version 3 (another tab saved): the cached version-2 text is not used.
    expect(withBodies([row("s1", 3)], bodies, qc)[0]!.body).toEqual({ type: "doc", from: "server" });
  });

  it("asks only for the scenes whose text is not cached, in one request", async () => {
    const qc = new QueryClient();
    rememberSceneText(qc, { id: "s1", version: 1, body: { type: "doc", from: "cache" } });
    const out = await readBodies(qc, "d", [row("c1", 1, "chapter"), row("s1"), row("s2"), row("s3")]);
    expect(asked).toEqual([{ column: "id", value: ["s2", "s3"] }]);
    expect(out.map((s) => s.body.from)).toEqual([undefined, "cache", "server", "server"]);
    expect(out[2]!.body).toEqual({ type: "doc", from: "server", id: "s2" });
  });

  it("makes no request when every text is cached", async () => {
    const qc = new QueryClient();
    rememberSceneText(qc, { id: "s1", version: 4, body: { type: "doc" } });
    await readBodies(qc, "d", [row("s1", 4)]);
    expect(asked).toEqual([]);
  });

  it("reads the whole story's texts in one request when many are missing", async () => {
    const qc = new QueryClient();
    const rows = Array.from({ length: 101 }, (_, i) => row(`x${i}`));
    await readBodies(qc, "d", rows);
    expect(asked).toEqual([{ column: "document_id", value: "d" }]);
  });
});
