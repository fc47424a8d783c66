// Reads a bundle file before anything is written: the whole file must be a readable bundle
// (version 1 or 2), and every item, universe, link and story document must be valid, or the import stops with a report that
// names each bad entry (its position, its name and what is wrong).
import type { z } from "zod";
import { utf8Bytes } from "./build";
import { readMapRows, type MapRows } from "./map-schema";
import {
  BUNDLE_FORMAT,
  BUNDLE_VERSION,
  MAX_BUNDLE_BYTES,
  MAX_BUNDLE_ITEMS,
  bundleEnvelopeSchema,
  bundleItemSchema,
  bundleLinkSchema,
  bundleStoryFieldsSchema,
  READABLE_VERSIONS,
  bundleUniverseSchema,
  type Bundle,
} from "./schema";

/** The largest single item the import can send, as UTF-8 (the server takes requests of up to 1 MB). */
export const MAX_ITEM_BYTES = 900_000;

export interface Problem {
  /** What the entry is: an item, a universe or a link of the bundle. */
  entry: "item" | "universe" | "link" | "story document";
  /** 1-based position in its list, as a person counts. */
  position: number;
  /** The entry's name when it has one ("" otherwise). */
  name: string;
  reason: string;
}

export type ReadResult = { ok: true; bundle: Bundle } | { ok: false; message: string; problems: Problem[]; total?: number };

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** One issue's reason: the schema's own words, or zod's for shapes the schema did not foresee. */
function reasonOf(error: z.ZodError): string {
  const seen = new Set<string>();
  for (const issue of error.issues) seen.add(issue.message);
  return [...seen].join("; ");
}

const nameOf = (raw: unknown): string => {
  if (raw && typeof raw === "object" && "name" in raw && typeof (raw as { name: unknown }).name === "string")
    return (raw as { name: string }).name.slice(0, 120);
  return "";
};

