import { describe, expect, it } from "vitest";
import type { StoryDoc } from "@/data/story-documents/types";
import type { StoryLinkWithItem } from "@/data/story-links/types";
import type { StorySection } from "./api/sections";
import { groupToMarkdown, sceneToMarkdown, storyToMarkdown } from "./markdown";

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

describe("Markdown export", () => {
  it("writes a scene's headings, emphasis, lists, quotes and scene breaks", () => {
    const md = sceneToMarkdown({
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [text("Vespers")] },
        p(text("The bell rang. "), text("Nobody", "italic"), text(" else "), text("heard", "bold"), text(" it *really*.")),
        {
          type: "bulletList",
          content: [
            { type: "listItem", content: [p(text("salt"))] },
            { type: "listItem", content: [p(text("bone"))] },
          ],
        },
        {
          type: "orderedList",
          content: [
            { type: "listItem", content: [p(text("first"))] },
            { type: "listItem", content: [p(text("second"))] },
          ],
        },
        { type: "horizontalRule" },
        { type: "blockquote", content: [p(text("Ring for the drowned.")), p(text("Ring again."))] },
      ],
    });
    expect(md).toBe(
      [
        "#### Vespers",
        "The bell rang. *Nobody* else **heard** it \\*really\\*.",
        "- salt\n- bone",
        "1. first\n2. second",
        "* * *",
        "> Ring for the drowned.\n>\n> Ring again.",
      ].join("\n\n"),
    );
    expect(sceneToMarkdown({})).toBe("");
  });

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

  it("leaves no double space where a mention meets the space typed after it", () => {
    const md = sceneToMarkdown({
      type: "doc",
      content: [p(text("She saw "), { type: "mention", attrs: { id: "x", label: "Hidden Cove" } }, text("  and  rain."))],
    });
    expect(md).toBe("She saw Hidden Cove and rain.");
  });

  it("writes a group's card with members in order", () => {
    const member = (name: string, role: string, note: string, deleted = false) =>
      ({
        id: name,
        document_id: "d",
        item_id: name,
        anchor: "",
        role,
        note,
        position: 0,
        item: { id: name, name, kind: "character", summary: "", visibility: "public", deleted_at: deleted ? "x" : null },
      }) as StoryLinkWithItem;
    const md = groupToMarkdown(doc({ tool: "character-group", title: "The Grey Company", summary: "Sellswords.", data: { type: "guild" } }), [
      member("Corin Ash", "", ""),
      member("Aldric Vane", "Captain", "Never late"),
      member("Gone", "x", "", true),
    ]);
    expect(md).toBe("# The Grey Company\n\n*Guild*\n\nSellswords.\n\n## Members\n\n- **Corin Ash**\n- **Aldric Vane** — Captain: Never late\n");
  });
});
