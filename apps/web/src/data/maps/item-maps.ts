// The maps an item is pinned on, as far as the reader can see a pin linked to it (`item_maps`,
// security invoker: a visitor never learns of a secret pin). The item page's "On these maps".
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { mapKeys } from "./keys";
import type { ItemMap } from "./types";

export async function getItemMaps(itemId: string): Promise<ItemMap[]> {
  const { data, error } = await supabase().rpc("item_maps", { item: itemId });
  if (error) throw new Error(error.message);
  return data ?? [];
}

export const itemMapsOptions = (itemId: string, viewer: string) =>
  queryOptions({ queryKey: mapKeys.itemMaps(itemId, viewer), queryFn: () => getItemMaps(itemId) });
export const useItemMaps = (itemId: string, viewer: string) => useQuery(itemMapsOptions(itemId, viewer));
