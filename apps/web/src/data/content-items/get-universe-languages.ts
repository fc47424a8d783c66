// The language items saved in a universe that the reader may see (newest first, with their data):
// a generated map names its places in one of them (features/maps/generated-map.ts).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Tables } from "@/lib/row-types";
import { supabase } from "@/lib/supabase";
import { contentItemKeys } from "./keys";

export type LanguageItem = Pick<Tables<"content_items">, "id" | "name"> & { data: Record<string, unknown> | null };

export async function getUniverseLanguages(universeId: string): Promise<LanguageItem[]> {
  const { data, error } = await supabase()
    .from("content_items")
    .select("id, name, data")
    .eq("kind", "language")
    .eq("universe_id", universeId)
    .is("deleted_at", null)
    .order("created_at", { ascending: false })
    .order("id")
    .limit(50)
    .overrideTypes<{ data: Record<string, unknown> | null }[]>();
  if (error) throw new Error(error.message);
  return data ?? [];
}

export const universeLanguagesOptions = (universeId: string | null) =>
  queryOptions({
    queryKey: contentItemKeys.universeLanguages(universeId),
    queryFn: () => getUniverseLanguages(universeId!),
    enabled: !!universeId,
    staleTime: 60_000,
  });
export const useUniverseLanguages = (universeId: string | null) => useQuery(universeLanguagesOptions(universeId));
