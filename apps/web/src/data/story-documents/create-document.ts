// A new document (the owner's, private until published).
import { asJson, supabase } from "@/lib/supabase";
import { fail } from "./common";
import type { StoryDoc, StoryDocNarrowing, StoryTool } from "./types";

export interface NewDocument {
  tool: StoryTool;
  title: string;
  universe_id: string | null;
  summary?: string;
  data?: Record<string, unknown>;
}

export async function createDocument(doc: NewDocument): Promise<StoryDoc> {
  const { data, error } = await supabase()
    .from("story_documents")
    .insert({ ...doc, data: doc.data ? asJson(doc.data) : undefined })
    .select("*")
    .single()
    .overrideTypes<StoryDocNarrowing>();
  fail(error);
  return data!;
}
