// Results as Markdown or plain text, for copying, downloads and the command line.
import { fieldText } from "./core/define.js";
import type { FieldValue, GeneratedResult } from "./core/types.js";

function fieldMarkdown(v: FieldValue): string {
  switch (v.type) {
    case "list":
      return v.items.length <= 3 && v.items.every((i) => i.length < 40) ? v.items.join(", ") : `\n${v.items.map((i) => `  - ${i}`).join("\n")}`;
    case "table":
      return `\n\n| ${v.columns.join(" | ")} |\n|${v.columns.map(() => "---").join("|")}|\n${v.rows.map((r) => `| ${r.join(" | ")} |`).join("\n")}\n`;
    case "pairs":
      return `\n${v.pairs.map((p) => `  - *${p.label}:* ${p.value}`).join("\n")}`;
    default:
      return fieldText(v);
  }
}

// A long text field that a prose section already prints in full (a lore's tale) is not listed
// again among the fields.
function shownInSections(r: GeneratedResult, v: FieldValue): boolean {
  if (v.type !== "text" || v.value.length < 200) return false;
  return r.sections.some((s) => s.markdown.includes(v.value));
}

export function resultToMarkdown(r: GeneratedResult): string {
  const lines = [`# ${r.name}`, "", `*${r.summary}*`, ""];
  for (const f of r.fields) if (!shownInSections(r, f.value)) lines.push(`- **${f.label}:** ${fieldMarkdown(f.value)}`);
  for (const s of r.sections) lines.push("", `## ${s.title}`, "", s.markdown);
  if (r.tags.length > 0) lines.push("", `Tags: ${r.tags.join(", ")}`);
  lines.push("", `<sub>${r.kind} v${r.version}, seed ${r.seed}</sub>`);
  return lines.join("\n");
}

export function resultToText(r: GeneratedResult): string {
  const strip = (s: string) =>
    s
      .replace(/\*\*?([^*]+)\*\*?/g, "$1")
      .replace(/^#+ /gm, "")
      .replace(/^> ?/gm, "  ");
  const lines = [r.name, r.summary, ""];
  for (const f of r.fields) if (!shownInSections(r, f.value)) lines.push(`${f.label}: ${fieldText(f.value)}`);
  for (const s of r.sections) lines.push("", s.title.toUpperCase(), strip(s.markdown));
  return lines.join("\n");
}
