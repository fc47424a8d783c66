// Saving the Profile form; the database's checks (username pattern and uniqueness, bio and link
// limits) come back as readable errors.
import { supabase } from "@/lib/supabase";
import type { ProfileChanges } from "./types";

/** Saves changes; a taken username comes back as a readable Error. */
export async function saveProfile(id: string, changes: ProfileChanges): Promise<void> {
  const { error } = await supabase().from("profiles").update(changes).eq("id", id);
  if (!error) return;
  if (error.code === "23505") throw new Error("That username is taken.");
  if (error.code === "23514") throw new Error("Something in the form is not allowed: check the username, bio and links.");
  throw error;
}
