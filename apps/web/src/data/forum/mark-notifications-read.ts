// Marks forum notifications read (run it through useForumMutation, which refreshes the list).
import { supabase } from "@/lib/supabase";
import { fail } from "./types";

export async function markNotificationsRead(ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  fail((await supabase().from("forum_notifications").update({ read_at: new Date().toISOString() }).in("id", ids)).error);
}
