// Writes of map_layers. Deleting a secret layer makes its features secret first (the database does
// it), so a deletion never publishes what the layer hid (docs/maps.md).
import { supabase } from "@/lib/supabase";
import type { LayerPatch, MapLayer } from "./types";

export async function insertLayer(row: {
  document_id: string;
  name: string;
  position: number;
  secret?: boolean;
  hidden_by_default?: boolean;
  id?: string;
}): Promise<MapLayer> {
  const { data, error } = await supabase().from("map_layers").insert(row).select("*").single();
  if (error) throw new Error(error.message);
  return data;
}

export async function updateLayer(id: string, patch: LayerPatch): Promise<MapLayer> {
  const { data, error } = await supabase().from("map_layers").update(patch).eq("id", id).select("*");
  if (error) throw new Error(error.message);
  const row = data?.[0];
  if (!row) throw new Error("Not saved: the layer may have been deleted, or the map is not yours.");
  return row;
}

export async function deleteLayer(id: string): Promise<void> {
  const { error } = await supabase().from("map_layers").delete().eq("id", id);
  if (error) throw new Error(error.message);
}
