// Deletes a milestone, optimistically (the plan drops it at once and gets it back if the database
// refuses); the undo writes the same row back (same id and fields).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { asJson, supabase } from "@/lib/supabase";
import { roadmapKeys } from "./keys";
import { fail, type Milestone, type Plan, type WriteCallbacks } from "./types";

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

export async function deleteMilestone(id: string): Promise<void> {
  fail((await supabase().from("roadmap_milestones").delete().eq("id", id)).error);
}

/** Invalidates the universe's roadmap reads (after a write, or after an undo). */
export const refreshRoadmap = (qc: ReturnType<typeof useQueryClient>, universeId: string) =>
  qc.invalidateQueries({ queryKey: roadmapKeys.universe(universeId) });

export function useDeleteMilestone(universeId: string, on: WriteCallbacks<Milestone> = {}) {
  const qc = useQueryClient();
  const key = roadmapKeys.plan(universeId);
  return useMutation({
    mutationFn: (m: Milestone) => deleteMilestone(m.id),
    onMutate: async (m) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<Plan>(key);
      if (before) qc.setQueryData<Plan>(key, { ...before, milestones: before.milestones.filter((x) => x.id !== m.id) });
      return { before };
    },
    onSuccess: on.onSuccess,
    onError: (e, m, ctx) => {
      if (ctx?.before) qc.setQueryData(key, ctx.before);
      on.onError?.(e, m);
    },
    onSettled: () => refreshRoadmap(qc, universeId),
  });
}
