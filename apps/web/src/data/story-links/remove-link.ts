// Unlinks library items from a document: one link, every link at some anchors (a removed event's or
// session's), or the links to some items (the undo of a filled group).
import { fail } from "@/data/story-documents/common";
import { supabase } from "@/lib/supabase";

export async function removeLink(id: string): Promise<void> {
  const { error } = await supabase().from("story_links").delete().eq("id", id);
  fail(error);
}

export async function removeLinksAt(documentId: string, anchors: readonly string[]): Promise<void> {
  if (anchors.length === 0) return;
  const { error } = await supabase().from("story_links").delete().eq("document_id", documentId).in("anchor", anchors);
  fail(error);
}

export async function removeItemLinks(documentId: string, itemIds: readonly string[]): Promise<void> {
  const { error } = await supabase().from("story_links").delete().eq("document_id", documentId).in("item_id", itemIds);
  fail(error);
}
