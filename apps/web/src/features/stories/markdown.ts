// A story's manuscript as Markdown: parts, chapters and scenes in outline order, `* * *` between
// untitled scenes (the editor's Markdown button; docs/story-tools.md).
import { escapeMarkdown, quoteMarkdown, sceneToMarkdown } from "@/components/story-documents/markdown";
import { sceneTitle } from "@/components/story-documents/inline-text";
import type { StoryDoc } from "@/data/story-documents/types";
import type { StorySection } from "@/data/story-sections/types";
import { buildOutline, type OutlineNode } from "./outline";

export function storyToMarkdown(doc: StoryDoc, sections: readonly StorySection[]): string {
  const out: string[] = [`# ${escapeMarkdown(doc.title)}`];
  if (doc.summary) out.push(quoteMarkdown(escapeMarkdown(doc.summary)));
  const walk = (nodes: OutlineNode[]) => {
    let previousScene = false;
    for (const node of nodes) {
      const s = node.section;
      if (s.kind === "scene") {
        // A titled scene opens with its title; untitled scenes are set apart by a scene break.
        const title = sceneTitle(s.title);
        if (title) out.push(`#### ${escapeMarkdown(title)}`);
        else if (previousScene) out.push("* * *");
        const text = sceneToMarkdown(s.body, 5);
        if (text) out.push(text);
        previousScene = true;
      } else {
        out.push(`${s.kind === "part" ? "##" : "###"} ${escapeMarkdown(s.title || (s.kind === "part" ? "Part" : "Chapter"))}`);
        walk(node.children);
        previousScene = false;
      }
    }
  };
  walk(buildOutline(sections).top);
  return `${out.join("\n\n")}\n`;
}
