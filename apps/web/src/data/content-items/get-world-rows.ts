// The signed-in user's saved world for the generators: the most recent items of the kinds they
// link to, optionally only one universe's. Trashed items are left out. (features/generators turns
// the rows into the engine's World.)
import { queryOptions } from "@tanstack/react-query";
import type { Narrow, Tables } from "@/lib/row-types";
import { supabase } from "@/lib/supabase";
import { contentItemKeys } from "./keys";

/** A saved item as the generators read it: content_items columns, `data` being a saved result object. */
export type WorldRow = Narrow<Pick<Tables<"content_items">, "id" | "kind" | "name" | "summary" | "updated_at" | "data">, { data: Record<string, unknown> }>;

/** Kinds the generators link to or draw systems from (races, places, people, languages, …). */
export const WORLD_KINDS = [
  "character",
  "race",
  "location",
  "faction",
  "government",
  "religion",
  "class",
  "heritage",
  "bloodline",
  "language",
  "calendar",
] as const;

/** At most this many saved items (the most recent) are woven in. */
export const WORLD_LIMIT = 500;

export interface FetchWorldOptions {
  userId: string;
  /** Only the items of this universe; all of the user's items when absent. */
  universeId?: string;
  limit?: number;
}

export async function fetchWorldRows({ userId, universeId, limit = WORLD_LIMIT }: FetchWorldOptions): Promise<WorldRow[]> {
  let q = supabase()
    .from("content_items")
    .select("id,kind,name,summary,data,updated_at")
    .eq("owner_id", userId)
    .is("deleted_at", null)
    .in("kind", [...WORLD_KINDS]);
  if (universeId) q = q.eq("universe_id", universeId);
  const { data, error } = await q
    .order("created_at", { ascending: false })
    .order("id", { ascending: false })
    .limit(limit)
    .overrideTypes<Pick<WorldRow, "data">[]>();
  if (error) throw new Error(error.message);
  return data;
}

export const worldRowsOptions = (opts: FetchWorldOptions) =>
  queryOptions({
    queryKey: contentItemKeys.world(opts.userId, opts.universeId ?? null),
    queryFn: () => fetchWorldRows(opts),
    // The first result waits for the world, so a failing request must not hold it up for long.
    retry: 1,
    staleTime: 60_000,
  });
