// Adds a milestone at the end of a phase.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { roadmapKeys } from "./keys";
import { fail, type Milestone, type MilestoneNarrowing, type WriteCallbacks } from "./types";

export type NewMilestone = { phase_id: string; title: string; position: number };

export async function createMilestone(m: NewMilestone & { universe_id: string }): Promise<Milestone> {
  const { data, error } = await supabase().from("roadmap_milestones").insert(m).select("*").single().overrideTypes<MilestoneNarrowing>();
  fail(error);
  return data!;
}

export function useCreateMilestone(universeId: string, on: WriteCallbacks<NewMilestone, Milestone> = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (m: NewMilestone) => createMilestone({ ...m, universe_id: universeId }),
    onSuccess: on.onSuccess,
    onError: on.onError,
    onSettled: () => qc.invalidateQueries({ queryKey: roadmapKeys.universe(universeId) }),
  });
}
