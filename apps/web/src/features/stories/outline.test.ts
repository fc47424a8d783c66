import { describe, expect, it } from "vitest";
import type { StorySection } from "@/data/story-sections/types";
import { buildOutline, chaptersForNewPart, countWords, readingTime, wordsLabel } from "./outline";

let n = 0;
const sec = (kind: StorySection["kind"], parent: string | null, position: number, words = 0, id = `s${++n}`): StorySection => ({
  id,
  document_id: "d",
  owner_id: "u",
  parent_id: parent,
  kind,
  title: id,
  position,
  body: {},
  words,
  status: "draft",
  synopsis: "",
  scene_date: "",
  version: 1,
  updated_at: "",
});

describe("outline", () => {
  it("gives a new part the chapters after the last part, or every chapter when there is no part yet", () => {
    const ids = (rows: StorySection[]) => chaptersForNewPart(buildOutline(rows).top).map((s) => s.id);
    expect(ids([sec("chapter", null, 1, 0, "b"), sec("chapter", null, 0, 0, "a")])).toEqual(["a", "b"]);
    expect(ids([sec("chapter", null, 0, 0, "a"), sec("part", null, 1, 0, "p"), sec("chapter", "p", 0, 0, "in"), sec("chapter", null, 2, 0, "c")])).toEqual([
      "c",
    ]);
    expect(ids([sec("chapter", null, 0, 0, "a"), sec("part", null, 1, 0, "p")])).toEqual([]);
    expect(ids([])).toEqual([]);
  });

  it("nests parts, chapters and scenes in position order and totals their words", () => {
    const rows = [
      sec("scene", "c2", 0, 300, "sc3"),
      sec("chapter", "p1", 1, 0, "c2"),
      sec("part", null, 0, 0, "p1"),
      sec("chapter", "p1", 0, 0, "c1"),
      sec("scene", "c1", 1, 50, "sc2"),
      sec("scene", "c1", 0, 100, "sc1"),
      sec("chapter", null, 1, 0, "loose"),
      sec("scene", "loose", 0, 7, "sc4"),
    ];
    const { top, words } = buildOutline(rows);
    expect(words).toBe(457);
    expect(top.map((t) => [t.section.id, t.words])).toEqual([
      ["p1", 450],
      ["loose", 7],
    ]);
    expect(top[0]!.children.map((c) => [c.section.id, c.words])).toEqual([
      ["c1", 150],
      ["c2", 300],
    ]);
    expect(top[0]!.children[0]!.children.map((c) => c.section.id)).toEqual(["sc1", "sc2"]);
  });

  it("is empty for a story with no sections", () => {
    expect(buildOutline([])).toEqual({ top: [], words: 0 });
  });

  it("counts words the way writers do", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("  The rain   fell.\nIt didn't stop. ")).toBe(6);
    expect(countWords("A well-known tale — told twice.")).toBe(5);
    expect(countWords("Élodie said «bonjour» to Ørn, 42 times")).toBe(7);
  });

  it("says how long a read is", () => {
    expect(readingTime(0)).toBe("nothing to read yet");
    expect(readingTime(100)).toBe("1 min read");
    expect(readingTime(230 * 90)).toBe("1 h 30 min read");
    expect(readingTime(230 * 120)).toBe("2 h read");
    expect(wordsLabel(1)).toBe("1 word");
    expect(wordsLabel(12345)).toBe("12,345 words");
  });
});
