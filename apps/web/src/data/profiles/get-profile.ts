// The signed-in user's own profile row, for the Profile page's form.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { profileKeys } from "./keys";
import { PROFILE_COLUMNS, type Profile } from "./types";

export async function fetchProfile(id: string): Promise<Profile> {
  const { data, error } = await supabase().from("profiles").select(PROFILE_COLUMNS).eq("id", id).single();
  if (error) throw error;
  return data;
}

export const ownProfileOptions = (id: string) => queryOptions({ queryKey: profileKeys.own(id), queryFn: () => fetchProfile(id), enabled: Boolean(id) });
export const useOwnProfile = (id: string) => useQuery(ownProfileOptions(id));
