// A map's layers in their order (at most 100, docs/maps.md). Visitors never receive a secret one.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { mapKeys } from "./keys";
import type { MapLayer } from "./types";

export async function getLayers(documentId: string): Promise<MapLayer[]> {
  const { data, error } = await supabase().from("map_layers").select("*").eq("document_id", documentId).order("position").order("id");
  if (error) throw new Error(error.message);
  return data ?? [];
}

export const layersOptions = (documentId: string) => queryOptions({ queryKey: mapKeys.layers(documentId), queryFn: () => getLayers(documentId) });
export const useLayers = (documentId: string) => useQuery({ ...layersOptions(documentId), refetchOnWindowFocus: false });
