import { describe, expect, it } from "vitest";
import type { StoryDoc } from "@/data/story-documents/types";
import type { StorySection } from "@/data/story-sections/types";
import { storyToMarkdown } from "./markdown";

const doc = (over: Partial<StoryDoc>): StoryDoc => ({
  id: "d",
  owner_id: "u",
  universe_id: null,
  tool: "story",
  title: "The Drowned Bell",
  summary: "",
  data: {},
  visibility: "private",
  version: 1,
  created_at: "",
  updated_at: "",
  deleted_at: null,
  ...over,
});
const text = (t: string, ...marks: string[]) => ({ type: "text", text: t, ...(marks.length ? { marks: marks.map((type) => ({ type })) } : {}) });
const p = (...content: object[]) => ({ type: "paragraph", content });
const scene = (id: string, parent: string, position: number, content: object[]): StorySection => ({
  id,
  document_id: "d",
  owner_id: "u",
  parent_id: parent,
  kind: "scene",
  title: id,
  position,
  body: { type: "doc", content },
  words: 0,
  status: "draft",
  synopsis: "",
  scene_date: "",
  version: 1,
  updated_at: "",
});
const chapter = (id: string, title: string, position: number): StorySection => ({
  ...scene(id, "", position, []),
  parent_id: null,
  kind: "chapter",
  title,
  body: {},
});

describe("Markdown export of a story", () => {
  it("writes a whole story in outline order, with breaks between scenes", () => {
    const md = storyToMarkdown(doc({ summary: "Under the sea." }), [
      chapter("c2", "High Water", 1),
      chapter("c1", "Low Tide", 0),
      scene("s2", "c1", 1, [p(text("Second."))]),
      scene("s1", "c1", 0, [p(text("First."))]),
      scene("s3", "c2", 0, [p(text("Third."))]),
    ]);
    expect(md).toBe(
      "# The Drowned Bell\n\n> Under the sea.\n\n### Low Tide\n\n#### s1\n\nFirst.\n\n#### s2\n\nSecond.\n\n### High Water\n\n#### s3\n\nThird.\n",
    );
    // Untitled scenes (and the editor's own "Scene 2") are set apart by a scene break instead.
    const untitled = storyToMarkdown(doc({}), [
      chapter("c1", "Low Tide", 0),
      { ...scene("s1", "c1", 0, [p(text("First."))]), title: "" },
      { ...scene("s2", "c1", 1, [p(text("Second."))]), title: "" },
    ]);
    expect(untitled).toBe("# The Drowned Bell\n\n### Low Tide\n\nFirst.\n\n* * *\n\nSecond.\n");
  });
});
