// Pure helpers over a roadmap: the order milestones are read in, a goal's progress, and the
// "next step" (the first unfinished measurable milestone whose goal is not met yet).
import { GENERATORS } from "@/lib/catalog";
import type { Milestone, Phase, Plan, Status } from "@/data/roadmap/types";

/** Milestones in reading order: by phase, then by position inside the phase. */
export function ordered(plan: Plan): Milestone[] {
  const rank = new Map(plan.phases.map((p, i) => [p.id, i]));
  return [...plan.milestones].sort((a, b) => (rank.get(a.phase_id) ?? 0) - (rank.get(b.phase_id) ?? 0) || a.position - b.position);
}

export const inPhase = (plan: Plan, phase: Phase) => ordered(plan).filter((m) => m.phase_id === phase.id);
export const inStatus = (plan: Plan, status: Status) => ordered(plan).filter((m) => m.status === status);

/** The last position in a phase plus one, for a milestone added at its end. */
export const nextPosition = (plan: Plan, phaseId: string) => Math.max(-1, ...plan.milestones.filter((m) => m.phase_id === phaseId).map((m) => m.position)) + 1;

export interface GoalProgress {
  kind: string;
  have: number;
  want: number;
  /** 0–1 */
  ratio: number;
  met: boolean;
}

export function goalProgress(m: Milestone, progress: Record<string, number> | undefined): GoalProgress | null {
  if (!m.goal_kind || !m.goal_count) return null;
  const have = progress?.[m.id] ?? 0;
  return { kind: m.goal_kind, have, want: m.goal_count, ratio: Math.min(1, have / m.goal_count), met: have >= m.goal_count };
}

export interface NextStep {
  milestone: Milestone;
  goal: GoalProgress;
  /** How many more items the goal needs. */
  missing: number;
}

export function nextStep(plan: Plan, progress: Record<string, number> | undefined): NextStep | null {
  for (const m of ordered(plan)) {
    if (m.status === "done") continue;
    const goal = goalProgress(m, progress);
    if (goal && !goal.met) return { milestone: m, goal, missing: goal.want - goal.have };
  }
  return null;
}

const entry = (kind: string) => GENERATORS.find((g) => g.kind === kind);

/** A kind's label for people ("Magic System"), or the raw kind when it has no generator. */
export const kindLabel = (kind: string) => entry(kind)?.label ?? kind;
/** The generator page for a kind, when there is one. */
export const generatorPath = (kind: string) => (entry(kind) ? `/generators/${kind}` : null);
/** My Content filtered to a kind (the list follows the current universe). */
export const itemsPath = (kind: string) => `/my-content?kind=${encodeURIComponent(kind)}`;

// Kinds whose label does not take a plural ("lore", "jewelry"): counted as entries.
const MASS = new Set(["armor-clothing", "jewelry", "lore", "life-skills", "inheritances"]);

/** "faction", 2 → "2 factions" in words people read. */
export function countOf(kind: string, n: number): string {
  const label = kindLabel(kind).toLowerCase();
  if (MASS.has(kind)) return `${n} ${label} ${n === 1 ? "entry" : "entries"}`;
  if (n === 1) return `1 ${label}`;
  const plural = /(s|x|ch|sh)$/.test(label) ? `${label}es` : /[^aeiou]y$/.test(label) ? `${label.slice(0, -1)}ies` : `${label}s`;
  return `${n} ${plural}`;
}
