// Names the manuscript's editor shows for kinds, statuses and untitled sections.
import type { SceneStatus, SectionKind, SectionRow } from "@/data/story-sections/types";

export const selectClass =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm sm:px-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
export const KIND_LABEL: Record<SectionKind, string> = { part: "Part", chapter: "Chapter", scene: "Scene" };
export const STATUS_LABEL: Record<SceneStatus, string> = { idea: "Idea", draft: "Draft", revised: "Revised", done: "Done" };
export const nameOf = (s: SectionRow) => s.title || `Untitled ${s.kind}`;
