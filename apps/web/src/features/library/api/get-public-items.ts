// Public items of every user for one browse section (only public rows are asked for; RLS also
// refuses private rows of others).
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { libraryKeys } from "./keys";
import { applyList } from "./list-query";
import { SUMMARY_COLUMNS, type ContentSummary, type ListParams, type Page } from "./types";

export async function getPublicItems(kinds: readonly string[], p: ListParams): Promise<Page<ContentSummary>> {
  const q = supabase().from("content_items").select(SUMMARY_COLUMNS, { count: "exact" }).eq("visibility", "public").in("kind", kinds);
  const { data, error, count } = await applyList(q, p);
  if (error) throw new Error(error.message);
  return { rows: (data ?? []) as unknown as ContentSummary[], total: count ?? 0 };
}

export const publicItemsOptions = (kinds: readonly string[], p: ListParams) =>
  queryOptions({ queryKey: libraryKeys.public({ ...p, kinds }), queryFn: () => getPublicItems(kinds, p), placeholderData: keepPreviousData, enabled: kinds.length > 0 });

export const usePublicItems = (kinds: readonly string[], p: ListParams) => useQuery(publicItemsOptions(kinds, p));
