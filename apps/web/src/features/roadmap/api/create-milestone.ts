// Adds a milestone at the end of a phase.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { supabase } from "@/lib/supabase";
import { roadmapKeys } from "./keys";
import { fail, toMilestone, type Milestone } from "./types";

export async function createMilestone(m: { universe_id: string; phase_id: string; title: string; position: number }): Promise<Milestone> {
  const { data, error } = await supabase().from("roadmap_milestones").insert(m).select("*").single();
  fail(error);
  return toMilestone(data!);
}

export function useCreateMilestone(universeId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (m: { phase_id: string; title: string; position: number }) => createMilestone({ ...m, universe_id: universeId }),
    onError: (e) => toast.error("Could not add the milestone", { description: e.message }),
    onSettled: () => qc.invalidateQueries({ queryKey: roadmapKeys.universe(universeId) }),
  });
}
