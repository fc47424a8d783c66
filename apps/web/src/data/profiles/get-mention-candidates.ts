// @mention suggestions: people whose username, or a word of whose display name, starts with what is
// typed after the "@". Only public profile fields are read (id, username, display_name).
import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { profileKeys } from "./keys";

export interface MentionCandidate {
  id: string;
  username: string | null;
  display_name: string | null;
}

const LIMIT = 6;

/** Escape LIKE's wildcards (usernames may hold "_"). */
export function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** True when a word of `name` starts with `prefix` (case-insensitive). */
export function wordStarts(name: string | null, prefix: string): boolean {
  if (!name) return false;
  const p = prefix.toLowerCase();
  return name
    .toLowerCase()
    .split(/[\s_.-]+/)
    .some((w) => w.startsWith(p));
}

/**
 * The suggestions in order: username matches first, then display-name matches, each shortest
 * first; one entry per person, at most six.
 */
export function rankCandidates(prefix: string, byUsername: MentionCandidate[], byName: MentionCandidate[]): MentionCandidate[] {
  const label = (c: MentionCandidate) => c.username ?? c.display_name ?? "";
  const order = (a: MentionCandidate, b: MentionCandidate) => label(a).length - label(b).length || label(a).localeCompare(label(b));
  const named = byName.filter((c) => wordStarts(c.display_name, prefix) && !byUsername.some((u) => u.id === c.id));
  return [...[...byUsername].sort(order), ...named.sort(order)].slice(0, LIMIT);
}

/** People whose username starts with `prefix`, or whose display name has a word starting with it. */
export async function getMentionCandidates(prefix: string): Promise<MentionCandidate[]> {
  const base = () => supabase().from("profiles").select("id, username, display_name");
  let byUsername = base().not("username", "is", null);
  if (prefix) byUsername = byUsername.ilike("username", likePrefix(prefix));
  // A word may start anywhere in the name: fetch names containing it, keep the word starts.
  let byName = base().not("display_name", "is", null);
  if (prefix) byName = byName.ilike("display_name", `%${likePrefix(prefix)}`);
  const [u, n] = await Promise.all([byUsername.order("username").limit(LIMIT), byName.order("display_name").limit(4 * LIMIT)]);
  if (u.error) throw new Error(u.error.message);
  if (n.error) throw new Error(n.error.message);
  return rankCandidates(prefix, u.data ?? [], n.data ?? []);
}

export function useMentionCandidates(prefix: string | null) {
  return useQuery({
    queryKey: profileKeys.mention(prefix ?? ""),
    enabled: prefix !== null,
    staleTime: 60_000,
    queryFn: () => getMentionCandidates(prefix ?? ""),
  });
}
