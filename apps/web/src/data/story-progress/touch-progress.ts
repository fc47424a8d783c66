// A story's daily word goal and streak (story_progress, owner only). `story_progress_touch` records
// the story's total for the writer's local day (and the goal, when given) and answers every day's
// row; the streak is worked out from them in features/stories/progress.ts.
// Keys: storyDocumentKeys.progress(documentId) under ["story_documents"] (data/story-documents/keys.ts).
import type { Tables } from "@/lib/database.types";
import { supabase } from "@/lib/supabase";

export type ProgressDay = Pick<Tables<"story_progress">, "day" | "start_words" | "words" | "goal">;

/** `day` is the writer's local date, YYYY-MM-DD. */
export async function touchProgress(documentId: string, day: string, words: number, goal?: number): Promise<ProgressDay[]> {
  const { data, error } = await supabase().rpc("story_progress_touch", {
    p_document: documentId,
    p_day: day,
    p_words: words,
    ...(goal === undefined ? {} : { p_goal: goal }),
  });
  if (error) throw new Error(error.message);
  return data ?? [];
}
