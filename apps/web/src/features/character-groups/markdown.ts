// A character group's card as Markdown: its type, description and members in order.
import { groupMeta, typeLabel } from "@/components/story-documents/group-meta";
import { escapeMarkdown } from "@/components/story-documents/markdown";
import type { StoryDoc } from "@/data/story-documents/types";
import type { StoryLinkWithItem } from "@/data/story-links/types";

export function groupToMarkdown(doc: StoryDoc, members: readonly StoryLinkWithItem[]): string {
  const meta = groupMeta(doc.data);
  const out = [`# ${escapeMarkdown(doc.title)}`, `*${typeLabel(meta.type)}*`];
  if (doc.summary) out.push(escapeMarkdown(doc.summary));
  const shown = members.filter((m) => m.item && !m.item.deleted_at);
  if (shown.length) {
    out.push("## Members");
    out.push(
      shown
        .map((m) => `- **${escapeMarkdown(m.item!.name)}**${m.role ? ` — ${escapeMarkdown(m.role)}` : ""}${m.note ? `: ${escapeMarkdown(m.note)}` : ""}`)
        .join("\n"),
    );
  }
  return `${out.join("\n\n")}\n`;
}
