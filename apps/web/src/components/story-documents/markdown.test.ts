import { describe, expect, it } from "vitest";
import { sceneToMarkdown } from "./markdown";

const text = (t: string, ...marks: string[]) => ({ type: "text", text: t, ...(marks.length ? { marks: marks.map((type) => ({ type })) } : {}) });
const p = (...content: object[]) => ({ type: "paragraph", content });

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

  it("leaves no double space where a mention meets the space typed after it", () => {
    const md = sceneToMarkdown({
      type: "doc",
      content: [p(text("She saw "), { type: "mention", attrs: { id: "x", label: "Hidden Cove" } }, text("  and  rain."))],
    });
    expect(md).toBe("She saw Hidden Cove and rain.");
  });
});
