// A map's features (pins, and later regions and paths) in their order, each with the library item and the
// map it links to (null when the reader may not read it). Read in pages of 1,000, the most one read returns
// (DB_MAX_ROWS, docs/maps.md). Visitors get only what RLS lets them see: no secret, nothing on a
// secret layer, nothing that opens a private item.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { mapKeys } from "./keys";
import type { MapFeature, MapFeatureNarrowing } from "./types";

const PAGE = 1000;
export const FEATURE_COLUMNS =
  "*,content_items(id,name,summary,kind,visibility),linked_map:story_documents!map_features_link_document_id_fkey(id,title,tool,owner_id,visibility,deleted_at)" as const;

export async function getFeatures(documentId: string): Promise<MapFeature[]> {
  const rows: MapFeature[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await supabase()
      .from("map_features")
      .select(FEATURE_COLUMNS)
      .eq("document_id", documentId)
      .order("position")
      .order("id")
      .range(from, from + PAGE - 1)
      .overrideTypes<MapFeatureNarrowing[]>();
    if (error) throw new Error(error.message);
    rows.push(...(data ?? []));
    if ((data ?? []).length < PAGE) return rows;
  }
}

export const featuresOptions = (documentId: string) => queryOptions({ queryKey: mapKeys.features(documentId), queryFn: () => getFeatures(documentId) });
export const useFeatures = (documentId: string) => useQuery({ ...featuresOptions(documentId), refetchOnWindowFocus: false });
