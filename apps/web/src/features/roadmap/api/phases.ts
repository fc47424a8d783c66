// Phase writes: add, rename, delete (with its milestones, undoable: Undo writes the phase and its
// milestones back with the same ids).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { supabase } from "@/lib/supabase";
import { restoreMilestones } from "./delete-milestone";
import { roadmapKeys } from "./keys";
import { fail, type Milestone, type Phase } from "./types";

export function usePhaseMutations(universeId: string) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: roadmapKeys.universe(universeId) });

  const create = useMutation({
    mutationFn: async ({ title, position }: { title: string; position: number }) => {
      const { data, error } = await supabase().from("roadmap_phases").insert({ universe_id: universeId, title, position }).select("*").single();
      fail(error);
      return data!;
    },
    onError: (e) => toast.error("Could not add the phase", { description: e.message }),
    onSettled: refresh,
  });

  const rename = useMutation({
    mutationFn: async ({ id, title }: { id: string; title: string }) => fail((await supabase().from("roadmap_phases").update({ title }).eq("id", id)).error),
    onError: (e) => toast.error("Could not rename the phase", { description: e.message }),
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: async ({ phase }: { phase: Phase; milestones: Milestone[] }) =>
      fail((await supabase().from("roadmap_phases").delete().eq("id", phase.id)).error),
    onSuccess: (_d, { phase, milestones }) => {
      const undo = async () => {
        fail(
          (await supabase().from("roadmap_phases").insert({ id: phase.id, universe_id: phase.universe_id, title: phase.title, position: phase.position }))
            .error,
        );
        await restoreMilestones(milestones);
      };
      toast.success(
        `Deleted the phase “${phase.title}”${milestones.length ? ` and its ${milestones.length === 1 ? "milestone" : `${milestones.length} milestones`}` : ""}`,
        {
          action: {
            label: "Undo",
            onClick: () =>
              void undo()
                .then(
                  () => toast.success(`Restored “${phase.title}”`),
                  (e: Error) => toast.error("Could not restore the phase", { description: e.message }),
                )
                .finally(refresh),
          },
        },
      );
    },
    onError: (e) => toast.error("Could not delete the phase", { description: e.message }),
    onSettled: refresh,
  });

  return { create, rename, remove };
}
