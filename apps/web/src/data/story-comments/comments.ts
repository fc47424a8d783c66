// Comments on a selection of a scene (story_comments: only the author can read or write them). The
// text's `comment` mark holds only a comment's id; its body, quoted words and state are these rows.
// Keys: storyDocumentKeys.comments(sectionId) under ["story_documents"] (data/story-documents/keys.ts).
import type { Tables, TablesInsert } from "@/lib/database.types";
import { supabase } from "@/lib/supabase";

export type StoryComment = Pick<Tables<"story_comments">, "id" | "document_id" | "section_id" | "body" | "quote" | "resolved" | "created_at">;
export type NewStoryComment = Pick<TablesInsert<"story_comments">, "id" | "document_id" | "section_id" | "body" | "quote" | "resolved">;

const fail = (error: { message: string } | null) => {
  if (!error) return;
  if (/story_comments_body_length/.test(error.message)) throw new Error("A comment needs some words, and at most 2,000 characters.");
  throw new Error(error.message);
};

export async function listComments(sectionId: string): Promise<StoryComment[]> {
  const { data, error } = await supabase()
    .from("story_comments")
    .select("id, document_id, section_id, body, quote, resolved, created_at")
    .eq("section_id", sectionId)
    .order("created_at");
  fail(error);
  return data ?? [];
}

export async function createComment(c: NewStoryComment): Promise<void> {
  const { error } = await supabase().from("story_comments").insert(c);
  fail(error);
}

export async function setResolved(id: string, resolved: boolean): Promise<void> {
  const { error } = await supabase().from("story_comments").update({ resolved }).eq("id", id);
  fail(error);
}

export async function deleteComment(id: string): Promise<void> {
  const { error } = await supabase().from("story_comments").delete().eq("id", id);
  fail(error);
}
