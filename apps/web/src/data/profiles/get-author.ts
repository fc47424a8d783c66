// The name shown for an item's author: display name, else username, else "A world-builder".
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { profileKeys } from "./keys";

export async function getAuthorName(id: string): Promise<string> {
  const { data, error } = await supabase().from("profiles").select("display_name,username").eq("id", id).maybeSingle();
  if (error) throw new Error(error.message);
  return data?.display_name || data?.username || "A world-builder";
}

export const authorOptions = (id: string) => queryOptions({ queryKey: profileKeys.author(id), queryFn: () => getAuthorName(id), staleTime: 5 * 60_000 });
export const useAuthorName = (id: string | undefined) => useQuery({ ...authorOptions(id ?? ""), enabled: !!id });
