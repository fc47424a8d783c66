// story_sections rows: a manuscript's parts, chapters and scenes. The generated schema says
// `string` for the check-constrained kind and status and `Json` for the body; `Narrow` says what
// the app reads them as (docs/data-room.md).
import type { Narrow, Tables } from "@/lib/row-types";

export type SectionKind = "part" | "chapter" | "scene";
export type SceneStatus = "idea" | "draft" | "revised" | "done";
export const SCENE_STATUSES: SceneStatus[] = ["idea", "draft", "revised", "done"];

/** A scene's text: Tiptap's JSON document. */
export type SceneBody = Record<string, unknown>;

export type SectionNarrowing = { kind: SectionKind; status: SceneStatus; body: SceneBody };

/** A scene's text and the version of the row it was read from. */
export interface SceneText {
  body: SceneBody;
  version: number;
}

/** A whole row, text included (a save's answer, the exports, Undo of a delete). */
export type StorySection = Omit<Narrow<Tables<"story_sections">, SectionNarrowing>, "created_at">;

/** A row as the manuscript lists it: everything but the text (`words` is stored per scene). */
export type SectionRow = Omit<StorySection, "body">;

export type SectionPatch = Partial<Pick<StorySection, "title" | "body" | "words" | "status" | "synopsis" | "scene_date">>;

/** The database's checks, said in words. */
export function sectionError(message: string): string {
  if (/story_sections_title_length/.test(message)) return "A title can be at most 200 characters.";
  if (/story_sections_synopsis_length/.test(message)) return "A synopsis can be at most 2,000 characters.";
  if (/story_sections_scene_date_length/.test(message)) return "A scene's date can be at most 120 characters.";
  if (/story_sections_body_size/.test(message)) return "This scene is too long to save in one piece (2 MB at most): split it in two.";
  return message;
}

export const failOn = (error: { message: string } | null) => {
  if (error) throw new Error(sectionError(error.message));
};
