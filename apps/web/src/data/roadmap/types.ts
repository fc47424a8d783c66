// The roadmap as the web app reads it (docs/roadmap.md): phases and their milestones.
import type { Narrow, Tables } from "@/lib/row-types";

export type Status = "todo" | "doing" | "done";
export const STATUSES: readonly Status[] = ["todo", "doing", "done"];
export const STATUS_LABEL: Record<Status, string> = { todo: "To do", doing: "In progress", done: "Done" };

export interface ChecklistItem {
  text: string;
  done: boolean;
}

/** What the generator cannot know about a milestone: its status check and its checklist's shape. */
export type MilestoneNarrowing = { status: Status; checklist: ChecklistItem[] };

export type Phase = Tables<"roadmap_phases">;
export type Milestone = Narrow<Tables<"roadmap_milestones">, MilestoneNarrowing>;

export interface Plan {
  phases: Phase[];
  milestones: Milestone[];
}

/** The fields of a milestone the editor changes. */
export type MilestonePatch = Partial<
  Pick<Milestone, "title" | "status" | "due_on" | "notes" | "checklist" | "goal_kind" | "goal_count" | "phase_id" | "position">
>;

/** What a caller adds to a roadmap write (its toasts); runs after the cache work the write does itself. */
export interface WriteCallbacks<V, R = void> {
  onSuccess?: (data: R, vars: V) => void;
  onError?: (error: Error, vars: V) => void;
}

export const TITLE_MAX = 200;
export const PHASE_TITLE_MAX = 80;
export const NOTES_MAX = 20_000;
export const CHECKLIST_MAX = 50;

/** The database's constraint names, said in words (the checks live in the migration). */
export function friendlyError(message: string): string {
  if (/roadmap_milestones_title_length/.test(message)) return `A milestone needs a title of at most ${TITLE_MAX} characters.`;
  if (/roadmap_phases_title_length/.test(message)) return `A phase needs a name of at most ${PHASE_TITLE_MAX} characters.`;
  if (/roadmap_milestones_notes_length/.test(message)) return `Notes can be at most ${NOTES_MAX.toLocaleString("en")} characters.`;
  if (/roadmap_milestones_checklist_shape/.test(message)) return `A checklist can have at most ${CHECKLIST_MAX} steps.`;
  if (/roadmap_milestones_goal/.test(message)) return "A goal needs both a kind and a count from 1 to 1,000.";
  return message;
}

export const fail = (error: { message: string } | null) => {
  if (error) throw new Error(friendlyError(error.message));
};
