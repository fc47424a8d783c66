// Display names for the authors on screen (one request per list).
import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { feedbackKeys } from "./keys";
import { fail } from "./types";

export async function getNames(ids: string[]): Promise<Map<string, string>> {
  const { data, error } = await supabase().from("profiles").select("id, display_name, username").in("id", ids);
  fail(error);
  return new Map((data ?? []).map((p) => [p.id, p.display_name || p.username || "A world-builder"]));
}

export function useNames(ids: (string | null)[]) {
  const unique = [...new Set(ids.filter((x): x is string => !!x))].sort();
  return useQuery({ queryKey: feedbackKeys.names(unique), enabled: unique.length > 0, staleTime: 5 * 60_000, queryFn: () => getNames(unique) });
}
