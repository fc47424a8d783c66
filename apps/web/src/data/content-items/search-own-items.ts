// The user's own live items of some kinds (any when none), by name: the story tools' member,
// mention and link pickers (cached under contentItemKeys.storyPicker).
import type { LinkedItem } from "@/data/story-links/types";
import { likePattern } from "@/lib/like-pattern";
import { supabase } from "@/lib/supabase";
import type { Visibility } from "./types";

export async function searchOwnItems(ownerId: string, kinds: readonly string[], q: string): Promise<LinkedItem[]> {
  let query = supabase().from("content_items").select("id, name, kind, summary, visibility, deleted_at").eq("owner_id", ownerId).is("deleted_at", null);
  if (kinds.length) query = query.in("kind", kinds);
  if (q.trim()) query = query.ilike("name", likePattern(q));
  const { data, error } = await query.order("name").limit(30).overrideTypes<{ visibility: Visibility }[]>();
  if (error) throw new Error(error.message);
  return data ?? [];
}