/** Checks a bundle file's text; `bytes` is the file's size. */
export function readBundle(text: string, bytes: number): ReadResult {
  if (bytes > MAX_BUNDLE_BYTES) {
    return {
      ok: false,
      problems: [],
      message: `This file is ${mb(bytes)}; a bundle can be at most ${mb(MAX_BUNDLE_BYTES)}. Export a smaller part of the library (a filter or a selection) and import that.`,
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problems: [], message: "This file is not valid JSON, so it cannot be a Worldloom bundle. Choose the .json file that Export made." };
  }
  if (!json || typeof json !== "object" || Array.isArray(json) || (json as { format?: unknown }).format !== BUNDLE_FORMAT) {
    return {
      ok: false,
      problems: [],
      message: 'This JSON file is not a Worldloom bundle (it has no "format": "worldloom-bundle"). Choose the .json file that Export made.',
    };
  }
  const version = (json as { version?: unknown }).version;
  if (typeof version !== "number" || !READABLE_VERSIONS.includes(version)) {
    return {
      ok: false,
      problems: [],
      message:
        typeof version === "number" && version > BUNDLE_VERSION
          ? `This bundle is version ${version}, made by a newer Worldloom; this app reads version ${BUNDLE_VERSION}. Update Worldloom, or export again from the app that made it.`
          : `This bundle's version (${JSON.stringify(version ?? null)}) is not one this app reads (versions ${READABLE_VERSIONS.join(" and ")}).`,
    };
  }
  const envelope = bundleEnvelopeSchema.safeParse(json);
  if (!envelope.success) {
    return { ok: false, problems: [], message: `This bundle is damaged: ${reasonOf(envelope.error)}. Nothing was imported.` };
  }
  const raw = envelope.data;
  if (raw.items.length === 0) return { ok: false, problems: [], message: "This bundle has no items, so there is nothing to import." };
  if (raw.items.length > MAX_BUNDLE_ITEMS) {
    return {
      ok: false,
      problems: [],
      message: `This bundle has ${raw.items.length.toLocaleString("en")} items; one import takes at most ${MAX_BUNDLE_ITEMS.toLocaleString("en")}. Export it in parts (by kind or universe) and import each.`,
    };
  }

  const problems: Problem[] = [];
  const universes: Bundle["universes"] = [];
  const universeRefs = new Set<string>();
  raw.universes.forEach((u, i) => {
    const r = bundleUniverseSchema.safeParse(u);
    if (!r.success) problems.push({ entry: "universe", position: i + 1, name: nameOf(u), reason: reasonOf(r.error) });
    else if (universeRefs.has(r.data.ref))
      problems.push({ entry: "universe", position: i + 1, name: r.data.name, reason: `its ref “${r.data.ref}” is used twice` });
    else {
      universeRefs.add(r.data.ref);
      universes.push(r.data);
    }
  });

  const items: Bundle["items"] = [];
  const itemRefs = new Set<string>();
  raw.items.forEach((it, i) => {
    const r = bundleItemSchema.safeParse(it);
    const reasons: string[] = [];
    if (!r.success) reasons.push(reasonOf(r.error));
    else {
      if (itemRefs.has(r.data.ref)) reasons.push(`its ref “${r.data.ref}” is used by an earlier item`);
      if (r.data.universe !== null && !universeRefs.has(r.data.universe)) reasons.push(`its universe “${r.data.universe}” is not in the bundle`);
      if (utf8Bytes(JSON.stringify(r.data)) > MAX_ITEM_BYTES) reasons.push("it is too large to import (more than 900 KB)");
    }
    if (reasons.length || !r.success) {
      problems.push({ entry: "item", position: i + 1, name: nameOf(it), reason: reasons.join("; ") });
      return;
    }
    itemRefs.add(r.data.ref);
    items.push(r.data);
  });

  const links: Bundle["links"] = [];
  raw.links.forEach((l, i) => {
    const r = bundleLinkSchema.safeParse(l);
    if (!r.success) problems.push({ entry: "link", position: i + 1, name: "", reason: reasonOf(r.error) });
    else if (r.data.from === r.data.to) problems.push({ entry: "link", position: i + 1, name: "", reason: "it links an item to itself" });
    else if (!itemRefs.has(r.data.from) || !itemRefs.has(r.data.to)) {
      // A link to an item that is itself bad is reported with that item, not twice.
      const known = (ref: string) => itemRefs.has(ref) || raw.items.some((it) => (it as { ref?: unknown } | null)?.ref === ref);
      if (!known(r.data.from) || !known(r.data.to))
        problems.push({ entry: "link", position: i + 1, name: "", reason: "it points to an item that is not in the bundle" });
    } else links.push(r.data);
  });

  // Story documents (version 2): their links name items of this bundle, their sections' parents
  // sections of the same document.
  const stories: Bundle["stories"] = [];
  const storyRefs = new Set<string>();
  raw.stories.forEach((st, i) => {
    const r = bundleStoryFieldsSchema.safeParse(st);
    const title = st && typeof st === "object" && typeof (st as { title?: unknown }).title === "string" ? (st as { title: string }).title.slice(0, 120) : "";
    const reasons: string[] = [];
    let map: MapRows = { layers: [], features: [] };
    if (!r.success) reasons.push(reasonOf(r.error));
    else {
      if (storyRefs.has(r.data.ref)) reasons.push(`its ref “${r.data.ref}” is used by an earlier story document`);
      if (r.data.universe !== null && !universeRefs.has(r.data.universe)) reasons.push(`its universe “${r.data.universe}” is not in the bundle`);
      const sectionRefs = new Set(r.data.sections.map((x) => x.ref));
      if (sectionRefs.size !== r.data.sections.length) reasons.push("two of its sections have the same ref");
      if (r.data.sections.some((x) => x.parent !== null && !sectionRefs.has(x.parent))) reasons.push("a section's parent is not in the document");
      // A map's layers and features, checked against its size (map-schema.ts).
      const { layers, features } = st as { layers?: unknown; features?: unknown };
      const rows = readMapRows(r.data.tool, r.data.data, r.data.id, layers, features);
      if (rows.ok) map = rows.rows;
      else reasons.push(...rows.reasons);
      if (utf8Bytes(JSON.stringify({ ...r.data, ...map })) > MAX_ITEM_BYTES)
        reasons.push(`it is too large to import (more than 900 KB)${r.data.tool === "map" ? "; a map of up to about 4,000 pins fits" : ""}`);
    }
    if (reasons.length || !r.success) {
      problems.push({ entry: "story document", position: i + 1, name: title, reason: reasons.join("; ") });
      return;
    }
    storyRefs.add(r.data.ref);
    stories.push({ ...r.data, ...map });
  });

  if (problems.length) {
    const badItems = problems.filter((p) => p.entry === "item").length;
    return {
      ok: false,
      problems,
      total: raw.items.length,
      message: badItems
        ? `${badItems} of ${raw.items.length} ${raw.items.length === 1 ? "item" : "items"} ${badItems === 1 ? "is" : "are"} not valid. Nothing has been written: fix ${badItems === 1 ? "it" : "them"} in the file (or remove ${badItems === 1 ? "it" : "them"}) and try again.`
        : "Some entries of this bundle cannot be imported. Nothing has been written: fix them in the file and try again.",
    };
  }
  return {
    ok: true,
    bundle: { format: BUNDLE_FORMAT, version: BUNDLE_VERSION, exported_at: raw.exported_at ?? "", app: raw.app ?? "", universes, items, links, stories },
  };
}

/** Words for one problem line: "Item 3 “Aldric”: the name is empty". */
export function problemLine(p: Problem): string {
  const what = `${p.entry[0]!.toUpperCase()}${p.entry.slice(1)} ${p.position}`;
  return `${what}${p.name ? ` “${p.name}”` : ""}: ${p.reason}`;
}
