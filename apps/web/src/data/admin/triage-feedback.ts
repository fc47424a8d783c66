// Feedback triage's writes: a post's status (with a note to its author) and merging a duplicate.
import { supabase } from "@/lib/supabase";
import { fail } from "./types";

export async function setFeedbackStatus(v: { post: string; status: string; note: string }): Promise<void> {
  fail((await supabase().rpc("admin_feedback_status", v)).error);
}

export async function mergeFeedback(v: { duplicate: string; target: string }): Promise<void> {
  fail((await supabase().rpc("admin_feedback_merge", v)).error);
}
