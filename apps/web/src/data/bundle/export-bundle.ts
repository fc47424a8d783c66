// Reads what an export takes — the items of a scope (whole library, the current filters, or chosen
// ids), the universes they are in and the links between them — page by page, so a big library
// exports completely; the library's transfer room makes the bundle of them (toBundle). Trashed items
// are never exported. A whole-library export also takes the owner's story documents (export-stories.ts).
import { useMutation } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { EXPORT_COLUMNS, type ExportLink, type ExportParts, type ExportRow, type ExportScope, type ExportUniverse } from "./types";
import { readStories } from "./export-stories";
import { applyOwnFilters } from "@/data/content-items/list-query";
import { withNotes } from "@/data/content-items/notes";

/** Rows per request: well under the server's row cap, and small enough for a quick response. */
export const EXPORT_PAGE = 250;
const ID_CHUNK = 100;

async function readRows(ownerId: string, scope: ExportScope, onProgress?: (read: number) => void): Promise<ExportRow[]> {
  const rows: ExportRow[] = [];
  const chunks: (readonly string[] | null)[] = [];
  if (scope.type === "ids") for (let i = 0; i < scope.ids.length; i += ID_CHUNK) chunks.push(scope.ids.slice(i, i + ID_CHUNK));
  else chunks.push(null);
  for (const ids of chunks) {
    let after = "";
    for (;;) {
      let q = supabase().from("content_items").select(EXPORT_COLUMNS).eq("owner_id", ownerId).is("deleted_at", null);
      if (ids) q = q.in("id", ids);
      if (scope.type === "filter") q = applyOwnFilters(q, scope.params);
      // Keyset on id: every page starts after the last one, whatever happens to other rows meanwhile.
      if (after) q = q.gt("id", after);
      const { data, error } = await q.order("id", { ascending: true }).limit(EXPORT_PAGE).overrideTypes<Pick<ExportRow, "data" | "visibility">[]>();
      if (error) throw new Error(error.message);
      const page = (data ?? []).map(withNotes);
      rows.push(...page);
      onProgress?.(rows.length);
      if (page.length < EXPORT_PAGE) break;
      after = page[page.length - 1]!.id;
    }
  }
  return rows;
}

async function readUniverses(ownerId: string, ids: readonly string[]): Promise<ExportUniverse[]> {
  if (ids.length === 0) return [];
  const { data, error } = await supabase()
    .from("universes")
    .select("id,name,description,genre,cover_color,visibility")
    .eq("owner_id", ownerId)
    .in("id", ids)
    .overrideTypes<Pick<ExportUniverse, "visibility">[]>();
  if (error) throw new Error(error.message);
  return data ?? [];
}

/** The owner's links whose source is one of `ids` (the bundle keeps those whose target is too). */
async function readLinks(ownerId: string, ids: readonly string[]): Promise<ExportLink[]> {
  const links: ExportLink[] = [];
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const { data, error } = await supabase()
      .from("content_links")
      .select("from_id,to_id,type")
      .eq("owner_id", ownerId)
      .in("from_id", ids.slice(i, i + ID_CHUNK))
      .order("id", { ascending: true })
      .limit(10_000)
      .overrideTypes<Pick<ExportLink, "type">[]>();
    if (error) throw new Error(error.message);
    links.push(...(data ?? []));
  }
  return links;
}

/** Everything a bundle of `scope` holds, read page by page (`onProgress` gets the items read so far). */
export async function readExport(ownerId: string, scope: ExportScope, onProgress?: (read: number) => void): Promise<ExportParts> {
  const rows = await readRows(ownerId, scope, onProgress);
  const stories = scope.type === "all" ? await readStories(ownerId) : [];
  const universeIds = [...new Set([...rows, ...stories].map((r) => r.universe_id).filter((u): u is string => !!u))];
  const [universes, links] = await Promise.all([
    readUniverses(ownerId, universeIds),
    readLinks(
      ownerId,
      rows.map((r) => r.id),
    ),
  ]);
  return { rows, universes, links, stories };
}

export function useReadExport(ownerId: string) {
  return useMutation({
    mutationFn: ({ scope, onProgress }: { scope: ExportScope; onProgress?: (read: number) => void }) => readExport(ownerId, scope, onProgress),
  });
}
