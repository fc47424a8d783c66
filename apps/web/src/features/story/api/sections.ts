// A story's manuscript rows (story_sections): parts, chapters and scenes.
import { useQuery } from "@tanstack/react-query";
import { asJson, supabase } from "@/lib/supabase";
import { storyKeys } from "./keys";
import { friendlyError } from "./types";

export type SectionKind = "part" | "chapter" | "scene";
export type SceneStatus = "idea" | "draft" | "revised" | "done";
export const SCENE_STATUSES: SceneStatus[] = ["idea", "draft", "revised", "done"];

export interface StorySection {
  id: string;
  document_id: string;
  owner_id: string;
  parent_id: string | null;
  kind: SectionKind;
  title: string;
  position: number;
  body: Record<string, unknown>;
  words: number;
  status: SceneStatus;
  synopsis: string;
  /** When the scene happens, as the story's calendar says it (free text). */
  scene_date: string;
  version: number;
  updated_at: string;
}

export type SectionPatch = Partial<Pick<StorySection, "title" | "body" | "words" | "status" | "synopsis" | "scene_date">>;

const fail = (error: { message: string } | null) => {
  if (error) throw new Error(sectionError(error.message));
};

export function sectionError(message: string): string {
  if (/story_sections_title_length/.test(message)) return "A title can be at most 200 characters.";
  if (/story_sections_synopsis_length/.test(message)) return "A synopsis can be at most 2,000 characters.";
  if (/story_sections_scene_date_length/.test(message)) return "A scene's date can be at most 120 characters.";
  if (/story_sections_body_size/.test(message)) return "This scene is too long to save in one piece (2 MB at most): split it in two.";
  return friendlyError(message);
}

export const sectionsKey = (documentId: string) => [...storyKeys.all, "sections", documentId] as const;

export async function listSections(documentId: string): Promise<StorySection[]> {
  const { data, error } = await supabase().from("story_sections").select("*").eq("document_id", documentId).order("position").order("id").limit(5000);
  fail(error);
  return (data ?? []) as StorySection[];
}

export const useSections = (documentId: string) =>
  useQuery({ queryKey: sectionsKey(documentId), queryFn: () => listSections(documentId), refetchOnWindowFocus: false });

export async function getSection(id: string): Promise<StorySection | null> {
  const { data, error } = await supabase().from("story_sections").select("*").eq("id", id).maybeSingle();
  fail(error);
  return data as StorySection | null;
}

export async function createSection(s: {
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
}): Promise<StorySection> {
  const { data, error } = await supabase()
    .from("story_sections")
    .insert({ ...s, body: s.body ? asJson(s.body) : undefined })
    .select("*")
    .single();
  fail(error);
  return data as StorySection;
}

export async function updateSectionVersioned(id: string, version: number, patch: SectionPatch): Promise<StorySection[]> {
  const { body, ...rest } = patch;
  const { data, error } = await supabase()
    .from("story_sections")
    .update({ ...rest, ...(body ? { body: asJson(body) } : {}) })
    .eq("id", id)
    .eq("version", version)
    .select("*");
  fail(error);
  return (data ?? []) as StorySection[];
}

/** Position moves are not versioned: the order is the outline's, not one tab's text. */
export async function setPosition(id: string, position: number): Promise<void> {
  const { error } = await supabase().from("story_sections").update({ position }).eq("id", id);
  fail(error);
}

export async function deleteSection(id: string): Promise<void> {
  const { error } = await supabase().from("story_sections").delete().eq("id", id);
  fail(error);
}
