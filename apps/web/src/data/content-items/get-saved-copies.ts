// Whether the user already saved this generated result: their live items of its kind and seed
// whose name and summary are the result's (a rerolled field makes a different result).
import { useQuery } from "@tanstack/react-query";
import type { GeneratedResult } from "@worldloom/generators/load";
import { supabase } from "@/lib/supabase";
import { contentItemKeys } from "./keys";

interface Copy {
  id: string;
  name: string;
  summary: string;
}

export async function getSavedCopies(ownerId: string, kind: string, seed: string): Promise<Copy[]> {
  const { data, error } = await supabase()
    .from("content_items")
    .select("id, name, summary")
    .eq("owner_id", ownerId)
    .eq("kind", kind)
    .eq("seed", seed)
    .is("deleted_at", null)
    .order("created_at", { ascending: false })
    .limit(50);
  if (error) throw new Error(error.message);
  return (data ?? []).map((r) => ({ id: r.id, name: r.name, summary: r.summary ?? "" }));
}

/** The id of the user's newest saved copy of `result`, or undefined (also while loading). */
export function useSavedCopyOf(ownerId: string | undefined, result: GeneratedResult | undefined): string | undefined {
  const q = useQuery({
    queryKey: contentItemKeys.savedCopies(ownerId ?? "", result?.kind ?? "", result?.seed ?? ""),
    enabled: !!ownerId && !!result,
    staleTime: 30_000,
    queryFn: () => getSavedCopies(ownerId!, result!.kind, result!.seed),
  });
  if (!result) return undefined;
  return q.data?.find((c) => c.name === result.name && c.summary === result.summary)?.id;
}
