// The admin's decision on a reported target: dismiss the reports, hide it, or unpublish it.
import { supabase } from "@/lib/supabase";
import { fail } from "./types";

export async function moderate(v: { target_type: string; target_id: string; action: "dismiss" | "hide" | "unpublish"; reason: string }): Promise<void> {
  fail((await supabase().rpc("admin_moderate", v)).error);
}
