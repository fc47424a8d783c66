// A timeline as Markdown (a dated list, eras and lanes named) and as JSON (the document's data with
// every date also written out in the calendar, so it reads without Worldloom).
import { formatDay, formatWhen, type TLCalendar } from "@/components/calendar/calendar";
import type { TimelineData } from "./model";
import { downloadBlob } from "@/lib/download";

const esc = (s: string) => s.replace(/([\\`*_[\]#<>|])/g, "\\$1");

export function timelineToMarkdown(
  doc: { title: string; summary: string },
  data: TimelineData,
  cal: TLCalendar,
  itemNames: (eventId: string) => string[],
): string {
  const out = [`# ${esc(doc.title)}`];
  if (doc.summary.trim()) out.push(esc(doc.summary.trim()));
  out.push(`_Calendar: ${esc(cal.name)}_`);
  if (data.eras.length)
    out.push(
      ["## Eras", ...[...data.eras].sort((a, b) => a.start - b.start).map((e) => `- **${esc(e.name)}**: ${formatWhen(cal, e.start, e.end)}`)].join("\n"),
    );
  const lane = new Map(data.lanes.map((l) => [l.id, l.name]));
  const events = [...data.events].sort((a, b) => a.start - b.start || a.title.localeCompare(b.title));
  const lines = events.map((e) => {
    const items = itemNames(e.id);
    const extra = [
      e.lane && lane.get(e.lane) ? `lane: ${esc(lane.get(e.lane)!)}` : "",
      items.length ? `with ${items.map(esc).join(", ")}` : "",
      e.scene ? `told in “${esc(e.scene.title || "Untitled scene")}”` : "",
    ]
      .filter(Boolean)
      .join("; ");
    const head = `- **${formatWhen(cal, e.start, e.end)}**: ${e.importance === 3 ? `**${esc(e.title)}**` : esc(e.title)}${extra ? ` (${extra})` : ""}`;
    return e.description.trim() ? `${head}\n  ${esc(e.description.trim()).replace(/\n/g, "\n  ")}` : head;
  });
  out.push(["## Events", ...(lines.length ? lines : ["_No events yet._"])].join("\n"));
  return `${out.join("\n\n")}\n`;
}

export function timelineToJson(
  doc: { id: string; title: string; summary: string },
  data: TimelineData,
  cal: TLCalendar,
  itemIds: (eventId: string) => string[],
): string {
  return JSON.stringify(
    {
      format: "worldloom-timeline",
      version: 1,
      id: doc.id,
      title: doc.title,
      summary: doc.summary,
      calendar: data.calendar,
      lanes: data.lanes,
      eras: data.eras.map((e) => ({ ...e, startText: formatDay(cal, e.start), endText: formatDay(cal, e.end) })),
      events: data.events.map((e) => ({ ...e, when: formatWhen(cal, e.start, e.end), items: itemIds(e.id) })),
    },
    null,
    2,
  );
}

export function downloadText(title: string, ext: "md" | "json", text: string): void {
  const name = `${
    title
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "")
      .toLowerCase() || "timeline"
  }.${ext}`;
  downloadBlob(new Blob([text], { type: ext === "md" ? "text/markdown;charset=utf-8" : "application/json" }), name);
}
