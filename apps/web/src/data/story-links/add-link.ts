// Links library items to a document: one (a member, a mention) or many at once (the timeline's
// pull-in, a duplicate's copies, a filled group).
import { fail } from "@/data/story-documents/common";
import { supabase } from "@/lib/supabase";
import type { NewStoryLink } from "./types";

export async function addLink(link: NewStoryLink): Promise<void> {
  const { error } = await supabase().from("story_links").insert(link);
  if (error?.code === "23505") throw new Error("Already there.");
  fail(error);
}

export async function addLinks(rows: readonly NewStoryLink[]): Promise<void> {
  if (rows.length === 0) return;
  const { error } = await supabase()
    .from("story_links")
    .insert([...rows]);
  fail(error);
}
