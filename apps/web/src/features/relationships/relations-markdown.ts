// A relationship map as Markdown (the description, then each relation as a sentence with its note)
// and as JSON.
import type { StoryDoc } from "@/data/story-documents/types";
import type { GraphNode } from "./graph";
import { relationSentence, strengthWord, type Position, type Relation } from "./relation-data";

export function relationsToMarkdown(doc: Pick<StoryDoc, "title" | "summary">, relations: readonly Relation[], nameOf: (id: string) => string): string {
  const lines = [`# ${doc.title}`, ""];
  if (doc.summary.trim()) lines.push(doc.summary.trim(), "");
  lines.push("## Relations", "");
  if (!relations.length) lines.push("*No relations yet.*");
  for (const r of relations)
    lines.push(`- ${relationSentence(r, `**${nameOf(r.from)}**`, `**${nameOf(r.to)}**`)} (${strengthWord(r.strength)})${r.note ? `: ${r.note}` : ""}`);
  return `${lines.join("\n")}\n`;
}

/** A map as JSON (the JSON export): its items by name and kind, its relations and positions. */
export function mapJson(
  doc: Pick<StoryDoc, "title" | "summary">,
  items: readonly GraphNode[],
  relations: readonly Relation[],
  positions: Record<string, Position>,
) {
  return {
    format: "worldloom.relationships/1",
    title: doc.title,
    summary: doc.summary,
    items: items.map((n) => ({ id: n.id, name: n.name, kind: n.kind, position: positions[n.id] ?? null })),
    relations: relations.map((r) => ({ ...r })),
  };
}
