// A link's role, note or place in the list (a group's member).
import { fail } from "@/data/story-documents/common";
import { supabase } from "@/lib/supabase";
import type { StoryLink } from "./types";

export async function updateLink(id: string, patch: Partial<Pick<StoryLink, "role" | "note" | "position">>): Promise<void> {
  const { error } = await supabase().from("story_links").update(patch).eq("id", id);
  fail(error);
}
