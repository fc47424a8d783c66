// The calendar a tree's years are counted in: the newest calendar saved in the document's universe
// (one the reader may see), else none, which the page calls Gregorian.
import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";

export function useUniverseCalendar(universeId: string | null) {
  return useQuery({
    queryKey: ["family-tree", "calendar", universeId],
    enabled: !!universeId,
    staleTime: 60_000,
    queryFn: async (): Promise<string | null> => {
      const { data, error } = await supabase().from("content_items").select("name").eq("kind", "calendar").eq("universe_id", universeId!).is("deleted_at", null).order("created_at", { ascending: false }).limit(1);
      if (error) throw new Error(error.message);
      return (data as { name: string }[])[0]?.name ?? null;
    },
  });
}
