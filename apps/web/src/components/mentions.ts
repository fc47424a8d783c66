// @mentions in a text field: finding the "@name" being typed at the caret, looking up people whose
// username starts with it, and putting the chosen username in its place.
import { useQuery } from "@tanstack/react-query";
import { profileKeys } from "@/data/profiles/keys";
import { supabase } from "@/lib/supabase";

/** Usernames are 3–32 of these (profiles.username's check constraint). */
const NAME_CHAR = /[A-Za-z0-9_.-]/;

export interface MentionQuery {
  /** Index of the "@". */
  start: number;
  /** What follows the "@" up to the caret. */
  prefix: string;
}

/** The "@name" the caret is at the end of, or null. An "@" inside a word (an e-mail address) is not a mention. */
export function mentionAt(text: string, caret: number): MentionQuery | null {
  let i = caret;
  while (i > 0 && NAME_CHAR.test(text[i - 1]!)) i--;
  if (i === 0 || text[i - 1] !== "@") return null;
  const start = i - 1;
  if (start > 0 && /[\w@.-]/.test(text[start - 1]!)) return null;
  const prefix = text.slice(i, caret);
  if (prefix.length > 32) return null;
  return { start, prefix };
}

/**
 * The text with the mention at `q` replaced by "@username", followed by a space unless a space or
 * punctuation already follows, and the caret after that space (or after the name).
 */
export function insertMention(text: string, caret: number, q: MentionQuery, username: string): { text: string; caret: number } {
  const after = text.slice(caret).replace(/^[A-Za-z0-9_.-]*/, "");
  const spaced = /^\s/.test(after);
  const inserted = `@${username}${after === "" || /^\w/.test(after) ? " " : ""}`;
  return { text: text.slice(0, q.start) + inserted + after, caret: q.start + inserted.length + (spaced ? 1 : 0) };
}

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
export function useMentionCandidates(prefix: string | null) {
  return useQuery({
    queryKey: profileKeys.mention(prefix ?? ""),
    enabled: prefix !== null,
    staleTime: 60_000,
    queryFn: async (): Promise<MentionCandidate[]> => {
      let q = supabase().from("profiles").select("id, username, display_name").not("username", "is", null);
      if (prefix) q = q.ilike("username", likePrefix(prefix));
      const { data, error } = await q.order("username").limit(6);
      if (error) throw new Error(error.message);
      return (data ?? [])
        .filter((p): p is MentionCandidate => !!p.username)
        .sort((a, b) => a.username.length - b.username.length || a.username.localeCompare(b.username));
    },
  });
}
