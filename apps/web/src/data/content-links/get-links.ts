// The typed links touching one item, both ways, with the other end's name, kind and visibility
// (RLS returns only links whose two ends the reader can read).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import type { Visibility } from "@/data/content-items/types";
import { contentLinkKeys } from "./keys";

export interface LinkEnd {
  id: string;
  name: string;
  kind: string;
  visibility: Visibility;
  owner_id: string;
  /** Set when the owner has moved that item to the trash (others never see trashed rows). */
  deleted_at: string | null;
}
export interface ItemLink {
  id: string;
  type: string;
  from_id: string;
  to_id: string;
  created_at: string;
  from: LinkEnd | null;
  to: LinkEnd | null;
}

const END = "id,name,kind,visibility,owner_id,deleted_at";
export const LINK_COLUMNS = `id,type,from_id,to_id,created_at,from:content_items!content_links_from_id_fkey(${END}),to:content_items!content_links_to_id_fkey(${END})`;

export async function getLinks(itemId: string): Promise<ItemLink[]> {
  const { data, error } = await supabase()
    .from("content_links")
    .select(LINK_COLUMNS)
    .or(`from_id.eq.${itemId},to_id.eq.${itemId}`)
    .order("created_at", { ascending: true })
    .limit(500);
  if (error) throw new Error(error.message);
  return (data ?? []) as unknown as ItemLink[];
}

export const linksOptions = (itemId: string) => queryOptions({ queryKey: contentLinkKeys.item(itemId), queryFn: () => getLinks(itemId) });
export const useLinks = (itemId: string) => useQuery(linksOptions(itemId));
