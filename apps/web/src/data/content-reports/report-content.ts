// A report on a public library item or story document: a reason for the moderators' queue
// (content_reports; the admin area's Moderation tab reads it). One report per person and thing:
// a second one is refused by the unique key and reads as "already".
import { supabase } from "@/lib/supabase";

export type ReportTarget = "item" | "story_document";

/** Sends the report; "already" when this person has reported this thing before. */
export async function reportContent(v: { targetType: ReportTarget; targetId: string; reason: string }): Promise<"sent" | "already"> {
  const { error } = await supabase().from("content_reports").insert({ target_type: v.targetType, target_id: v.targetId, reason: v.reason });
  if (error?.code === "23505") return "already";
  if (error) throw new Error(error.message);
  return "sent";
}
