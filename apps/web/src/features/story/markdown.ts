// Story documents as Markdown: a story's manuscript (Tiptap JSON → Markdown) and a group's card.
import type { StoryDoc } from "@/data/story-documents/types";
import type { StoryLinkWithItem } from "@/data/story-links/types";
import type { StorySection } from "./api/sections";
import { groupMeta, typeLabel } from "./groups/group-meta";
import { sceneTitle, tidyInline } from "./inline-text";
import { buildOutline, type OutlineNode } from "./stories/outline";
import { downloadBlob } from "@/lib/download";

interface PMNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string }[];
  content?: PMNode[];
}

const escape = (s: string) => s.replace(/([\\`*_[\]#<>])/g, "\\$1");

function inline(nodes: PMNode[] = []): string {
  return tidyInline(nodes)
    .map((n) => {
      if (n.type === "hardBreak") return "  \n";
      if (n.type === "mention") return escape(String(n.attrs?.label ?? ""));
      if (n.type !== "text" || !n.text) return "";
      let t = escape(n.text);
      const marks = new Set((n.marks ?? []).map((m) => m.type));
      if (marks.has("italic")) t = `*${t}*`;
      if (marks.has("bold")) t = `**${t}**`;
      if (marks.has("strike")) t = `~~${t}~~`;
      return t;
    })
    .join("");
}

const prefix = (text: string, first: string, rest: string) =>
  text
    .split("\n")
    .map((line, i) => (line ? (i === 0 ? first : rest) + line : line.length || i === 0 ? first.trimEnd() : rest.trimEnd()))
    .join("\n");

function blocks(nodes: PMNode[] = [], headingBase: number): string {
  return nodes
    .map((n) => block(n, headingBase))
    .filter((b) => b !== "")
    .join("\n\n");
}

function block(n: PMNode, headingBase: number): string {
  switch (n.type) {
    case "paragraph":
      return inline(n.content);
    case "heading":
      return `${"#".repeat(Math.min(6, headingBase + Number(n.attrs?.level ?? 2) - 2))} ${inline(n.content)}`;
    case "blockquote":
      return prefix(blocks(n.content, headingBase), "> ", "> ");
    case "horizontalRule":
      return "* * *";
    case "bulletList":
    case "orderedList":
      return (n.content ?? [])
        .map((item, i) => {
          const marker = n.type === "bulletList" ? "- " : `${i + 1}. `;
          return prefix(blocks(item.content, headingBase), marker, " ".repeat(marker.length));
        })
        .join("\n");
    default:
      return blocks(n.content, headingBase);
  }
}

/** A scene's text; its own headings sit under the chapter's level. */
export function sceneToMarkdown(body: Record<string, unknown>, headingBase = 4): string {
  return body.type === "doc" ? blocks((body as unknown as PMNode).content, headingBase) : "";
}

export function storyToMarkdown(doc: StoryDoc, sections: readonly StorySection[]): string {
  const out: string[] = [`# ${escape(doc.title)}`];
  if (doc.summary) out.push(prefix(escape(doc.summary), "> ", "> "));
  const walk = (nodes: OutlineNode[]) => {
    let previousScene = false;
    for (const node of nodes) {
      const s = node.section;
      if (s.kind === "scene") {
        // A titled scene opens with its title; untitled scenes are set apart by a scene break.
        const title = sceneTitle(s.title);
        if (title) out.push(`#### ${escape(title)}`);
        else if (previousScene) out.push("* * *");
        const text = sceneToMarkdown(s.body, 5);
        if (text) out.push(text);
        previousScene = true;
      } else {
        out.push(`${s.kind === "part" ? "##" : "###"} ${escape(s.title || (s.kind === "part" ? "Part" : "Chapter"))}`);
        walk(node.children);
        previousScene = false;
      }
    }
  };
  walk(buildOutline(sections).top);
  return `${out.join("\n\n")}\n`;
}

export function groupToMarkdown(doc: StoryDoc, members: readonly StoryLinkWithItem[]): string {
  const meta = groupMeta(doc.data);
  const out = [`# ${escape(doc.title)}`, `*${typeLabel(meta.type)}*`];
  if (doc.summary) out.push(escape(doc.summary));
  const shown = members.filter((m) => m.item && !m.item.deleted_at);
  if (shown.length) {
    out.push("## Members");
    out.push(shown.map((m) => `- **${escape(m.item!.name)}**${m.role ? ` — ${escape(m.role)}` : ""}${m.note ? `: ${escape(m.note)}` : ""}`).join("\n"));
  }
  return `${out.join("\n\n")}\n`;
}

/** Offers `text` as a download named after the document. */
export function downloadMarkdown(title: string, text: string): void {
  const name = `${
    title
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "")
      .toLowerCase()
      .slice(0, 80) || "story"
  }.md`;
  downloadBlob(new Blob([text], { type: "text/markdown;charset=utf-8" }), name);
}
