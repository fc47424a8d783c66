import { describe, expect, it } from "vitest";
import type { StoryDoc } from "@/data/story-documents/types";
import type { StoryLinkWithItem } from "@/data/story-links/types";
import { groupToMarkdown } from "./markdown";

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
describe("Markdown export of a group", () => {
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
