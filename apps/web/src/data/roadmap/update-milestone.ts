// Changes a milestone (its fields, its status, its phase), optimistically: the board moves at once
// and goes back if the database refuses.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { asJson, supabase } from "@/lib/supabase";
import { roadmapKeys } from "./keys";
import { fail, type Milestone, type MilestoneNarrowing, type MilestonePatch, type Plan, type WriteCallbacks } from "./types";

export async function updateMilestone(id: string, patch: MilestonePatch): Promise<Milestone> {
  const { checklist, ...rest } = patch;
  const { data, error } = await supabase()
    .from("roadmap_milestones")
    .update({ ...rest, ...(checklist ? { checklist: asJson(checklist) } : {}) })
    .eq("id", id)
    .select("*")
    .single()
    .overrideTypes<MilestoneNarrowing>();
  fail(error);
  return data!;
}

export type MilestoneChange = { id: string; patch: MilestonePatch };

export function useUpdateMilestone(universeId: string, on: WriteCallbacks<MilestoneChange, Milestone> = {}) {
  const qc = useQueryClient();
  const key = roadmapKeys.plan(universeId);
  return useMutation({
    mutationFn: ({ id, patch }: MilestoneChange) => updateMilestone(id, patch),
    onMutate: async ({ id, patch }) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<Plan>(key);
      if (before) qc.setQueryData<Plan>(key, { ...before, milestones: before.milestones.map((m) => (m.id === id ? { ...m, ...patch } : m)) });
      return { before };
    },
    onSuccess: on.onSuccess,
    onError: (e, v, ctx) => {
      if (ctx?.before) qc.setQueryData(key, ctx.before);
      on.onError?.(e, v);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: roadmapKeys.universe(universeId) }),
  });
}
