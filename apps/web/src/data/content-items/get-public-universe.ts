// A public item's universe, when its author has made the universe public: its name, genre and
// description, and the other public items in it (private universes and items stay out of sight).
import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import type { Universe } from "@/data/universes/types";
import type { ContentSummary } from "./types";
import { contentItemKeys } from "./keys";

export interface PublicUniverse extends Pick<Universe, "id" | "name" | "description" | "genre" | "cover_color" | "cover_image_url"> {
  /** Up to OTHERS_SHOWN other public items of the universe, newest first. */
  others: Pick<ContentSummary, "id" | "kind" | "name" | "summary">[];
  /** How many public items the universe has besides this one. */
  otherCount: number;
}

export const OTHERS_SHOWN = 12;

export async function getPublicUniverse(universeId: string, itemId: string): Promise<PublicUniverse | null> {
  const db = supabase();
  const { data, error } = await db
    .from("universes")
    .select("id,name,description,genre,cover_color,cover_image_url")
    .eq("id", universeId)
    .eq("visibility", "public")
    .maybeSingle();
  if (error) throw new Error(error.message);
  if (!data) return null;
  const items = await db
    .from("content_items")
    .select("id,kind,name,summary", { count: "exact" })
    .eq("universe_id", universeId)
    .eq("visibility", "public")
    .is("deleted_at", null)
    .neq("id", itemId)
    .order("created_at", { ascending: false })
    .order("id", { ascending: false })
    .limit(OTHERS_SHOWN);
  if (items.error) throw new Error(items.error.message);
  return { ...data, others: items.data ?? [], otherCount: items.count ?? (items.data ?? []).length };
}

export function usePublicUniverse(universeId: string | null | undefined, itemId: string) {
  return useQuery({
    queryKey: contentItemKeys.publicUniverse(universeId ?? "", itemId),
    queryFn: () => getPublicUniverse(universeId!, itemId),
    enabled: !!universeId,
  });
}
