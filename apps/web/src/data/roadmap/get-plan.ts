// A universe's roadmap: its phases and milestones. The first visit creates the starter template
// (start_roadmap does nothing when the roadmap exists, so two tabs never create it twice).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { roadmapKeys } from "./keys";
import { fail, type MilestoneNarrowing, type Plan } from "./types";

async function readPlan(universeId: string): Promise<Plan> {
  const sb = supabase();
  const [phases, milestones] = await Promise.all([
    sb.from("roadmap_phases").select("*").eq("universe_id", universeId).order("position").order("created_at"),
    sb.from("roadmap_milestones").select("*").eq("universe_id", universeId).order("position").order("created_at").overrideTypes<MilestoneNarrowing[]>(),
  ]);
  fail(phases.error);
  fail(milestones.error);
  return { phases: phases.data ?? [], milestones: milestones.data ?? [] };
}

export async function getPlan(universeId: string): Promise<Plan> {
  const { data, error } = await supabase().from("roadmaps").select("universe_id").eq("universe_id", universeId).maybeSingle();
  fail(error);
  if (!data) fail((await supabase().rpc("start_roadmap", { universe: universeId })).error);
  return readPlan(universeId);
}

export const planOptions = (universeId: string) => queryOptions({ queryKey: roadmapKeys.plan(universeId), queryFn: () => getPlan(universeId) });

export const usePlan = (universeId: string) => useQuery(planOptions(universeId));
