import { describe, expect, it } from "vitest";
import type { StoryLinkWithItem } from "@/data/story-links/types";
import { sceneToMarkdown } from "@/components/story-documents/markdown";
import { storyToEpub } from "./book-export";
import { getSchema } from "@tiptap/core";
import { Node as PMNode } from "@tiptap/pm/model";
import { editorExtensions } from "./rich-text";
import { mentionedIds, mentionedIdsOf, mentionExtension } from "./mentions";
import { sceneLinks } from "./scene-links";
import { strFromU8, unzipSync } from "fflate";

const mention = (id: string, label: string) => ({ type: "mention", attrs: { id, label } });
const body = {
  type: "doc",
  content: [
    {
      type: "paragraph",
      content: [mention("b", "Mara Quell"), { type: "text", text: " rowed to " }, mention("a", "Saltmarsh & Sons"), { type: "text", text: "." }],
    },
    { type: "blockquote", content: [{ type: "paragraph", content: [mention("b", "Mara Quell")] }] },
  ],
};

describe("mentions", () => {
  it("collects the mentioned ids once each, sorted", () => {
    expect(mentionedIds(body)).toEqual(["a", "b"]);
    expect(mentionedIds({ type: "doc" })).toEqual([]);
    expect(mentionedIds(null)).toEqual([]);
  });

  it("reads the same ids from the editor's document as from its JSON", () => {
    const schema = getSchema([...editorExtensions, mentionExtension()]);
    expect(mentionedIdsOf(PMNode.fromJSON(schema, body))).toEqual(["a", "b"]);
    expect(mentionedIdsOf(PMNode.fromJSON(schema, { type: "doc", content: [{ type: "paragraph" }] }))).toEqual([]);
  });

  it("exports a mention as the item's name", () => {
    expect(sceneToMarkdown(body)).toBe("Mara Quell rowed to Saltmarsh & Sons.\n\n> Mara Quell");
    const files = unzipSync(
      storyToEpub(
        { id: "x", title: "T", summary: "" },
        [
          {
            id: "s",
            document_id: "d",
            owner_id: "u",
            parent_id: null,
            kind: "scene",
            title: "",
            position: 0,
            body,
            words: 0,
            status: "draft",
            synopsis: "",
            scene_date: "",
            version: 1,
            updated_at: "",
          },
        ],
        "A",
      ),
    );
    expect(strFromU8(files["OEBPS/chapter-1.xhtml"]!)).toContain("<p>Mara Quell rowed to Saltmarsh &amp; Sons.</p>");
  });

  it("finds the links anchored to a set of scenes", () => {
    const link = (anchor: string) => ({ id: anchor, anchor, document_id: "d", item_id: "i", role: "", note: "", position: 0, item: null }) as StoryLinkWithItem;
    const all = [link(""), link("pov:s1"), link("place:s2"), link("mention:s1"), link("mention:s3"), link("beat:s1")];
    expect(sceneLinks(all, new Set(["s1", "s2"])).map((l) => l.anchor)).toEqual(["pov:s1", "place:s2", "mention:s1"]);
  });
});
