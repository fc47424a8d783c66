// The signed-in user's saved items, one keyset page at a time.
import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/database.types";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { applyOwnFilters, fetchPage, type Filterable } from "./list-query";
import { SUMMARY_COLUMNS, type ContentNarrowing, type ContentSummary, type ListParams, type Page } from "./types";
import { contentItemKeys } from "./keys";

/** One page of the owner's items; the client is passed in so bench/library.bench.ts runs this same request. */
export async function getMyItems(sb: SupabaseClient<Database>, ownerId: string, p: ListParams): Promise<Page<ContentSummary>> {
  const scoped = <Q extends Filterable<Q>>(q: Q) => applyOwnFilters(q.eq("owner_id", ownerId).is("deleted_at", null), p);
  const items = () => sb.from("content_items");
  return fetchPage(
    (opts, page) => page(scoped(items().select(SUMMARY_COLUMNS, opts))).overrideTypes<Pick<ContentNarrowing, "visibility">[]>(),
    (opts) => scoped(items().select("id", opts)),
    p,
    "exact",
  );
}

export const myItemsOptions = (ownerId: string, p: ListParams) =>
  queryOptions({ queryKey: contentItemKeys.mine(p, ownerId), queryFn: () => getMyItems(supabase(), ownerId, p), placeholderData: keepPreviousData });

export const useMyItems = (ownerId: string, p: ListParams) => useQuery(myItemsOptions(ownerId, p));
