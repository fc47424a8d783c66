// What a link card in a post shows: a public library item, or a published story document (private
// or deleted ones read as null, and the post keeps a plain link).
import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { forumKeys } from "./keys";
import { fail } from "./types";

export async function getItemEmbed(id: string) {
  const { data, error } = await supabase().from("content_items").select("id, name, kind, summary").eq("id", id).eq("visibility", "public").maybeSingle();
  fail(error);
  return data;
}

export function useItemEmbed(id: string) {
  return useQuery({ queryKey: forumKeys.embed(id), staleTime: 5 * 60_000, queryFn: () => getItemEmbed(id) });
}

export async function getDocumentEmbed(id: string) {
  const { data, error } = await supabase()
    .from("story_documents")
    .select("id, title, summary")
    .eq("id", id)
    .eq("visibility", "public")
    .is("deleted_at", null)
    .maybeSingle();
  fail(error);
  return data;
}

export function useDocumentEmbed(id: string) {
  return useQuery({ queryKey: forumKeys.embedDoc(id), staleTime: 5 * 60_000, queryFn: () => getDocumentEmbed(id) });
}
