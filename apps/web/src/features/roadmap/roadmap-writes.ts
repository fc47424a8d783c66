// The roadmap's writes as the page uses them: the data room's mutations (data/roadmap) with their
// toasts, and Undo for a deleted milestone or phase (it writes the same rows back).
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { useCreateMilestone as useCreate } from "@/data/roadmap/create-milestone";
import { refreshRoadmap, restoreMilestones, useDeleteMilestone as useDelete } from "@/data/roadmap/delete-milestone";
import { restorePhase, usePhaseMutations as usePhases } from "@/data/roadmap/edit-phases";
import { useUpdateMilestone as useUpdate } from "@/data/roadmap/update-milestone";

export const useCreateMilestone = (universeId: string) =>
  useCreate(universeId, { onError: (e) => toast.error("Could not add the milestone", { description: e.message }) });

export const useUpdateMilestone = (universeId: string) =>
  useUpdate(universeId, { onError: (e) => toast.error("Could not save the milestone", { description: e.message }) });

export function useDeleteMilestone(universeId: string) {
  const qc = useQueryClient();
  return useDelete(universeId, {
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
              .finally(() => refreshRoadmap(qc, universeId)),
        },
      });
    },
    onError: (e) => toast.error("Could not delete the milestone", { description: e.message }),
  });
}

export function usePhaseMutations(universeId: string) {
  const qc = useQueryClient();
  return usePhases(universeId, {
    create: { onError: (e) => toast.error("Could not add the phase", { description: e.message }) },
    rename: { onError: (e) => toast.error("Could not rename the phase", { description: e.message }) },
    remove: {
      onSuccess: (_d, { phase, milestones }) => {
        toast.success(
          `Deleted the phase “${phase.title}”${milestones.length ? ` and its ${milestones.length === 1 ? "milestone" : `${milestones.length} milestones`}` : ""}`,
          {
            action: {
              label: "Undo",
              onClick: () =>
                void restorePhase(phase, milestones)
                  .then(
                    () => toast.success(`Restored “${phase.title}”`),
                    (e: Error) => toast.error("Could not restore the phase", { description: e.message }),
                  )
                  .finally(() => refreshRoadmap(qc, universeId)),
            },
          },
        );
      },
      onError: (e) => toast.error("Could not delete the phase", { description: e.message }),
    },
  });
}
