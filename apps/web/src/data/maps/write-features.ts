// Writes of map_features: insert (a chosen id too, so Undo of a delete brings back the same pin and
// its deep links keep working), update by id, delete by id. No upsert: the API may not change a
// feature's map or owner (docs/maps.md). The database's messages are written for people.
import { supabase } from "@/lib/supabase";
import { FEATURE_COLUMNS } from "./get-features";
import type { FeaturePatch, MapFeature, MapFeatureNarrowing, NewFeature } from "./types";

/** About 4,000 pins fit in one 1 MiB request; 1,000 at a time stays well clear (docs/maps.md). */
const CHUNK = 1000;

export async function insertFeatures(rows: readonly NewFeature[]): Promise<MapFeature[]> {
  const out: MapFeature[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    // Rows with different keys: the missing columns take their defaults, not null.
    const { data, error } = await supabase()
      .from("map_features")
      .insert(rows.slice(i, i + CHUNK), { defaultToNull: false })
      .select(FEATURE_COLUMNS)
      .overrideTypes<MapFeatureNarrowing[]>();
    if (error) throw new Error(error.message);
    out.push(...(data ?? []));
  }
  return out;
}

export async function updateFeature(id: string, patch: FeaturePatch): Promise<MapFeature> {
  const { data, error } = await supabase().from("map_features").update(patch).eq("id", id).select(FEATURE_COLUMNS).overrideTypes<MapFeatureNarrowing[]>();
  if (error) throw new Error(error.message);
  const row = data?.[0];
  if (!row) throw new Error("Not saved: the pin may have been deleted, or the map is not yours.");
  return row;
}

export async function deleteFeature(id: string): Promise<void> {
  const { error } = await supabase().from("map_features").delete().eq("id", id);
  if (error) throw new Error(error.message);
}

/** One patch for many features of a map (Undo of a layer's deletion puts its features back on it). */
export async function updateFeatures(ids: readonly string[], patch: FeaturePatch): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK) {
    const { error } = await supabase()
      .from("map_features")
      .update(patch)
      .in("id", ids.slice(i, i + CHUNK));
    if (error) throw new Error(error.message);
  }
}

/** Deletes many features of a map (Undo of adding a generated map's places). */
export async function deleteFeatures(ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK) {
    const { error } = await supabase()
      .from("map_features")
      .delete()
      .in("id", ids.slice(i, i + CHUNK));
    if (error) throw new Error(error.message);
  }
}
