// Changes a milestone (its fields, its status, its phase), optimistically: the board moves at once
// and goes back if the database refuses.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { asJson, supabase } from "@/lib/supabase";
import { roadmapKeys } from "./keys";
import { fail, toMilestone, type Milestone, type MilestonePatch, type Plan } from "./types";

export async function updateMilestone(id: string, patch: MilestonePatch): Promise<Milestone> {
  const { checklist, ...rest } = patch;
  const { data, error } = await supabase()
    .from("roadmap_milestones")
    .update({ ...rest, ...(checklist ? { checklist: asJson(checklist) } : {}) })
    .eq("id", id)
    .select("*")
    .single();
  fail(error);
  return toMilestone(data!);
}

export function useUpdateMilestone(universeId: string) {
  const qc = useQueryClient();
  const key = roadmapKeys.plan(universeId);
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: MilestonePatch }) => updateMilestone(id, patch),
    onMutate: async ({ id, patch }) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<Plan>(key);
      if (before) qc.setQueryData<Plan>(key, { ...before, milestones: before.milestones.map((m) => (m.id === id ? { ...m, ...patch } : m)) });
      return { before };
    },
    onError: (e, _v, ctx) => {
      if (ctx?.before) qc.setQueryData(key, ctx.before);
      toast.error("Could not save the milestone", { description: e.message });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: roadmapKeys.universe(universeId) }),
  });
}
