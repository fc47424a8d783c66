// Reads and writes of story_documents, story_links and story_document_notes through /rest/v1.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { profileKeys } from "@/data/profiles/keys";
import { asJson, supabase } from "@/lib/supabase";
import { storyKeys } from "./keys";
import { saveVersioned, type DocPatch, type SaveResult } from "./save";
import { friendlyError, type StoryDoc, type StoryLink, type StoryTool } from "./types";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const fail = (error: { message: string } | null) => {
  if (error) throw new Error(friendlyError(error.message));
};

/** Words to find anywhere in a name, with LIKE's wildcards taken literally. */
export const likePattern = (q: string) => `%${q.trim().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

export type SortKey = "updated" | "title" | "created";

export async function listMine(ownerId: string, tools: readonly StoryTool[], universe: string | null, q = "", sort: SortKey = "updated"): Promise<StoryDoc[]> {
  let query = supabase().from("story_documents").select("*").eq("owner_id", ownerId).in("tool", tools).is("deleted_at", null);
  if (universe) query = query.eq("universe_id", universe);
  if (q.trim()) query = query.ilike("title", likePattern(q));
  query = sort === "title" ? query.order("title", { ascending: true }) : query.order(sort === "created" ? "created_at" : "updated_at", { ascending: false });
  const { data, error } = await query.order("id").limit(500);
  fail(error);
  return withRelationCounts((data ?? []) as StoryDoc[]);
}

/** Relationship maps get `relation_count` (their relations are rows of story_relations, not in `data`). */
async function withRelationCounts(docs: StoryDoc[]): Promise<StoryDoc[]> {
  return Promise.all(
    docs.map(async (d) => {
      if (d.tool !== "relationships") return d;
      const { count, error } = await supabase().from("story_relations").select("document_id", { count: "exact", head: true }).eq("document_id", d.id);
      fail(error);
      return { ...d, relation_count: count ?? 0 };
    }),
  );
}

export const useMyDocuments = (ownerId: string, tools: readonly StoryTool[], universe: string | null) =>
  useQuery({ queryKey: storyKeys.mine(ownerId, tools.join(","), universe), queryFn: () => listMine(ownerId, tools, universe), enabled: !!ownerId });

export async function listRecent(ownerId: string, universe: string | null): Promise<StoryDoc[]> {
  let query = supabase().from("story_documents").select("*").eq("owner_id", ownerId).is("deleted_at", null);
  if (universe) query = query.eq("universe_id", universe);
  const { data, error } = await query.order("updated_at", { ascending: false }).order("id").limit(6);
  fail(error);
  return (data ?? []) as StoryDoc[];
}

export const useRecentDocuments = (ownerId: string, universe: string | null) =>
  useQuery({ queryKey: storyKeys.recent(ownerId, universe), queryFn: () => listRecent(ownerId, universe), enabled: !!ownerId });

export async function storyCounts(universe: string | null): Promise<Partial<Record<StoryTool, number>>> {
  const { data, error } = await supabase().rpc("my_story_counts", universe ? { universe } : {});
  fail(error);
  return Object.fromEntries(((data ?? []) as { tool: StoryTool; documents: number }[]).map((r) => [r.tool, Number(r.documents)]));
}

export const useStoryCounts = (ownerId: string, universe: string | null) =>
  useQuery({ queryKey: storyKeys.counts(ownerId, universe), queryFn: () => storyCounts(universe), enabled: !!ownerId });

export async function listTrash(ownerId: string, tools: readonly StoryTool[]): Promise<StoryDoc[]> {
  const { data, error } = await supabase()
    .from("story_documents")
    .select("*")
    .eq("owner_id", ownerId)
    .in("tool", tools)
    .not("deleted_at", "is", null)
    .order("deleted_at", { ascending: false })
    .limit(500);
  fail(error);
  return (data ?? []) as StoryDoc[];
}

export const useTrash = (ownerId: string, tools: readonly StoryTool[]) =>
  useQuery({ queryKey: storyKeys.trash(ownerId, tools.join(",")), queryFn: () => listTrash(ownerId, tools), enabled: !!ownerId });

export async function getDocument(id: string): Promise<StoryDoc | null> {
  if (!UUID.test(id)) return null;
  const { data, error } = await supabase().from("story_documents").select("*").eq("id", id).maybeSingle();
  fail(error);
  return data ? withRelations(data as StoryDoc) : null;
}

/**
 * A relationship map's relations and positions live in story_relations and story_positions (the
 * database moves them out of `data` on every save, so a published map never names private items).
 * Reading a map puts the ones this reader may see back into `data`, in the shape the editor saves.
 */
export async function withRelations(doc: StoryDoc): Promise<StoryDoc> {
  if (doc.tool !== "relationships") return doc;
  // The server returns at most 1,000 rows a request: read in pages (a map holds up to 5,000).
  const rows: { id: string; from_item: string; to_item: string; type: string; label: string; directed: boolean; strength: number; note: string }[] = [];
  for (let from = 0; from < 5000; from += 1000) {
    const { data, error } = await supabase()
      .from("story_relations")
      .select("id, from_item, to_item, type, label, directed, strength, note")
      .eq("document_id", doc.id)
      .order("position")
      .order("id")
      .range(from, from + 999);
    fail(error);
    rows.push(...(data ?? []));
    if ((data ?? []).length < 1000) break;
  }
  const relations = rows.map((r) => ({
    id: r.id,
    from: r.from_item,
    to: r.to_item,
    type: r.type,
    label: r.label,
    mutual: !r.directed,
    strength: r.strength,
    note: r.note,
  }));
  // Positions likewise live in story_positions (keyed by item, so they would name private items).
  const positions: Record<string, { x: number; y: number }> = {};
  for (let from = 0; from < 5000; from += 1000) {
    const { data, error } = await supabase()
      .from("story_positions")
      .select("item_id, x, y")
      .eq("document_id", doc.id)
      .order("item_id")
      .range(from, from + 999);
    fail(error);
    for (const p of data ?? []) positions[p.item_id] = { x: p.x, y: p.y };
    if ((data ?? []).length < 1000) break;
  }
  return { ...doc, data: { ...doc.data, relations, positions } };
}

/** What a save sent as `data.relations` / `positions` is what the map now holds (the row comes back without them). */
const keepRelations = (row: StoryDoc, patch: DocPatch): StoryDoc =>
  row.tool === "relationships" && patch.data ? { ...row, data: { ...row.data, relations: patch.data.relations, positions: patch.data.positions } } : row;

export const documentOptions = (id: string) => queryOptions({ queryKey: storyKeys.doc(id), queryFn: () => getDocument(id) });
export const useDocument = (id: string) => useQuery({ ...documentOptions(id), refetchOnWindowFocus: false });

export async function listPublic(tool: StoryTool): Promise<StoryDoc[]> {
  const { data, error } = await supabase()
    .from("story_documents")
    .select("*")
    .eq("tool", tool)
    .eq("visibility", "public")
    .is("deleted_at", null)
    .order("updated_at", { ascending: false })
    .order("id")
    .limit(200);
  fail(error);
  return (data ?? []) as StoryDoc[];
}

export const usePublicDocuments = (tool: StoryTool) => useQuery({ queryKey: storyKeys.publicList(tool), queryFn: () => listPublic(tool) });

export async function createDocument(doc: {
  tool: StoryTool;
  title: string;
  universe_id: string | null;
  summary?: string;
  data?: Record<string, unknown>;
}): Promise<StoryDoc> {
  const { data, error } = await supabase()
    .from("story_documents")
    .insert({ ...doc, data: doc.data ? asJson(doc.data) : undefined })
    .select("*")
    .single();
  fail(error);
  return data as StoryDoc;
}

const dbPatch = ({ data, ...rest }: DocPatch) => ({ ...rest, ...(data ? { data: asJson(data) } : {}) });

/** A versioned update (see save.ts): the rows it changed, none when the version moved on. */
export async function updateVersioned(id: string, version: number, patch: DocPatch): Promise<StoryDoc[]> {
  const { data, error } = await supabase().from("story_documents").update(dbPatch(patch)).eq("id", id).eq("version", version).select("*");
  fail(error);
  return ((data ?? []) as StoryDoc[]).map((row) => keepRelations(row, patch));
}

export const saveDocument = (id: string, version: number, patch: DocPatch): Promise<SaveResult> => saveVersioned(updateVersioned, id, version, patch);

/** An unversioned change from a list (rename, publish): the last word wins, as in My Content. */
export async function patchDocument(id: string, patch: DocPatch): Promise<void> {
  const { data, error } = await supabase().from("story_documents").update(dbPatch(patch)).eq("id", id).select("id");
  fail(error);
  if (!data?.length) throw new Error("Not saved: the document may have been deleted, or it is not yours.");
}

export async function setTrashed(ids: readonly string[], trashed: boolean): Promise<number> {
  const { data, error } = await supabase()
    .from("story_documents")
    .update({ deleted_at: trashed ? new Date().toISOString() : null })
    .in("id", ids)
    .select("id");
  fail(error);
  return (data ?? []).length;
}

export async function deleteForever(id: string): Promise<void> {
  const { error } = await supabase().from("story_documents").delete().eq("id", id);
  fail(error);
}

export interface LinkedItem {
  id: string;
  name: string;
  kind: string;
  summary: string;
  visibility: "private" | "public";
  deleted_at: string | null;
}
export type StoryLinkWithItem = StoryLink & { item: LinkedItem | null };

/** A document's links in order, each with its library item (only links the reader may read). */
export async function getLinks(documentId: string): Promise<StoryLinkWithItem[]> {
  const { data, error } = await supabase()
    .from("story_links")
    .select("id, document_id, item_id, anchor, role, note, position, item:content_items(id, name, kind, summary, visibility, deleted_at)")
    .eq("document_id", documentId)
    .order("position")
    .order("created_at");
  fail(error);
  return (data ?? []) as unknown as StoryLinkWithItem[];
}

export const useLinks = (documentId: string) =>
  useQuery({ queryKey: storyKeys.links(documentId), queryFn: () => getLinks(documentId), enabled: UUID.test(documentId) });

export async function addLink(link: { document_id: string; item_id: string; anchor?: string; role?: string; note?: string; position?: number }): Promise<void> {
  const { error } = await supabase().from("story_links").insert(link);
  if (error?.code === "23505") throw new Error("Already there.");
  fail(error);
}

export async function updateLink(id: string, patch: Partial<Pick<StoryLink, "role" | "note" | "position">>): Promise<void> {
  const { error } = await supabase().from("story_links").update(patch).eq("id", id);
  fail(error);
}

export async function removeLink(id: string): Promise<void> {
  const { error } = await supabase().from("story_links").delete().eq("id", id);
  fail(error);
}

/** The user's own library items of one kind, for the member and mention pickers. */
export async function searchMyItems(ownerId: string, kinds: readonly string[], q: string): Promise<LinkedItem[]> {
  let query = supabase().from("content_items").select("id, name, kind, summary, visibility, deleted_at").eq("owner_id", ownerId).is("deleted_at", null);
  if (kinds.length) query = query.in("kind", kinds);
  if (q.trim()) query = query.ilike("name", likePattern(q));
  const { data, error } = await query.order("name").limit(30);
  fail(error);
  return (data ?? []) as LinkedItem[];
}

/** A copy named "… (copy)", private, with the original's links. */
export async function duplicateDocument(doc: StoryDoc): Promise<StoryDoc> {
  const title = `${doc.title.slice(0, 193)} (copy)`;
  const { data } = await withRelations(doc);
  const copy = await createDocument({ tool: doc.tool, title, universe_id: doc.universe_id, summary: doc.summary, data });
  if (doc.tool === "relationships") copy.data = (await withRelations(copy)).data;
  const links = (await getLinks(doc.id)).filter((l) => l.item);
  if (links.length) {
    const { error } = await supabase()
      .from("story_links")
      .insert(links.map((l) => ({ document_id: copy.id, item_id: l.item_id, anchor: l.anchor, role: l.role, note: l.note, position: l.position })));
    if (error) {
      await deleteForever(copy.id);
      throw new Error(friendlyError(error.message));
    }
  }
  return copy;
}

/** The name shown for a published document's author (as the library shows an item's). */
export async function getAuthorName(id: string): Promise<string> {
  const { data, error } = await supabase().from("profiles").select("display_name,username").eq("id", id).maybeSingle();
  fail(error);
  const p = data as { display_name: string | null; username: string | null } | null;
  return p?.display_name || p?.username || "A world-builder";
}

export const useAuthorName = (id: string | undefined) =>
  useQuery({ queryKey: profileKeys.author(id ?? ""), queryFn: () => getAuthorName(id!), enabled: !!id, staleTime: 5 * 60_000 });
