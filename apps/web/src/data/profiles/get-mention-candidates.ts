// @mention suggestions: people whose username starts with what is typed after the "@".
import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { profileKeys } from "./keys";

export interface MentionCandidate {
  id: string;
  username: string;
  display_name: string | null;
}

/** Escape LIKE's wildcards (usernames may hold "_"). */
export function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** People whose username starts with `prefix` (case-insensitive), at most six, shortest first. */
export async function getMentionCandidates(prefix: string): Promise<MentionCandidate[]> {
  let q = supabase().from("profiles").select("id, username, display_name").not("username", "is", null);
  if (prefix) q = q.ilike("username", likePrefix(prefix));
  const { data, error } = await q.order("username").limit(6);
  if (error) throw new Error(error.message);
  return (data ?? [])
    .filter((p): p is MentionCandidate => !!p.username)
    .sort((a, b) => a.username.length - b.username.length || a.username.localeCompare(b.username));
}

export function useMentionCandidates(prefix: string | null) {
  return useQuery({
    queryKey: profileKeys.mention(prefix ?? ""),
    enabled: prefix !== null,
    staleTime: 60_000,
    queryFn: () => getMentionCandidates(prefix ?? ""),
  });
}
