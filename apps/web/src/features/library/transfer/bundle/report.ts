// Words for the import preview: what a bundle holds, and what the chosen way of handling items
// already in the library will do.
import type { Bundle } from "./schema";

export type ConflictChoice = "copy" | "replace" | "skip";

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en")} ${n === 1 ? one : many}`;

/** "12 items (Character: 7, Location: 5), 3 links, 1 universe, 2 story documents" with the app's kind labels. */
export function bundleSummary(bundle: Bundle, label: (kind: string) => string): string {
  const byKind = new Map<string, number>();
  for (const i of bundle.items) byKind.set(i.kind, (byKind.get(i.kind) ?? 0) + 1);
  const kinds = [...byKind].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k, n]) => `${label(k)}: ${n.toLocaleString("en")}`);
  const parts = [`${plural(bundle.items.length, "item", "items")}${kinds.length ? ` (${kinds.join(", ")})` : ""}`];
  if (bundle.links.length) parts.push(plural(bundle.links.length, "link", "links"));
  if (bundle.universes.length) parts.push(plural(bundle.universes.length, "universe", "universes"));
  if (bundle.stories.length) {
    const maps = bundle.stories.filter((s) => s.tool === "map");
    const features = maps.reduce((n, m) => n + m.features.length, 0);
    const ofThem = maps.length
      ? ` (${plural(maps.length, "map", "maps")}${features ? ` with ${plural(features, "pin, region or path", "pins, regions and paths")}` : ""})`
      : "";
    parts.push(`${plural(bundle.stories.length, "story document", "story documents")}${ofThem}`);
  }
  return parts.join(", ");
}

/** The links the bundle's maps carry (a feature's item and its document count one each). */
export const mapLinkCount = (bundle: Pick<Bundle, "stories">): number =>
  bundle.stories.reduce((n, s) => n + s.features.reduce((k, f) => k + (f.link_item_id ? 1 : 0) + (f.link_document_id ? 1 : 0), 0), 0);

/** The new ids of the bundle's maps: the receipt lists the documents in the bundle's order. */
export const importedMapIds = (bundle: Pick<Bundle, "stories">, stories: readonly string[]): string[] =>
  stories.filter((_, i) => bundle.stories[i]?.tool === "map");

/** What the toast adds about maps: pictures copied or missing, links dropped ("" when there is nothing to say). */
export function mapImportNote(r: { copied: number; missing: number; dropped: number }): string {
  const parts: string[] = [];
  if (r.copied) parts.push(`${r.copied === 1 ? "1 map's picture was" : `${r.copied} maps' pictures were`} copied.`);
  if (r.missing)
    parts.push(
      `${r.missing === 1 ? "1 map comes" : `${r.missing} maps come`} without ${r.missing === 1 ? "its picture" : "their pictures"} (not readable from your account): upload one in the map's editor.`,
    );
  if (r.dropped)
    parts.push(
      `${r.dropped === 1 ? "1 link on a map was" : `${r.dropped} links on maps were`} dropped: ${r.dropped === 1 ? "it opens" : "they open"} something that is neither in the bundle nor readable by you.`,
    );
  return parts.join(" ");
}

/** How many items the import adds or changes, given the conflicts and the choice. */
export function importCount(total: number, conflicts: number, choice: ConflictChoice): number {
  return choice === "skip" ? total - conflicts : total;
}

/** The import button's words. */
export function importButtonLabel(total: number, conflicts: number, choice: ConflictChoice): string {
  const n = importCount(total, conflicts, choice);
  if (n === 0) return "Nothing to import";
  if (conflicts > 0 && choice === "replace") return `Import ${plural(n, "item", "items")} (replace ${conflicts})`;
  return `Import ${plural(n, "item", "items")}`;
}

/** The toast after an import: "Imported 12 items", "Imported 3 items, replaced 2, skipped 1". */
export function importedMessage(receipt: { inserted: readonly string[]; replaced: readonly unknown[]; skipped: number }): string {
  const parts = [`Imported ${plural(receipt.inserted.length, "item", "items")}`];
  if (receipt.replaced.length) parts.push(`replaced ${receipt.replaced.length}`);
  if (receipt.skipped) parts.push(`skipped ${receipt.skipped}`);
  return parts.join(", ");
}
