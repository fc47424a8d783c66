// The user's saved calendars and dated events, read with their data for the calendar picker and
// the pull-in dialog; and many links written at once.
import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { friendlyError } from "../api/types";

export interface ItemWithData {
  id: string;
  name: string;
  summary: string;
  data: Record<string, unknown>;
}

async function itemsOfKind(ownerId: string, kind: string): Promise<ItemWithData[]> {
  const { data, error } = await supabase().from("content_items").select("id, name, summary, data").eq("owner_id", ownerId).eq("kind", kind).is("deleted_at", null).order("name").limit(500);
  if (error) throw new Error(error.message);
  return (data ?? []) as unknown as ItemWithData[];
}

export const useItemsOfKind = (ownerId: string | undefined, kind: "calendar" | "event", enabled = true) =>
  useQuery({ queryKey: ["timeline-library", ownerId, kind], queryFn: () => itemsOfKind(ownerId!, kind), enabled: !!ownerId && enabled });

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
