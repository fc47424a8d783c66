// Markdown export of an arc (acts as sections, beats with their scene and linked items) and of a
// campaign (last time, sessions newest first, quests by status, player characters).
import type { StoryDoc } from "@/data/story-documents/types";
import type { StoryLinkWithItem } from "@/data/story-links/types";
import { PC_ANCHOR, QUEST_STATUSES, QUEST_STATUS_LABEL, sessionAnchor, sessionsNewestFirst, type ArcData, type CampaignData } from "./model";
import { templateLabel } from "./templates";

const escape = (s: string) => s.replace(/([\\`*_[\]#<>])/g, "\\$1");
const names = (links: readonly StoryLinkWithItem[], anchor: string) =>
  links
    .filter((l) => l.anchor === anchor && l.item && !l.item.deleted_at)
    .map((l) => escape(l.item!.name))
    .join(", ");

export function arcToMarkdown(
  doc: Pick<StoryDoc, "title" | "summary"> & { data: ArcData | Record<string, unknown> },
  links: readonly StoryLinkWithItem[],
): string {
  const arc = doc.data as ArcData;
  const out = [`# ${escape(doc.title)}`, `*Story arc · ${templateLabel(arc.template)}*`];
  if (doc.summary.trim()) out.push(escape(doc.summary.trim()));
  arc.acts.forEach((act, i) => {
    out.push(`## ${escape(act.title.trim() || `Act ${i + 1}`)}`);
    if (!act.beats.length) out.push("*No beats yet.*");
    for (const b of act.beats) {
      const lines = [`### ${escape(b.title.trim() || "Untitled beat")}`];
      if (b.description.trim()) lines.push(escape(b.description.trim()));
      const meta: string[] = [];
      if (b.scene) meta.push(`- Scene: ${escape(b.scene.title || "Untitled scene")}`);
      const linked = names(links, b.id);
      if (linked) meta.push(`- Linked: ${linked}`);
      if (meta.length) lines.push(meta.join("\n"));
      out.push(lines.join("\n\n"));
    }
  });
  return `${out.join("\n\n")}\n`;
}

export function campaignToMarkdown(
  doc: Pick<StoryDoc, "title" | "summary"> & { data: CampaignData | Record<string, unknown> },
  links: readonly StoryLinkWithItem[],
): string {
  const c = doc.data as CampaignData;
  const out = [`# ${escape(doc.title)}`, "*Campaign*"];
  if (doc.summary.trim()) out.push(escape(doc.summary.trim()));
  const pcs = names(links, PC_ANCHOR);
  if (pcs) out.push("## Player characters", pcs);
  const sessions = sessionsNewestFirst(c.sessions);
  if (sessions.length) {
    out.push("## Sessions");
    for (const s of sessions) {
      const lines = [`### ${escape(s.title.trim() || "Untitled session")}${s.date ? ` (${s.date})` : ""}`];
      if (s.recap.trim()) lines.push(escape(s.recap.trim()));
      if (s.notes.trim()) lines.push(`Notes: ${escape(s.notes.trim())}`);
      const linked = names(links, sessionAnchor(s.id));
      if (linked) lines.push(`- Linked: ${linked}`);
      out.push(lines.join("\n\n"));
    }
  }
  if (c.quests.length) {
    out.push("## Quests");
    for (const status of QUEST_STATUSES) {
      const qs = c.quests.filter((q) => q.status === status);
      if (!qs.length) continue;
      out.push(
        `### ${QUEST_STATUS_LABEL[status]}`,
        qs.map((q) => `- **${escape(q.title.trim() || "Untitled quest")}**${q.description.trim() ? `: ${escape(q.description.trim())}` : ""}`).join("\n"),
      );
    }
  }
  return `${out.join("\n\n")}\n`;
}
