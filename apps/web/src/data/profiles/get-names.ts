// The public name and avatar of a set of authors, one request per list on screen (the forum's
// threads and posts, the feedback board's posts and comments). useNames is the names alone, from
// the same cached answer.
import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { profileKeys } from "./keys";
import { AUTHOR_COLUMNS, toAuthor, type Author } from "./types";

export async function getAuthors(ids: string[]): Promise<Map<string, Author>> {
  const { data, error } = await supabase().from("profiles").select(`id,${AUTHOR_COLUMNS}`).in("id", ids);
  if (error) throw new Error(error.message);
  return new Map((data ?? []).map((p) => [p.id, toAuthor(p)]));
}

const namesOf = (authors: Map<string, Author>) => new Map([...authors].map(([id, a]) => [id, a.name]));

function authorsQuery(ids: (string | null)[]) {
  const unique = [...new Set(ids.filter((x): x is string => !!x))].sort();
  return { queryKey: profileKeys.names(unique), enabled: unique.length > 0, staleTime: 5 * 60_000, queryFn: () => getAuthors(unique) };
}

export const useAuthors = (ids: (string | null)[]) => useQuery(authorsQuery(ids));
export const useNames = (ids: (string | null)[]) => useQuery({ ...authorsQuery(ids), select: namesOf });
