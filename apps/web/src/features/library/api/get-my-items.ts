// The signed-in user's saved items, one keyset page at a time.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { libraryKeys } from "./keys";
import { applyOwnFilters, fetchPage, type CountMode } from "./list-query";
import { SUMMARY_COLUMNS, type ContentSummary, type ListParams, type Page } from "./types";

export async function getMyItems(ownerId: string, p: ListParams): Promise<Page<ContentSummary>> {
  const build = (columns: string, opts: { count?: CountMode; head?: boolean }) => {
    const q = supabase().from("content_items").select(columns, opts).eq("owner_id", ownerId).is("deleted_at", null);
    return applyOwnFilters(q, p);
  };
  return fetchPage<ContentSummary, ReturnType<typeof build>>(build, SUMMARY_COLUMNS, p, "exact");
}

export const myItemsOptions = (ownerId: string, p: ListParams) =>
  queryOptions({ queryKey: [...libraryKeys.mine(p), ownerId], queryFn: () => getMyItems(ownerId, p), placeholderData: keepPreviousData });

export const useMyItems = (ownerId: string, p: ListParams) => useQuery(myItemsOptions(ownerId, p));
