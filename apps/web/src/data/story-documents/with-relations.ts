// A relationship map's relations and positions live in story_relations and story_positions (the
// database moves them out of `data` on every save, so a published map never names private items).
// Reading a map puts the ones this reader may see back into `data`, in the shape the editor saves.
import { supabase } from "@/lib/supabase";
import { fail } from "./common";
import type { DocPatch, StoryDoc } from "./types";

/** The server returns at most 1,000 rows a request: read in pages (a map holds up to 5,000). */
const PAGE = 1000;
const MAX = 5000;

export async function withRelations(doc: StoryDoc): Promise<StoryDoc> {
  if (doc.tool !== "relationships") return doc;
  const rows = [];
  for (let from = 0; from < MAX; from += PAGE) {
    const { data, error } = await supabase()
      .from("story_relations")
      .select("id, from_item, to_item, type, label, directed, strength, note")
      .eq("document_id", doc.id)
      .order("position")
      .order("id")
      .range(from, from + PAGE - 1);
    fail(error);
    rows.push(...(data ?? []));
    if ((data ?? []).length < PAGE) break;
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
  for (let from = 0; from < MAX; from += PAGE) {
    const { data, error } = await supabase()
      .from("story_positions")
      .select("item_id, x, y")
      .eq("document_id", doc.id)
      .order("item_id")
      .range(from, from + PAGE - 1);
    fail(error);
    for (const p of data ?? []) positions[p.item_id] = { x: p.x, y: p.y };
    if ((data ?? []).length < PAGE) break;
  }
  return { ...doc, data: { ...doc.data, relations, positions } };
}

/** What a save sent as `data.relations` / `positions` is what the map now holds (the row comes back without them). */
export const keepRelations = (row: StoryDoc, patch: DocPatch): StoryDoc =>
  row.tool === "relationships" && patch.data ? { ...row, data: { ...row.data, relations: patch.data.relations, positions: patch.data.positions } } : row;
