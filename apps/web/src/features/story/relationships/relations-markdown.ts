// A relationship map as Markdown: the description, then each relation as a sentence with its note.
import type { StoryDoc } from "../api/types";
import { relationSentence, strengthWord, type Relation } from "./relation-data";

export function relationsToMarkdown(doc: Pick<StoryDoc, "title" | "summary">, relations: readonly Relation[], nameOf: (id: string) => string): string {
  const lines = [`# ${doc.title}`, ""];
  if (doc.summary.trim()) lines.push(doc.summary.trim(), "");
  lines.push("## Relations", "");
  if (!relations.length) lines.push("*No relations yet.*");
  for (const r of relations) lines.push(`- ${relationSentence(r, `**${nameOf(r.from)}**`, `**${nameOf(r.to)}**`)} (${strengthWord(r.strength)})${r.note ? `: ${r.note}` : ""}`);
  return `${lines.join("\n")}\n`;
}
