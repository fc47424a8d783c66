// The Markdown export: one .md file per item (the generators' own resultToMarkdown, plus the
// owner's notes and links), grouped in a folder per kind, and an index.md — zipped with fflate.
import { resultToMarkdown, type GeneratedResult } from "@worldloom/generators";
import { strToU8, zipSync } from "fflate";
import { slug } from "./build";
import type { Bundle, BundleItem } from "./schema";

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/** The item as the generators' result type; data from elsewhere (hand-made, imported) is tidied. */
function asResult(item: BundleItem): GeneratedResult {
  const d = item.data;
  const fields = Array.isArray(d.fields)
    ? d.fields.filter(
        (f): f is GeneratedResult["fields"][number] => isObject(f) && typeof f.label === "string" && isObject(f.value) && typeof f.value.type === "string",
      )
    : [];
  const sections = Array.isArray(d.sections)
    ? d.sections.filter((s): s is GeneratedResult["sections"][number] => isObject(s) && typeof s.title === "string" && typeof s.markdown === "string")
    : [];
  return {
    ...(d as object),
    kind: item.kind,
    version: item.generator_version ?? (typeof d.version === "number" ? d.version : 1),
    seed: item.seed ?? "",
    options: {},
    name: item.name,
    summary: item.summary,
    fields,
    sections,
    tags: item.tags,
    links: [],
  } as unknown as GeneratedResult;
}

/** One item as Markdown: the entry, then notes and links (by the other item's file). */
export function itemMarkdown(item: BundleItem, bundle: Pick<Bundle, "items" | "links">, paths?: ReadonlyMap<string, string>): string {
  let md: string;
  try {
    md = resultToMarkdown(asResult(item));
  } catch {
    // A field shape the generators do not know: the plain facts still go out.
    md = [`# ${item.name}`, "", item.summary ? `*${item.summary}*` : "", item.tags.length ? `\nTags: ${item.tags.join(", ")}` : ""].join("\n");
  }
  if (!item.seed) md = md.replace(/\n\n<sub>[^\n]*<\/sub>$/, `\n\n<sub>${item.kind}</sub>`);
  const parts = [md];
  if (item.notes.trim()) parts.push(`## Notes\n\n${item.notes.trim()}`);
  const byRef = new Map(bundle.items.map((i) => [i.ref, i]));
  const lines: string[] = [];
  for (const l of bundle.links) {
    const other = l.from === item.ref ? byRef.get(l.to) : l.to === item.ref ? byRef.get(l.from) : undefined;
    if (!other) continue;
    const target = paths?.get(other.ref);
    const here = paths?.get(item.ref);
    const href = target && here ? relative(here, target) : undefined;
    const label = href ? `[${other.name}](${encodeURI(href)})` : other.name;
    lines.push(l.from === item.ref ? `- ${l.type} ${label}` : `- ${label} ${l.type} this`);
  }
  if (lines.length) parts.push(`## Links\n\n${lines.join("\n")}`);
  return `${parts.join("\n\n")}\n`;
}

function relative(from: string, to: string): string {
  const a = from.split("/").slice(0, -1);
  const b = to.split("/");
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return [...a.slice(i).map(() => ".."), ...b.slice(i)].join("/");
}

/** Unique paths "<kind>/<slug>.md" for every item, by ref. */
export function itemPaths(items: readonly BundleItem[]): Map<string, string> {
  const used = new Set<string>(["index.md"]);
  const paths = new Map<string, string>();
  for (const item of items) {
    const base = `${slug(item.kind)}/${slug(item.name)}`;
    let path = `${base}.md`;
    for (let n = 2; used.has(path); n++) path = `${base}-${n}.md`;
    used.add(path);
    paths.set(item.ref, path);
  }
  return paths;
}

/** index.md: the items by kind, each linked to its file. */
export function indexMarkdown(bundle: Bundle, paths: ReadonlyMap<string, string>): string {
  const byKind = new Map<string, BundleItem[]>();
  for (const item of bundle.items) byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item]);
  const lines = [
    "# Worldloom library",
    "",
    `Exported ${bundle.exported_at.slice(0, 10)}: ${bundle.items.length} ${bundle.items.length === 1 ? "item" : "items"}.`,
  ];
  for (const [kind, items] of [...byKind].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push("", `## ${kind} (${items.length})`, "");
    for (const i of [...items].sort((a, b) => a.name.localeCompare(b.name))) {
      lines.push(`- [${i.name}](${encodeURI(paths.get(i.ref)!)})${i.summary ? ` — ${i.summary}` : ""}`);
    }
  }
  return `${lines.join("\n")}\n`;
}

/** The zip: index.md and one file per item. */
export function markdownZip(bundle: Bundle): Uint8Array {
  const paths = itemPaths(bundle.items);
  const files: Record<string, Uint8Array> = { "index.md": strToU8(indexMarkdown(bundle, paths)) };
  for (const item of bundle.items) files[paths.get(item.ref)!] = strToU8(itemMarkdown(item, bundle, paths));
  return zipSync(files, { level: 6 });
}
