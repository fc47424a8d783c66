// Whether a username is free (rpc username_available: any letter case, the caller's own name counts as free).
import { supabase } from "@/lib/supabase";

/** Whether someone else already uses the name (any letter case). */
export async function usernameAvailable(name: string): Promise<boolean> {
  const { data, error } = await supabase().rpc("username_available", { name });
  if (error) throw error;
  return data;
}
