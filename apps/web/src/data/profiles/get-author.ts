// One item's author as shown on Browse: their public name (display name, else username, else
// "A world-builder") and avatar. useAuthorName is the name alone, from the same cached answer.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { profileKeys } from "./keys";
import { AUTHOR_COLUMNS, toAuthor, type Author } from "./types";

export async function getAuthor(id: string): Promise<Author> {
  const { data, error } = await supabase().from("profiles").select(AUTHOR_COLUMNS).eq("id", id).maybeSingle();
  if (error) throw new Error(error.message);
  return toAuthor(data);
}

export const getAuthorName = async (id: string): Promise<string> => (await getAuthor(id)).name;

export const authorOptions = (id: string) => queryOptions({ queryKey: profileKeys.author(id), queryFn: () => getAuthor(id), staleTime: 5 * 60_000 });
export const useAuthor = (id: string | undefined) => useQuery({ ...authorOptions(id ?? ""), enabled: !!id });
export const useAuthorName = (id: string | undefined) => useQuery({ ...authorOptions(id ?? ""), enabled: !!id, select: (a: Author) => a.name });
