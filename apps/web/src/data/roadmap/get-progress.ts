// Live progress of the measurable milestones: how many matching items the universe holds now
// (rpc roadmap_progress; REST refuses aggregates). Refetched whenever the page is shown again.
import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { roadmapKeys } from "./keys";
import { fail } from "./types";

export async function getProgress(universeId: string): Promise<Record<string, number>> {
  const { data, error } = await supabase().rpc("roadmap_progress", { universe: universeId });
  fail(error);
  return Object.fromEntries((data ?? []).map((r) => [r.milestone_id, Number(r.have)]));
}

export const useProgress = (universeId: string) =>
  useQuery({ queryKey: roadmapKeys.progress(universeId), queryFn: () => getProgress(universeId), refetchOnMount: "always" });
