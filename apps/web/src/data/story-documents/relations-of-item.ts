// What the relationship maps say about one library item: the story_relations rows from or to it,
// with their map. RLS returns only relations of maps the viewer may read, between items they may
// read. The item page's "Relationships" words them (features/library/item/item-relations.tsx).
import { supabase } from "@/lib/supabase";

export async function getRelationsOfItem(itemId: string) {
  const { data, error } = await supabase()
    .from("story_relations")
    .select("id, from_item, to_item, type, label, directed, note, document:story_documents(id, title, owner_id, visibility, deleted_at)")
    .or(`from_item.eq.${itemId},to_item.eq.${itemId}`)
    .limit(500);
  if (error) throw new Error(error.message);
  return data ?? [];
}
