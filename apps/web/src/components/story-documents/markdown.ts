// Story documents as Markdown: a scene's Tiptap JSON, and the escaping and quoting the tools'
// exports share (the manuscript's in features/stories/markdown.ts, a group's card in
// features/character-groups/markdown.ts); and the download every editor's Markdown button makes.
import { tidyInline } from "./inline-text";
import { downloadBlob } from "@/lib/download";

interface PMNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string }[];
  content?: PMNode[];
}

/** Text with Markdown's special characters escaped. */
export const escapeMarkdown = (s: string) => s.replace(/([\\`*_[\]#<>])/g, "\\$1");

function inline(nodes: PMNode[] = []): string {
  return tidyInline(nodes)
    .map((n) => {
      if (n.type === "hardBreak") return "  \n";
      if (n.type === "mention") return escapeMarkdown(String(n.attrs?.label ?? ""));
      if (n.type !== "text" || !n.text) return "";
      let t = escapeMarkdown(n.text);
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

/** Lines as a Markdown block quote. */
export const quoteMarkdown = (text: string) => prefix(text, "> ", "> ");

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
