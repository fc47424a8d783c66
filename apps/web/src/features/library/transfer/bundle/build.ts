// Making a bundle from library rows (export; the rows are read by @/data/bundle/export-bundle), and
// cutting one into request-sized parts (import).
import type { ExportLink, ExportRow, ExportStory, ExportUniverse } from "@/data/bundle/types";
import { BUNDLE_FORMAT, BUNDLE_VERSION, type Bundle, type BundleItem, type BundleLink, type BundleStory, type BundleUniverse } from "./schema";

/** A story row as a bundle entry: links to items outside the bundle are left out (as item links are). */
function storyEntry(doc: ExportStory, ref: string, itemRef: ReadonlyMap<string, string>, universeRef: ReadonlyMap<string, string>): BundleStory {
  return {
    ref,
    id: doc.id,
    tool: doc.tool,
    title: doc.title,
    summary: doc.summary,
    data: doc.data,
    visibility: doc.visibility,
    universe: (doc.universe_id && universeRef.get(doc.universe_id)) || null,
    created_at: doc.created_at,
    updated_at: doc.updated_at,
    sections: doc.sections.map((x) => ({
      ref: x.id,
      parent: x.parent_id,
      kind: x.kind,
      title: x.title,
      position: x.position,
      body: x.body,
      words: x.words,
      status: x.status,
      synopsis: x.synopsis,
      scene_date: x.scene_date,
    })),
    links: doc.links
      .filter((l) => itemRef.has(l.item_id))
      .map((l) => ({ item: itemRef.get(l.item_id)!, anchor: l.anchor, role: l.role, note: l.note, position: l.position })),
    // A map's rows keep their old ids: the import gives new ones and remaps the links (docs/bundle-format.md).
    layers: doc.layers.map((l) => ({ id: l.id, name: l.name, position: l.position, secret: l.secret, hidden_by_default: l.hidden_by_default })),
    features: doc.features.map((f) => ({
      id: f.id,
      layer_id: f.layer_id,
      kind: f.kind,
      geometry: f.geometry,
      label: f.label,
      note: f.note,
      icon: f.icon,
      color: f.color,
      style: f.style,
      group_name: f.group_name,
      link_item_id: f.link_item_id,
      link_document_id: f.link_document_id,
      secret: f.secret,
      position: f.position,
    })),
  };
}

/**
 * The bundle of `rows` (oldest first), with the universes they are in and the links between them;
 * ids become bundle-local refs ("i1", "u1"), and a link leaving the set is left out. `stories` are the
 * owner's story documents (a whole-library export); their universes join the bundle too.
 */
export function toBundle(
  rows: readonly ExportRow[],
  universes: readonly ExportUniverse[],
  links: readonly ExportLink[],
  exportedAt: Date = new Date(),
  stories: readonly ExportStory[] = [],
): Bundle {
  const sorted = [...rows].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  const universeRef = new Map<string, string>();
  const bundleUniverses: BundleUniverse[] = [];
  for (const row of [...sorted, ...stories]) {
    const u = row.universe_id ? universes.find((x) => x.id === row.universe_id) : undefined;
    if (u && !universeRef.has(u.id)) {
      const ref = `u${universeRef.size + 1}`;
      universeRef.set(u.id, ref);
      bundleUniverses.push({ ref, name: u.name, description: u.description, genre: u.genre, cover_color: u.cover_color, visibility: u.visibility });
    }
  }
  const itemRef = new Map(sorted.map((r, i) => [r.id, `i${i + 1}`]));
  const items: BundleItem[] = sorted.map((r) => ({
    ref: itemRef.get(r.id)!,
    id: r.id,
    kind: r.kind,
    name: r.name,
    summary: r.summary,
    data: r.data,
    tags: r.tags,
    visibility: r.visibility,
    seed: r.seed,
    generator_version: r.generator_version,
    notes: r.notes ?? "",
    universe: (r.universe_id && universeRef.get(r.universe_id)) || null,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
  const bundleLinks: BundleLink[] = links
    .filter((l) => itemRef.has(l.from_id) && itemRef.has(l.to_id))
    .map((l) => ({ from: itemRef.get(l.from_id)!, to: itemRef.get(l.to_id)!, type: l.type }));
  const bundleStories = stories.map((d, i) => storyEntry(d, `s${i + 1}`, itemRef, universeRef));
  return {
    format: BUNDLE_FORMAT,
    version: BUNDLE_VERSION,
    exported_at: exportedAt.toISOString(),
    app: "Worldloom",
    universes: bundleUniverses,
    items,
    links: bundleLinks,
    stories: bundleStories,
  };
}

export interface BundlePart {
  version: typeof BUNDLE_VERSION;
  items: BundleItem[];
  links: BundleLink[];
  universes: BundleUniverse[];
  stories: BundleStory[];
}

const encoder = new TextEncoder();
/** Size of a string as UTF-8, as it travels in a request body. */
export const utf8Bytes = (s: string): number => encoder.encode(s).length;

/** Request-sized slices of a bundle (each at most about `maxBytes` of JSON as UTF-8), in order. */
export function splitBundle(bundle: Bundle, maxBytes = 600_000): BundlePart[] {
  const parts: BundlePart[] = [];
  let part: BundlePart = { version: BUNDLE_VERSION, items: [], links: [], universes: [], stories: [] };
  let size = 0;
  const add = <K extends "items" | "links" | "universes" | "stories">(key: K, entry: BundlePart[K][number]) => {
    const n = utf8Bytes(JSON.stringify(entry)) + 1;
    if (size + n > maxBytes && size > 0) {
      parts.push(part);
      part = { version: BUNDLE_VERSION, items: [], links: [], universes: [], stories: [] };
      size = 0;
    }
    (part[key] as BundlePart[K][number][]).push(entry);
    size += n;
  };
  for (const u of bundle.universes) add("universes", u);
  for (const i of bundle.items) add("items", i);
  for (const l of bundle.links) add("links", l);
  // Documents go after every item: the import maps their item refs once all items are written.
  for (const d of bundle.stories) add("stories", d);
  parts.push(part);
  return parts;
}

/** A file name for a download: letters, digits and dashes from `name`. */
export function slug(name: string): string {
  const s = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return s || "item";
}

export const dateStamp = (d: Date = new Date()) => d.toISOString().slice(0, 10);
