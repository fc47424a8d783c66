// The card shown for a post's author: name, avatar, joined, post count (rpc forum_profile_card).
import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { forumKeys } from "./keys";
import { fail, type ProfileCard } from "./types";

export async function getProfileCard(id: string): Promise<ProfileCard | null> {
  const { data, error } = await supabase().rpc("forum_profile_card", { uid: id }).maybeSingle();
  fail(error);
  return data;
}

export function useProfileCard(id: string | null, enabled: boolean) {
  return useQuery({ queryKey: forumKeys.card(id ?? ""), enabled: enabled && !!id, queryFn: () => getProfileCard(id ?? "") });
}
