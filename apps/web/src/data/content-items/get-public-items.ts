// Public items of every user for one browse section, or of every kind (kinds = null) for /browse
// itself (only public rows are asked for; RLS also refuses private rows of others).
import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/database.types";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { applyFilters, fetchPage, type Filterable } from "./list-query";
import { SUMMARY_COLUMNS, type ContentNarrowing, type ContentSummary, type ListParams, type Page } from "./types";
import { contentItemKeys } from "./keys";

/** One page of public items; the client is passed in so bench/library.bench.ts runs this same request. */
export async function getPublicItems(sb: SupabaseClient<Database>, kinds: readonly string[] | null, p: ListParams): Promise<Page<ContentSummary>> {
  const scoped = <Q extends Filterable<Q>>(query: Q) => {
    const q = query.eq("visibility", "public").is("deleted_at", null);
    return applyFilters(kinds ? q.in("kind", kinds) : q, p);
  };
  const items = () => sb.from("content_items");
  return fetchPage(
    (opts, page) => page(scoped(items().select(SUMMARY_COLUMNS, opts))).overrideTypes<Pick<ContentNarrowing, "visibility">[]>(),
    (opts) => scoped(items().select("id", opts)),
    p,
  );
}

export const publicItemsOptions = (kinds: readonly string[] | null, p: ListParams) =>
  queryOptions({
    queryKey: contentItemKeys.public({ ...p, kinds: kinds ?? ["*every-kind"] }),
    queryFn: () => getPublicItems(supabase(), kinds, p),
    placeholderData: keepPreviousData,
    enabled: kinds === null || kinds.length > 0,
  });

export const usePublicItems = (kinds: readonly string[] | null, p: ListParams) => useQuery(publicItemsOptions(kinds, p));
