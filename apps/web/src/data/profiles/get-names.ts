// Display names for a set of author ids, one request per list on screen (the forum's threads and
// posts, the feedback board's posts and comments).
import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { profileKeys } from "./keys";

export async function getNames(ids: string[]): Promise<Map<string, string>> {
  const { data, error } = await supabase().from("profiles").select("id, display_name, username").in("id", ids);
  if (error) throw new Error(error.message);
  return new Map((data ?? []).map((p) => [p.id, p.display_name || p.username || "A world-builder"]));
}

export function useNames(ids: (string | null)[]) {
  const unique = [...new Set(ids.filter((x): x is string => !!x))].sort();
  return useQuery({ queryKey: profileKeys.names(unique), enabled: unique.length > 0, staleTime: 5 * 60_000, queryFn: () => getNames(unique) });
}
