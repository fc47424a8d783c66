// The signed-in user's saved items, one keyset page at a time.
import type { SupabaseClient } from "@supabase/supabase-js";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { applyOwnFilters, fetchPage, type CountMode } from "./list-query";
import { SUMMARY_COLUMNS, type ContentSummary, type ListParams, type Page } from "./types";
import { contentItemKeys } from "./keys";

/** One page of the owner's items; the client is passed in so bench/library.bench.ts runs this same request. */
export async function getMyItems(sb: SupabaseClient, ownerId: string, p: ListParams): Promise<Page<ContentSummary>> {
  const build = (columns: string, opts: { count?: CountMode; head?: boolean }) => {
    const q = sb.from("content_items").select(columns, opts).eq("owner_id", ownerId).is("deleted_at", null);
    return applyOwnFilters(q, p);
  };
  return fetchPage<ContentSummary, ReturnType<typeof build>>(build, SUMMARY_COLUMNS, p, "exact");
}

export const myItemsOptions = (ownerId: string, p: ListParams) =>
  queryOptions({ queryKey: contentItemKeys.mine(p, ownerId), queryFn: () => getMyItems(supabase(), ownerId, p), placeholderData: keepPreviousData });

export const useMyItems = (ownerId: string, p: ListParams) => useQuery(myItemsOptions(ownerId, p));
