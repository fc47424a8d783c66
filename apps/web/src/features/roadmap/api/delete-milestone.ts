// Deletes a milestone with Undo in the toast: Undo writes the same row back (same id and fields).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { asJson, supabase } from "@/lib/supabase";
import { roadmapKeys } from "./keys";
import { fail, type Milestone, type Plan } from "./types";

/** The columns a client may write back when it restores a milestone. */
export const restorable = (m: Milestone) => ({
  id: m.id,
  universe_id: m.universe_id,
  phase_id: m.phase_id,
  title: m.title,
  status: m.status,
  due_on: m.due_on,
  notes: m.notes,
  checklist: asJson(m.checklist),
  goal_kind: m.goal_kind,
  goal_count: m.goal_count,
  position: m.position,
});

export async function restoreMilestones(ms: Milestone[]): Promise<void> {
  if (ms.length) fail((await supabase().from("roadmap_milestones").insert(ms.map(restorable))).error);
}

export function useDeleteMilestone(universeId: string) {
  const qc = useQueryClient();
  const key = roadmapKeys.plan(universeId);
  const refresh = () => qc.invalidateQueries({ queryKey: roadmapKeys.universe(universeId) });
  return useMutation({
    mutationFn: async (m: Milestone) => fail((await supabase().from("roadmap_milestones").delete().eq("id", m.id)).error),
    onMutate: async (m) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<Plan>(key);
      if (before) qc.setQueryData<Plan>(key, { ...before, milestones: before.milestones.filter((x) => x.id !== m.id) });
      return { before };
    },
    onSuccess: (_d, m) => {
      toast.success(`Deleted “${m.title}”`, {
        action: {
          label: "Undo",
          onClick: () =>
            void restoreMilestones([m])
              .then(
                () => toast.success(`Restored “${m.title}”`),
                (e: Error) => toast.error("Could not restore the milestone", { description: e.message }),
              )
              .finally(refresh),
        },
      });
    },
    onError: (e, _m, ctx) => {
      if (ctx?.before) qc.setQueryData(key, ctx.before);
      toast.error("Could not delete the milestone", { description: e.message });
    },
    onSettled: refresh,
  });
}
