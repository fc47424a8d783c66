// Making a bundle from library rows (export), and cutting one into request-sized parts (import).
import { NOTES_EMBED } from "../../api/notes";
import type { ContentRow } from "@/data/content-items/types";
import { BUNDLE_FORMAT, BUNDLE_VERSION, type Bundle, type BundleItem, type BundleLink, type BundleUniverse } from "./schema";

/** An item row as the export reads it (content_items columns that move with an item); `data` unchecked. */
export type ExportRow = Pick<ContentRow, "id" | "kind" | "name" | "summary" | "tags" | "visibility" | "seed" | "generator_version" | "notes" | "universe_id" | "created_at" | "updated_at"> & {
  data: Record<string, unknown>;
};
/** The columns an export reads; notes come embedded from their owner-only table (see api/notes.ts). */
export const EXPORT_COLUMNS = `id,kind,name,summary,data,tags,visibility,seed,generator_version,universe_id,created_at,updated_at,${NOTES_EMBED}`;

export interface ExportUniverse {
  id: string;
  name: string;
  description: string;
  genre: string;
  cover_color: string;
  visibility: "private" | "public";
}

export interface ExportLink {
  from_id: string;
  to_id: string;
  type: string;
}

/**
 * The bundle of `rows` (oldest first), with the universes they are in and the links between them;
 * ids become bundle-local refs ("i1", "u1"), and a link leaving the set is left out.
 */
export function toBundle(rows: readonly ExportRow[], universes: readonly ExportUniverse[], links: readonly ExportLink[], exportedAt: Date = new Date()): Bundle {
  const sorted = [...rows].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  const universeRef = new Map<string, string>();
  const bundleUniverses: BundleUniverse[] = [];
  for (const row of sorted) {
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
    .map((l) => ({ from: itemRef.get(l.from_id)!, to: itemRef.get(l.to_id)!, type: l.type as BundleLink["type"] }));
  return { format: BUNDLE_FORMAT, version: BUNDLE_VERSION, exported_at: exportedAt.toISOString(), app: "Worldloom", universes: bundleUniverses, items, links: bundleLinks };
}

export interface BundlePart {
  version: typeof BUNDLE_VERSION;
  items: BundleItem[];
  links: BundleLink[];
  universes: BundleUniverse[];
}

const encoder = new TextEncoder();
/** Size of a string as UTF-8, as it travels in a request body. */
export const utf8Bytes = (s: string): number => encoder.encode(s).length;

/** Request-sized slices of a bundle (each at most about `maxBytes` of JSON as UTF-8), in order. */
export function splitBundle(bundle: Bundle, maxBytes = 600_000): BundlePart[] {
  const parts: BundlePart[] = [];
  let part: BundlePart = { version: BUNDLE_VERSION, items: [], links: [], universes: [] };
  let size = 0;
  const add = <K extends "items" | "links" | "universes">(key: K, entry: BundlePart[K][number]) => {
    const n = utf8Bytes(JSON.stringify(entry)) + 1;
    if (size + n > maxBytes && size > 0) {
      parts.push(part);
      part = { version: BUNDLE_VERSION, items: [], links: [], universes: [] };
      size = 0;
    }
    (part[key] as BundlePart[K][number][]).push(entry);
    size += n;
  };
  for (const u of bundle.universes) add("universes", u);
  for (const i of bundle.items) add("items", i);
  for (const l of bundle.links) add("links", l);
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
