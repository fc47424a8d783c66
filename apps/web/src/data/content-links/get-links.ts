// The typed links touching one item, both ways, with the other end's name, kind and visibility
// (RLS returns only links whose two ends the reader can read).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Narrow, Tables } from "@/lib/row-types";
import { supabase } from "@/lib/supabase";
import type { Visibility } from "@/data/content-items/types";
import { contentLinkKeys } from "./keys";

/** The other end of a link; `deleted_at` is set when its owner has moved it to the trash (others never see trashed rows). */
export type LinkEnd = Narrow<Pick<Tables<"content_items">, "id" | "name" | "kind" | "visibility" | "owner_id" | "deleted_at">, { visibility: Visibility }>;
export type ItemLink = Pick<Tables<"content_links">, "id" | "type" | "from_id" | "to_id" | "created_at"> & { from: LinkEnd | null; to: LinkEnd | null };

const END = "id,name,kind,visibility,owner_id,deleted_at" as const;
export const LINK_COLUMNS =
  `id,type,from_id,to_id,created_at,from:content_items!content_links_from_id_fkey(${END}),to:content_items!content_links_to_id_fkey(${END})` as const;

export async function getLinks(itemId: string): Promise<ItemLink[]> {
  const { data, error } = await supabase()
    .from("content_links")
    .select(LINK_COLUMNS)
    .or(`from_id.eq.${itemId},to_id.eq.${itemId}`)
    .order("created_at", { ascending: true })
    .limit(500)
    .overrideTypes<{ from: { visibility: Visibility } | null; to: { visibility: Visibility } | null }[]>();
  if (error) throw new Error(error.message);
  return data ?? [];
}

export const linksOptions = (itemId: string) => queryOptions({ queryKey: contentLinkKeys.item(itemId), queryFn: () => getLinks(itemId) });
export const useLinks = (itemId: string) => useQuery(linksOptions(itemId));
