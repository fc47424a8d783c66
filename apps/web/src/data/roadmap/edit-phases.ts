// Phase writes: add, rename, delete (with its milestones; the undo, restorePhase, writes the phase
// and its milestones back with the same ids).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { refreshRoadmap, restoreMilestones } from "./delete-milestone";
import { fail, type Milestone, type Phase, type WriteCallbacks } from "./types";

export async function createPhase(v: { universeId: string; title: string; position: number }): Promise<Phase> {
  const { data, error } = await supabase()
    .from("roadmap_phases")
    .insert({ universe_id: v.universeId, title: v.title, position: v.position })
    .select("*")
    .single();
  fail(error);
  return data!;
}

export async function renamePhase(v: { id: string; title: string }): Promise<void> {
  fail((await supabase().from("roadmap_phases").update({ title: v.title }).eq("id", v.id)).error);
}

export async function deletePhase(id: string): Promise<void> {
  fail((await supabase().from("roadmap_phases").delete().eq("id", id)).error);
}

/** Writes a deleted phase and its milestones back, with the same ids. */
export async function restorePhase(phase: Phase, milestones: Milestone[]): Promise<void> {
  fail((await supabase().from("roadmap_phases").insert({ id: phase.id, universe_id: phase.universe_id, title: phase.title, position: phase.position })).error);
  await restoreMilestones(milestones);
}

export type PhaseRemoval = { phase: Phase; milestones: Milestone[] };

export function usePhaseMutations(
  universeId: string,
  on: {
    create?: WriteCallbacks<{ title: string; position: number }, Phase>;
    rename?: WriteCallbacks<{ id: string; title: string }>;
    remove?: WriteCallbacks<PhaseRemoval>;
  } = {},
) {
  const qc = useQueryClient();
  const refresh = () => refreshRoadmap(qc, universeId);

  const create = useMutation({
    mutationFn: ({ title, position }: { title: string; position: number }) => createPhase({ universeId, title, position }),
    onSuccess: on.create?.onSuccess,
    onError: on.create?.onError,
    onSettled: refresh,
  });

  const rename = useMutation({
    mutationFn: renamePhase,
    onSuccess: on.rename?.onSuccess,
    onError: on.rename?.onError,
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: ({ phase }: PhaseRemoval) => deletePhase(phase.id),
    onSuccess: on.remove?.onSuccess,
    onError: on.remove?.onError,
    onSettled: refresh,
  });

  return { create, rename, remove };
}
