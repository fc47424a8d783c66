// The forum's categories, in their order, with their counts.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { forumKeys } from "./keys";
import { fail, type Category } from "./types";

export async function getCategories(): Promise<Category[]> {
  const { data, error } = await supabase().from("forum_categories").select("*").order("position");
  fail(error);
  return data ?? [];
}

export const categoriesOptions = () => queryOptions({ queryKey: forumKeys.categories(), queryFn: getCategories });

export function useCategories() {
  return useQuery(categoriesOptions());
}
