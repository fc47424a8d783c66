// The manuscript's writes: add a section, a scene's versioned save, a move, a delete; and the one
// read of a whole row (after a conflict). Callers put the answers in the caches
// (`list-sections.ts`'s `withoutBody`, `get-scene-body.ts`'s `rememberSceneText`).
import { asJson, supabase } from "@/lib/supabase";
import { failOn, type SceneStatus, type SectionKind, type SectionNarrowing, type SectionPatch, type StorySection } from "./types";

const ROW_COLUMNS = "id, document_id, owner_id, parent_id, kind, title, position, body, words, status, synopsis, scene_date, version, updated_at" as const;

export async function getSection(id: string): Promise<StorySection | null> {
  const { data, error } = await supabase().from("story_sections").select(ROW_COLUMNS).eq("id", id).maybeSingle().overrideTypes<SectionNarrowing>();
  failOn(error);
  return data;
}

export interface NewSection {
  document_id: string;
  parent_id: string | null;
  kind: SectionKind;
  title: string;
  position: number;
  body?: Record<string, unknown>;
  words?: number;
  status?: SceneStatus;
  synopsis?: string;
  scene_date?: string;
}

export async function createSection(s: NewSection): Promise<StorySection> {
  const { data, error } = await supabase()
    .from("story_sections")
    .insert({ ...s, body: s.body ? asJson(s.body) : undefined })
    .select(ROW_COLUMNS)
    .single()
    .overrideTypes<SectionNarrowing>();
  failOn(error);
  return data!;
}

export async function updateSectionVersioned(id: string, version: number, patch: SectionPatch): Promise<StorySection[]> {
  const { body, ...rest } = patch;
  const { data, error } = await supabase()
    .from("story_sections")
    .update({ ...rest, ...(body ? { body: asJson(body) } : {}) })
    .eq("id", id)
    .eq("version", version)
    .select(ROW_COLUMNS)
    .overrideTypes<SectionNarrowing[]>();
  failOn(error);
  return data ?? [];
}

/** Position moves are not versioned: the order is the outline's, not one tab's text. */
export async function setPosition(id: string, position: number): Promise<void> {
  const { error } = await supabase().from("story_sections").update({ position }).eq("id", id);
  failOn(error);
}

/** A move into another parent (a chapter into a new part, and back on Undo), at a position there. */
export async function moveSection(id: string, parent_id: string | null, position: number): Promise<void> {
  const { error } = await supabase().from("story_sections").update({ parent_id, position }).eq("id", id);
  failOn(error);
}

export async function deleteSection(id: string): Promise<void> {
  const { error } = await supabase().from("story_sections").delete().eq("id", id);
  failOn(error);
}
