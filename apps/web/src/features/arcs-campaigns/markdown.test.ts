import { describe, expect, it } from "vitest";
import type { StoryLinkWithItem } from "@/data/story-links/types";
import { arcToMarkdown, campaignToMarkdown } from "./markdown";

const link = (anchor: string, name: string, deleted = false): StoryLinkWithItem => ({
  id: `${anchor}-${name}`,
  document_id: "d",
  item_id: name,
  anchor,
  role: "",
  note: "",
  position: 0,
  item: { id: name, name, kind: "character", summary: "", visibility: "private", deleted_at: deleted ? "2026-01-01" : null },
});

describe("arc and campaign Markdown", () => {
  it("writes an arc as acts and beats, with scenes and linked items", () => {
    const data = {
      template: "three-act" as const,
      acts: [
        {
          id: "a1",
          title: "Act I",
          beats: [{ id: "b1", title: "The *hook*", description: "A body in the well.", scene: { storyId: "s", sceneId: "c", title: "Well" } }],
        },
        { id: "a2", title: "", beats: [] },
      ],
    };
    expect(
      arcToMarkdown({ title: "Murder at Oakhollow", summary: "", data }, [link("b1", "Inspector Vale"), link("b1", "Gone", true), link("other", "Elsewhere")]),
    ).toBe(
      "# Murder at Oakhollow\n\n*Story arc · Three acts*\n\n## Act I\n\n### The \\*hook\\*\n\nA body in the well.\n\n- Scene: Well\n- Linked: Inspector Vale\n\n## Act 2\n\n*No beats yet.*\n",
    );
  });

  it("writes a campaign: party, sessions newest first, quests by status", () => {
    const data = {
      sessions: [
        { id: "s1", title: "One", date: "2026-01-01", recap: "Met the duke.", notes: "" },
        { id: "s2", title: "Two", date: "2026-01-08", recap: "Burned the mill.", notes: "Tam absent." },
      ],
      quests: [
        { id: "q1", title: "Rats", description: "", status: "failed" as const },
        { id: "q2", title: "Miller", description: "Missing since spring.", status: "hook" as const },
      ],
    };
    expect(campaignToMarkdown({ title: "Brindle", summary: "A river town.", data }, [link("pc", "Mira"), link("session:s2", "Duke Aldo")])).toBe(
      [
        "# Brindle",
        "*Campaign*",
        "A river town.",
        "## Player characters",
        "Mira",
        "## Sessions",
        "### Two (2026-01-08)\n\nBurned the mill.\n\nNotes: Tam absent.\n\n- Linked: Duke Aldo",
        "### One (2026-01-01)\n\nMet the duke.",
        "## Quests",
        "### Hook",
        "- **Miller**: Missing since spring.",
        "### Failed",
        "- **Rats**",
      ].join("\n\n") + "\n",
    );
  });
});
