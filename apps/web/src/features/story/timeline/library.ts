// The user's saved calendars and dated events, read with their data for the calendar picker and
// the pull-in dialog; and many links written at once.
import { useQuery } from "@tanstack/react-query";
import { contentItemKeys } from "@/data/content-items/keys";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import { supabase } from "@/lib/supabase";
import { friendlyError } from "../api/types";

export interface ItemWithData {
  id: string;
  name: string;
  summary: string;
  data: Record<string, unknown>;
}

async function itemsOfKind(ownerId: string, kind: string): Promise<ItemWithData[]> {
  const { data, error } = await supabase()
    .from("content_items")
    .select("id, name, summary, data")
    .eq("owner_id", ownerId)
    .eq("kind", kind)
    .is("deleted_at", null)
    .order("name")
    .limit(500);
  if (error) throw new Error(error.message);
  return (data ?? []) as unknown as ItemWithData[];
}

export const useItemsOfKind = (ownerId: string | undefined, kind: "calendar" | "event", enabled = true) =>
  useQuery({ queryKey: contentItemKeys.ofKind(ownerId, kind), queryFn: () => itemsOfKind(ownerId!, kind), enabled: !!ownerId && enabled });

export async function addLinks(rows: { document_id: string; item_id: string; anchor: string }[]): Promise<void> {
  if (rows.length === 0) return;
  const { error } = await supabase().from("story_links").insert(rows);
  if (error) throw new Error(friendlyError(error.message));
}

export async function removeLinksAt(documentId: string, anchors: readonly string[]): Promise<void> {
  if (anchors.length === 0) return;
  const { error } = await supabase().from("story_links").delete().eq("document_id", documentId).in("anchor", anchors);
  if (error) throw new Error(friendlyError(error.message));
}

export interface FamilyTrees {
  trees: { id: string; title: string; data: Record<string, unknown> }[];
  /** Library characters' names, by id (a tree stores only the id). */
  names: Map<string, string>;
}

async function familyTrees(ownerId: string): Promise<FamilyTrees> {
  const { data, error } = await supabase()
    .from("story_documents")
    .select("id, title, data")
    .eq("owner_id", ownerId)
    .eq("tool", "family-tree")
    .is("deleted_at", null)
    .order("title")
    .limit(100);
  if (error) throw new Error(error.message);
  const trees = (data ?? []) as unknown as FamilyTrees["trees"];
  const ids = [
    ...new Set(
      trees.flatMap((t) =>
        (Array.isArray(t.data.people) ? (t.data.people as { itemId?: unknown }[]) : []).map((p) => p.itemId).filter((x): x is string => typeof x === "string"),
      ),
    ),
  ];
  const names = new Map<string, string>();
  for (let i = 0; i < ids.length; i += 200) {
    const { data: rows, error: e2 } = await supabase()
      .from("content_items")
      .select("id, name")
      .in("id", ids.slice(i, i + 200));
    if (e2) throw new Error(e2.message);
    for (const r of (rows ?? []) as { id: string; name: string }[]) names.set(r.id, r.name);
  }
  return { trees, names };
}

export const useFamilyTrees = (ownerId: string | undefined) =>
  useQuery({ queryKey: storyDocumentKeys.familyTrees(ownerId), queryFn: () => familyTrees(ownerId!), enabled: !!ownerId });
