// The name shown for an item's author: display name, else username, else "A world-builder".
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { libraryKeys } from "./keys";

export async function getAuthorName(id: string): Promise<string> {
  const { data, error } = await supabase().from("profiles").select("display_name,username").eq("id", id).maybeSingle();
  if (error) throw new Error(error.message);
  const p = data as { display_name: string | null; username: string | null } | null;
  return p?.display_name || p?.username || "A world-builder";
}

export const authorOptions = (id: string) => queryOptions({ queryKey: libraryKeys.author(id), queryFn: () => getAuthorName(id), staleTime: 5 * 60_000 });
export const useAuthorName = (id: string | undefined) => useQuery({ ...authorOptions(id ?? ""), enabled: !!id });
